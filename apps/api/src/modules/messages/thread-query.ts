// Reading conversations: the summaries of a list or of one thread, as the caller sees them.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { companies, messageReads, messages, messageThreads, opportunities, studentProfiles, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import type { ScopeColumns } from '../scope.js';
import { initialsOf } from '../applications/candidates.js';
import { engagedSql } from './relation.js';

/** What the scope registry reads on a thread: its student, its company, its staff member. */
export const THREAD_COLUMNS: ScopeColumns = {
  owner: messageThreads.studentId,
  company: messageThreads.companyId,
  messageStaff: messageThreads.staffId,
};

const staff = alias(users, 'staff');
const preview = 140;

/** Whether the caller is a side of the thread (not a school reading it as the supervisor of a minor). */
export function isSide(caller: Caller, thread: { studentId: string; staffId: string | null; companyId: string | null }): boolean {
  return (
    thread.studentId === caller.user.id ||
    thread.staffId === caller.user.id ||
    (thread.companyId !== null && thread.companyId === caller.user.companyId)
  );
}

/** Messages from others after the caller's read mark. */
const unreadOf = (me: string) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.senderId} is distinct from ${me} and ${messages.createdAt} > coalesce((select ${messageReads.lastReadAt} from ${messageReads} where ${messageReads.threadId} = ${messageThreads.id} and ${messageReads.userId} = ${me}), '-infinity'::timestamptz))`;

/** The student is under 18 today, or their birth date is unknown (docs/privacy.md counts them as minors). */
const minorSql = sql<boolean>`(${studentProfiles.birthDate} is null or ${studentProfiles.birthDate} > (current_date - interval '18 years')::date)`;

/** The threads matching `where` (the scope's condition and any other), newest activity first. */
export async function threadRows(db: DbExecutor, caller: Caller, where: SQL | undefined, limit = 200) {
  const me = caller.user.id;
  const rows = await db
    .select({
      id: messageThreads.id,
      kind: messageThreads.kind,
      studentId: messageThreads.studentId,
      companyId: messageThreads.companyId,
      staffId: messageThreads.staffId,
      studentName: users.name,
      studentSchoolId: users.schoolId,
      companyName: companies.name,
      staffName: staff.name,
      staffSchoolId: staff.schoolId,
      opening: opportunities.title,
      lastMessageAt: messageThreads.lastMessageAt,
      lastBody: sql<
        string | null
      >`(select left(${messages.body}, ${preview}) from ${messages} where ${messages.threadId} = ${messageThreads.id} order by ${messages.createdAt} desc limit 1)`,
      unread: unreadOf(me),
      minor: minorSql,
      engaged: sql<boolean>`(${messageThreads.companyId} is not null and ${engagedSql(messageThreads.companyId, messageThreads.studentId)})`,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, messageThreads.studentId))
    .leftJoin(companies, eq(companies.id, messageThreads.companyId))
    .leftJoin(staff, eq(staff.id, messageThreads.staffId))
    .leftJoin(opportunities, eq(opportunities.id, messageThreads.opportunityId))
    .where(where)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(limit);
  return rows.map((row) => {
    const side = isSide(caller, row);
    // A company reads a student who has not applied or accepted its invitation by initials, as the invitations do.
    const companyReader = row.kind === 'company' && row.companyId === caller.user.companyId;
    const studentName = companyReader && !row.engaged ? initialsOf(row.studentName) : row.studentName;
    return {
      row,
      summary: {
        id: row.id,
        kind: row.kind,
        student: { id: row.studentId, name: studentName },
        company: row.companyId ? { id: row.companyId, name: row.companyName ?? '' } : null,
        staff: row.staffId ? { id: row.staffId, name: row.staffName ?? '' } : null,
        opening: row.opening,
        last_message_at: row.lastMessageAt,
        last_body: row.lastBody,
        unread: side ? row.unread : 0,
        supervised: row.kind === 'company' && row.minor,
        reader_only: !side,
      },
    };
  });
}

export type ThreadRow = Awaited<ReturnType<typeof threadRows>>[number];

export async function listThreads(db: DbExecutor, caller: Caller, scoped: SQL | undefined) {
  return (await threadRows(db, caller, scoped)).map((r) => r.summary);
}

/** One thread in scope, or undefined (404). */
export async function findThread(db: DbExecutor, caller: Caller, scoped: SQL | undefined, id: string): Promise<ThreadRow | undefined> {
  const [row] = await threadRows(db, caller, and(scoped, eq(messageThreads.id, id)), 1);
  return row;
}

/** The messages of a thread, oldest first, each with its side and whether its student reported it. */
export async function threadMessages(db: DbExecutor, caller: Caller, thread: ThreadRow) {
  const sender = alias(users, 'sender');
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: sender.name,
      body: messages.body,
      attachmentKind: messages.attachmentKind,
      attachmentName: messages.attachmentName,
      createdAt: messages.createdAt,
      reported: sql<boolean>`exists (select 1 from message_reports r where r.message_id = ${messages.id})`,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(eq(messages.threadId, thread.row.id))
    .orderBy(messages.createdAt, messages.id)
    .limit(1000);
  return rows.map((m) => {
    const side =
      m.senderId === thread.row.studentId ? ('student' as const) : thread.row.kind === 'company' ? ('company' as const) : ('school' as const);
    const name = side === 'student' ? thread.summary.student.name : (m.senderName ?? '—');
    const attachment = m.attachmentKind ? { name: m.attachmentName ?? m.attachmentKind, kind: m.attachmentKind } : null;
    return {
      id: m.id,
      sender_name: name,
      side,
      mine: m.senderId === caller.user.id,
      body: m.body,
      created_at: m.createdAt,
      reported: m.reported,
      attachment,
    };
  });
}
