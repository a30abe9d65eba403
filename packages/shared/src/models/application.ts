import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString, zTimestamp } from '../primitives.js';
import { zScreeningAnswers } from './screening.js';
import { APPLICATION_STAGES, FINAL_STAGES, PIPELINE_STAGES, type ApplicationStage } from './application-stages.js';

/**
 * Applications: a student applies to an opening (or accepts an invitation), the
 * company moves the application through the pipeline, every move is kept as an event.
 * Rules and the figures derived from them: docs/applications.md.
 */
// The stages and their names (no zod there: the student's job list shows them).
export * from './application-stages.js';

export const APPLICATION_SOURCES = ['applied', 'invitation'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Menunggu Jawaban',
  accepted: 'Undangan Diterima',
  declined: 'Undangan Ditolak',
};
export const INVITATION_ANSWER_NAMES: Record<'accepted' | 'declined', { id: string; en: string }> = {
  accepted: { id: 'diterima', en: 'accepted' },
  declined: { id: 'ditolak', en: 'declined' },
};

export const REJECTION_REASONS = ['qualification', 'experience', 'position_filled', 'no_show', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  qualification: 'Kualifikasi belum sesuai',
  experience: 'Pengalaman belum sesuai',
  position_filled: 'Posisi sudah terisi',
  no_show: 'Tidak hadir wawancara',
  other: 'Alasan lain',
};

/**
 * Where the company may move an application from `from`: any later pipeline stage (skipping is
 * allowed: a strong applicant goes straight to interview), an interview again (rescheduled), or
 * rejected — never back, never out of a final stage, never to `withdrawn` (the student's move).
 */
export function nextStages(from: ApplicationStage): ApplicationStage[] {
  if (FINAL_STAGES.includes(from)) return [];
  const index = (PIPELINE_STAGES as readonly ApplicationStage[]).indexOf(from);
  const later = PIPELINE_STAGES.filter((_, i) => i > index);
  return [...(from === 'interview' ? (['interview'] as const) : []), ...later, 'rejected'];
}

export function canMove(from: ApplicationStage, to: ApplicationStage): boolean {
  return nextStages(from).includes(to);
}

/** Messages of this domain's refusals, in both languages (the API picks the request's). */
export const APPLICATION_MESSAGES = {
  ALREADY_APPLIED: { id: 'Anda sudah melamar lowongan ini', en: 'You have already applied for this opening' },
  STUDENT_ALREADY_APPLIED: { id: 'Siswa ini sudah melamar lowongan ini', en: 'This student has already applied for this opening' },
  ALREADY_INVITED: { id: 'Siswa ini sudah diundang ke lowongan ini', en: 'This student has already been invited to this opening' },
  OPENING_CLOSED: { id: 'Lowongan ini sudah ditutup', en: 'This opening is closed' },
  STUDENT_NOT_ELIGIBLE: { id: 'Hanya siswa terverifikasi dan aktif yang dapat melamar', en: 'Only verified, active students can apply' },
  STUDENT_NOT_AVAILABLE: {
    id: 'Siswa tidak ditemukan atau tidak dapat dilihat perusahaan',
    en: 'The student was not found or is not visible to companies',
  },
  STAGE_NOT_ALLOWED: { id: 'Lamaran tidak dapat dipindahkan ke tahap ini', en: 'The application cannot be moved to this stage' },
  CANNOT_WITHDRAW: { id: 'Lamaran yang sudah diputuskan tidak dapat dibatalkan', en: 'An application that has been decided cannot be withdrawn' },
  INVITATION_ANSWERED: { id: 'Undangan ini sudah dijawab', en: 'This invitation has already been answered' },
  NOT_AT_INTERVIEW: { id: 'Lamaran ini tidak sedang di tahap wawancara', en: 'This application is not at the interview stage' },
  SLOT_NOT_PROPOSED: { id: 'Jadwal ini tidak ditawarkan untuk lamaran ini', en: 'This time was not proposed for this application' },
  SLOT_ALREADY_PICKED: { id: 'Jadwal wawancara sudah dipilih', en: 'The interview time has already been picked' },
  NO_SLOT_PICKED: { id: 'Belum ada jadwal wawancara yang dipilih', en: 'No interview time has been picked yet' },
  SLOT_PAST: { id: 'Waktu wawancara harus setelah saat ini', en: 'An interview time must be in the future' },
} as const satisfies Record<string, Record<Lang, string>>;
export type ApplicationMessageKey = keyof typeof APPLICATION_MESSAGES;

