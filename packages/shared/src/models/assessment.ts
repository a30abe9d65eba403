import { z } from 'zod';
import { zString } from '../primitives.js';

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
  candidateId: z.string().uuid(),
  criterionId: z.string().uuid(),
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

/** Valid until the end of `validUntil`; expired from the day after. */
export function certificateStatus(validUntil: string, today: string): 'valid' | 'expired' {
  return today <= validUntil ? 'valid' : 'expired';
}
