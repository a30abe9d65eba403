import { z } from 'zod';
import { zText } from '../primitives.js';

/**
 * Conversations (docs/messages.md). A thread is between a student and a company that the student
 * applied to or was invited by, or between a student and a staff member of the student's school.
 * Nobody messages a student out of the blue.
 */
export const MESSAGE_THREAD_KINDS = ['company', 'school'] as const;
export type MessageThreadKind = (typeof MESSAGE_THREAD_KINDS)[number];

/** What a message may carry besides text: a PDF or an image (recognised by the API from its first bytes). */
export const MESSAGE_ATTACHMENT_KINDS = ['pdf', 'jpg', 'png', 'webp'] as const;
export type MessageAttachmentKind = (typeof MESSAGE_ATTACHMENT_KINDS)[number];

/** One message's length: a chat message, not a letter. */
export const MAX_MESSAGE_LENGTH = 2000;
/** How many messages one account sends in a minute (counted in the database, so it holds across API processes). */
export const MESSAGE_RATE_LIMIT = 30;

/**
 * Starting (or reopening) a thread names what it belongs to: an application or an invitation (a
 * company or the student), or a student (a staff member of the student's school). Exactly one.
 */
export const ZMessageStart = z
  .object({
    application_id: z.uuid().optional(),
    invitation_id: z.uuid().optional(),
    student_id: z.uuid().optional(),
    // A student writing first to a teacher or the BKK of their school.
    staff_id: z.uuid().optional(),
  })
  .strict()
  .refine((v) => [v.application_id, v.invitation_id, v.student_id, v.staff_id].filter(Boolean).length === 1, {
    message: 'application_id, invitation_id, student_id or staff_id',
  });
export type TMessageStart = z.infer<typeof ZMessageStart>;

export const ZMessageSend = z
  .object({
    thread_id: z.uuid(),
    body: zText(MAX_MESSAGE_LENGTH).min(1),
  })
  .strict();
export type TMessageSend = z.infer<typeof ZMessageSend>;

export const ZMessageThreadRef = z.object({ thread_id: z.uuid() }).strict();
export const ZMessageIdQuery = z.object({ id: z.uuid() }).strict();
export const ZMessageThreadQuery = z.object({ id: z.uuid() }).strict();

export const ZMessageReport = z
  .object({
    message_id: z.uuid(),
    reason: zText(500).optional(),
  })
  .strict();
export type TMessageReport = z.infer<typeof ZMessageReport>;

export const ZMessageMute = z.object({ company_id: z.uuid() }).strict();
export type TMessageMute = z.infer<typeof ZMessageMute>;

/** Why a message or a thread is refused, in both languages (the API answers in the request's). */
export const MESSAGE_REFUSALS = {
  CONTACT_DETAILS: {
    id: 'Pesan ditolak: berisi nomor telepon/WhatsApp, tautan WhatsApp atau alamat email. Perusahaan baru boleh berbagi kontak setelah siswa melamar atau menerima undangan; sampai saat itu, lanjutkan percakapan di JalurKarir.',
    en: 'Message refused: it contains a phone/WhatsApp number, a WhatsApp link or an e-mail address. A company may share contact details only once the student has applied or accepted the invitation; until then, keep the conversation on JalurKarir.',
  },
  COMPANY_MUTED: {
    id: 'Sekolah siswa ini telah membisukan perusahaan Anda setelah ada laporan: Anda tidak dapat mengirim pesan kepada siswa sekolah tersebut.',
    en: "This student's school muted your company after a report: you cannot send messages to that school's students.",
  },
  NO_RELATION: {
    id: 'Percakapan dengan siswa hanya dapat dimulai dari lamaran atau undangan yang masih berjalan.',
    en: 'A conversation with a student can only start from an application or an invitation that is still open.',
  },
  THREAD_CLOSED: {
    id: 'Percakapan ini sudah ditutup: lamaran ditarik atau undangan ditolak. Riwayatnya tetap dapat dibaca.',
    en: 'This conversation is closed: the application was withdrawn or the invitation declined. Its history can still be read.',
  },
  NOT_A_PARTICIPANT: {
    id: 'Anda hanya dapat membaca percakapan ini sebagai pengawas sekolah, tidak mengirim pesan.',
    en: 'You can only read this conversation as the school supervising it, not send messages.',
  },
  RATE_LIMITED: {
    id: `Terlalu banyak pesan: paling banyak ${MESSAGE_RATE_LIMIT} pesan per menit. Coba lagi sebentar lagi.`,
    en: `Too many messages: at most ${MESSAGE_RATE_LIMIT} messages a minute. Try again in a moment.`,
  },
  ATTACHMENT_BEFORE_APPLICATION: {
    id: 'Lampiran ditolak: perusahaan baru boleh mengirim berkas setelah siswa melamar atau menerima undangan.',
    en: 'Attachment refused: a company may send files only once the student has applied or accepted the invitation.',
  },
  OWN_MESSAGE: {
    id: 'Anda tidak dapat melaporkan pesan Anda sendiri.',
    en: 'You cannot report your own message.',
  },
  STAFF_INACTIVE: {
    id: 'Guru atau staf sekolah ini tidak aktif lagi.',
    en: 'This teacher or school staff member is no longer active.',
  },
  NOT_A_STUDENT: {
    id: 'Percakapan sekolah hanya dengan siswa aktif sekolah Anda.',
    en: 'A school conversation is only with an active student of your school.',
  },
} as const satisfies Record<string, { id: string; en: string }>;
export type MessageRefusal = keyof typeof MESSAGE_REFUSALS;
