/**
 * The one place a stored student record becomes matching features. It copies the fields the formula
 * reads by name — never the record — so gender, religion, marital status, height, weight,
 * citizenship, name, photo and birth place cannot reach the score (fairness.test.ts changes them and
 * asserts identical scores).
 */
import type { RiasecType } from '../tests/types.js';
import type { StudentFeatures } from './types.js';

/** A student as the loaders read it: the profile row plus results; extra keys are ignored. */
export interface StudentSource {
  id: string;
  verified: boolean;
  active: boolean;
  visible: boolean;
  schoolId: string | null;
  program: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  willingToRelocate?: boolean | null;
  riasec?: Record<RiasecType, number> | null;
  competency?: Readonly<Record<string, number>>;
  attitude?: number | null;
  schemes?: readonly string[];
  experienceMonths?: number | null;
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
  };
}
