import { ATTITUDE_DIMENSIONS, type AttitudeResult } from '../types.js';
import { likertByDimension, likertPercent, round1, type CheckedAnswer } from './answers.js';

/**
 * Attitude (work readiness): each dimension = mean of its keyed items (reverse-keyed: 6 − answer)
 * rescaled from 1–5 to 0–100; overall = mean of the dimensions that have items in the test.
 * Unanswered items are left out of their dimension's mean.
 */
export function scoreAttitude(checked: Map<string, CheckedAnswer>): AttitudeResult {
  const groups = likertByDimension(checked);
  const present = ATTITUDE_DIMENSIONS.filter((d) => groups.has(d));
  const dimensions = present.map((dimension) => ({ dimension, score: likertPercent(groups.get(dimension) ?? []) }));
  const overall = dimensions.length ? round1(dimensions.reduce((sum, d) => sum + d.score, 0) / dimensions.length) : 0;
  return { instrument: 'attitude-scale', dimensions, overall };
}
