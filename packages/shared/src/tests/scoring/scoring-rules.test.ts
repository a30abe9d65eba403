import { describe, expect, it } from 'vitest';
import type { ScoringAnswer, ScoringQuestion, TestResult } from '../types.js';
import { bigFiveLevel, bigFivePercent, headlineScore, questionMax, questionScore, scoreAttempt, ScoringError } from './index.js';

// The rules of docs/tests-scoring.md that scoring.test.ts leaves open: edge cases of the answer
// check, negative and zero option points, topics, the rounding of exact halves, and the Big Five
// facet codes. Every expected value is worked out by hand from the documented formula.

const choice = (id: string, type: 'single' | 'multiple', points: number[], topic?: string | null): ScoringQuestion => ({
  id,
  type,
  topic,
  options: points.map((p, i) => ({ id: `${id}${i}`, points: p })),
});
const likert = (id: string, dimension: string | null, reverse = false): ScoringQuestion => ({ id, type: 'likert', dimension, reverse, options: [] });

function refusal(fn: () => unknown): ScoringError | null {
  try {
    fn();
  } catch (e) {
    if (e instanceof ScoringError) return e;
    throw e;
  }
  return null;
}

describe('the answer check', () => {
  const l = likert('l', 'discipline');
  const q = choice('q', 'single', [1, 0]);
  const refused = (questions: ScoringQuestion[], answers: ScoringAnswer[], instrument: 'points' | 'attitude-scale' = 'attitude-scale') =>
    refusal(() => scoreAttempt({ instrument, questions, answers }))?.code ?? 'scored';

  it('refuses options on a Likert item, and Likert values outside whole 1–5', () => {
    expect(refused([l], [{ questionId: 'l', optionIds: ['x'] }])).toBe('wrong-answer-kind');
    expect(refused([l], [{ questionId: 'l', optionIds: [], likert: 2 }])).toBe('scored');
    expect(refused([l], [{ questionId: 'l', likert: null as never }])).toBe('empty-answer');
    expect(refused([l], [{ questionId: 'l', likert: 0 as 1 }])).toBe('likert-out-of-range');
    expect(refused([l], [{ questionId: 'l', likert: 2.5 as 2 }])).toBe('likert-out-of-range');
    expect(refused([l], [{ questionId: 'l', likert: 1 }])).toBe('scored');
    expect(refused([l], [{ questionId: 'l', likert: 5 }])).toBe('scored');
  });

  it('accepts a choice answer whose Likert field is null, and counts a repeated option once', () => {
    expect(refused([q], [{ questionId: 'q', optionIds: ['q0'], likert: null as never }], 'points')).toBe('scored');
    expect(refused([q], [{ questionId: 'q', optionIds: ['q0', 'q0'] }], 'points')).toBe('scored');
    const m = choice('m', 'multiple', [1, 1, 0]);
    const r = scoreAttempt({ instrument: 'points', questions: [m], answers: [{ questionId: 'm', optionIds: ['m0', 'm0', 'm1'] }] });
    expect(r).toMatchObject({ score: 2, maxScore: 2, percent: 100 });
  });

  it('refuses a Likert instrument with even one choice question among its items', () => {
    expect(refused([l, q], [{ questionId: 'l', likert: 3 }])).toBe('instrument-mismatch');
  });

  it('an explicit null pass mark means no pass mark', () => {
    const r = scoreAttempt({ instrument: 'points', questions: [q], answers: [{ questionId: 'q', optionIds: ['q0'] }], passingScore: null });
    expect(r).toMatchObject({ percent: 100, passed: null });
  });

  it('names the code and the question in the error', () => {
    const e = refusal(() => scoreAttempt({ instrument: 'points', questions: [q], answers: [{ questionId: 'zz', optionIds: ['q0'] }] }));
    expect(e).toMatchObject({ name: 'ScoringError', code: 'unknown-question', questionId: 'zz', message: 'unknown-question (question zz)' });
    const bare = refusal(() => scoreAttempt({ instrument: 'riasec', questions: [likert('r', 'R')], answers: [] }));
    expect(bare).toMatchObject({ code: 'no-answers', message: 'no-answers' });
    expect(bare?.questionId).toBeUndefined();
  });
});

