import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zDate, zString, zTimestamp } from '../primitives.js';
import { msg } from '../validation.js';
import { VOCATIONAL_PROGRAMS } from './programs.js';

/**
 * School partnerships (Mitra Sekolah; docs/partnerships.md). A company asks a school;
 * the school's admin accepts (the agreement's period, optionally its MoU number) or declines with a
 * reason; either side ends it; a renewal is a new period (a new row pointing at the one before), so
 * the history stays. `expired` is never stored: it is an active partnership past its end date.
 */
export const STORED_PARTNERSHIP_STATUSES = ['requested', 'active', 'declined', 'ended'] as const;
export type StoredPartnershipStatus = (typeof STORED_PARTNERSHIP_STATUSES)[number];
export const PARTNERSHIP_STATUSES = ['requested', 'active', 'declined', 'expired', 'ended'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];
export const PARTNERSHIP_STATUS_LABELS: Record<PartnershipStatus, string> = {
  requested: 'Menunggu Jawaban',
  active: 'Aktif',
  declined: 'Ditolak',
  expired: 'Kedaluwarsa',
  ended: 'Diakhiri',
};
/** The answer in both languages, for the `partnership-answered` notification. */
export const PARTNERSHIP_ANSWER_NAMES: Record<'accepted' | 'declined', { id: string; en: string }> = {
  accepted: { id: 'diterima', en: 'accepted' },
  declined: { id: 'ditolak', en: 'declined' },
};
/** An active partnership whose end date is this close is "ending soon" (a notification to both sides). */
export const PARTNERSHIP_ENDING_DAYS = 30;

/** What happened to a partnership, in its history. */
export const PARTNERSHIP_EVENTS = ['requested', 'accepted', 'declined', 'updated', 'document', 'ended', 'renewed'] as const;
export type PartnershipEvent = (typeof PARTNERSHIP_EVENTS)[number];
export const PARTNERSHIP_EVENT_LABELS: Record<PartnershipEvent, string> = {
  requested: 'Permintaan dikirim',
  accepted: 'Permintaan diterima',
  declined: 'Permintaan ditolak',
  updated: 'Data MoU diperbarui',
  document: 'Dokumen MoU diunggah',
  ended: 'Kemitraan diakhiri',
  renewed: 'Kemitraan diperpanjang',
};

/** The status shown: an active partnership past its end date (`today`, YYYY-MM-DD) is expired. */
export function partnershipStatus(stored: StoredPartnershipStatus, endDate: string | null, today: string): PartnershipStatus {
  return stored === 'active' && endDate !== null && endDate < today ? 'expired' : stored;
}

