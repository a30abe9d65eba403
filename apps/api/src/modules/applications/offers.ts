// Job offers (docs/applications.md, "Offers"): the company offers the job with its terms, the student
// accepts (the application is hired: a placement wherever hired applications are counted) or declines
// (withdrawn); the company may withdraw an offer before it is answered. One open offer per application.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OFFERABLE_STAGES,
  OFFER_ANSWER_NAMES,
  OFFER_MESSAGES,
  businessToday,
  firstNameAndInitial,
  type ApplicationStage,
  type ErrorCode,
  type Lang,
  type OfferMessageKey,
  type Scope,
  type TAnswerOffer,
  type TMakeOffer,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { applicationEvents, applicationOffers, applications, currencies, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { applicationScope, companyAdminIds, fromApplications } from './application-query.js';
import { closeWhenFilled } from './opening-quota.js';

/** A refusal of this part: the reason on its field and as the message, in the caller's language. */
function refuse(status: number, code: ErrorCode, field: string, key: OfferMessageKey, lang: Lang): AppError {
  const reason = OFFER_MESSAGES[key][lang];
  return new AppError(status, code, { [field]: reason }, undefined, reason);
}

/** The application when the caller's scope covers it (company: its own; student: their own; school: its students'); 404 otherwise. */
async function applicationInScope(db: DbExecutor, scope: Scope, caller: Caller | null, applicationId: string) {
  const [row] = await fromApplications(db).where(and(eq(applications.id, applicationId), applicationScope(scope, caller)));
  if (!row) throw notFound();
  return row;
}

/** The offer and its application, when the caller's scope covers the application; 404 otherwise (another company's, another student's). */
async function offerInScope(db: DbExecutor, scope: Scope, caller: Caller | null, offerId: string) {
  const [offer] = await db.select().from(applicationOffers).where(eq(applicationOffers.id, offerId));
  if (!offer) throw notFound();
  return { offer, application: await applicationInScope(db, scope, caller, offer.applicationId) };
}

const offeredBy = alias(users, 'offered_by');

/** An application's offers, newest first, as both sides read them. */
async function offersOf(db: DbExecutor, applicationId: string) {
  return db
    .select({
      id: applicationOffers.id,
      application_id: applicationOffers.applicationId,
      position: applicationOffers.position,
      start_date: applicationOffers.startDate,
      monthly_salary: applicationOffers.monthlySalary,
      currency_id: applicationOffers.currencyId,
      currency_code: currencies.code,
      contract_type: applicationOffers.contractType,
      note: applicationOffers.note,
      status: applicationOffers.status,
      decline_reason: applicationOffers.declineReason,
      offered_by_name: offeredBy.name,
      created_at: applicationOffers.createdAt,
      answered_at: applicationOffers.answeredAt,
    })
    .from(applicationOffers)
    .innerJoin(currencies, eq(applicationOffers.currencyId, currencies.id))
    .leftJoin(offeredBy, eq(applicationOffers.createdBy, offeredBy.id))
    .where(eq(applicationOffers.applicationId, applicationId))
    .orderBy(desc(applicationOffers.createdAt), desc(applicationOffers.id));
}

/** `GET /offer/list`: the offers of an application in the caller's scope. */
export async function listOffers(db: Db, scope: Scope, caller: Caller | null, applicationId: string) {
  return offersOf(db, (await applicationInScope(db, scope, caller, applicationId)).id);
}

/** Moves the application from the stage it was read at (409 when someone moved it meanwhile) and records the move. */
async function moveStage(
  tx: DbExecutor,
  app: { id: string; stage: ApplicationStage },
  to: ApplicationStage,
  actorId: string,
  message: string | null,
  lang: Lang,
) {
  const [moved] = await tx
    .update(applications)
    .set({ stage: to, updatedAt: sql`now()` })
    .where(and(eq(applications.id, app.id), eq(applications.stage, app.stage)))
    .returning({ id: applications.id });
  if (!moved) throw refuse(409, 'DUPLICATE', 'stage', 'OFFER_CLOSED', lang);
  await tx.insert(applicationEvents).values({ applicationId: app.id, fromStage: app.stage, toStage: to, actorId, message });
}

/**
 * The company offers the job: a running application moves to `offered` (an event with the note), the
 * offer is kept with its terms and the student hears of it (in-app and by e-mail, as they chose).
 */
export async function makeOffer(db: Db, scope: Scope, caller: Caller, applicationId: string, body: TMakeOffer, lang: Lang) {
  await db.transaction(async (tx) => {
    const app = await applicationInScope(tx, scope, caller, applicationId);
    if (!(OFFERABLE_STAGES as readonly ApplicationStage[]).includes(app.stage)) throw refuse(409, 'BAD_REQUEST', 'stage', 'NOT_OFFERABLE', lang);
    if (body.start_date < businessToday()) throw refuse(400, 'VALIDATION', 'start_date', 'START_DATE_PAST', lang);
    const [currency] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, body.currency_id));
    if (!currency) throw new AppError(400, 'VALIDATION', { currency_id: 'msg:INVALID_OPTION' });
    const [open] = await tx
      .select({ id: applicationOffers.id })
      .from(applicationOffers)
      .where(and(eq(applicationOffers.applicationId, app.id), eq(applicationOffers.status, 'open')));
    if (open) throw refuse(409, 'DUPLICATE', 'application_id', 'OPEN_OFFER_EXISTS', lang);
    if (app.stage !== 'offered') await moveStage(tx, app, 'offered', caller.user.id, body.note || null, lang);
    // The partial unique index keeps one open offer even when two admins offer at once.
    const [created] = await tx
      .insert(applicationOffers)
      .values({
        applicationId: app.id,
        position: body.position,
        startDate: body.start_date,
        monthlySalary: body.monthly_salary,
        currencyId: body.currency_id,
        contractType: body.contract_type,
        note: body.note || null,
        createdBy: caller.user.id,
      })
      .onConflictDoNothing()
      .returning({ id: applicationOffers.id });
    if (!created) throw refuse(409, 'DUPLICATE', 'application_id', 'OPEN_OFFER_EXISTS', lang);
    await notify(tx, {
      kind: 'offer-received',
      userIds: [app.student_id],
      params: { company: app.company_name, position: body.position, opening: app.opportunity_title },
      link: `/applications/${app.id}`,
    });
  });
  return offersOf(db, applicationId);
}

