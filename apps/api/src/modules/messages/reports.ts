// Reports of messages by students, and the school's mutes of companies.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang, TMessageReport } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, messageMutes, messageReports, messages, messageThreads, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { notFound } from '../../lib/app-error.js';
import { notify } from '../notifications/notify.js';
import { refuseMessage } from './refuse.js';

/**
 * A student reports a message someone else wrote in their thread (`scoped`: the threads they are a side
 * of; 404 otherwise). Once per message; the school's admins hear of it in the app.
 */
export async function reportMessage(db: Db, caller: Caller, scoped: SQL | undefined, input: TMessageReport, lang: Lang): Promise<string> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id, senderId: messages.senderId, studentId: messageThreads.studentId, companyName: companies.name })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .leftJoin(companies, eq(companies.id, messageThreads.companyId))
      .where(and(eq(messages.id, input.message_id), scoped));
    if (!message) throw notFound();
    if (message.senderId === caller.user.id) throw refuseMessage(409, 'BAD_REQUEST', 'message_id', 'OWN_MESSAGE', lang);
    const [made] = await tx
      .insert(messageReports)
      .values({ messageId: message.id, reporterId: caller.user.id, reason: input.reason ?? null })
      .onConflictDoNothing()
      .returning({ id: messageReports.id });
    if (!made) {
      const [existing] = await tx
        .select({ id: messageReports.id })
        .from(messageReports)
        .where(and(eq(messageReports.messageId, message.id), eq(messageReports.reporterId, caller.user.id)));
      return existing!.id;
    }
    if (caller.user.schoolId) {
      const staff = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.schoolId, caller.user.schoolId), eq(users.role, 'admin_sekolah'), eq(users.status, 'active')));
      await notify(tx, {
        kind: 'message-reported',
        userIds: staff.map((s) => s.id),
        params: { student: caller.user.name, sender: message.companyName ?? { id: 'staf sekolah', en: 'school staff' } },
        link: '/messages/reports',
      });
    }
    return made.id;
  });
}

/** The reporting student's account in the reports query: the scope reads their school (`reportStudent.schoolId`). */
export const reportStudent = alias(users, 'student');

/** The reports in scope (`scoped`: a condition on `reportStudent`), newest first. */
export async function listReports(db: DbExecutor, scoped: SQL | undefined) {
  const student = reportStudent;
  const sender = alias(users, 'sender');
  const rows = await db
    .select({
      id: messageReports.id,
      threadId: messageThreads.id,
      body: messages.body,
      messageAt: messages.createdAt,
      senderName: sender.name,
      studentId: student.id,
      studentName: student.name,
      companyId: companies.id,
      companyName: companies.name,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      muted: sql<boolean>`exists (select 1 from ${messageMutes} where ${messageMutes.companyId} = ${messageThreads.companyId} and ${messageMutes.schoolId} = ${student.schoolId})`,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(student, eq(student.id, messageThreads.studentId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(companies, eq(companies.id, messageThreads.companyId))
    .where(scoped)
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    thread_id: r.threadId,
    message_body: r.body,
    message_at: r.messageAt,
    sender_name: r.senderName ?? '—',
    student: { id: r.studentId, name: r.studentName },
    company: r.companyId ? { id: r.companyId, name: r.companyName ?? '' } : null,
    reason: r.reason,
    created_at: r.createdAt,
    company_muted: r.muted,
  }));
}

/** The caller's school mutes a company for its students (again: no change). 404 for a company that does not exist. */
export async function muteCompany(db: DbExecutor, caller: Caller, companyId: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company || !caller.user.schoolId) throw notFound();
  await db.insert(messageMutes).values({ schoolId: caller.user.schoolId, companyId, mutedBy: caller.user.id }).onConflictDoNothing();
}

/** Lifts a mute in scope (`scoped` on the mute's school); 404 when there is none. */
export async function unmuteCompany(db: DbExecutor, scoped: SQL | undefined, companyId: string): Promise<void> {
  const removed = await db
    .delete(messageMutes)
    .where(and(eq(messageMutes.companyId, companyId), scoped))
    .returning({ id: messageMutes.companyId });
  if (!removed.length) throw notFound();
}

export async function listMutes(db: DbExecutor, scoped: SQL | undefined) {
  const rows = await db
    .select({ companyId: companies.id, companyName: companies.name, createdAt: messageMutes.createdAt })
    .from(messageMutes)
    .innerJoin(companies, eq(companies.id, messageMutes.companyId))
    .where(scoped)
    .orderBy(desc(messageMutes.createdAt));
  return rows.map((r) => ({ company: { id: r.companyId, name: r.companyName }, created_at: r.createdAt }));
}
