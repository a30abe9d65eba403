// Conversations (migration 0031_messages; docs/messages.md).
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageAttachmentKind, MessageThreadKind } from '@jalurkarir/shared';
import { companies, createdAt, id, opportunities, schools, users } from './core.js';
import { applications, invitations } from './applications.js';

/**
 * A conversation of a student: with a company (`company`: one per company and student, opened from an
 * application or an invitation) or with a staff member of the student's school (`school`: one per staff
 * member and student). It goes with the student's account (erasure deletes it, and its messages with it).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    kind: text('kind').$type<MessageThreadKind>().notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the thread was opened from: the latest application or invitation named when it was (re)opened. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_company_student_key')
      .on(t.companyId, t.studentId)
      .where(sql`kind = 'company'`),
    uniqueIndex('message_threads_staff_student_key')
      .on(t.staffId, t.studentId)
      .where(sql`kind = 'school'`),
    index('message_threads_student_idx').on(t.studentId, t.lastMessageAt),
    index('message_threads_company_idx').on(t.companyId, t.lastMessageAt),
  ],
);

/** One message. The sender is kept null when that account is deleted later (a company admin who left). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Empty for a message that is only an attachment. */
    body: text('body').notNull(),
    /** A PDF or an image in the private `message_attachment` folder (a server-made name), its kind and the name it was sent with. */
    attachmentFile: text('attachment_file'),
    attachmentKind: text('attachment_kind').$type<MessageAttachmentKind>(),
    attachmentName: text('attachment_name'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_thread_created_idx').on(t.threadId, t.createdAt), index('messages_sender_created_idx').on(t.senderId, t.createdAt)],
);

/** Up to when each side has read a thread (the unread counts). */
export const messageReads = pgTable(
  'message_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** A student's report of a message (once per message): the school's admin and the Admin read the list. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterId)],
);

/** A school muted a company for its students: the company sends nothing to them while the row exists. */
export const messageMutes = pgTable(
  'message_mutes',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.companyId] })],
);
