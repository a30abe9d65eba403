import fc from 'fast-check';
import { scoreForCompany, scoreMatch, type OpeningFeatures, type StudentFeatures } from '@jalurkarir/shared';
import { describe, expect, it } from 'vitest';
import { RankingIndex } from './ranking-index.js';
import { TopK } from './top-k.js';

const TODAY = '2026-11-24';
const programs = ['rpl', 'tkj', 'akl', 'tkr'] as const;
const percent = fc.integer({ min: 0, max: 100 });
const cities = fc.constantFrom('32.73', '32.01', '35.78', '31.71');
const schemes = Array.from({ length: 40 }, (_, n) => `scheme-${n}`);

const studentArb: fc.Arbitrary<StudentFeatures> = fc.record({
  id: fc.uuid(),
  verified: fc.boolean(),
  active: fc.constant(true),
  visible: fc.boolean(),
  schoolId: fc.constantFrom('a', 'b', 'c', null),
  program: fc.constantFrom(...programs, null),
  provinceCode: fc.constant(null),
  cityCode: fc.option(cities, { nil: null }),
  willingToRelocate: fc.option(fc.boolean(), { nil: null }),
  riasec: fc.option(fc.record({ R: percent, I: percent, A: percent, S: percent, E: percent, C: percent }), { nil: null }),
  competency: fc.dictionary(fc.constantFrom(...programs), percent),
  attitude: fc.option(percent, { nil: null }),
  schemes: fc.subarray(schemes, { maxLength: 4 }),
  experienceMonths: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
});

const openingArb: fc.Arbitrary<OpeningFeatures> = fc.record({
  id: fc.uuid(),
  status: fc.constantFrom('open', 'open', 'closed'),
  deadline: fc.constantFrom(null, '2026-11-23', '2026-11-24', '2027-01-01'),
  qualification: fc.constantFrom('SMK', 'SMK', 'D3'),
  programs: fc.subarray([...programs]),
  provinceCode: fc.constant(null),
  cityCode: fc.option(cities, { nil: null }),
  experienceMin: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  experienceMax: fc.constant(null),
  riasecCode: fc.option(fc.constantFrom('RIC', 'CEI', 'SEC', 'A'), { nil: null }),
  competencies: fc.uniqueArray(fc.record({ area: fc.constantFrom(...programs), min: percent }), { selector: (c) => c.area, maxLength: 3 }),
  requiredSchemes: fc.subarray(schemes, { maxLength: 2 }).map((l) => l.map((id) => ({ id, name: { id, en: id } }))),
  preferredSchemes: fc.subarray(schemes, { maxLength: 2 }).map((l) => l.map((id) => ({ id, name: { id, en: id } }))),
  partnerOnly: fc.boolean(),
  partnerSchoolIds: fc.constant([]),
  weights: fc.option(fc.record({ competency: fc.integer({ min: 10, max: 50 }), location: fc.integer({ min: 0, max: 30 }) }), { nil: null }),
});

/**
 * Random students, openings of one company, and that company's partner schools. Ids are unique:
 * the index keeps one row per id (a second upsert replaces the first), the exact scores would not.
 */
const WORLD = [
  fc.uniqueArray(studentArb, { minLength: 1, maxLength: 8, selector: (s) => s.id }),
  fc.uniqueArray(openingArb, { minLength: 1, maxLength: 8, selector: (o) => o.id }),
  fc.subarray(['a', 'b', 'c']),
] as const;

function indexOf(students: StudentFeatures[], openings: OpeningFeatures[], partners: string[]) {
  const index = new RankingIndex();
  index.setPartners('company', partners);
  for (const s of students) index.upsertStudent(s);
  for (const o of openings) index.upsertOpening(o, 'company');
  return index;
}

