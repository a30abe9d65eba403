// Invitations' queries and rules: the list as each side sees it, the students a company may invite,
// an invitation sent, and the student's answer (accepting applies).
import { and, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { INVITATION_ANSWER_NAMES, type InvitationStatus, type Lang, type Scope } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, companies, invitations, opportunities, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { scopeCondition } from '../scope.js';
import { assertEligibleStudent } from './application-actions.js';
import { companyAdminIds, fromInvitations, invitationScope, student } from './application-query.js';
import { findCandidates, initialsOf } from './candidates.js';
import { refuse } from './messages.js';
import { studentVisibleToCompanies } from './visibility.js';

/**
 * What a company sees of an invited student: the name only once the invitation is accepted (until
 * then the student has shared nothing with it, the privacy rule) and while the application it made
 * is not withdrawn (withdrawing takes the sharing back); the Admin and the student see it.
 */
export function forCaller<T extends { status: string; student_name: string }>(row: T, scope: string, withdrawn: boolean): T {
  return scope === 'own-company' && (row.status !== 'accepted' || withdrawn) ? { ...row, student_name: initialsOf(row.student_name) } : row;
}

/** Of these invitations' applications, the ones the student withdrew. */
async function withdrawnApplications(db: Db, rows: { application_id: string | null }[]): Promise<Set<string>> {
  const ids = rows.flatMap((row) => (row.application_id ? [row.application_id] : []));
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.id, ids), eq(applications.stage, 'withdrawn')));
  return new Set(found.map((row) => row.id));
}

export interface InvitationListQuery {
  search: string;
  status?: InvitationStatus | undefined;
  opportunity_id?: string | undefined;
  page: number;
  per_page: number;
}

/** One page of the invitations in scope, pending first, each with the name the caller may see. */
export async function listInvitations(db: Db, scope: Scope, caller: Caller | null, q: InvitationListQuery) {
  const search = q.search.trim();
  const where = and(
    invitationScope(scope, caller),
    // A company keeps seeing a pending invitation only while the student is visible (docs/privacy.md).
    scope === 'own-company' ? or(eq(invitations.status, 'accepted'), studentVisibleToCompanies(invitations.studentId)) : undefined,
    search ? or(ilike(student.name, likePattern(search)), ilike(opportunities.title, likePattern(search))) : undefined,
    q.status ? eq(invitations.status, q.status) : undefined,
    q.opportunity_id ? eq(invitations.opportunityId, q.opportunity_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    fromInvitations(db)
      .where(where)
      .orderBy(sql`${invitations.status} = 'pending' desc`, desc(invitations.createdAt), desc(invitations.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invitations)
      .innerJoin(opportunities, eq(invitations.opportunityId, opportunities.id))
      .innerJoin(student, eq(invitations.studentId, student.id))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  const withdrawn = scope === 'own-company' ? await withdrawnApplications(db, rows) : new Set<string>();
  return {
    data: rows.map((row) => forCaller(row, scope, row.application_id !== null && withdrawn.has(row.application_id))),
    total,
    page: q.page,
    per_page: q.per_page,
    total_pages: Math.ceil(total / q.per_page),
  };
}

/** Students the company may invite to one of its openings in scope (the privacy projection), or 404. */
export async function invitationCandidates(db: Db, scope: Scope, caller: Caller, opportunityId: string, search: string, lang: Lang) {
  const [opening] = await db
    .select({ companyId: opportunities.companyId })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), scopeCondition(scope, caller, { company: opportunities.companyId })));
  if (!opening) throw notFound();
  return findCandidates(db, { companyId: opening.companyId, opportunityId, search, limit: 50, lang });
}

export interface InviteInput {
  opportunity_id: string;
  student_id: string;
  message?: string | null | undefined;
}

/**
 * Invites a verified, active, visible student who has not applied to a published opening in scope,
 * once, and tells the student; returns the invitation's id.
 */