describe('points: option values', () => {
  it('a question is worth its best option (single) or all its positive options (multiple), never less than 0', () => {
    expect(questionMax(choice('a', 'single', [-1, -2]))).toBe(0);
    expect(questionMax(choice('b', 'single', [1, 3, 2]))).toBe(3);
    expect(questionMax(choice('c', 'multiple', [2, -1, 3, 0]))).toBe(5);
  });

  it('a single choice with negative points scores 0, not below', () => {
    expect(questionScore(choice('s', 'single', [2, -1]), ['s1'])).toBe(0);
    expect(questionScore(choice('s', 'single', [2, -1]), [])).toBe(0);
  });

  it('multiple choice: a 0-point or negative option is a wrong tick costing one average correct option', () => {
    // max 4 over 2 correct options → a wrong tick costs 2.
    const m = choice('m', 'multiple', [1, 3, 0, -5]);
    expect(questionScore(m, ['m1', 'm2'])).toBe(1); // 3 − 2
    expect(questionScore(m, ['m0', 'm1', 'm3'])).toBe(2); // 4 − 2 (the −5 costs the same as any wrong tick)
    expect(questionScore(m, ['m0', 'm1'])).toBe(4);
    // A question with no correct option gives nothing whatever is ticked.
    expect(questionScore(choice('z', 'multiple', [0, 0]), ['z0'])).toBe(0);
    expect(questionMax(choice('z', 'multiple', [0, 0]))).toBe(0);
  });

  it('a test whose maximum is 0 scores 0 percent, and a pass mark of 0 is still a pass mark', () => {
    const zero = choice('z', 'single', [0, 0]);
    expect(
      scoreAttempt({ instrument: 'points', questions: [zero], answers: [{ questionId: 'z', optionIds: ['z0'] }], passingScore: 0 }),
    ).toMatchObject({ score: 0, maxScore: 0, percent: 0, passed: true, topics: [] });
  });

  it('Likert items in a point-scored test count for nothing', () => {
    const r = scoreAttempt({
      instrument: 'points',
      questions: [choice('q', 'single', [2, 0]), likert('l', 'discipline')],
      answers: [
        { questionId: 'q', optionIds: ['q0'] },
        { questionId: 'l', likert: 5 },
      ],
    });
    expect(r).toMatchObject({ score: 2, maxScore: 2, percent: 100 });
  });

  it('topics are trimmed, and a blank topic is no topic', () => {
    const qs = [choice('a', 'single', [1, 0], ' Jaringan '), choice('b', 'single', [1, 0], 'Jaringan'), choice('c', 'single', [1, 0], '   ')];
    const r = scoreAttempt({ instrument: 'points', questions: qs, answers: [{ questionId: 'a', optionIds: ['a0'] }] });
    expect(r.instrument === 'points' && r.topics).toEqual([{ topic: 'Jaringan', score: 1, maxScore: 2, percent: 50 }]);
  });

  it('rounds an exact half up, also where binary floating point lands just below it', () => {
    // 0.285 points: half of a hundredth, rounded up by hand to 0.29 (binary 0.285 is 0.28499…).
    const q = choice('h', 'single', [0.285, 0]);
    const r = scoreAttempt({ instrument: 'points', questions: [q], answers: [{ questionId: 'h', optionIds: ['h0'] }] });
    expect(r).toMatchObject({ score: 0.29, maxScore: 0.29, percent: 100 });
    // Partial credit keeps two decimals: 2 of 3 correct options with one wrong tick, max 3 → 2 − 1 = 1;
    // 1 of 3 options worth 1 each of a 3-point question with a topic: 1/3 → 33.3 %.
    const m = choice('p', 'multiple', [1, 1, 1, 0], 'Basis Data');
    const p = scoreAttempt({ instrument: 'points', questions: [m], answers: [{ questionId: 'p', optionIds: ['p0'] }] });
    expect(p.instrument === 'points' && p.topics).toEqual([{ topic: 'Basis Data', score: 1, maxScore: 3, percent: 33.3 }]);
  });
});