const zNote = zString().trim().max(2000);

/** `POST /application/apply`: the opening, an optional note to the company and the answers to its screening questions. */
export const ZApply = z.object({ opportunity_id: z.uuid(), note: zNote.nullable().optional(), answers: zScreeningAnswers.optional() }).strict();
export type TApply = z.infer<typeof ZApply>;

/** How many interview times a company may propose at once, and the durations it picks from (minutes). */
export const MAX_INTERVIEW_SLOTS = 5;
export const INTERVIEW_DURATIONS = [30, 45, 60, 90, 120] as const;
/** The duration of an interview proposed the older way (one date and place, no duration). */
export const DEFAULT_INTERVIEW_MINUTES = 60;

/** One proposed interview time: when (with its offset; shown in WIB), how long, where (an address or a video-call link). */
export const ZInterviewSlotInput = z
  .object({
    starts_at: z.iso.datetime({ offset: true }),
    duration_minutes: z.coerce
      .number()
      .int()
      .refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n), 'msg:INVALID_OPTION'),
    place: zString().trim().min(1, 'msg:REQUIRED').max(300),
  })
  .strict();
export type TInterviewSlotInput = z.infer<typeof ZInterviewSlotInput>;

/**
 * `POST /application/move?id=`: the new stage and what it needs — an interview one to five proposed
 * times (`slots`; the older single `interview_at` + `interview_place` is one slot of an hour), a
 * rejection a reason; a message to the student is optional.
 */
export const ZMoveApplication = z
  .object({
    stage: z.enum(APPLICATION_STAGES),
    interview_at: z.iso.datetime({ offset: true }).nullable().optional(),
    interview_place: zString().trim().max(300).nullable().optional(),
    slots: z.array(ZInterviewSlotInput).min(1).max(MAX_INTERVIEW_SLOTS).optional(),
    reason: z.enum(REJECTION_REASONS).nullable().optional(),
    message: zString().trim().max(2000).nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.stage === 'interview' && !v.slots) {
      if (!v.interview_at) ctx.addIssue({ code: 'custom', path: ['interview_at'], message: 'msg:REQUIRED' });
      if (!v.interview_place) ctx.addIssue({ code: 'custom', path: ['interview_place'], message: 'msg:REQUIRED' });
    }
    if (v.stage === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'msg:REQUIRED' });
  });
export type TMoveApplication = z.infer<typeof ZMoveApplication>;

/**
 * The field of the first proposed time that is not after `now` (a company cannot invite a student to
 * a time already gone), or null: `slots.N.starts_at`, or `interview_at` for the single-date form.
 */
export function pastSlotField(body: TMoveApplication, now: Date): string | null {
  if (body.stage !== 'interview') return null;
  const past = (at: string | null | undefined) => !!at && !(new Date(at).getTime() > now.getTime());
  if (body.slots) {
    const index = body.slots.findIndex((slot) => past(slot.starts_at));
    return index < 0 ? null : `slots.${index}.starts_at`;
  }
  return past(body.interview_at) ? 'interview_at' : null;
}

/** The proposed times of a move to `interview`: the slots, or the single date and place as one slot. */
export function interviewSlotsOf(body: TMoveApplication): TInterviewSlotInput[] {
  if (body.slots) return body.slots;
  if (body.interview_at && body.interview_place)
    return [{ starts_at: body.interview_at, duration_minutes: DEFAULT_INTERVIEW_MINUTES, place: body.interview_place }];
  return [];
}

