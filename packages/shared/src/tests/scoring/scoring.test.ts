import { describe, expect, it } from 'vitest';
import type { ScoringAnswer, ScoringQuestion } from '../types.js';
import { RIASEC_TYPES } from '../types.js';
import { bigFiveLevel, bigFivePercent, questionScore, scoreAttempt, SCORING_ERROR_CODES, SCORING_ERROR_MESSAGES, ScoringError } from './index.js';

const single = (id: string, correct: string, topic?: string): ScoringQuestion => ({
  id,
  type: 'single',
  topic,
  options: ['a', 'b', 'c', 'd'].map((o) => ({ id: `${id}${o}`, points: o === correct ? 1 : 0 })),
});
const multiple = (id: string, correct: string[], points = 1): ScoringQuestion => ({
  id,
  type: 'multiple',
  options: ['a', 'b', 'c', 'd'].map((o) => ({ id: `${id}${o}`, points: correct.includes(o) ? points : 0 })),
});
const likert = (id: string, dimension: string, reverse = false): ScoringQuestion => ({ id, type: 'likert', dimension, reverse, options: [] });
const pick = (q: ScoringQuestion, ...o: string[]): ScoringAnswer => ({ questionId: q.id, optionIds: o.map((x) => `${q.id}${x}`) });
const rate = (q: ScoringQuestion, v: 1 | 2 | 3 | 4 | 5): ScoringAnswer => ({ questionId: q.id, likert: v });

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof ScoringError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('points', () => {
  const qs = [single('q1', 'a', 'Jaringan'), single('q2', 'b', 'Jaringan'), single('q3', 'c', 'Basis Data'), multiple('q4', ['a', 'c'], 2)];

  it('sums option points, percent with one decimal, pass against the passing score', () => {
    const r = scoreAttempt({
      instrument: 'points',
      questions: qs,
      answers: [pick(qs[0]!, 'a'), pick(qs[1]!, 'a'), pick(qs[2]!, 'c')],
      passingScore: 40,
    });
    expect(r).toMatchObject({ instrument: 'points', score: 2, maxScore: 7, percent: 28.6, passed: false });
    const full = scoreAttempt({
      instrument: 'points',
      questions: qs,
      answers: [pick(qs[0]!, 'a'), pick(qs[2]!, 'c'), pick(qs[3]!, 'a', 'c')],
      passingScore: 70,
    });
    expect(full).toMatchObject({ score: 6, percent: 85.7, passed: true });
  });

  it('passes exactly at the passing score; no passing score → passed null', () => {
    const two = [single('x', 'a'), single('y', 'a')];
    expect(scoreAttempt({ instrument: 'points', questions: two, answers: [pick(two[0]!, 'a')], passingScore: 50 })).toMatchObject({
      percent: 50,
      passed: true,
    });
    expect(scoreAttempt({ instrument: 'points', questions: two, answers: [pick(two[0]!, 'a')] })).toMatchObject({ passed: null });
  });

  it('rounds percent half up to one decimal (1/3 → 33.3, 2/3 → 66.7, 1/8 → 12.5)', () => {
    const three = [single('a1', 'a'), single('a2', 'a'), single('a3', 'a')];
    const r1 = scoreAttempt({ instrument: 'points', questions: three, answers: [pick(three[0]!, 'a')] });
    const r2 = scoreAttempt({ instrument: 'points', questions: three, answers: [pick(three[0]!, 'a'), pick(three[1]!, 'a')] });
    expect(r1.instrument === 'points' && r1.percent).toBe(33.3);
    expect(r2.instrument === 'points' && r2.percent).toBe(66.7);
    const eight = Array.from({ length: 8 }, (_, i) => single(`e${i}`, 'a'));
    const r3 = scoreAttempt({ instrument: 'points', questions: eight, answers: [pick(eight[0]!, 'a')] });
    expect(r3.instrument === 'points' && r3.percent).toBe(12.5);
  });

  it('breaks the score down per topic, in order of first appearance', () => {
    const r = scoreAttempt({ instrument: 'points', questions: qs, answers: [pick(qs[0]!, 'a'), pick(qs[2]!, 'a')] });
    expect(r.instrument === 'points' && r.topics).toEqual([
      { topic: 'Jaringan', score: 1, maxScore: 2, percent: 50 },
      { topic: 'Basis Data', score: 0, maxScore: 1, percent: 0 },
    ]);
  });

  it('multiple choice: partial credit, a wrong tick cancels one correct option, never below 0', () => {
    const q = multiple('m', ['a', 'b', 'c'], 1);
    expect(questionScore(q, ['ma'])).toBe(1);
    expect(questionScore(q, ['ma', 'mb', 'mc'])).toBe(3);
    expect(questionScore(q, ['ma', 'mb', 'mc', 'md'])).toBe(2);
    expect(questionScore(q, ['ma', 'md'])).toBe(0);
    expect(questionScore(q, ['md'])).toBe(0);
  });

  it('an attempt with no answers scores 0 (auto-submitted blank)', () => {
    expect(scoreAttempt({ instrument: 'points', questions: qs, answers: [], passingScore: 60 })).toMatchObject({
      score: 0,
      percent: 0,
      passed: false,
    });
  });

  it('property: answering one more question correctly never lowers the score', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 200; round++) {
      const questions = Array.from({ length: 12 }, (_, i) =>
        random() < 0.3
          ? multiple(`p${i}`, ['a', 'b', 'c', 'd'].filter(() => random() < 0.5).concat('a'), 1 + Math.floor(random() * 3))
          : single(`p${i}`, 'abcd'[Math.floor(random() * 4)]!),
      );
      const answers: ScoringAnswer[] = [];
      for (const q of questions) if (random() < 0.6) answers.push(pick(q, 'abcd'[Math.floor(random() * 4)]!));
      const before = scoreAttempt({ instrument: 'points', questions, answers });
      const target = questions[Math.floor(random() * questions.length)]!;
      const correct = target.options.filter((o) => o.points > 0).map((o) => o.id);
      const prior = answers.find((a) => a.questionId === target.id);
      const improved: ScoringAnswer =
        target.type === 'single'
          ? { questionId: target.id, optionIds: correct.slice(0, 1) }
          : { questionId: target.id, optionIds: [...new Set([...(prior?.optionIds ?? []), ...correct.slice(0, 1)])] };
      const after = scoreAttempt({ instrument: 'points', questions, answers: [...answers.filter((a) => a.questionId !== target.id), improved] });
      expect(before.instrument === 'points' && after.instrument === 'points' && after.score >= before.score).toBe(true);
    }
  });
});

