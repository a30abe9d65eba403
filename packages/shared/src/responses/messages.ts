import { z } from 'zod';
import { zTimestamp } from '../primitives.js';
import { MESSAGE_ATTACHMENT_KINDS, MESSAGE_THREAD_KINDS } from '../models/message.js';

/**
 * What the message routes answer (docs/messages.md). A company reads a student who has not applied
 * or accepted its invitation by initials only, as the invitations do.
 */
const ZParty = z.object({ id: z.string(), name: z.string() });

export const ZMessageThreadSummary = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_THREAD_KINDS),
  student: ZParty,
  company: ZParty.nullable(),
  staff: ZParty.nullable(),
  /** The opening the thread started from (application or invitation), when there was one. */
  opening: z.string().nullable(),
  last_message_at: zTimestamp,
  /** The newest message's first words, for the list. */
  last_body: z.string().nullable(),
  /** Messages from others the caller has not read (0 for a supervising reader). */
  unread: z.number().int(),
  /** The student is under 18 (or their birth date is unknown): their school's admin can read this company thread. */
  supervised: z.boolean(),
  /** The caller reads the thread as the school supervising it, not as one of its two sides. */
  reader_only: z.boolean(),
});

export const ZMessage = z.object({
  id: z.string(),
  sender_name: z.string(),
  /** Which side wrote it: the student, the company, or the school's staff. */
  side: z.enum(['student', 'company', 'school']),
  mine: z.boolean(),
  body: z.string(),
  created_at: zTimestamp,
  /** The student reported it. */
  reported: z.boolean(),
  /** A PDF or an image sent with it (read through `GET /message/attachment?id=<message id>`). */
  attachment: z.object({ name: z.string(), kind: z.enum(MESSAGE_ATTACHMENT_KINDS) }).nullable(),
});

export const ZMessageThread = ZMessageThreadSummary.extend({
  messages: z.array(ZMessage),
  /** Whether the caller may write in it now (a side of it, the application or invitation still open, not muted). */
  can_send: z.boolean(),
  /** Why not, in the request's language (null when the caller may write). */
  closed_reason: z.string().nullable(),
  /** The company may not yet send contact details (no application, invitation not accepted). */
  contact_details_blocked: z.boolean(),
});

export const ZMessageThreadList = z.object({ data: z.array(ZMessageThreadSummary) });
export const ZMessageThreadResult = z.object({ data: ZMessageThread });
/** A teacher or the BKK of the student's school, whom the student may write to first. */
export const ZMessageContactList = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(['admin_sekolah', 'guru']) })),
});
export const ZMessageStartResult = z.object({ data: z.object({ thread_id: z.string() }) });
export const ZMessageSent = z.object({ data: ZMessage });
export const ZMessageUnread = z.object({ data: z.object({ count: z.number().int() }) });

export const ZMessageReportRow = z.object({
  id: z.string(),
  thread_id: z.string(),
  message_body: z.string(),
  message_at: zTimestamp,
  sender_name: z.string(),
  student: ZParty,
  company: ZParty.nullable(),
  reason: z.string().nullable(),
  created_at: zTimestamp,
  /** The student's school muted this company. */
  company_muted: z.boolean(),
});
export const ZMessageReportList = z.object({ data: z.array(ZMessageReportRow) });
export const ZMessageReportResult = z.object({ data: z.object({ id: z.string() }) });

export const ZMessageMuteRow = z.object({ company: ZParty, created_at: zTimestamp });
export const ZMessageMuteList = z.object({ data: z.array(ZMessageMuteRow) });
export const ZMessageMuteResult = z.object({ data: z.object({ company_id: z.string(), muted: z.boolean() }) });

// What the client receives (JSON: timestamps as text).
export type MessageThreadSummary = z.input<typeof ZMessageThreadSummary>;
export type MessageThread = z.input<typeof ZMessageThread>;
export type MessageItem = z.input<typeof ZMessage>;
export type MessageReportRow = z.input<typeof ZMessageReportRow>;
export type MessageMuteRow = z.input<typeof ZMessageMuteRow>;
export type MessageContact = z.input<typeof ZMessageContactList>['data'][number];
