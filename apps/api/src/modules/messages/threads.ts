// Starting conversations, one thread's full view, read marks and the unread count.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_REFUSALS, type Lang, type TMessageStart } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { applications, invitations, messageReads, messages, messageThreads, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { notFound } from '../../lib/app-error.js';
import { scopeCondition } from '../scope.js';
import type { Scope } from '@jalurkarir/shared';
import { companyRelation, isMuted } from './relation.js';
import { refuseMessage } from './refuse.js';
import { studentStartsSchoolThread } from './school-contacts.js';
import { findThread, isSide, THREAD_COLUMNS, threadMessages, type ThreadRow } from './thread-query.js';

/** The company thread of a company and a student, made on first use; its context is the latest one named. */
async function companyThread(
  db: DbExecutor,
  context: { companyId: string; studentId: string; applicationId: string | null; invitationId: string | null; opportunityId: string },
) {
  const [made] = await db
    .insert(messageThreads)
    .values({ kind: 'company', ...context })
    .onConflictDoNothing()
    .returning({ id: messageThreads.id });
  if (made) return made.id;
  const [existing] = await db
    .update(messageThreads)
    .set({ applicationId: context.applicationId, invitationId: context.invitationId, opportunityId: context.opportunityId })
    .where(and(eq(messageThreads.kind, 'company'), eq(messageThreads.companyId, context.companyId), eq(messageThreads.studentId, context.studentId)))
    .returning({ id: messageThreads.id });
  return existing!.id;
}

/** The application or invitation the start names, in the caller's scope (the student's own, or the company's). */
async function startContext(db: DbExecutor, scope: Scope, caller: Caller, input: TMessageStart) {
  if (input.application_id) {
    const own = scopeCondition(scope, caller, { owner: applications.studentId, company: applications.companyId });
    const [row] = await db
      .select({ companyId: applications.companyId, studentId: applications.studentId, opportunityId: applications.opportunityId })
      .from(applications)
      .where(and(eq(applications.id, input.application_id), own));
    return row && { ...row, applicationId: input.application_id, invitationId: null };
  }
  const own = scopeCondition(scope, caller, { owner: invitations.studentId, company: invitations.companyId });
  const [row] = await db
    .select({ companyId: invitations.companyId, studentId: invitations.studentId, opportunityId: invitations.opportunityId })
    .from(invitations)
    .where(and(eq(invitations.id, input.invitation_id!), own));
  return row && { ...row, applicationId: null, invitationId: input.invitation_id! };
}

/**
 * Opens the thread of an application or invitation (a company or the student), or of a student of the
 * caller's school (a staff member); an existing one is reused. Refused: a context out of scope (404),
 * no open application or invitation between them (409), a company muted by the student's school (403).
 */
export async function startThread(db: Db, scope: Scope, caller: Caller, input: TMessageStart, lang: Lang): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.staff_id) return studentStartsSchoolThread(tx, scope, caller, input.staff_id, lang);
    if (input.student_id) {
      const own = scopeCondition(scope, caller, { school: users.schoolId });
      const [student] = await tx
        .select({ id: users.id, status: users.status, role: users.role })
        .from(users)
        .where(and(eq(users.id, input.student_id), own));
      if (!student) throw notFound();
      if (student.role !== 'siswa' || student.status !== 'active') throw refuseMessage(409, 'BAD_REQUEST', 'student_id', 'NOT_A_STUDENT', lang);
      const [made] = await tx
        .insert(messageThreads)
        .values({ kind: 'school', studentId: student.id, staffId: caller.user.id })
        .onConflictDoNothing()
        .returning({ id: messageThreads.id });
      if (made) return made.id;
      const [existing] = await tx
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .where(and(eq(messageThreads.kind, 'school'), eq(messageThreads.staffId, caller.user.id), eq(messageThreads.studentId, student.id)));
      return existing!.id;
    }
    const context = await startContext(tx, scope, caller, input);
    if (!context) throw notFound();
    if ((await companyRelation(tx, context.companyId, context.studentId)) === 'none')
      throw refuseMessage(409, 'BAD_REQUEST', 'thread', 'NO_RELATION', lang);
    if (caller.user.companyId === context.companyId && (await isMuted(tx, context.companyId, context.studentId))) {
      throw refuseMessage(403, 'FORBIDDEN', 'thread', 'COMPANY_MUTED', lang);
    }
    return companyThread(tx, context);
  });
}

/** Whether the caller may write in the thread now, and why not. */
export async function sendState(db: DbExecutor, caller: Caller, thread: ThreadRow) {
  const { row } = thread;
  if (!isSide(caller, row)) return { canSend: false, reason: 'NOT_A_PARTICIPANT' as const, relation: null };
  if (row.kind === 'school') {
    // The student left the school (or the staff member did): the thread stays readable, closed.
    const sameSchool = row.studentSchoolId !== null && row.studentSchoolId === row.staffSchoolId;
    return sameSchool ? { canSend: true, reason: null, relation: null } : { canSend: false, reason: 'THREAD_CLOSED' as const, relation: null };
  }
  const relation = await companyRelation(db, row.companyId!, row.studentId);
  if (relation === 'none') return { canSend: false, reason: 'THREAD_CLOSED' as const, relation };
  if (row.companyId === caller.user.companyId && (await isMuted(db, row.companyId!, row.studentId))) {
    return { canSend: false, reason: 'COMPANY_MUTED' as const, relation };
  }
  return { canSend: true, reason: null, relation };
}

/** One thread with its messages, as the caller may see it (404 out of scope). */
export async function threadDetail(db: DbExecutor, caller: Caller, scoped: SQL | undefined, id: string, lang: Lang) {
  const thread = await findThread(db, caller, scoped, id);
  if (!thread) throw notFound();
  const state = await sendState(db, caller, thread);
  return {
    ...thread.summary,
    messages: await threadMessages(db, caller, thread),
    can_send: state.canSend,
    closed_reason: state.reason ? MESSAGE_REFUSALS[state.reason][lang] : null,
    contact_details_blocked: state.relation === 'invited',
  };
}

/** The caller has read the thread up to now (a side of it only: the scope's condition says so). */
export async function markRead(db: DbExecutor, caller: Caller, scoped: SQL | undefined, threadId: string): Promise<void> {
  const [thread] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(scoped, eq(messageThreads.id, threadId)));
  if (!thread) throw notFound();
  await db
    .insert(messageReads)
    .values({ threadId, userId: caller.user.id, lastReadAt: sql`now()` })
    .onConflictDoUpdate({ target: [messageReads.threadId, messageReads.userId], set: { lastReadAt: sql`now()` } });
}

/** Messages from others the caller has not read, over the threads they are a side of (the menu's badge). */
export async function unreadCount(db: DbExecutor, caller: Caller, scoped: SQL | undefined): Promise<number> {
  const me = caller.user.id;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .leftJoin(messageReads, and(eq(messageReads.threadId, messageThreads.id), eq(messageReads.userId, me)))
    .where(
      and(
        scoped,
        sql`${messages.senderId} is distinct from ${me}`,
        sql`${messages.createdAt} > coalesce(${messageReads.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.count ?? 0;
}

export { THREAD_COLUMNS };
