import calculateScores from '@bigfive-org/score';
import { BIG_FIVE_DOMAINS, type BigFiveDomain, type BigFiveResult } from '../types.js';
import { keyed, round1, type CheckedAnswer } from './answers.js';

type Level = 'low' | 'neutral' | 'high';

/**
 * Level of a sum of `count` keyed answers. The package's default calls a mean above 3 "high" and
 * below 3 "low", so "neutral" only happens at exactly 3.00 — nearly nobody is average. We pass our
 * own rule: mean below 2.5 is low, above 3.5 is high, in between neutral (the middle half of the
 * 1–5 range around its centre).
 */
export function bigFiveLevel(score: number, count: number): Level {
  if (count === 0) return 'neutral';
  const mean = score / count;
  if (mean < 2.5) return 'low';
  if (mean > 3.5) return 'high';
  return 'neutral';
}

const FACET = /^([NEOAC])([1-6])$/;

/**
 * Big Five (IPIP-NEO-120) through `@bigfive-org/score`: every item carries a facet code (`N1`…`C6`);
 * minus-keyed items count 6 − answer (as the package's own choice lists do); the package sums per
 * domain and facet (a domain of 24 items gives 24–120, a facet of 4 items 4–20) and we classify
 * with `bigFiveLevel`. Items without a valid facet code are ignored.
 */
export function scoreBigFive(checked: Map<string, CheckedAnswer>): BigFiveResult {
  const answers = [];
  for (const { question, likert } of checked.values()) {
    const match = FACET.exec(question.dimension ?? '');
    if (likert === null || !match) continue;
    answers.push({ domain: match[1] ?? '', facet: match[2] ?? '', score: keyed(likert, question.reverse) });
  }
  const raw = calculateScores({ answers, calculateResult: bigFiveLevel });
  const level = (score: number, count: number): Level => bigFiveLevel(score, count);
  return {
    instrument: 'big-five',
    domains: BIG_FIVE_DOMAINS.flatMap((domain: BigFiveDomain) => {
      const d = raw[domain];
      if (!d) return [];
      const facets = Object.entries(d.facet)
        .map(([facet, f]) => ({ facet: Number(facet), score: f.score, count: f.count, result: level(f.score, f.count) }))
        .sort((a, b) => a.facet - b.facet);
      return [{ domain, score: d.score, count: d.count, result: level(d.score, d.count), facets }];
    }),
  };
}

/** A Big Five sum on the 0–100 scale the charts use: (mean − 1) / 4 × 100, one decimal. */
export function bigFivePercent(score: number, count: number): number {
  return count > 0 ? round1(((score / count - 1) / 4) * 100) : 0;
}