describe('refused answers', () => {
  const q = single('q', 'a');
  const l = likert('l', 'discipline');
  it.each([
    ['empty option list', { instrument: 'points' as const, questions: [q], answers: [{ questionId: 'q', optionIds: [] }] }, 'empty-answer'],
    ['no value at all', { instrument: 'points' as const, questions: [q], answers: [{ questionId: 'q' }] }, 'empty-answer'],
    ['Likert without value', { instrument: 'attitude-scale' as const, questions: [l], answers: [{ questionId: 'l' }] }, 'empty-answer'],
    ['unknown question', { instrument: 'points' as const, questions: [q], answers: [{ questionId: 'zz', optionIds: ['qa'] }] }, 'unknown-question'],
    ['unknown option', { instrument: 'points' as const, questions: [q], answers: [{ questionId: 'q', optionIds: ['xx'] }] }, 'unknown-option'],
    ['two options on single choice', { instrument: 'points' as const, questions: [q], answers: [pick(q, 'a', 'b')] }, 'too-many-options'],
    ['duplicate answer', { instrument: 'points' as const, questions: [q], answers: [pick(q, 'a'), pick(q, 'b')] }, 'duplicate-answer'],
    [
      'Likert value on a choice question',
      { instrument: 'points' as const, questions: [q], answers: [{ questionId: 'q', likert: 3 as const }] },
      'wrong-answer-kind',
    ],
    [
      'Likert out of range',
      { instrument: 'attitude-scale' as const, questions: [l], answers: [{ questionId: 'l', likert: 6 as 5 }] },
      'likert-out-of-range',
    ],
    ['Likert instrument with no answers', { instrument: 'riasec' as const, questions: [likert('r', 'R')], answers: [] }, 'no-answers'],
    ['choice question in a Likert instrument', { instrument: 'riasec' as const, questions: [q], answers: [pick(q, 'a')] }, 'instrument-mismatch'],
  ])('%s', (_name, input, expected) => {
    expect(code(() => scoreAttempt(input))).toBe(expected);
  });
});

it("every refusal has a message in both languages; an empty answer uses the spec's", () => {
  for (const c of SCORING_ERROR_CODES) expect(SCORING_ERROR_MESSAGES[c].id && SCORING_ERROR_MESSAGES[c].en).toBeTruthy();
  expect(SCORING_ERROR_MESSAGES['empty-answer']).toEqual({ id: 'Jawaban tidak boleh kosong', en: 'Select the answer' });
});

describe('attitude scale', () => {
  const items = [
    likert('d1', 'discipline'),
    likert('d2', 'discipline', true),
    likert('t1', 'teamwork'),
    likert('c1', 'communication'),
    likert('c2', 'communication', true),
  ];
  it('reverse keying: agreeing with a reverse item counts as disagreeing', () => {
    const r = scoreAttempt({
      instrument: 'attitude-scale',
      questions: items,
      answers: [rate(items[0]!, 5), rate(items[1]!, 1), rate(items[2]!, 3), rate(items[3]!, 5), rate(items[4]!, 5)],
    });
    expect(r).toEqual({
      instrument: 'attitude-scale',
      dimensions: [
        { dimension: 'discipline', score: 100 },
        { dimension: 'teamwork', score: 50 },
        { dimension: 'communication', score: 50 },
      ],
      overall: 66.7,
    });
  });
  it('all 1s on forward items and all 5s on reverse items give 0', () => {
    const r = scoreAttempt({ instrument: 'attitude-scale', questions: items, answers: [rate(items[0]!, 1), rate(items[1]!, 5)] });
    expect(r).toMatchObject({ dimensions: [{ dimension: 'discipline', score: 0 }], overall: 0 });
  });
});

