/**
 * The one place a stored student record becomes matching features: the API's loader
 * (apps/api/src/modules/recommendations/loader.ts) calls it for every student it reads, in a full
 * load and in a catch-up alike. It copies the fields the formula reads by name — never the record —
 * so gender, religion, marital status, height, weight, citizenship, name, photo and birth place
 * cannot reach the score (fairness.test.ts changes them and asserts identical scores). What that
 * test cannot see is a column the loader's query computes from one of them under a name read
 * here: apps/api/test/fairness-counterfactual.test.ts changes them in the database and compares
 * every recommendation answer.
 */
import type { RiasecType } from '../tests/types.js';
import type { StudentFeatures } from './types.js';

/** A student's account and school record, as the API's loader names the columns it selects. */
export interface StoredStudent {
  id: string;
  verified: boolean;
  active: boolean;
  visible: boolean;
  schoolId: string | null;
  program: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  willingToRelocate?: boolean | null;
}

/** What the student has done: latest results, valid certificates, months of experience; absent = not yet. */
export interface StudentResults {
  riasec?: Record<RiasecType, number> | null;
  competency?: Readonly<Record<string, number>>;
  attitude?: number | null;
  schemes?: readonly string[];
  experienceMonths?: number | null;
  /** Months of PKL verified by the company (part of `experienceMonths`). */
  verifiedPklMonths?: number | null;
}

/** A stored record with its results; any other key (a protected attribute) is ignored. */
export interface StudentSource extends StoredStudent, StudentResults {
  [other: string]: unknown;
}

export function studentFeaturesFrom(r: StudentSource): StudentFeatures {
  return {
    id: r.id,
    verified: r.verified,
    active: r.active,
    visible: r.visible,
    schoolId: r.schoolId,
    program: r.program,
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    willingToRelocate: r.willingToRelocate ?? null,
    riasec: r.riasec ?? null,
    competency: { ...(r.competency ?? {}) },
    attitude: r.attitude ?? null,
    schemes: [...(r.schemes ?? [])],
    experienceMonths: r.experienceMonths ?? null,
    // Never more than the months recorded: a verified month is one of them, counted with more weight (score.ts).
    verifiedPklMonths: Math.min(r.verifiedPklMonths ?? 0, r.experienceMonths ?? 0),
  };
}
