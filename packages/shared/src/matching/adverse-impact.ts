/**
 * Adverse-impact check: per opening, the share of recommended students at or above the
 * company's cut-off in each gender group, and the four-fifths ratio (lowest share / highest share;
 * below 0.8 flags possible adverse impact, the US EEOC "four-fifths rule"). Gender is read here only,
 * never by the score. Shown only in aggregate and only when every group has at least
 * MIN_GROUP_SIZE students, so no individual can be singled out.
 */
export const MIN_GROUP_SIZE = 10;
export const FOUR_FIFTHS = 0.8;

export interface ImpactGroup {
  group: string;
  count: number;
  selected: number;
  rate: number;
}

export type AdverseImpact = { shown: false; reason: 'too_few' } | { shown: true; groups: ImpactGroup[]; ratio: number; flagged: boolean };

export function adverseImpact(rows: readonly { group: string | null; score: number }[], cutoff: number): AdverseImpact {
  const byGroup = new Map<string, { count: number; selected: number }>();
  for (const row of rows) {
    if (!row.group) continue; // an unknown gender is not a group of its own
    const g = byGroup.get(row.group) ?? { count: 0, selected: 0 };
    g.count++;
    if (row.score >= cutoff) g.selected++;
    byGroup.set(row.group, g);
  }
  const groups = [...byGroup.entries()]
    .map(([group, g]) => ({ group, count: g.count, selected: g.selected, rate: g.selected / g.count }))
    .sort((a, b) => a.group.localeCompare(b.group));
  if (groups.length < 2 || groups.some((g) => g.count < MIN_GROUP_SIZE)) return { shown: false, reason: 'too_few' };
  const rates = groups.map((g) => g.rate);
  const max = Math.max(...rates);
  const ratio = max === 0 ? 1 : Math.min(...rates) / max;
  return { shown: true, groups, ratio: Math.round(ratio * 1000) / 1000, flagged: ratio < FOUR_FIFTHS };
}