export async function createInvitation(db: Db, scope: Scope, caller: Caller, { opportunity_id, student_id, message }: InviteInput, lang: Lang) {
  return db.transaction(async (tx) => {
    const [opening] = await tx
      .select({
        id: opportunities.id,
        title: opportunities.title,
        companyId: opportunities.companyId,
        companyName: companies.name,
        published: sql<boolean>`${isPublished()}`,
      })
      .from(opportunities)
      .innerJoin(companies, eq(opportunities.companyId, companies.id))
      .where(
        and(
          eq(opportunities.id, opportunity_id),
          ne(opportunities.status, 'draft'),
          scopeCondition(scope, caller, { company: opportunities.companyId }),
        ),
      );
    if (!opening) throw notFound();
    if (!opening.published) throw refuse(400, 'VALIDATION', 'opportunity_id', 'OPENING_CLOSED', lang);
    // Only a verified, active student who lets companies find them can be invited.
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, student_id),
          eq(users.role, 'siswa'),
          eq(users.verified, true),
          eq(users.status, 'active'),
          studentVisibleToCompanies(users.id),
        ),
      );
    if (!invitee) throw refuse(400, 'VALIDATION', 'student_id', 'STUDENT_NOT_AVAILABLE', lang);
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunityId, opening.id), eq(applications.studentId, invitee.id)));
    if (applied) throw refuse(409, 'DUPLICATE', 'student_id', 'STUDENT_ALREADY_APPLIED', lang);
    const [created] = await tx
      .insert(invitations)
      .values({ opportunityId: opening.id, studentId: invitee.id, companyId: opening.companyId, invitedBy: caller.user.id, message: message || null })
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    if (!created) throw refuse(409, 'DUPLICATE', 'student_id', 'ALREADY_INVITED', lang);
    await notify(tx, {
      kind: 'invitation-received',
      userIds: [invitee.id],
      params: { company: opening.companyName, opening: opening.title },
      link: `/applications?tab=invitations`,
    });
    return created.id;
  });
}

/** One invitation as `fromInvitations` reads it. */
export async function invitationRow(db: Db, id: string) {
  const [row] = await fromInvitations(db).where(eq(invitations.id, id));
  return row;
}

/**
 * The student's answer to a pending invitation in scope. Accepting applies to the (still published)
 * opening, or links the application already there; the inviter (else the company's admins) is told,
 * with only initials when the student declines.
 */
export async function answerInvitation(
  db: Db,
  scope: Scope,
  caller: Caller,
  id: string,
  { answer, note }: { answer: 'accepted' | 'declined'; note?: string | null | undefined },
  lang: Lang,
): Promise<void> {
  const where = invitationScope(scope, caller);
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({
        id: invitations.id,
        status: invitations.status,
        opportunityId: invitations.opportunityId,
        companyId: invitations.companyId,
        invitedBy: invitations.invitedBy,
        title: opportunities.title,
        published: sql<boolean>`${isPublished()}`,
      })
      .from(invitations)
      .innerJoin(opportunities, eq(invitations.opportunityId, opportunities.id))
      .where(and(eq(invitations.id, id), where));
    if (!invitation) throw notFound();
    if (invitation.status !== 'pending') throw refuse(409, 'DUPLICATE', 'answer', 'INVITATION_ANSWERED', lang);
    let applicationId: string | null = null;
    if (answer === 'accepted') {
      assertEligibleStudent(caller, lang);
      if (!invitation.published) throw refuse(400, 'VALIDATION', 'answer', 'OPENING_CLOSED', lang);
      const [created] = await tx
        .insert(applications)
        .values({
          opportunityId: invitation.opportunityId,
          studentId: caller.user.id,
          companyId: invitation.companyId,
          source: 'invitation',
          note: note || null,
        })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (created) {
        applicationId = created.id;
        await tx.insert(applicationEvents).values({ applicationId: created.id, fromStage: null, toStage: 'applied', actorId: caller.user.id });
      } else {
        const [existing] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.opportunityId, invitation.opportunityId), eq(applications.studentId, caller.user.id)));
        applicationId = existing?.id ?? null;
      }
    }
    await tx
      .update(invitations)
      .set({ status: answer, answeredAt: sql`now()`, applicationId, updatedAt: sql`now()` })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
    const recipients = invitation.invitedBy ? [invitation.invitedBy] : await companyAdminIds(tx, invitation.companyId);
    await notify(tx, {
      kind: 'invitation-answered',
      userIds: recipients,
      // A student who declines shares nothing with the company, not even the name.
      params: {
        opening: invitation.title,
        student: answer === 'accepted' ? caller.user.name : initialsOf(caller.user.name),
        answer: INVITATION_ANSWER_NAMES[answer],
      },
      link: applicationId ? `/applicants/${applicationId}` : `/applicants?opportunity=${invitation.opportunityId}`,
    });
  });
}
