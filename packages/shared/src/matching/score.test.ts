import { describe, expect, it } from 'vitest';
import { adverseImpact } from './adverse-impact.js';
import { suggestOccupations, suggestRiasecCode } from './riasec-suggest.js';
import { areaFit, interestFit, scoreForCompany, scoreMatch, topReasons } from './score.js';
import type { OpeningFeatures, StudentFeatures } from './types.js';
import { DEFAULT_WEIGHTS, resolveWeights, weightErrors } from './weights.js';
import { OCCUPATIONS } from '../occupations.js';
import { VOCATIONAL_PROGRAMS } from '../models/programs.js';

const TODAY = '2026-11-24';

export function student(over: Partial<StudentFeatures> = {}): StudentFeatures {
  return {
    id: 's1',
    verified: true,
    active: true,
    visible: true,
    schoolId: 'school-a',
    program: 'akl',
    provinceCode: '32',
    cityCode: '3273',
    willingToRelocate: false,
    riasec: { R: 30, I: 55, A: 20, S: 45, E: 60, C: 85 },
    competency: { akl: 82 },
    attitude: 76,
    schemes: ['bnsp-akuntansi'],
    experienceMonths: 3,
    ...over,
  };
}

export function opening(over: Partial<OpeningFeatures> = {}): OpeningFeatures {
  return {
    id: 'o1',
    status: 'open',
    deadline: '2026-12-31',
    qualification: 'SMK',
    programs: ['akl'],
    provinceCode: '32',
    cityCode: '3273',
    experienceMin: 0,
    experienceMax: 2,
    riasecCode: 'CEI',
    competencies: [{ area: 'akl', min: 70 }],
    requiredSchemes: [{ id: 'bnsp-akuntansi', name: { id: 'Akuntansi', en: 'Accounting' } }],
    preferredSchemes: [{ id: 'bnsp-pajak', name: { id: 'Teknisi Perpajakan', en: 'Tax Technician' } }],
    partnerOnly: false,
    partnerSchoolIds: ['school-a'],
    weights: null,
    ...over,
  };
}