describe('Likert scales', () => {
  it('an attitude dimension of 20 items summing 23 is (1.15 − 1) / 4 × 100 = 3.75 → 3.8', () => {
    const items = Array.from({ length: 20 }, (_, i) => likert(`t${i}`, 'teamwork'));
    const answers = items.map((q, i): ScoringAnswer => ({ questionId: q.id, likert: i < 3 ? 2 : 1 }));
    expect(scoreAttempt({ instrument: 'attitude-scale', questions: items, answers })).toEqual({
      instrument: 'attitude-scale',
      dimensions: [{ dimension: 'teamwork', score: 3.8 }],
      overall: 3.8,
    });
  });

  it('lists dimensions in the published order and averages only those present; items without one are skipped', () => {
    const qs = [likert('i', 'initiative'), likert('r', 'responsibility'), likert('x', null), likert('y', 'not-a-dimension')];
    const r = scoreAttempt({
      instrument: 'attitude-scale',
      questions: qs,
      answers: [
        { questionId: 'i', likert: 4 },
        { questionId: 'r', likert: 2 },
        { questionId: 'x', likert: 5 },
        { questionId: 'y', likert: 5 },
      ],
    });
    expect(r).toEqual({
      instrument: 'attitude-scale',
      dimensions: [
        { dimension: 'responsibility', score: 25 },
        { dimension: 'initiative', score: 75 },
      ],
      overall: 50,
    });
    // Answers only to items outside the dimensions: nothing to average.
    const none = scoreAttempt({ instrument: 'attitude-scale', questions: [qs[2]!], answers: [{ questionId: 'x', likert: 4 }] });
    expect(none).toEqual({ instrument: 'attitude-scale', dimensions: [], overall: 0 });
  });

  it('RIASEC: an unanswered type scores 0 and differentiation is the spread of all six', () => {
    const qs = [likert('r', 'R'), likert('s', 'S')];
    const r = scoreAttempt({
      instrument: 'riasec',
      questions: qs,
      answers: [
        { questionId: 'r', likert: 4 },
        { questionId: 's', likert: 5 },
      ],
    });
    expect(r).toEqual({ instrument: 'riasec', scores: { R: 75, I: 0, A: 0, S: 100, E: 0, C: 0 }, code: 'SRI', differentiation: 100 });
  });

  // Ties among types late in the hexagon, so the order cannot come from R and I simply being first.
  it('RIASEC: ties with equal "really like" counts follow the hexagon order R, I, A, S, E, C', () => {
    const riasec = (values: Partial<Record<string, number>>) => {
      const dims = Object.keys(values);
      const r = scoreAttempt({
        instrument: 'riasec',
        questions: dims.map((d) => likert(d, d)),
        answers: dims.map((d): ScoringAnswer => ({ questionId: d, likert: values[d] as 1 })),
      });
      return r.instrument === 'riasec' ? r.code : null;
    };
    // C and E both 100 with one 5 each, S 75, the rest unanswered (0): E before C, then S.
    expect(riasec({ C: 5, E: 5, S: 4 })).toBe('ECS');
    // S, E and C tied at 75 with no 5: hexagon order among them.
    expect(riasec({ C: 4, E: 4, S: 4 })).toBe('SEC');
    // A, E and C tied at 50, R and I unanswered (0, tied): the three tied first, in hexagon order.
    expect(riasec({ C: 3, A: 3, E: 3 })).toBe('AEC');
    // Every type 50: R, I, A.
    expect(riasec({ C: 3, E: 3, S: 3, A: 3, I: 3, R: 3 })).toBe('RIA');
  });
});

describe('Big Five', () => {
  it('ignores items whose dimension is not a facet code N1…C6', () => {
    const qs = [likert('ok', 'O3'), likert('seven', 'O7'), likert('long', 'O31'), likert('pre', 'XO3'), likert('none', null)];
    const r = scoreAttempt({ instrument: 'big-five', questions: qs, answers: qs.map((q): ScoringAnswer => ({ questionId: q.id, likert: 5 })) });
    expect(r).toEqual({
      instrument: 'big-five',
      domains: [{ domain: 'O', score: 5, count: 1, result: 'high', facets: [{ facet: 3, score: 5, count: 1, result: 'high' }] }],
    });
  });

  it('sorts facets by number and counts reverse-keyed items as 6 − answer', () => {
    const qs = [likert('a6', 'A6'), likert('a2', 'A2', true), likert('a4', 'A4')];
    const r = scoreAttempt({
      instrument: 'big-five',
      questions: qs,
      answers: [
        { questionId: 'a6', likert: 3 },
        { questionId: 'a2', likert: 5 },
        { questionId: 'a4', likert: 4 },
      ],
    });
    // A2 reversed: 6 − 5 = 1 (low); A4 4 (high); A6 3 (neutral); domain 8 of 3 items, mean 2.67 → neutral.
    expect(r).toEqual({
      instrument: 'big-five',
      domains: [
        {
          domain: 'A',
          score: 8,
          count: 3,
          result: 'neutral',
          facets: [
            { facet: 2, score: 1, count: 1, result: 'low' },
            { facet: 4, score: 4, count: 1, result: 'high' },
            { facet: 6, score: 3, count: 1, result: 'neutral' },
          ],
        },
      ],
    });
  });

  it('levels and percents at their edges: 2.5 and 3.5 are neutral; no items is neutral and 0 %', () => {
    expect(bigFiveLevel(5, 2)).toBe('neutral');
    expect(bigFiveLevel(7, 2)).toBe('neutral');
    expect(bigFiveLevel(0, 0)).toBe('neutral');
    expect(bigFivePercent(0, 0)).toBe(0);
    expect(bigFivePercent(4, 4)).toBe(0);
    expect(bigFivePercent(23, 20)).toBe(3.8);
  });
});

describe('headline score', () => {
  it('is the percent, the attitude overall, the RIASEC differentiation, or nothing', () => {
    expect(headlineScore(null)).toBeNull();
    expect(headlineScore(undefined)).toBeNull();
    const points: TestResult = { instrument: 'points', score: 3, maxScore: 4, percent: 75, passed: null, topics: [] };
    expect(headlineScore(points)).toBe(75);
    expect(headlineScore({ instrument: 'attitude-scale', dimensions: [], overall: 62.5 })).toBe(62.5);
    expect(headlineScore({ instrument: 'riasec', scores: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 40 }, code: 'CRI', differentiation: 40 })).toBe(40);
    expect(headlineScore({ instrument: 'big-five', domains: [] })).toBeNull();
  });
});