/** `POST /application/interview-answer?id=`: the student picks one proposed slot, or asks for another time with a note. */
export const ZAnswerInterview = z
  .object({
    slot_id: z.uuid().nullable().optional(),
    request_note: zString().trim().max(1000).nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.slot_id && !v.request_note) ctx.addIssue({ code: 'custom', path: ['request_note'], message: 'msg:REQUIRED' });
    if (v.slot_id && v.request_note) ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'msg:INVALID_OPTION' });
  });
export type TAnswerInterview = z.infer<typeof ZAnswerInterview>;

/** `POST /invitation/create`: a company invites a student to one of its openings. */
export const ZInvite = z.object({ opportunity_id: z.uuid(), student_id: z.uuid(), message: zNote.nullable().optional() }).strict();
export type TInvite = z.infer<typeof ZInvite>;

/** `POST /invitation/answer?id=`: the student accepts (and may add a note to the application) or declines. */
export const ZAnswerInvitation = z.object({ answer: z.enum(['accepted', 'declined']), note: zNote.nullable().optional() }).strict();
export type TAnswerInvitation = z.infer<typeof ZAnswerInvitation>;

/**
 * One event of an application's history as the API answers it. The read schemas below are the
 * routes' response schemas: the handler gives `Date`s (zTimestamp), the client receives ISO text,
 * and the `T…` types are the JSON the client receives (`z.input`).
 */
export const ZApplicationEvent = z.object({
  id: z.string(),
  from_stage: z.enum(APPLICATION_STAGES).nullable(),
  to_stage: z.enum(APPLICATION_STAGES),
  actor_name: z.string().nullable(),
  /** Whether the student made this move (applied, withdrew, accepted an invitation). */
  by_student: z.boolean(),
  reason: z.enum(REJECTION_REASONS).nullable(),
  message: z.string().nullable(),
  /** The message in English when the company wrote both (a bulk move); the English screen shows it. */
  message_en: z.string().nullable(),
  interview_at: zTimestamp.nullable(),
  interview_place: z.string().nullable(),
  created_at: zTimestamp,
});
export type TApplicationEvent = z.input<typeof ZApplicationEvent>;

/** Who and what an application or an invitation is about; the student's name is what the caller may see of them. */
const ZOpeningAndStudent = z.object({
  id: z.string(),
  opportunity_id: z.string(),
  opportunity_title: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  school_name: z.string().nullable(),
});

/** An application as every side lists it. */
export const ZApplication = ZOpeningAndStudent.extend({
  program: z.string().nullable(),
  stage: z.enum(APPLICATION_STAGES),
  source: z.enum(APPLICATION_SOURCES),
  note: z.string().nullable(),
  /** The next interview, when the application is at that stage. */
  interview_at: zTimestamp.nullable(),
  interview_place: z.string().nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type TApplication = z.input<typeof ZApplication>;

/** A proposed interview time as the detail answers it. */
export const ZInterviewSlot = z.object({ id: z.string(), starts_at: zTimestamp, duration_minutes: z.number().int(), place: z.string() });
export type TInterviewSlot = z.input<typeof ZInterviewSlot>;

export const ZInvitation = ZOpeningAndStudent.extend({
  message: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  answered_at: zTimestamp.nullable(),
  application_id: z.string().nullable(),
  created_at: zTimestamp,
});
export type TInvitation = z.input<typeof ZInvitation>;

/** A company's responsiveness on an opening's page (measured from the history, docs/applications.md). */
export const ZResponsiveness = z.object({
  /** Applications counted (those older than the grace period, or already answered). */
  applications: z.number().int(),
  /** Of them, answered by the company (a first move by the company). */
  responded: z.number().int(),
  /** Average hours from application to the company's first move, over the answered ones; null with none. */
  average_hours: z.number().nullable(),
});
export type TResponsiveness = z.input<typeof ZResponsiveness>;

/** Per-stage counts of one opening (the company home's card). */
export const ZStageCounts = z.record(z.enum(APPLICATION_STAGES), z.number().int());
export type TStageCounts = Record<ApplicationStage, number>;
export function emptyStageCounts(): TStageCounts {
  return { applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };
}
