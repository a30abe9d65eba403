import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, RIASEC_TYPES, VOCATIONAL_PROGRAMS } from '../index.js';
import { ATTITUDE_INFO, BIG_FIVE_TEXTS, bandOf, describeResult, RIASEC_INFO } from './interpretation.js';

describe('interpretation', () => {
  it('RIASEC: the code, the flat-profile warning, top three types with jobs and real program codes', () => {
    const result = { instrument: 'riasec' as const, scores: { R: 90, I: 70, A: 10, S: 20, E: 30, C: 60 }, code: 'RIC', differentiation: 80 };
    const id = describeResult(result, 'id');
    expect(id.summary).toContain('Kode Holland Anda RIC: Realistis, Investigatif, Konvensional.');
    expect(id.sections.map((s) => s.key)).toEqual(['R', 'I', 'C']);
    expect(id.sections[0]).toMatchObject({ title: 'Realistis (R)', score: 90 });
    expect(describeResult(result, 'en').summary).toContain('Your Holland code is RIC: Realistic, Investigative, Conventional.');
    expect(describeResult({ ...result, differentiation: 10 }, 'en').summary).toContain('almost equal');
    for (const t of RIASEC_TYPES) {
      expect(RIASEC_INFO[t].jobs.length).toBeGreaterThanOrEqual(3);
      for (const p of RIASEC_INFO[t].programs) expect(VOCATIONAL_PROGRAMS).toContain(p);
    }
  });

  it('attitude: bands below 50 / below 75 / from 75, a text per level and dimension', () => {
    expect([bandOf(49.9), bandOf(50), bandOf(74.9), bandOf(75)]).toEqual(['low', 'medium', 'medium', 'high']);
    const r = describeResult(
      {
        instrument: 'attitude-scale',
        dimensions: [
          { dimension: 'discipline', score: 80 },
          { dimension: 'initiative', score: 40 },
        ],
        overall: 60,
      },
      'en',
    );
    expect(r.summary).toBe('Your work-readiness score is 60 out of 100: your work attitude fair and can still grow.');
    expect(r.sections.map((s) => [s.title, s.level])).toEqual([
      ['Discipline', 'high'],
      ['Initiative', 'low'],
    ]);
    expect(r.sections[0]?.text).toBe(ATTITUDE_INFO.discipline.texts.high.en);
  });

  it('points: score, verdict, strongest and weakest topic; Indonesian number format', () => {
    const result = {
      instrument: 'points' as const,
      score: 17.5,
      maxScore: 24,
      percent: 72.9,
      passed: true,
      topics: [
        { topic: 'Basis Data', score: 6, maxScore: 6, percent: 100 },
        { topic: 'Kontrol Versi', score: 0.5, maxScore: 2, percent: 25 },
      ],
    };
    expect(describeResult(result, 'id').summary).toBe(
      'Skor Anda 17,5 / 24 (72,9%). Anda lulus. Topik terkuat: Basis Data (100%). Perlu latihan: Kontrol Versi (25%).',
    );
    expect(describeResult({ ...result, passed: false, topics: [] }, 'en').summary).toBe('Your score is 17.5 / 24 (72.9%). You did not pass yet.');
  });

  it('Big Five: package texts in both languages, the Indonesian ones corrected', () => {
    for (const lang of ['id', 'en'] as const)
      for (const d of BIG_FIVE_DOMAINS) {
        const t = BIG_FIVE_TEXTS[lang][d];
        expect(t.title.length).toBeGreaterThan(3);
        expect(Object.keys(t.facets)).toHaveLength(6);
        for (const text of [...Object.values(t.results), ...t.description]) expect(text).not.toMatch(/<br|\n| {2}/);
      }
    expect(BIG_FIVE_TEXTS.id.E.results.low).toMatch(/^Nilai Anda pada Ekstraversi rendah, yang menunjukkan Anda adalah/);
    expect(BIG_FIVE_TEXTS.id.E.results.high).toContain('Anda lebih suka');
    expect(BIG_FIVE_TEXTS.id.N.facets[5]?.title).toBe('Ketidakmampuan Menahan Diri');
    expect(BIG_FIVE_TEXTS.id.A.facets[3]?.title).toBe('Altruisme');
    const r = describeResult(
      {
        instrument: 'big-five',
        domains: [{ domain: 'E', score: 96, count: 24, result: 'high', facets: [{ facet: 1, score: 16, count: 4, result: 'high' }] }],
      },
      'en',
    );
    expect(r.summary).toBe(
      'Your personality profile: Extraversion high. Low, average and high are raw bands of your mean answer (below 2.5 low, above 3.5 high), not norms, so this result does not compare you with other students.',
    );
    expect(describeResult({ instrument: 'big-five', domains: [] }, 'id').summary).toContain('bukan dari norma');
    expect(r.sections[0]).toMatchObject({ key: 'E', score: 75, level: 'high', items: ['Friendliness: high'] });
  });
});
