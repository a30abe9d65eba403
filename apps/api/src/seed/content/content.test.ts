import { ATTITUDE_DIMENSIONS, BIG_FIVE_DOMAINS, RIASEC_TYPES, scoreAttempt, VOCATIONAL_PROGRAMS } from '@jalurkarir/shared';
import { describe, expect, it } from 'vitest';
import { BIG_FIVE_ID_CORRECTIONS } from './big-five.js';
import { ATTITUDE_TEST, BIG_FIVE_TEST } from './index.js';
import { AKL_TEST, RIASEC_TEST, RPL_TEST, SEED_TESTS, TKR_TEST } from './index.js';

const countBy = (values: readonly (string | undefined)[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v ?? '']: (acc[v ?? ''] ?? 0) + 1 }), {});

describe('seed content', () => {
  it('every text is real and bilingual: no blanks, no placeholders, no repeated question', () => {
    for (const test of SEED_TESTS) {
      const texts = test.questions.map((q) => q.text.id);
      expect(new Set(texts).size, test.key).toBe(texts.length);
      for (const q of test.questions) {
        for (const text of [q.text.id, q.text.en, ...(q.options ?? []).flatMap((o) => [o.text.id, o.text.en])]) {
          expect(text.trim().length, `${test.key}: "${q.text.en}"`).toBeGreaterThan(0);
          expect(text).not.toMatch(/lorem|ipsum|^question \d|^soal \d|TODO/i);
        }
      }
    }
  });

  it('Big Five: the 120 IPIP-NEO items, 24 per domain, 4 per facet, with the corrections applied', () => {
    expect(BIG_FIVE_TEST.questions).toHaveLength(120);
    const facets = countBy(BIG_FIVE_TEST.questions.map((q) => q.dimension));
    expect(Object.keys(facets)).toHaveLength(30);
    for (const d of BIG_FIVE_DOMAINS) for (const f of [1, 2, 3, 4, 5, 6]) expect(facets[`${d}${f}`]).toBe(4);
    const ids = new Set(BIG_FIVE_TEST.questions.map((q) => q.text.id));
    for (const fix of Object.values(BIG_FIVE_ID_CORRECTIONS)) expect(ids.has(fix.text)).toBe(true);
    expect(BIG_FIVE_TEST.questions.find((q) => q.text.en === 'Take charge')).toMatchObject({
      dimension: 'E3',
      reverse: false,
      text: { id: 'Mengambil kendali' },
    });
    expect(BIG_FIVE_TEST.questions.find((q) => q.text.en === 'Rush into things')).toMatchObject({ dimension: 'C6', reverse: true });
  });

  it('RIASEC: 8 activities per type, none reversed', () => {
    expect(countBy(RIASEC_TEST.questions.map((q) => q.dimension))).toEqual(Object.fromEntries(RIASEC_TYPES.map((t) => [t, 8])));
    expect(RIASEC_TEST.questions.every((q) => q.type === 'likert' && !q.reverse)).toBe(true);
  });

  it('attitude: at least 25 items over the five dimensions, each with reverse-keyed items', () => {
    expect(ATTITUDE_TEST.questions.length).toBeGreaterThanOrEqual(25);
    for (const d of ATTITUDE_DIMENSIONS) {
      const items = ATTITUDE_TEST.questions.filter((q) => q.dimension === d);
      expect(items.length, d).toBeGreaterThanOrEqual(5);
      expect(
        items.some((q) => q.reverse),
        d,
      ).toBe(true);
    }
  });

  it.each([RPL_TEST, AKL_TEST, TKR_TEST])('$key: ≥ 20 questions with a topic, one right option per single choice, a full mark is 100 %', (test) => {
    expect(VOCATIONAL_PROGRAMS).toContain(test.program);
    expect(test.questions.length).toBeGreaterThanOrEqual(20);
    expect(test.questions.some((q) => q.type === 'multiple')).toBe(true);
    for (const q of test.questions) {
      expect(q.topic, q.text.en).toBeDefined();
      const correct = (q.options ?? []).filter((o) => o.points > 0).length;
      if (q.type === 'single') expect(correct, q.text.en).toBe(1);
      else expect(correct, q.text.en).toBeGreaterThanOrEqual(2);
      expect(new Set((q.options ?? []).map((o) => o.text.id)).size, q.text.en).toBe(q.options?.length);
    }
    const questions = test.questions.map((q, i) => ({
      id: `q${i}`,
      type: q.type,
      topic: q.topic?.id,
      options: (q.options ?? []).map((o, j) => ({ id: `q${i}o${j}`, points: o.points })),
    }));
    const answers = questions.map((q) => ({ questionId: q.id, optionIds: q.options.filter((o) => o.points > 0).map((o) => o.id) }));
    expect(scoreAttempt({ instrument: 'points', questions, answers, passingScore: test.passingScore })).toMatchObject({ percent: 100, passed: true });
  });
});
