import type { ScoringAnswer } from '@jalurkarir/shared';
import type { ContentQuestion } from './types.js';

/**
 * Answers of the demo students: generated, not random at each run — a seeded generator
 * and a profile per student give the same varied results every time, so the recommendations
 * and the screenshots are stable.
 */

/** mulberry32: a tiny seeded generator (0 ≤ x < 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clampLikert = (v: number) => Math.min(5, Math.max(1, Math.round(v))) as 1 | 2 | 3 | 4 | 5;

/**
 * Likert answers of a student whose true level per dimension is `levels[dimension]` (1–5; a
 * dimension not listed sits at 3): the answer is that level ± 1 now and then, turned round for
 * reverse-keyed items (someone disciplined disagrees with "I often put work off").
 */
export function likertAnswers(
  questions: readonly (ContentQuestion & { id: string })[],
  levels: Record<string, number>,
  seed: number,
): ScoringAnswer[] {
  const random = seeded(seed);
  return questions.map((q) => {
    const key = q.dimension ?? '';
    const level = levels[key] ?? levels[key.charAt(0)] ?? 3;
    const noise = random() < 0.35 ? (random() < 0.5 ? -1 : 1) : 0;
    const value = clampLikert(level + noise);
    return { questionId: q.id, likert: q.reverse ? clampLikert(6 - value) : value };
  });
}

/**
 * Choice answers of a student who knows a question with probability `skill` (0–1): a known
 * single-choice question gets its right option, an unknown one a wrong option; a known
 * multiple-choice question gets every correct option, a half-known one the first correct option
 * and one wrong option.
 */
export function choiceAnswers(
  questions: readonly { id: string; type: string; options: readonly { id: string; points: number }[] }[],
  skill: number,
  seed: number,
): ScoringAnswer[] {
  const random = seeded(seed);
  return questions.map((q) => {
    const right = q.options.filter((o) => o.points > 0).map((o) => o.id);
    const wrong = q.options.filter((o) => o.points <= 0).map((o) => o.id);
    const knows = random() < skill;
    const anyWrong = wrong[Math.floor(random() * wrong.length)] ?? right[0] ?? '';
    if (q.type === 'single') return { questionId: q.id, optionIds: [knows ? (right[0] ?? anyWrong) : anyWrong] };
    return { questionId: q.id, optionIds: knows ? right : [...right.slice(0, 1), anyWrong] };
  });
}
