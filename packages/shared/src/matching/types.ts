/**
 * The matching domain's inputs. A student and an opening are reduced to *features*:
 * only what the formula reads. Protected attributes (gender, religion, marital status, height,
 * weight, citizenship, name, photo, birth place) have no field here, so the formula cannot read
 * them; `studentFeaturesFrom` is the one place a stored record becomes features.
 */
import type { Bilingual } from '../primitives.js';
import type { RiasecType } from '../tests/types.js';

export const PART_KEYS = ['interest', 'competency', 'attitude', 'certificates', 'program', 'location', 'experience', 'partnership'] as const;
export type PartKey = (typeof PART_KEYS)[number];
export type Weights = Record<PartKey, number>;

/** A certification scheme an opening requires or prefers: its code and its name in both languages. */
export interface SchemeRef {
  id: string;
  name: Bilingual;
}

export interface StudentFeatures {
  id: string;
  /** Hard-filter facts: a verified, active account; `visible` (to companies, with consent) filters the company's side only. */
  verified: boolean;
  active: boolean;
  visible: boolean;
  schoolId: string | null;
  program: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  willingToRelocate: boolean | null;
  /** RIASEC scores 0–100 per type, or null when the interest test is not taken. */
  riasec: Record<RiasecType, number> | null;
  /** Best competency/skills test percent per area (program code), 0–100. */
  competency: Readonly<Record<string, number>>;
  /** Attitude test overall 0–100, or null. */
  attitude: number | null;
  /** Scheme ids of valid certificates held. */
  schemes: readonly string[];
  /** Months of PKL and work experience; null = nothing recorded yet. */
  experienceMonths: number | null;
  /** Of those, months of PKL a company verified (a finished, evaluated placement; docs/pkl.md); absent = none. */
  verifiedPklMonths?: number;
}

export interface CompetencyRequirement {
  /** Area = a vocational program code (a competency test belongs to one program). */
  area: string;
  /** Minimum percent 0–100. */
  min: number;
}

export interface OpeningFeatures {
  id: string;
  status: string;
  deadline: string | null;
  qualification: string;
  programs: readonly string[];
  provinceCode: string | null;
  cityCode: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
  /** Holland code of the job, 1–3 letters of RIASEC, e.g. "CEI"; null = not set. */
  riasecCode: string | null;
  competencies: readonly CompetencyRequirement[];
  requiredSchemes: readonly SchemeRef[];
  preferredSchemes: readonly SchemeRef[];
  /** Only students of the company's partner schools are eligible. */
  partnerOnly: boolean;
  /** Schools in an active partnership with the opening's company. */
  partnerSchoolIds: readonly string[];
  /** The company's weights for this opening; null = defaults. */
  weights: Partial<Weights> | null;
}

export interface ScorePart {
  key: PartKey;
  /** Share of the total this part can give, after parts that do not apply are left out (sums to 100). */
  weight: number;
  /** 0..1; null when the part does not apply to this opening. */
  fit: number | null;
  points: number;
  sentence: Bilingual;
}

export interface Gap {
  key: PartKey;
  action: Bilingual;
  /**
   * Points the total would gain with this gap acted on (re-scored with the change applied). Exact for
   * the step the action names; with `upTo` an upper bound (the best outcome of a test not taken yet,
   * of an address not given, of a yes to relocating), shown as "hingga +x".
   */
  gain: number;
  upTo: boolean;
  /** A competency test not taken yet: its area (a program code), so the student can find or ask for the test. */
  area?: string;
}

/** Why a pair is not ranked; `not_visible` is the company's side only (`scoreForCompany`). */
export type Ineligible = 'not_open' | 'past_deadline' | 'not_verified' | 'not_active' | 'not_visible' | 'qualification' | 'program' | 'partner_only';

export type ScoreResult = { eligible: false; reason: Ineligible } | { eligible: true; total: number; parts: ScorePart[]; gaps: Gap[] };