describe('scoreMatch', () => {
  it('scores a good match high, with parts summing to the total and sentences in both languages', () => {
    const r = scoreMatch(student(), opening(), TODAY);
    if (!r.eligible) throw new Error(r.reason);
    expect(r.total).toBeGreaterThan(70);
    expect(r.total).toBeLessThanOrEqual(100);
    const sum = Math.round(r.parts.reduce((a, p) => a + p.points, 0) * 10) / 10;
    expect(sum).toBe(r.total);
    expect(r.parts.reduce((a, p) => a + p.weight, 0)).toBeCloseTo(100, 0);
    for (const p of r.parts) {
      expect(p.sentence.id.length).toBeGreaterThan(5);
      expect(p.sentence.en.length).toBeGreaterThan(5);
    }
  });

  it('applies the hard filters first', () => {
    expect(scoreMatch(student(), opening({ status: 'closed' }), TODAY)).toEqual({ eligible: false, reason: 'not_open' });
    expect(scoreMatch(student(), opening({ deadline: '2026-11-23' }), TODAY)).toEqual({ eligible: false, reason: 'past_deadline' });
    expect(scoreMatch(student(), opening({ deadline: TODAY }), TODAY).eligible).toBe(true);
    expect(scoreMatch(student({ verified: false }), opening(), TODAY)).toEqual({ eligible: false, reason: 'not_verified' });
    expect(scoreMatch(student({ active: false }), opening(), TODAY)).toEqual({ eligible: false, reason: 'not_active' });
    expect(scoreMatch(student(), opening({ qualification: 'D3' }), TODAY)).toEqual({ eligible: false, reason: 'qualification' });
    expect(scoreMatch(student({ program: 'rpl' }), opening(), TODAY)).toEqual({ eligible: false, reason: 'program' });
    expect(scoreMatch(student({ program: 'rpl' }), opening({ programs: [] }), TODAY).eligible).toBe(true);
    expect(scoreMatch(student({ schoolId: 'school-b' }), opening({ partnerOnly: true }), TODAY)).toEqual({ eligible: false, reason: 'partner_only' });
    expect(scoreMatch(student(), opening({ partnerOnly: true }), TODAY).eligible).toBe(true);
  });

  it('visibility to companies filters the company side only: a hidden student keeps their own ranking', () => {
    const hidden = student({ visible: false });
    const own = scoreMatch(hidden, opening(), TODAY);
    // Hiding changes nothing the student is scored on: the same total, parts and gaps as when visible.
    expect(own).toEqual(scoreMatch(student(), opening(), TODAY));
    expect(own.eligible).toBe(true);
    expect(scoreForCompany(hidden, opening(), TODAY)).toEqual({ eligible: false, reason: 'not_visible' });
    // The company reads the same numbers, told about the student rather than to them.
    const company = scoreForCompany(student(), opening(), TODAY);
    const mine = scoreMatch(student(), opening(), TODAY);
    if (!company.eligible || !mine.eligible) throw new Error('ineligible');
    expect(company.total).toBe(mine.total);
    expect(company.parts.map((p) => [p.key, p.weight, p.fit, p.points])).toEqual(mine.parts.map((p) => [p.key, p.weight, p.fit, p.points]));
    expect(company.gaps.map((g) => g.gain)).toEqual(mine.gaps.map((g) => g.gain));
    // The pair's own filters still hold on the company side.
    expect(scoreForCompany(student(), opening({ status: 'closed' }), TODAY)).toEqual({ eligible: false, reason: 'not_open' });
    expect(scoreForCompany(student({ verified: false }), opening(), TODAY)).toEqual({ eligible: false, reason: 'not_verified' });
  });

  it('turns missing data into gaps with a bilingual action and the points filling them adds, largest first', () => {
    const r = scoreMatch(student({ competency: {}, attitude: null, riasec: null }), opening(), TODAY);
    if (!r.eligible) throw new Error(r.reason);
    const actions = r.gaps.map((g) => g.action);
    expect(actions).toContainEqual({
      id: 'Ambil tes kompetensi Akuntansi dan Keuangan Lembaga dan capai minimal 70%',
      en: 'Take the Institutional Accounting and Finance competency test and reach at least 70%',
    });
    expect(actions.map((a) => a.en)).toContain('Take the work attitude test to be scored');
    for (const g of r.gaps) expect(g.gain).toBeGreaterThan(0);
    const gains = r.gaps.map((g) => g.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    // The gain is the re-scored difference.
    const competencyGap = r.gaps.find((g) => g.key === 'competency');
    const filled = scoreMatch(student({ competency: { akl: 70 }, attitude: null, riasec: null }), opening(), TODAY);
    if (!filled.eligible || !competencyGap) throw new Error('expected');
    expect(competencyGap.gain).toBeCloseTo(filled.total - r.total, 1);
    expect(r.parts.find((p) => p.key === 'competency')?.points).toBe(0);
  });

  it('lists a missing preferred certificate as a way to raise the score', () => {
    const r = scoreMatch(student(), opening(), TODAY);
    if (!r.eligible) throw new Error(r.reason);
    expect(r.gaps.map((g) => g.action.en)).toContain('Earn the Tax Technician certificate');
  });

  it('leaves out parts the opening does not ask for and shares their weight', () => {
    const r = scoreMatch(student(), opening({ competencies: [], requiredSchemes: [], preferredSchemes: [], riasecCode: null }), TODAY);
    if (!r.eligible) throw new Error(r.reason);
    expect(r.parts.filter((p) => p.fit === null).map((p) => p.key)).toEqual(['interest', 'competency', 'certificates']);
    expect(r.parts.reduce((a, p) => a + p.weight, 0)).toBeCloseTo(100, 0);
  });

  it('rates location by city, province and willingness to relocate', () => {
    const part = (s: Partial<StudentFeatures>) => {
      const r = scoreMatch(student(s), opening(), TODAY);
      return r.eligible ? r.parts.find((p) => p.key === 'location')?.fit : null;
    };
    expect(part({})).toBe(1);
    expect(part({ cityCode: '3201' })).toBe(0.7);
    expect(part({ cityCode: '3578', provinceCode: '35', willingToRelocate: true })).toBe(0.5);
    expect(part({ cityCode: '3578', provinceCode: '35', willingToRelocate: false })).toBe(0.1);
  });

  it('uses the company weights within bounds and refuses others', () => {
    expect(weightErrors({ competency: 45 })).toEqual({});
    expect(weightErrors({ competency: 5 })).toEqual({ competency: 'WEIGHT_BOUNDS' });
    expect(weightErrors({ partnership: 50 })).toEqual({ partnership: 'WEIGHT_BOUNDS' });
    expect(weightErrors({ gender: 10 })).toEqual({ weights: 'WEIGHT_UNKNOWN' });
    expect(() => scoreMatch(student(), opening({ weights: { location: 90 } }), TODAY)).toThrow(RangeError);
    expect(resolveWeights({ location: 30 })).toEqual({ ...DEFAULT_WEIGHTS, location: 30 });
    const base = scoreMatch(student({ cityCode: '3578', provinceCode: '35' }), opening(), TODAY);
    const heavy = scoreMatch(student({ cityCode: '3578', provinceCode: '35' }), opening({ weights: { location: 30 } }), TODAY);
    if (!base.eligible || !heavy.eligible) throw new Error('expected');
    expect(heavy.total).toBeLessThan(base.total);
  });

  it('gives the top reasons by points', () => {
    const r = scoreMatch(student(), opening(), TODAY);
    if (!r.eligible) throw new Error(r.reason);
    const top = topReasons(r.parts);
    expect(top).toHaveLength(3);
    expect(top[0]?.key).toBe('competency');
  });
});

describe('formula pieces', () => {
  it('interest fit is 1 for a profile shaped like the code and low for the opposite', () => {
    expect(interestFit({ R: 0, I: 50, A: 0, S: 0, E: 100, C: 150 }, 'CEI')).toBeCloseTo(1, 5);
    expect(interestFit({ R: 100, I: 50, A: 100, S: 100, E: 0, C: 0 }, 'CEI')).toBeLessThan(0.2);
    expect(interestFit({ R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 }, 'CEI')).toBe(0.5);
  });
  it('competency fit reaches 0.7 at the minimum and 1 at 100 %', () => {
    expect(areaFit(35, 70)).toBeCloseTo(0.35);
    expect(areaFit(70, 70)).toBeCloseTo(0.7);
    expect(areaFit(100, 70)).toBe(1);
  });
});

describe('adverse impact', () => {
  const rows = (group: string, n: number, selected: number) => Array.from({ length: n }, (_, i) => ({ group, score: i < selected ? 80 : 40 }));
  it('is hidden while a group has fewer than 10 students', () => {
    expect(adverseImpact([...rows('L', 20, 10), ...rows('P', 9, 5)], 70)).toEqual({ shown: false, reason: 'too_few' });
  });
  it('shows the four-fifths ratio in aggregate', () => {
    const r = adverseImpact([...rows('L', 20, 10), ...rows('P', 10, 3)], 70);
    expect(r).toMatchObject({ shown: true, ratio: 0.6, flagged: true });
    expect(adverseImpact([...rows('L', 10, 5), ...rows('P', 10, 5)], 70)).toMatchObject({ ratio: 1, flagged: false });
  });
});

describe('occupations and code suggestions', () => {
  it('has at least 60 occupations with valid codes, both languages and known programs', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(OCCUPATIONS.map((o) => o.key)).size).toBe(OCCUPATIONS.length);
    for (const o of OCCUPATIONS) {
      expect(o.riasec).toMatch(/^(?:([RIASEC])(?!.*\1)){3}$/);
      expect(o.name.id && o.name.en && o.description.id && o.description.en).toBeTruthy();
      for (const p of o.programs) expect(VOCATIONAL_PROGRAMS).toContain(p);
      if (o.isco) expect(o.isco).toMatch(/^\d{4}$/);
    }
    for (const p of VOCATIONAL_PROGRAMS) expect(OCCUPATIONS.filter((o) => o.programs.includes(p)).length).toBeGreaterThanOrEqual(4);
  });
  it('suggests a code per occupation and per program', () => {
    expect(suggestRiasecCode({ occupation: 'accounting-staff' })).toBe('CEI');
    expect(suggestRiasecCode({ programs: ['tkj'] })).toBe('RIC');
    expect(suggestRiasecCode({})).toBeNull();
  });
  it('suggests careers fitting the interest code, the program first', () => {
    const list = suggestOccupations({ R: 30, I: 55, A: 20, S: 45, E: 60, C: 85 }, 'akl');
    expect(list).toHaveLength(6);
    expect(list[0]?.programs).toContain('akl');
    expect(suggestOccupations(null, 'tkj').every((o) => o.programs.includes('tkj'))).toBe(true);
  });
});
