import { PART_KEYS, type PartKey, type Weights } from './types.js';

/** Default weights (sum 100); docs/matching.md explains each. */
export const DEFAULT_WEIGHTS: Weights = {
  interest: 20,
  competency: 25,
  attitude: 10,
  certificates: 15,
  program: 10,
  location: 10,
  experience: 5,
  partnership: 5,
};

/**
 * A company may move each weight within [min, max]: no single part may dominate the ranking, and
 * the merit parts (competency, certificates) never fall to zero, so a company cannot rank purely by
 * location or school partnership.
 */
export const WEIGHT_BOUNDS: Record<PartKey, { min: number; max: number }> = {
  interest: { min: 0, max: 40 },
  competency: { min: 10, max: 50 },
  attitude: { min: 0, max: 30 },
  certificates: { min: 5, max: 40 },
  program: { min: 0, max: 30 },
  location: { min: 0, max: 30 },
  experience: { min: 0, max: 30 },
  partnership: { min: 0, max: 15 },
};

/** Part key → message key for each weight outside its bounds (empty = acceptable). */
export function weightErrors(weights: Partial<Record<string, unknown>>): Partial<Record<PartKey | 'weights', string>> {
  const errors: Partial<Record<PartKey | 'weights', string>> = {};
  for (const key of Object.keys(weights)) {
    if (!(PART_KEYS as readonly string[]).includes(key)) errors.weights = 'WEIGHT_UNKNOWN';
  }
  for (const key of PART_KEYS) {
    const value = weights[key];
    if (value === undefined) continue;
    const { min, max } = WEIGHT_BOUNDS[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) errors[key] = 'WEIGHT_BOUNDS';
  }
  return errors;
}

/** The opening's weights merged over the defaults; throws on a weight outside its bounds. */
export function resolveWeights(weights: Partial<Weights> | null): Weights {
  if (!weights) return DEFAULT_WEIGHTS;
  const errors = weightErrors(weights);
  if (Object.keys(errors).length > 0) throw new RangeError(`weights out of bounds: ${Object.keys(errors).join(', ')}`);
  return { ...DEFAULT_WEIGHTS, ...weights };
}
