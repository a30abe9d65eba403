import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString } from '../primitives.js';
import { APPLICATION_STAGES, REJECTION_REASONS, type RejectionReason } from './application.js';

/**
 * Bulk actions on a company's applicants (docs/applications.md, "Bulk actions"): several
 * applications moved to one stage with one message, in both languages so that every student reads
 * it in their own.
 */

/** How many applications one bulk request moves (a page of the applicant list). */
export const MAX_BULK_APPLICATIONS = 100;

const zMessage = zString().trim().max(2000);

/**
 * `POST /application/bulk-move`: the applications (each of the caller's company), the stage, a
 * rejection's reason, and the message in Indonesian (`message`) and English (`message_en`). An
 * interview is proposed per applicant (their own times), never in bulk.
 */
export const ZBulkMoveApplications = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(MAX_BULK_APPLICATIONS)
      .refine((ids) => new Set(ids).size === ids.length, 'msg:INVALID_OPTION'),
    stage: z.enum(APPLICATION_STAGES).refine((s) => s !== 'interview' && s !== 'withdrawn' && s !== 'applied', 'msg:INVALID_OPTION'),
    reason: z.enum(REJECTION_REASONS).nullable().optional(),
    message: zMessage.nullable().optional(),
    message_en: zMessage.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.stage === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'msg:REQUIRED' });
    if (v.message_en && !v.message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'msg:REQUIRED' });
  });
export type TBulkMoveApplications = z.infer<typeof ZBulkMoveApplications>;

/** The stages a bulk move offers (the pipeline after `applied`, without the interview, and the rejection). */
export const BULK_STAGES = ['shortlisted', 'offered', 'hired', 'rejected'] as const;

export const BULK_MESSAGES = {
  OUTSIDE_COMPANY: {
    id: 'Sebagian lamaran yang dipilih tidak ditemukan di perusahaan Anda; tidak ada yang dipindahkan.',
    en: 'Some of the selected applications were not found in your company; nothing was moved.',
  },
  STAGE_NOT_ALLOWED: {
    id: 'Sebagian lamaran yang dipilih tidak dapat dipindahkan ke tahap ini; tidak ada yang dipindahkan.',
    en: 'Some of the selected applications cannot be moved to this stage; nothing was moved.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type BulkMessageKey = keyof typeof BULK_MESSAGES;

/**
 * Polite rejection messages the recruiter starts from and edits before sending, written for SMK
 * students (often their first application): thank them, say it plainly, and give them something to
 * do next. `{{opening}}` and `{{company}}` are filled in before the recruiter sees the text.
 */
export const REJECTION_TEMPLATES = {
  position_filled: {
    reason: 'position_filled',
    label: 'Posisi sudah terisi',
    id: 'Terima kasih atas lamaran Anda untuk posisi {{opening}} di {{company}}. Posisi ini sekarang sudah terisi, sehingga kami belum dapat melanjutkan lamaran Anda. Kami menghargai waktu dan usaha Anda, dan kami senang bila Anda melamar lagi ketika kami membuka lowongan berikutnya.',
    en: 'Thank you for applying for the {{opening}} position at {{company}}. The position has now been filled, so we cannot take your application further. We appreciate your time and effort, and we would be glad to see you apply again when we open our next vacancy.',
  },
  closer_candidates: {
    reason: 'qualification',
    label: 'Ada kandidat yang lebih sesuai',
    id: 'Terima kasih sudah melamar posisi {{opening}} di {{company}}. Setelah meninjau semua lamaran, kami memilih kandidat yang kualifikasinya paling dekat dengan kebutuhan posisi ini. Keputusan ini tidak mudah, dan profil Anda tetap menarik bagi kami. Semoga sukses, dan jangan ragu melamar lowongan kami yang lain.',
    en: 'Thank you for applying for the {{opening}} position at {{company}}. After reviewing every application, we chose candidates whose qualifications are closest to what this position needs. It was not an easy decision, and your profile remains of interest to us. We wish you success, and please do apply for our other openings.',
  },
  not_yet_ready: {
    reason: 'qualification',
    label: 'Persyaratan belum terpenuhi',
    id: 'Terima kasih atas minat Anda pada posisi {{opening}} di {{company}}. Untuk saat ini, persyaratan posisi ini belum sepenuhnya terpenuhi. Teruslah membangun profil Anda: ikuti uji kompetensi, catat pengalaman PKL, dan lengkapi sertifikat. Kami senang melihat lamaran Anda lagi di kesempatan berikutnya.',
    en: 'Thank you for your interest in the {{opening}} position at {{company}}. For now, the requirements of this position are not yet fully met. Keep building your profile: take the competency tests, record your PKL experience and add your certificates. We look forward to seeing your application again next time.',
  },
} as const satisfies Record<string, { reason: RejectionReason; label: string; id: string; en: string }>;
export type RejectionTemplateKey = keyof typeof REJECTION_TEMPLATES;

/** A template's text in one language with the opening and the company filled in. */
export function fillRejectionTemplate(key: RejectionTemplateKey, lang: Lang, values: { opening: string; company: string }): string {
  return REJECTION_TEMPLATES[key][lang].replaceAll('{{opening}}', values.opening).replaceAll('{{company}}', values.company);
}

/** `POST /application/bulk-move`'s answer: how many applications moved. */
export const ZBulkMoveResult = z.object({ data: z.object({ moved: z.number().int() }) });