export const PARTNERSHIP_MESSAGES = {
  ALREADY_OPEN: {
    id: 'Sudah ada permintaan atau kemitraan aktif dengan sekolah ini',
    en: 'There is already a request or an active partnership with this school',
  },
  NOT_REQUESTED: { id: 'Permintaan ini sudah dijawab', en: 'This request has already been answered' },
  NOT_ACTIVE: { id: 'Kemitraan ini tidak aktif', en: 'This partnership is not active' },
  ALREADY_RENEWED: { id: 'Kemitraan ini sudah diperpanjang', en: 'This partnership has already been renewed' },
  NOT_RENEWABLE: { id: 'Hanya kemitraan aktif atau kedaluwarsa yang dapat diperpanjang', en: 'Only an active or expired partnership can be renewed' },
  PDF_REQUIRED: { id: 'Unggah dokumen PDF (maksimal 5 MB)', en: 'Upload a PDF document (at most 5 MB)' },
  COMPANY_NOT_APPROVED: {
    id: 'Perusahaan Anda belum disetujui; kemitraan dapat diajukan setelah disetujui Admin',
    en: 'Your company is not approved yet; partnerships can be requested once the Admin approves it',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type PartnershipMessageKey = keyof typeof PARTNERSHIP_MESSAGES;

const zMou = zString().trim().max(100);
const zProgram = z.enum(VOCATIONAL_PROGRAMS);

/** `POST /partnership/create`: the school, the programs it concerns (at least one), a message. */
export const ZRequestPartnership = z
  .object({
    school_id: z.uuid(),
    // An empty choice reads as a field left empty ("Wajib diisi"), not as a count.
    programs: z.array(zProgram).min(1, msg('REQUIRED')).max(VOCATIONAL_PROGRAMS.length),
    message: zString().trim().min(1).max(2000),
    /** Whether the company offers PKL places to the school's students (docs/pkl.md); the school may change it when accepting. */
    pkl: z.boolean().optional().default(false),
  })
  .strict();
export type TRequestPartnership = z.infer<typeof ZRequestPartnership>;

const period = {
  mou_number: zMou.nullable().optional(),
  /** Whether the agreement covers PKL (docs/pkl.md); left out keeps what the partnership says. */
  pkl: z.boolean().optional(),
  start_date: zDate,
  end_date: zDate,
};
function endAfterStart(v: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (v.end_date <= v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: msg('END_BEFORE_START') });
}

/** `POST /partnership/accept?id=` and `/partnership/update?id=` (the MoU record): the period and the MoU number. */
export const ZPartnershipPeriod = z.object(period).strict().superRefine(endAfterStart);
export type TPartnershipPeriod = z.infer<typeof ZPartnershipPeriod>;

/** `POST /partnership/renew?id=`: the new period (it starts after the current one unless given). */
export const ZRenewPartnership = z
  .object({ mou_number: zMou.nullable().optional(), start_date: zDate.optional(), end_date: zDate })
  .strict()
  .superRefine((v, ctx) => {
    if (v.start_date) endAfterStart({ start_date: v.start_date, end_date: v.end_date }, ctx);
  });
export type TRenewPartnership = z.infer<typeof ZRenewPartnership>;

/** `POST /partnership/decline?id=`: the reason, shown to the company. */
export const ZDeclinePartnership = z.object({ reason: zString().trim().min(3).max(1000) }).strict();
/** `POST /partnership/end?id=`: an optional reason. */
export const ZEndPartnership = z.object({ reason: zString().trim().max(1000).nullable().optional() }).strict();

/**
 * A partnership as both sides list it: the read schema of every partnership route (the handler
 * gives `Date`s, the client receives ISO text; the `T…` types are that JSON, `z.input`).
 */
export const ZPartnership = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  school_city: z.string().nullable(),
  programs: z.array(z.string()),
  message: z.string().nullable(),
  status: z.enum(PARTNERSHIP_STATUSES),
  mou_number: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Whether a signed agreement is stored (its file name on the server is never sent). */
  document: z.boolean(),
  document_name: z.string().nullable(),
  /** The partnership accepts PKL students (a placement stands on such a partnership in force; docs/pkl.md). */
  pkl: z.boolean(),
  decline_reason: z.string().nullable(),
  end_reason: z.string().nullable(),
  previous_id: z.string().nullable(),
  renewed: z.boolean(),
  requested_by_name: z.string().nullable(),
  answered_by_name: z.string().nullable(),
  answered_at: zTimestamp.nullable(),
  ended_by_name: z.string().nullable(),
  ended_at: zTimestamp.nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type TPartnership = z.input<typeof ZPartnership>;

export const ZPartnershipEvent = z.object({
  id: z.string(),
  /** The period the event belongs to (the detail lists every period's events together). */
  partnership_id: z.string(),
  action: z.enum(PARTNERSHIP_EVENTS),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: zTimestamp,
});
export type TPartnershipEvent = z.input<typeof ZPartnershipEvent>;

/** A school as a company finds it: where, which programs it teaches, and the company's partnership with it. */
export const ZPartnerSchool = z.object({
  id: z.string(),
  name: z.string(),
  npsn: z.string(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  city_name: z.string().nullable(),
  programs: z.array(z.string()),
  students: z.number().int(),
  partnership_id: z.string().nullable(),
  partnership_status: z.enum(PARTNERSHIP_STATUSES).nullable(),
});
export type TPartnerSchool = z.input<typeof ZPartnerSchool>;