describe('RankingIndex', () => {
  it('gives the same totals and filters as scoreForCompany on the company side (schemes past 32 included)', () => {
    fc.assert(
      fc.property(...WORLD, (students, openings, partners) => {
        const index = indexOf(students, openings, partners);
        for (const o of openings) {
          const exact = students.map((s) => ({ s, r: scoreForCompany(s, { ...o, partnerSchoolIds: partners }, TODAY) })).filter((x) => x.r.eligible);
          const ranked = index.rankStudents(o.id, 100, TODAY);
          expect(new Set(ranked.map((r) => r.id))).toEqual(new Set(exact.map((x) => x.s.id)));
          for (const r of ranked) {
            const e = exact.find((x) => x.s.id === r.id)?.r;
            expect(e?.eligible && Math.abs(e.total - r.total)).toBeLessThanOrEqual(0.11);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with scoreForCompany where a part’s points sit on a x.x5 boundary', () => {
    // Weights sharing 96 (competency 17, location 14): attitude 12 % gives (100 × 10 / 96) × 0.12 and
    // an open program (100 × 10 / 96) × 0.6, both 0.05 from a rounding step; computed as 100 / 96 × 10
    // they rounded up (1.3 + 6.3) where scoreMatch rounds down (1.2 + 6.2). A counterexample fast-check found.
    const s: StudentFeatures = {
      id: 'x',
      verified: true,
      active: true,
      visible: true,
      schoolId: 'a',
      program: 'rpl',
      provinceCode: null,
      cityCode: null,
      willingToRelocate: null,
      riasec: null,
      competency: {},
      attitude: 12,
      schemes: [],
      experienceMonths: null,
    };
    const o: OpeningFeatures = {
      id: 'o',
      status: 'open',
      deadline: null,
      qualification: 'SMK',
      experienceMin: null,
      experienceMax: null,
      partnerOnly: false,
      partnerSchoolIds: [],
      programs: [],
      cityCode: '32.73',
      provinceCode: null,
      riasecCode: 'RIC',
      competencies: [{ area: 'rpl', min: 0 }],
      requiredSchemes: [],
      preferredSchemes: [{ id: 'scheme-8', name: { id: 'scheme-8', en: 'scheme-8' } }],
      weights: { competency: 17, location: 14 },
    };
    const exact = scoreForCompany(s, o, TODAY);
    expect(exact.eligible && exact.total).toBe(7.4);
    expect(indexOf([s], [o], []).rankStudents('o', 1, TODAY)).toEqual([{ id: 'x', total: 7.4 }]);
  });

  it('gives a student every opening scoreMatch admits, visible to companies or not', () => {
    fc.assert(
      fc.property(...WORLD, (students, openings, partners) => {
        const index = indexOf(students, openings, partners);
        for (const s of students) {
          const exact = openings.map((o) => ({ o, r: scoreMatch(s, { ...o, partnerSchoolIds: partners }, TODAY) })).filter((x) => x.r.eligible);
          const ranked = index.rankOpenings(s.id, 100, TODAY);
          expect(new Set(ranked.map((r) => r.id))).toEqual(new Set(exact.map((x) => x.o.id)));
          for (const r of ranked) {
            const e = exact.find((x) => x.o.id === r.id)?.r;
            expect(e?.eligible && Math.abs(e.total - r.total)).toBeLessThanOrEqual(0.11);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ranks an opening’s students with exactly the totals of ranking each student’s openings (the two loops agree)', () => {
    fc.assert(
      fc.property(...WORLD, (students, openings, partners) => {
        const index = indexOf(students, openings, partners);
        const byStudent = new Map(students.map((s) => [s.id, new Map(index.rankOpenings(s.id, 100, TODAY).map((r) => [r.id, r.total]))]));
        for (const o of openings) {
          const ranked = index.rankStudents(o.id, 100, TODAY);
          // The same pairs, less the students hidden from companies (the company's side only).
          const expected = students.filter((s) => s.visible && byStudent.get(s.id)!.has(o.id)).map((s) => s.id);
          expect(new Set(ranked.map((r) => r.id))).toEqual(new Set(expected));
          for (const r of ranked) expect(r.total).toBe(byStudent.get(r.id)!.get(o.id));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ranks both ways, best first, and sees updates in place', () => {
    const index = new RankingIndex();
    const base: StudentFeatures = {
      id: 's',
      verified: true,
      active: true,
      visible: true,
      schoolId: 'a',
      program: 'akl',
      provinceCode: '32',
      cityCode: '32.73',
      willingToRelocate: false,
      riasec: null,
      competency: { akl: 50 },
      attitude: 60,
      schemes: [],
      experienceMonths: 3,
    };
    const opening: OpeningFeatures = {
      id: 'o',
      status: 'open',
      deadline: null,
      qualification: 'SMK',
      programs: ['akl'],
      provinceCode: '32',
      cityCode: '32.73',
      experienceMin: 0,
      experienceMax: null,
      riasecCode: 'CEI',
      competencies: [{ area: 'akl', min: 70 }],
      requiredSchemes: [],
      preferredSchemes: [],
      partnerOnly: false,
      partnerSchoolIds: [],
      weights: null,
    };
    index.upsertOpening(opening, 'c');
    index.upsertOpening({ ...opening, id: 'o2', cityCode: '35.78', provinceCode: '35' }, 'c');
    index.upsertStudent(base);
    index.upsertStudent({ ...base, id: 't', competency: { akl: 90 } });
    expect(index.rankStudents('o', 10, TODAY).map((r) => r.id)).toEqual(['t', 's']);
    expect(index.rankOpenings('s', 10, TODAY).map((r) => r.id)).toEqual(['o', 'o2']);
    index.upsertStudent({ ...base, competency: { akl: 100 } });
    expect(index.rankStudents('o', 10, TODAY).map((r) => r.id)).toEqual(['s', 't']);
    index.removeStudent('s');
    expect(index.rankStudents('o', 10, TODAY).map((r) => r.id)).toEqual(['t']);
    index.upsertOpening({ ...opening, status: 'closed' }, 'c');
    expect(index.rankOpenings('t', 10, TODAY).map((r) => r.id)).toEqual(['o2']);
  });

  it('ranks openings for a student hidden from companies, and never that student for a company', () => {
    const index = new RankingIndex();
    const opening: OpeningFeatures = {
      id: 'o',
      status: 'open',
      deadline: null,
      qualification: 'SMK',
      programs: ['rpl'],
      provinceCode: null,
      cityCode: null,
      experienceMin: null,
      experienceMax: null,
      riasecCode: null,
      competencies: [],
      requiredSchemes: [],
      preferredSchemes: [],
      partnerOnly: false,
      partnerSchoolIds: [],
      weights: null,
    };
    const hidden: StudentFeatures = {
      id: 'h',
      verified: true,
      active: true,
      visible: false,
      schoolId: 'a',
      program: 'rpl',
      provinceCode: null,
      cityCode: null,
      willingToRelocate: null,
      riasec: null,
      competency: {},
      attitude: null,
      schemes: [],
      experienceMonths: null,
    };
    index.upsertOpening(opening, 'c');
    index.upsertStudent(hidden);
    index.upsertStudent({ ...hidden, id: 'v', visible: true });
    expect(index.rankOpenings('h', 10, TODAY).map((r) => r.id)).toEqual(['o']);
    expect(index.rankStudents('o', 10, TODAY).map((r) => r.id)).toEqual(['v']);
    // Turning visibility on is a change in place like any other.
    index.upsertStudent({ ...hidden, visible: true });
    expect(new Set(index.rankStudents('o', 10, TODAY).map((r) => r.id))).toEqual(new Set(['h', 'v']));
  });
});

describe('TopK', () => {
  it('keeps the k best, ties to the earlier row', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.integer({ min: 0, max: 30 }), (scores, k) => {
        const top = new TopK(k);
        scores.forEach((s, i) => top.push(i, s));
        const expected = scores
          .map((score, index) => ({ index, score }))
          .sort((a, b) => b.score - a.score || a.index - b.index)
          .slice(0, k);
        expect(top.sorted()).toEqual(expected);
      }),
    );
  });
});
