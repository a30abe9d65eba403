// Writing in a conversation: the rules a message passes, then the message and who hears of it.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { hasContactDetails, MESSAGE_RATE_LIMIT, type Lang, type MessageAttachmentKind, type TMessageSend } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { messageReads, messages, messageThreads, notifications, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { notFound } from '../../lib/app-error.js';
import { notify } from '../notifications/notify.js';
import { initialsOf } from '../applications/candidates.js';
import { refuseMessage } from './refuse.js';
import { sendState } from './threads.js';
import { findThread, type ThreadRow } from './thread-query.js';

/**
 * At most MESSAGE_RATE_LIMIT messages a minute per sender, counted in the database: a lock per sender
 * (held to the end of the transaction) makes the count and the insert one step, on every API process.
 */
async function assertUnderRate(tx: DbExecutor, senderId: string, lang: Lang): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'message-rate:' + senderId}))`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, sql`now() - interval '1 minute'`)));
  if ((row?.count ?? 0) >= MESSAGE_RATE_LIMIT) throw refuseMessage(429, 'RATE_LIMITED', 'body', 'RATE_LIMITED', lang);
}

/** The other side's accounts: the student, the staff member, or the company's admins (not its PKL supervisor accounts). */
async function recipientsOf(tx: DbExecutor, caller: Caller, row: ThreadRow['row']): Promise<string[]> {
  if (row.kind === 'school') return [row.studentId, row.staffId].filter((id): id is string => id !== null && id !== caller.user.id);
  if (caller.user.id !== row.studentId) return [row.studentId];
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, row.companyId!), eq(users.role, 'admin_perusahaan'), eq(users.pklSupervisor, false), eq(users.status, 'active')));
  return admins.map((a) => a.id);
}

/** Notifies the other side once per unread stretch: a recipient who has an unread notice of this thread gets no second one. */
async function notifyRecipients(tx: DbExecutor, caller: Caller, thread: ThreadRow): Promise<void> {
  const link = `/messages?thread=${thread.row.id}`;
  const all = await recipientsOf(tx, caller, thread.row);
  const waiting = all.length
    ? await tx
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.kind, 'message-received'), eq(notifications.link, link), isNull(notifications.readAt)))
    : [];
  const userIds = all.filter((id) => !waiting.some((w) => w.userId === id));
  const fromStudent = caller.user.id === thread.row.studentId;
  // The company's name when a company writes; a person's name otherwise (initials as the company may see them).
  // The summary is the student's own view: a company the student has not applied to reads initials only.
  const studentName = thread.row.kind === 'company' && !thread.row.engaged ? initialsOf(thread.row.studentName) : thread.row.studentName;
  const sender = fromStudent ? studentName : thread.row.kind === 'company' ? (thread.row.companyName ?? caller.user.name) : caller.user.name;
  await notify(tx, { kind: 'message-received', userIds, params: { sender }, link });
}

/** A new message's content: its text, and the attachment already stored (docs/messages.md). */
export interface MessageContent {
  body: string;
  attachment?: { file: string; kind: MessageAttachmentKind; name: string };
}

/**
 * Writes a message in a thread the caller is a side of (404 otherwise). Refused: a closed thread (409), a
 * company muted by the student's school (403), contact details — or any file — from a company to a student
 * who has not applied nor accepted its invitation (422), more than the rate (429).
 */
export async function writeMessage(db: Db, caller: Caller, scoped: SQL | undefined, threadId: string, content: MessageContent, lang: Lang) {
  return db.transaction(async (tx) => {
    const thread = await findThread(tx, caller, scoped, threadId);
    if (!thread) throw notFound();
    const state = await sendState(tx, caller, thread);
    if (!state.canSend) {
      const status = state.reason === 'COMPANY_MUTED' ? 403 : 409;
      throw refuseMessage(status, status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST', 'thread_id', state.reason!, lang);
    }
    const fromCompany = thread.row.kind === 'company' && caller.user.id !== thread.row.studentId;
    if (fromCompany && state.relation === 'invited') {
      // A file cannot be read for a number: before the student applied or accepted, a company sends text only.
      if (content.attachment) throw refuseMessage(422, 'VALIDATION', 'file', 'ATTACHMENT_BEFORE_APPLICATION', lang);
      if (hasContactDetails(content.body)) throw refuseMessage(422, 'VALIDATION', 'body', 'CONTACT_DETAILS', lang);
    }
    await assertUnderRate(tx, caller.user.id, lang);
    const [message] = await tx
      .insert(messages)
      .values({
        threadId: thread.row.id,
        senderId: caller.user.id,
        body: content.body,
        attachmentFile: content.attachment?.file ?? null,
        attachmentKind: content.attachment?.kind ?? null,
        attachmentName: content.attachment?.name ?? null,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await tx.update(messageThreads).set({ lastMessageAt: message!.createdAt }).where(eq(messageThreads.id, thread.row.id));
    await tx
      .insert(messageReads)
      .values({ threadId: thread.row.id, userId: caller.user.id, lastReadAt: message!.createdAt })
      .onConflictDoUpdate({ target: [messageReads.threadId, messageReads.userId], set: { lastReadAt: message!.createdAt } });
    await notifyRecipients(tx, caller, thread);
    const side = fromCompany ? ('company' as const) : caller.user.id === thread.row.studentId ? ('student' as const) : ('school' as const);
    const senderName = side === 'student' ? thread.summary.student.name : caller.user.name;
    const attachment = content.attachment ? { name: content.attachment.name, kind: content.attachment.kind } : null;
    return {
      id: message!.id,
      sender_name: senderName,
      side,
      mine: true,
      body: content.body,
      created_at: message!.createdAt,
      reported: false,
      attachment,
    };
  });
}

/** A text message (`POST /message/send`). */
export function sendMessage(db: Db, caller: Caller, scoped: SQL | undefined, input: TMessageSend, lang: Lang) {
  return writeMessage(db, caller, scoped, input.thread_id, { body: input.body }, lang);
}
