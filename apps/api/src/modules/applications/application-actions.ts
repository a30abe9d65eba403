import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  APPLICATION_STAGE_NAMES,
  WITHDRAWABLE_STAGES,
  canMove,
  interviewSlotsOf,
  pastSlotField,
  type Lang,
  type Scope,
  type TApply,
  type TMoveApplication,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, invitations, opportunities } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { applicationScope, companyAdminIds, fromApplications, student } from './application-query.js';
import { closeWhenFilled } from './opening-quota.js';
import { proposeInterviewSlots } from './interview-slots.js';
import { refuse } from './messages.js';
import { checkedAnswers } from './screening.js';
import { closeOpenOffer } from './offers.js';

/** Only a verified, active student applies or accepts an invitation (the table already refuses an unverified one). */
export function assertEligibleStudent(caller: Caller | null, lang: 'id' | 'en') {
  if (!caller || caller.role !== 'siswa' || !caller.user.verified || caller.user.status !== 'active')
    throw refuse(403, 'FORBIDDEN', 'student', 'STUDENT_NOT_ELIGIBLE', lang);
}

/**
 * The student applies to a published opening (once); a pending invitation to it counts as accepted
 * and the company's admins hear of it. Returns the application's id.
 */
export async function applyToOpening(db: Db, caller: Caller, { opportunity_id, note, answers }: TApply, lang: Lang): Promise<string> {
  return db.transaction(async (tx) => {
    const [opening] = await tx
      .select({
        id: opportunities.id,
        title: opportunities.title,
        companyId: opportunities.companyId,
        published: sql<boolean>`${isPublished()}`,
        questions: opportunities.screeningQuestions,
      })
      .from(opportunities)
      .where(and(eq(opportunities.id, opportunity_id), ne(opportunities.status, 'draft')));
    if (!opening) throw notFound();
    if (!opening.published) throw refuse(400, 'VALIDATION', 'opportunity_id', 'OPENING_CLOSED', lang);
    // The answers are checked against the opening's questions and kept as they were asked.
    const screeningAnswers = checkedAnswers(opening.questions, answers ?? [], lang);
    const [created] = await tx
      .insert(applications)
      .values({ opportunityId: opening.id, studentId: caller.user.id, companyId: opening.companyId, note: note ?? null, screeningAnswers })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!created) throw refuse(409, 'DUPLICATE', 'opportunity_id', 'ALREADY_APPLIED', lang);
    await tx.insert(applicationEvents).values({ applicationId: created.id, fromStage: null, toStage: 'applied', actorId: caller.user.id });
    // Applying to an opening one was invited to answers the invitation.
    await tx
      .update(invitations)
      .set({ status: 'accepted', answeredAt: sql`now()`, applicationId: created.id, updatedAt: sql`now()` })
      .where(and(eq(invitations.opportunityId, opening.id), eq(invitations.studentId, caller.user.id), eq(invitations.status, 'pending')));
    await notify(tx, {
      kind: 'application-received',
      userIds: await companyAdminIds(tx, opening.companyId),
      params: { student: caller.user.name, opening: opening.title },
      link: `/applicants/${created.id}`,
    });
    return created.id;
  });
}

/** The student withdraws their application while it is at a stage that allows it. */
export async function withdrawApplication(db: Db, scope: Scope, caller: Caller, id: string, lang: Lang): Promise<void> {
  const where = applicationScope(scope, caller);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stage: applications.stage })
      .from(applications)
      .innerJoin(student, eq(applications.studentId, student.id))
      .where(and(eq(applications.id, id), where));
    if (!current) throw notFound();
    const [moved] = await tx
      .update(applications)
      .set({ stage: 'withdrawn', updatedAt: sql`now()` })
      .where(and(eq(applications.id, id), inArray(applications.stage, [...WITHDRAWABLE_STAGES])))
      .returning({ id: applications.id });
    if (!moved) throw refuse(409, 'BAD_REQUEST', 'stage', 'CANNOT_WITHDRAW', lang);
    await tx.insert(applicationEvents).values({ applicationId: moved.id, fromStage: current.stage, toStage: 'withdrawn', actorId: caller.user.id });
  });
}

/** The company moves an application to an allowed next stage (with an interview's date and place, a rejection's reason); the student hears of it. */
export async function moveApplication(db: Db, scope: Scope, caller: Caller, id: string, body: TMoveApplication, lang: Lang): Promise<void> {
  const where = applicationScope(scope, caller);
  const pastField = pastSlotField(body, new Date());
  await db.transaction(async (tx) => {
    const [current] = await fromApplications(tx).where(and(eq(applications.id, id), where));
    if (!current) throw notFound();
    if (pastField) throw refuse(400, 'VALIDATION', pastField, 'SLOT_PAST', lang);
    if (!canMove(current.stage, body.stage)) throw refuse(400, 'VALIDATION', 'stage', 'STAGE_NOT_ALLOWED', lang);
    // The stage we read must still be the stage we move from: two admins moving at once, one wins.
    const [moved] = await tx
      .update(applications)
      .set({ stage: body.stage, updatedAt: sql`now()` })
      .where(and(eq(applications.id, current.id), eq(applications.stage, current.stage)))
      .returning({ id: applications.id });
    if (!moved) throw refuse(409, 'DUPLICATE', 'stage', 'STAGE_NOT_ALLOWED', lang);
    // The history keeps the first proposed time and place; the proposal itself is in interview_slots.
    const slots = body.stage === 'interview' ? interviewSlotsOf(body) : [];
    if (slots.length) await proposeInterviewSlots(tx, current.id, slots);
    const first = slots[0];
    await tx.insert(applicationEvents).values({
      applicationId: current.id,
      fromStage: current.stage,
      toStage: body.stage,
      actorId: caller.user.id,
      reason: body.stage === 'rejected' ? (body.reason ?? null) : null,
      message: body.message || null,
      interviewAt: first ? new Date(first.starts_at) : null,
      interviewPlace: first?.place ?? null,
    });
    await notify(tx, {
      kind: 'application-stage',
      userIds: [current.student_id],
      params: { opening: current.opportunity_title, stage: APPLICATION_STAGE_NAMES[body.stage] },
      link: `/applications/${current.id}`,
    });
    // The company's own decision (hired or rejected) takes the place of an offer still waiting for an answer.
    await closeOpenOffer(tx, current.id);
    // The hire that fills the last place closes the opening (its quota).
    if (body.stage === 'hired') await closeWhenFilled(tx, current.opportunity_id);
  });
}