describe('RIASEC', () => {
  const items = RIASEC_TYPES.flatMap((t) => [likert(`${t}1`, t), likert(`${t}2`, t)]);
  const answer = (values: Record<string, [1 | 2 | 3 | 4 | 5, 1 | 2 | 3 | 4 | 5]>) =>
    scoreAttempt({
      instrument: 'riasec',
      questions: items,
      answers: RIASEC_TYPES.flatMap((t) => [
        rate(
          items.find((i) => i.id === `${t}1`)!,
          values[t]![0],
        ),
        rate(
          items.find((i) => i.id === `${t}2`)!,
          values[t]![1],
        ),
      ]),
    });

  it('six scores 0–100, the three highest as the code, differentiation = highest − lowest', () => {
    const r = answer({ R: [5, 5], I: [4, 4], A: [1, 1], S: [2, 2], E: [3, 3], C: [4, 5] });
    expect(r).toMatchObject({ instrument: 'riasec', scores: { R: 100, I: 75, A: 0, S: 25, E: 50, C: 87.5 }, code: 'RCI', differentiation: 100 });
  });
  it('ties: the type with more "really like" (5) answers goes first', () => {
    const r = answer({ R: [3, 3], I: [1, 5], A: [2, 4], S: [1, 1], E: [1, 1], C: [1, 1] });
    expect(r).toMatchObject({ scores: { R: 50, I: 50, A: 50 }, code: 'IRA' });
  });
  it('ties otherwise follow the hexagon order R, I, A, S, E, C; a flat profile has differentiation 0', () => {
    const r = answer({ R: [3, 3], I: [3, 3], A: [3, 3], S: [3, 3], E: [3, 3], C: [3, 3] });
    expect(r).toMatchObject({ code: 'RIA', differentiation: 0 });
    const r2 = answer({ R: [1, 1], I: [1, 1], A: [1, 1], S: [4, 4], E: [4, 4], C: [4, 4] });
    expect(r2).toMatchObject({ code: 'SEC' });
  });
  it('reverse-keyed RIASEC items count 6 − answer', () => {
    const qs = [likert('r', 'R', true), likert('i', 'I')];
    const r = scoreAttempt({ instrument: 'riasec', questions: qs, answers: [rate(qs[0]!, 1), rate(qs[1]!, 1)] });
    expect(r).toMatchObject({ scores: { R: 100, I: 0 } });
  });
});

describe('Big Five', () => {
  const facets = ['N', 'E', 'O', 'A', 'C'].flatMap((d) =>
    [1, 2, 3, 4, 5, 6].flatMap((f) => [0, 1, 2, 3].map((k) => likert(`${d}${f}-${k}`, `${d}${f}`, k === 3))),
  );

  it('sums keyed answers per domain and facet through @bigfive-org/score', () => {
    const answers = facets.map((q) =>
      rate(q, q.dimension!.startsWith('N') ? (q.reverse ? 5 : 1) : q.dimension!.startsWith('E') ? 3 : q.reverse ? 1 : 5),
    );
    const r = scoreAttempt({ instrument: 'big-five', questions: facets, answers });
    if (r.instrument !== 'big-five') throw new Error('wrong instrument');
    expect(r.domains.map((d) => d.domain)).toEqual(['N', 'E', 'O', 'A', 'C']);
    const n = r.domains.find((d) => d.domain === 'N')!;
    expect(n).toMatchObject({ score: 24, count: 24, result: 'low' });
    expect(n.facets).toHaveLength(6);
    expect(n.facets[0]).toEqual({ facet: 1, score: 4, count: 4, result: 'low' });
    expect(r.domains.find((d) => d.domain === 'E')).toMatchObject({ score: 72, result: 'neutral' });
    expect(r.domains.find((d) => d.domain === 'C')).toMatchObject({ score: 120, result: 'high' });
    expect(bigFivePercent(72, 24)).toBe(50);
    expect(bigFivePercent(120, 24)).toBe(100);
  });

  it('levels: below 2.5 low, above 3.5 high, otherwise neutral', () => {
    expect(bigFiveLevel(59, 24)).toBe('low');
    expect(bigFiveLevel(60, 24)).toBe('neutral');
    expect(bigFiveLevel(84, 24)).toBe('neutral');
    expect(bigFiveLevel(85, 24)).toBe('high');
  });

  it('property: raising one forward-keyed answer never lowers its domain', () => {
    const base = facets.map((q) => rate(q, 3));
    for (const q of facets.filter((x) => !x.reverse).slice(0, 30)) {
      const before = scoreAttempt({ instrument: 'big-five', questions: facets, answers: base });
      const after = scoreAttempt({ instrument: 'big-five', questions: facets, answers: base.map((a) => (a.questionId === q.id ? rate(q, 5) : a)) });
      const d = q.dimension![0];
      const s = (r: typeof before) => (r.instrument === 'big-five' ? (r.domains.find((x) => x.domain === d)?.score ?? 0) : 0);
      expect(s(after)).toBeGreaterThan(s(before));
    }
  });
});