/** Closes an offer still waiting for an answer; the number of offers it closed (0 when it was answered or withdrawn). */
async function closeOffer(tx: DbExecutor, where: ReturnType<typeof and>, set: Partial<typeof applicationOffers.$inferInsert>) {
  const closed = await tx
    .update(applicationOffers)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(where, eq(applicationOffers.status, 'open')))
    .returning({ id: applicationOffers.id });
  return closed.length;
}

/** The company's own move to `hired` or `rejected` takes the place of an offer still waiting (it is withdrawn). */
export async function closeOpenOffer(tx: DbExecutor, applicationId: string): Promise<void> {
  await closeOffer(tx, eq(applicationOffers.applicationId, applicationId), { status: 'withdrawn' });
}

/** The company withdraws an offer nobody answered yet (409 after an answer); the application stays `offered`. */
export async function withdrawOffer(db: Db, scope: Scope, caller: Caller, offerId: string, lang: Lang) {
  const applicationId = await db.transaction(async (tx) => {
    const found = await offerInScope(tx, scope, caller, offerId);
    if (!(await closeOffer(tx, eq(applicationOffers.id, offerId), { status: 'withdrawn' })))
      throw refuse(409, 'BAD_REQUEST', 'id', 'OFFER_CLOSED', lang);
    await notify(tx, {
      kind: 'offer-withdrawn',
      userIds: [found.application.student_id],
      params: { company: found.application.company_name, position: found.offer.position, opening: found.application.opportunity_title },
      link: `/applications/${found.application.id}`,
    });
    return found.application.id;
  });
  return offersOf(db, applicationId);
}

/**
 * The student answers their offer: accepting hires (the opening's quota counts it), declining
 * withdraws the application with the optional reason. Once only (409), and only while the
 * application is still `offered`.
 */
export async function answerOffer(db: Db, scope: Scope, caller: Caller, offerId: string, body: TAnswerOffer, lang: Lang) {
  const applicationId = await db.transaction(async (tx) => {
    const { application: app, offer } = await offerInScope(tx, scope, caller, offerId);
    const status = body.answer;
    const reason = status === 'declined' ? body.reason || null : null;
    if (
      app.stage !== 'offered' ||
      !(await closeOffer(tx, eq(applicationOffers.id, offerId), { status, declineReason: reason, answeredAt: new Date() }))
    )
      throw refuse(409, 'BAD_REQUEST', 'id', 'OFFER_CLOSED', lang);
    const to: ApplicationStage = status === 'accepted' ? 'hired' : 'withdrawn';
    await moveStage(tx, app, to, caller.user.id, reason, lang);
    if (to === 'hired') await closeWhenFilled(tx, app.opportunity_id);
    await notify(tx, {
      kind: 'offer-answered',
      userIds: await companyAdminIds(tx, app.company_id),
      // A student who declined is withdrawn: the company knows them by first name and initial from then on.
      params: {
        student: to === 'hired' ? app.student_name : firstNameAndInitial(app.student_name),
        answer: OFFER_ANSWER_NAMES[status],
        position: offer.position,
        opening: app.opportunity_title,
      },
      link: `/applicants/${app.id}`,
    });
    return app.id;
  });
  return offersOf(db, applicationId);
}
