import type { TestResult } from '../types.js';

/** The headline number of a result (lists and sorting): percent, attitude overall, RIASEC differentiation, or null. */
export function headlineScore(result: TestResult | null | undefined): number | null {
  if (!result) return null;
  if (result.instrument === 'points') return result.percent;
  if (result.instrument === 'attitude-scale') return result.overall;
  if (result.instrument === 'riasec') return result.differentiation;
  return null;
}
