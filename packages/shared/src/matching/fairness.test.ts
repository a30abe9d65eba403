/**
 * Fairness and honesty properties, property-based with fast-check: protected attributes never
 * change a score; more merit never lowers one; the parts add up; the score is deterministic. The
 * students go through `studentFeaturesFrom`, the function the API's loader calls; the loader's
 * query in front of it is covered by apps/api/test/fairness-counterfactual.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studentFeaturesFrom, type StudentSource } from './features.js';
import { scoreMatch } from './score.js';
import type { OpeningFeatures, ScoreResult, StudentFeatures } from './types.js';
import { studentFromDraw } from './random-student.js';

const TODAY = '2026-11-24';
const programs = ['rpl', 'tkj', 'akl', 'tkr'] as const;
const percent = fc.integer({ min: 0, max: 100 });
const cities = fc.constantFrom('3273', '3201', '3578', '3171');
const schemeIds = ['s1', 's2', 's3', 's4'];

const riasec = fc.record({ R: percent, I: percent, A: percent, S: percent, E: percent, C: percent });

const source: fc.Arbitrary<StudentSource> = fc
  .record({
    program: fc.constantFrom(...programs),
    city: cities,
    willingToRelocate: fc.option(fc.boolean(), { nil: null }),
    riasec: fc.option(riasec, { nil: null }),
    competency: fc.dictionary(fc.constantFrom(...programs), percent),
    attitude: fc.option(percent, { nil: null }),
    schemes: fc.subarray(schemeIds),
    experienceMonths: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    school: fc.constantFrom('a', 'b', 'c'),
  })
  .map(studentFromDraw);

const openingArb: fc.Arbitrary<OpeningFeatures> = fc
  .record({
    programs: fc.subarray([...programs]),
    city: fc.option(cities, { nil: null }),
    code: fc.option(fc.constantFrom('RIC', 'CEI', 'SEC', 'AER', 'E'), { nil: null }),
    competencies: fc.uniqueArray(fc.record({ area: fc.constantFrom(...programs), min: percent }), { selector: (c) => c.area, maxLength: 3 }),
    required: fc.subarray(schemeIds),
    preferred: fc.subarray(schemeIds),
    experienceMin: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    partners: fc.subarray(['a', 'b', 'c']),
    weights: fc.option(fc.record({ competency: fc.integer({ min: 10, max: 50 }), location: fc.integer({ min: 0, max: 30 }) }), { nil: null }),
  })
  .map((r) => ({
    id: 'op',
    status: 'open',
    deadline: null,
    qualification: 'SMK',
    programs: r.programs,
    cityCode: r.city,
    provinceCode: r.city?.slice(0, 2) ?? null,
    experienceMin: r.experienceMin,
    experienceMax: null,
    riasecCode: r.code,
    competencies: r.competencies,
    requiredSchemes: r.required.map((id) => ({ id, name: { id, en: id } })),
    preferredSchemes: r.preferred.map((id) => ({ id, name: { id, en: id } })),
    partnerOnly: false,
    partnerSchoolIds: r.partners,
    weights: r.weights,
  }));

const protectedAttrs = fc.record({
  gender: fc.constantFrom('L', 'P', null),
  religion: fc.constantFrom('islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', null),
  maritalStatus: fc.constantFrom('single', 'married', null),
  heightCm: fc.option(fc.integer({ min: 130, max: 210 }), { nil: null }),
  weightKg: fc.option(fc.integer({ min: 35, max: 150 }), { nil: null }),
  citizenship: fc.constantFrom('WNI', 'WNA', null),
  name: fc.string({ maxLength: 40 }),
  photoUrl: fc.option(fc.webUrl(), { nil: null }),
  birthPlace: fc.string({ maxLength: 40 }),
});

const total = (r: ScoreResult) => (r.eligible ? r.total : -1);

describe('fairness', () => {
  it('gender, religion, marital status, height, weight, citizenship, name, photo and birth place never change the score or any part', () => {
    fc.assert(
      fc.property(source, openingArb, protectedAttrs, protectedAttrs, (s, o, a, b) => {
        const one = scoreMatch(studentFeaturesFrom({ ...s, ...a }), o, TODAY);
        const two = scoreMatch(studentFeaturesFrom({ ...s, ...b }), o, TODAY);
        expect(two).toEqual(one);
      }),
      { numRuns: 300 },
    );
  });

  it('a higher test score never lowers the score', () => {
    fc.assert(
      fc.property(source, openingArb, fc.constantFrom(...programs), percent, fc.integer({ min: 1, max: 100 }), (s, o, area, p, up) => {
        const lower = studentFeaturesFrom({ ...s, competency: { ...s.competency, [area]: p } });
        const higher: StudentFeatures = { ...lower, competency: { ...lower.competency, [area]: Math.min(100, p + up) } };
        expect(total(scoreMatch(higher, o, TODAY))).toBeGreaterThanOrEqual(total(scoreMatch(lower, o, TODAY)));
        const attLow = { ...lower, attitude: p };
        const attHigh = { ...lower, attitude: Math.min(100, p + up) };
        expect(total(scoreMatch(attHigh, o, TODAY))).toBeGreaterThanOrEqual(total(scoreMatch(attLow, o, TODAY)));
      }),
      { numRuns: 300 },
    );
  });

  it('a further certificate never lowers the score', () => {
    fc.assert(
      fc.property(source, openingArb, fc.constantFrom(...schemeIds), (s, o, extra) => {
        const before = studentFeaturesFrom(s);
        const after = { ...before, schemes: [...new Set([...before.schemes, extra])] };
        expect(total(scoreMatch(after, o, TODAY))).toBeGreaterThanOrEqual(total(scoreMatch(before, o, TODAY)));
      }),
      { numRuns: 300 },
    );
  });

  it('more experience never lowers the score', () => {
    fc.assert(
      fc.property(source, openingArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), (s, o, m, more) => {
        const before = { ...studentFeaturesFrom(s), experienceMonths: m };
        const after = { ...before, experienceMonths: m + more };
        expect(total(scoreMatch(after, o, TODAY))).toBeGreaterThanOrEqual(total(scoreMatch(before, o, TODAY)));
      }),
      { numRuns: 300 },
    );
  });

  it('parts sum to the total, within 0–100, and the score is deterministic', () => {
    fc.assert(
      fc.property(source, openingArb, (s, o) => {
        const r = scoreMatch(studentFeaturesFrom(s), o, TODAY);
        if (!r.eligible) return;
        expect(Math.round(r.parts.reduce((a, p) => a + p.points, 0) * 10) / 10).toBe(r.total);
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBeLessThanOrEqual(100);
        expect(scoreMatch(studentFeaturesFrom(s), o, TODAY)).toEqual(r);
        for (const g of r.gaps) expect(g.gain).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
