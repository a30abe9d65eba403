import type { PointsResult, ScoringQuestion } from '../types.js';
import { round1, round2, type CheckedAnswer } from './answers.js';

/** The most a question can give: the best option (single choice) or every correct option together. */
export function questionMax(question: ScoringQuestion): number {
  if (question.type === 'single') return Math.max(0, ...question.options.map((o) => o.points));
  return question.options.reduce((sum, o) => sum + Math.max(0, o.points), 0);
}

/**
 * Points of one answered question.
 * - Single choice: the chosen option's points (never below 0).
 * - Multiple choice, partial credit: each chosen correct option (points > 0) earns its points; each
 *   chosen wrong option (points ≤ 0) takes away one "average correct option" (the question's maximum
 *   divided by its number of correct options); the question never goes below 0. Ticking every box
 *   therefore does not pay, and ticking one more correct option never lowers the score.
 */
export function questionScore(question: ScoringQuestion, optionIds: readonly string[]): number {
  const chosen = question.options.filter((o) => optionIds.includes(o.id));
  if (question.type === 'single') return Math.max(0, chosen[0]?.points ?? 0);
  const correct = question.options.filter((o) => o.points > 0);
  if (correct.length === 0) return 0;
  const max = questionMax(question);
  const earned = chosen.reduce((sum, o) => sum + Math.max(0, o.points), 0);
  const wrong = chosen.filter((o) => o.points <= 0).length;
  return Math.max(0, earned - wrong * (max / correct.length));
}

const percentOf = (score: number, max: number) => (max > 0 ? round1((score / max) * 100) : 0);

/**
 * Point-scored tests: score = sum of question scores (unanswered = 0), percent of the maximum with
 * one decimal, passed when percent ≥ passing score (null when the test has none), and the same per
 * topic for questions that carry one (topics in order of first appearance).
 */
export function scorePoints(
  questions: readonly ScoringQuestion[],
  checked: Map<string, CheckedAnswer>,
  passingScore: number | null | undefined,
): PointsResult {
  let score = 0;
  let maxScore = 0;
  const topics = new Map<string, { score: number; maxScore: number }>();
  for (const question of questions) {
    if (question.type === 'likert') continue;
    const answer = checked.get(question.id);
    const got = answer?.optionIds ? questionScore(question, answer.optionIds) : 0;
    const max = questionMax(question);
    score += got;
    maxScore += max;
    const topic = question.topic?.trim();
    if (topic) {
      const t = topics.get(topic) ?? { score: 0, maxScore: 0 };
      t.score += got;
      t.maxScore += max;
      topics.set(topic, t);
    }
  }
  const percent = percentOf(score, maxScore);
  return {
    instrument: 'points',
    score: round2(score),
    maxScore: round2(maxScore),
    percent,
    passed: passingScore === null || passingScore === undefined ? null : percent >= passingScore,
    topics: [...topics].map(([topic, t]) => ({
      topic,
      score: round2(t.score),
      maxScore: round2(t.maxScore),
      percent: percentOf(t.score, t.maxScore),
    })),
  };
}
