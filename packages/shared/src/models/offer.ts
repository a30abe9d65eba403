import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zDate, zString, zTimestamp } from '../primitives.js';

/**
 * Job offers (docs/applications.md, "Offers"): from an applicant's page the company offers the job
 * with its terms; the student accepts (the application becomes `hired`, a placement) or declines
 * (it becomes `withdrawn`); the company may withdraw an offer nobody answered yet. At most one
 * open offer per application.
 */
export const OFFER_CONTRACT_TYPES = ['internship', 'contract', 'permanent'] as const;
export type OfferContractType = (typeof OFFER_CONTRACT_TYPES)[number];
export const OFFER_CONTRACT_TYPE_LABELS: Record<OfferContractType, string> = {
  internship: 'PKL/Magang',
  contract: 'Kontrak',
  permanent: 'Karyawan Tetap',
};

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Menunggu Jawaban',
  accepted: 'Diterima',
  declined: 'Ditolak',
  withdrawn: 'Ditarik',
};
/** The student's answer in both languages, for the company's notification. */
export const OFFER_ANSWER_NAMES: Record<'accepted' | 'declined', { id: string; en: string }> = {
  accepted: { id: 'menerima', en: 'accepted' },
  declined: { id: 'menolak', en: 'declined' },
};

/** The stages an offer may be made at: a running application (making it moves the application to `offered`). */
export const OFFERABLE_STAGES = ['applied', 'shortlisted', 'interview', 'offered'] as const;

export const OFFER_MESSAGES = {
  NOT_OFFERABLE: {
    id: 'Tawaran hanya dapat dibuat untuk lamaran yang masih berjalan',
    en: 'An offer can only be made on an application that is still in progress',
  },
  OPEN_OFFER_EXISTS: {
    id: 'Lamaran ini sudah memiliki tawaran yang belum dijawab',
    en: 'This application already has an offer waiting for an answer',
  },
  OFFER_CLOSED: { id: 'Tawaran ini sudah dijawab atau ditarik', en: 'This offer has already been answered or withdrawn' },
  START_DATE_PAST: { id: 'Tanggal mulai tidak boleh sebelum hari ini', en: 'The start date cannot be before today' },
  REASON_ONLY_DECLINE: { id: 'Alasan hanya untuk menolak tawaran', en: 'A reason goes with declining only' },
} as const satisfies Record<string, Record<Lang, string>>;
export type OfferMessageKey = keyof typeof OFFER_MESSAGES;

/** `POST /offer/create?application_id=`: the terms (the company's; the student never sends them). */
export const ZMakeOffer = z
  .object({
    position: zString().trim().min(1, 'msg:REQUIRED').max(150),
    start_date: zDate,
    monthly_salary: z.number().int().min(0).max(1_000_000_000_000),
    currency_id: z.uuid(),
    contract_type: z.enum(OFFER_CONTRACT_TYPES),
    note: zString().trim().max(2000).nullable().optional(),
  })
  .strict();
export type TMakeOffer = z.infer<typeof ZMakeOffer>;

/** `POST /offer/answer?id=`: the student accepts, or declines with an optional reason. */
export const ZAnswerOffer = z
  .object({ answer: z.enum(['accepted', 'declined']), reason: zString().trim().max(1000).nullable().optional() })
  .strict()
  .superRefine((v, ctx) => {
    if (v.answer === 'accepted' && v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'msg:INVALID_OPTION' });
  });
export type TAnswerOffer = z.infer<typeof ZAnswerOffer>;

/** An offer as both sides read it. */
export const ZOffer = z.object({
  id: z.string(),
  application_id: z.string(),
  position: z.string(),
  start_date: z.string(),
  monthly_salary: z.number(),
  currency_id: z.string(),
  currency_code: z.string(),
  contract_type: z.enum(OFFER_CONTRACT_TYPES),
  note: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  decline_reason: z.string().nullable(),
  /** The company admin who made it (null once that account is deleted). */
  offered_by_name: z.string().nullable(),
  created_at: zTimestamp,
  answered_at: zTimestamp.nullable(),
});
export type TOffer = z.input<typeof ZOffer>;
/** `GET /offer/list?application_id=`: the application's offers, newest first (at most one open). */
export const ZOfferListResult = z.object({ data: z.array(ZOffer) });
