import { RIASEC_TYPES, type RiasecResult, type RiasecType } from '../types.js';
import { likertByDimension, likertPercent, round1, type CheckedAnswer } from './answers.js';

/**
 * RIASEC interests: each type = mean of its items (1–5, reverse-keyed items counted 6 − answer)
 * rescaled to 0–100. The Holland code is the three highest types, highest first. Ties are broken
 * by (1) more items of that type rated 5 ("really like" — the stronger interest), then (2) the
 * fixed hexagon order R, I, A, S, E, C, so the same answers always give the same code.
 * Differentiation = highest − lowest score: near 0 means a flat profile whose code says little.
 */
export function scoreRiasec(checked: Map<string, CheckedAnswer>): RiasecResult {
  const groups = likertByDimension(checked);
  const scores = Object.fromEntries(RIASEC_TYPES.map((t) => [t, likertPercent(groups.get(t) ?? [])])) as Record<RiasecType, number>;
  const strongLikes = (t: RiasecType) => (groups.get(t) ?? []).filter((v) => v === 5).length;
  const ranked = [...RIASEC_TYPES].sort(
    (a, b) => scores[b] - scores[a] || strongLikes(b) - strongLikes(a) || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
  );
  const values = RIASEC_TYPES.map((t) => scores[t]);
  return { instrument: 'riasec', scores, code: ranked.slice(0, 3).join(''), differentiation: round1(Math.max(...values) - Math.min(...values)) };
}
