import { z } from 'zod';
import { zString } from '../primitives.js';
import { msg } from '../validation.js';
import { businessToday } from './opportunity.js';

/**
 * Competency assessment (skema sertifikasi, unit kompetensi, KUK). The rules that decide a result
 * live here so the API, the web app and the tests read the same ones (docs/assessment.md).
 */

/** K = Kompeten (competent), BK = Belum Kompeten (not yet competent). */
export const VERDICTS = ['K', 'BK'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const EVIDENCE_TYPES = ['observation', 'demonstration', 'written', 'oral', 'portfolio'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const ASSESSMENT_STATUSES = ['scheduled', 'confirmed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const CANDIDATE_RESULTS = ['competent', 'not-yet-competent'] as const;
export type CandidateResult = (typeof CANDIDATE_RESULTS)[number];

/** A certificate is valid for three years unless a scheme says otherwise. */
export const CERTIFICATE_VALID_YEARS = 3;

/** SKKNI unit code pattern: sector letter, six digits, three digits, two-digit version (J.620100.004.02). */
export const UNIT_CODE_PATTERN = /^[A-Z]\.\d{6}\.\d{3}\.\d{2}$/;

/** One autosave write of the assessor: idempotent per candidate + criterion, ordered by `seq`. */
export const markInputSchema = z.object({
  candidateId: z.uuid(),
  criterionId: z.uuid(),
  verdict: z.enum(VERDICTS).nullable(),
  evidence: z.enum(EVIDENCE_TYPES).nullable(),
  note: zString().max(1000).nullable(),
  seq: z.number().int().min(1).max(2_147_483_647),
});
export type MarkInput = z.infer<typeof markInputSchema>;

export interface UnitCriteria {
  unitCode: string;
  criterionIds: readonly string[];
}

export interface CandidateOutcome {
  result: CandidateResult;
  /** Per unit: K when every criterion is K. */
  units: { unitCode: string; competent: boolean }[];
  /** What a not-yet-competent candidate repeats. */
  repeat: { unitCodes: string[]; criterionIds: string[] };
}

/**
 * The result of one candidate: a unit is K when every one of its criteria is marked K; the scheme is
 * Competent when every unit is K. An unmarked criterion counts as not yet competent (confirmation
 * is refused earlier while marks are missing, see `missingMarks`).
 */
export function candidateOutcome(units: readonly UnitCriteria[], marks: ReadonlyMap<string, Verdict | null>): CandidateOutcome {
  const unitResults = units.map((unit) => ({
    unitCode: unit.unitCode,
    competent: unit.criterionIds.length > 0 && unit.criterionIds.every((id) => marks.get(id) === 'K'),
  }));
  const criterionIds = units.flatMap((unit) => unit.criterionIds.filter((id) => marks.get(id) !== 'K'));
  const unitCodes = unitResults.filter((unit) => !unit.competent).map((unit) => unit.unitCode);
  return {
    result: unitResults.length > 0 && unitCodes.length === 0 ? 'competent' : 'not-yet-competent',
    units: unitResults,
    repeat: { unitCodes, criterionIds },
  };
}

/** Criteria still without a K/BK verdict (the assessor may not confirm while any remain). */
export function missingMarks(units: readonly UnitCriteria[], marks: ReadonlyMap<string, Verdict | null>): string[] {
  return units.flatMap((unit) => unit.criterionIds.filter((id) => !marks.get(id)));
}

/** `issued` plus the validity in years, as YYYY-MM-DD (29 February falls back to 28 February). */
export function certificateValidUntil(issued: string, years = CERTIFICATE_VALID_YEARS): string {
  const [y, m, d] = issued.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`bad date ${issued}`);
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export const CERTIFICATE_STATUSES = ['valid', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Valid until the end of `validUntil`; expired from the day after. */
export function certificateStatus(validUntil: string, today: string): CertificateStatus {
  return today <= validUntil ? 'valid' : 'expired';
}

/** `POST /assessment/create`: schedule one assessment for students of one school. */
export const ZScheduleAssessment = z
  .object({
    scheme_id: z.uuid(),
    assessor_id: z.uuid(),
    /** The Admin names the school; a school admin's own school is used (another one is refused). */
    school_id: z.uuid().optional(),
    scheduled_at: z.iso.datetime({ offset: true }),
    place: zString().trim().min(1).max(200),
    student_ids: z.array(z.uuid()).min(1).max(200),
  })
  .strict();
export type TScheduleAssessment = z.infer<typeof ZScheduleAssessment>;

/**
 * The day an assessment opens for marking: the calendar day of its scheduled time in WIB (an 08:00
 * WIB assessment on the 3rd is stored as 01:00 UTC on the 3rd, a 06:00 WIB one as 23:00 UTC on the 2nd).
 */
export function assessmentOpensOn(scheduledAt: Date | string): string {
  return businessToday(typeof scheduledAt === 'string' ? new Date(scheduledAt) : scheduledAt);
}

/**
 * Whether marks, confirmation and certificates may be written today: from the scheduled day (WIB) on,
 * or earlier once the Admin has opened the assessment early with a recorded reason.
 */
export function assessmentOpenForMarking(a: { scheduledAt: Date | string; openedEarlyAt: Date | string | null }, today: string): boolean {
  return a.openedEarlyAt !== null || assessmentOpensOn(a.scheduledAt) <= today;
}

/** `POST /assessment/open-early` (Admin): marking opens before the scheduled day, for a reason that is kept. */
export const ZOpenEarly = z
  .object({
    id: z.uuid(),
    reason: zString().trim().min(3).max(1000),
  })
  .strict();
export type TOpenEarly = z.infer<typeof ZOpenEarly>;

/** `POST /assessment/mark`: one autosave write (the shared `markInputSchema`, closed). */
export const ZMarkInput = markInputSchema.strict();

/** `POST /assessment/correct`: the Admin changes a confirmed mark, with the reason recorded. */
export const ZCorrectMark = z
  .object({
    candidate_id: z.uuid(),
    criterion_id: z.uuid(),
    verdict: z.enum(VERDICTS),
    reason: zString().trim().min(3).max(1000),
  })
  .strict();
export type TCorrectMark = z.infer<typeof ZCorrectMark>;

/** Bilingual refusals of the assessment routes (the API answers in the caller's language). */
export const ASSESSMENT_MESSAGES = {
  CONFIRMED_READ_ONLY: {
    id: 'Hasil asesmen ini sudah dikonfirmasi dan tidak dapat diubah',
    en: 'This assessment has been confirmed and can no longer be changed',
  },
  NOT_CONFIRMED: {
    id: 'Asesmen ini belum dikonfirmasi; asesor masih dapat mengubah nilai',
    en: 'This assessment is not confirmed yet; the assessor can still change the marks',
  },
  MARKS_MISSING: { id: 'Masih ada kriteria yang belum dinilai K atau BK', en: 'Some criteria are not yet marked K or BK' },
  CRITERION_NOT_IN_SCHEME: { id: 'Kriteria ini bukan bagian dari skema asesmen', en: 'This criterion is not part of the assessment scheme' },
  SCHEME_INACTIVE: { id: 'Skema tidak ditemukan atau tidak aktif', en: 'The scheme does not exist or is not active' },
  NOT_AN_ASSESSOR: { id: 'Pengguna ini bukan asesor aktif', en: 'This user is not an active assessor' },
  STUDENT_NOT_IN_SCHOOL: { id: 'Semua kandidat harus siswa dari sekolah yang dipilih', en: 'Every candidate must be a student of the chosen school' },
  SCHOOL_REQUIRED: { id: 'Pilih sekolah', en: 'Choose a school' },
  NOT_OWN_SCHOOL: { id: 'Anda hanya dapat menjadwalkan asesmen untuk sekolah Anda', en: 'You can only schedule assessments for your own school' },
  SAME_VERDICT: { id: 'Nilai koreksi sama dengan nilai sekarang', en: 'The correction is the same as the current mark' },
  ALREADY_MARKED: {
    id: 'Sudah ada nilai asesor untuk bagian ini; impor skema dengan kode baru untuk mengubahnya',
    en: 'An assessor has already marked this part; import the scheme under a new code to change it',
  },
  NOT_OPEN_YET: {
    id: 'Asesmen ini baru dapat dinilai mulai {date} (WIB), atau lebih awal bila Admin membukanya dengan alasan',
    en: 'This assessment can be marked from {date} (WIB), or earlier only when the Admin opens it with a reason',
  },
  ALREADY_OPEN: {
    id: 'Asesmen ini sudah terbuka untuk penilaian',
    en: 'This assessment is already open for marking',
  },
  UNIT_CODE_TAKEN: {
    id: 'Kode unit ini sudah terdaftar',
    en: 'This unit code is already registered',
  },
} as const satisfies Record<string, { id: string; en: string }>;
export type AssessmentMessageKey = keyof typeof ASSESSMENT_MESSAGES;

/** The result words in both languages (notifications, exports). */
export const CANDIDATE_RESULT_LABELS: Record<CandidateResult, { id: string; en: string }> = {
  competent: { id: 'Kompeten', en: 'Competent' },
  'not-yet-competent': { id: 'Belum Kompeten', en: 'Not yet competent' },
};

/** `POST /assessment/scheme-update` (Admin): a scheme's names, description and whether it can be scheduled. */
export const ZUpdateScheme = z
  .object({
    id: z.uuid(),
    name_id: zString().trim().min(1).max(200).optional(),
    name_en: zString().trim().min(1).max(200).optional(),
    description: zString().trim().max(2000).nullable().optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TUpdateScheme = z.infer<typeof ZUpdateScheme>;

/** The parts of a scheme's tree whose wording the Admin edits one by one (`POST /assessment/tree-text`). */
export const TREE_PARTS = ['unit', 'element', 'criterion'] as const;
export type TreePart = (typeof TREE_PARTS)[number];
const zTreeText = zString().trim().min(1).max(500);
export const ZUpdateTreeText = z.object({ part: z.enum(TREE_PARTS), id: z.uuid(), text_id: zTreeText, text_en: zTreeText }).strict();
export type TUpdateTreeText = z.infer<typeof ZUpdateTreeText>;
/** `POST /assessment/criterion-create`: a new KUK at the end of an element. */
export const ZCreateCriterion = z.object({ element_id: z.uuid(), text_id: zTreeText, text_en: zTreeText }).strict();
export type TCreateCriterion = z.infer<typeof ZCreateCriterion>;
/** `POST /assessment/unit-create`: a new unit of competency (SKKNI code, title in both languages) at the end of a scheme. */
export const ZCreateUnit = z
  .object({
    scheme_id: z.uuid(),
    code: zString()
      .trim()
      .toUpperCase()
      .regex(UNIT_CODE_PATTERN, { message: msg('UNIT_CODE_FORMAT') }),
    title_id: zTreeText,
    title_en: zTreeText,
  })
  .strict();
export type TCreateUnit = z.infer<typeof ZCreateUnit>;
/** `POST /assessment/element-create`: a new element at the end of a unit. */
export const ZCreateElement = z.object({ unit_id: z.uuid(), title_id: zTreeText, title_en: zTreeText }).strict();
export type TCreateElement = z.infer<typeof ZCreateElement>;
