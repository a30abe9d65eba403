import { describe, expect, it } from 'vitest';
import { adverseImpact } from './adverse-impact.js';
import { studentFeaturesFrom } from './features.js';
import { programName, RIASEC_NAMES } from './labels.js';
import { suggestOccupations, suggestRiasecCode } from './riasec-suggest.js';
import { areaFit, centredUnit, codeVector, interestFit, scoreForCompany, scoreMatch, topReasons } from './score.js';
import type { OpeningFeatures, ScorePart, ScoreResult, StudentFeatures } from './types.js';
import { DEFAULT_WEIGHTS, resolveWeights, weightErrors } from './weights.js';

// The formula of docs/matching.md, part by part, with totals worked out by hand: what score.test.ts
// checks only in shape (bounds, order, "greater than") is pinned here to the documented numbers.

const TODAY = '2026-11-24';

const student = (over: Partial<StudentFeatures> = {}): StudentFeatures => ({
  id: 's',
  verified: true,
  active: true,
  visible: true,
  schoolId: 'school-a',
  program: 'akl',
  provinceCode: '32',
  cityCode: '3273',
  willingToRelocate: false,
  riasec: null,
  competency: { akl: 100 },
  attitude: 60,
  schemes: ['req'],
  experienceMonths: 3,
  ...over,
});

const opening = (over: Partial<OpeningFeatures> = {}): OpeningFeatures => ({
  id: 'o',
  status: 'open',
  deadline: null,
  qualification: 'SMK',
  programs: ['akl'],
  provinceCode: '32',
  cityCode: '3273',
  experienceMin: 0,
  experienceMax: null,
  riasecCode: 'CEI',
  competencies: [{ area: 'akl', min: 70 }],
  requiredSchemes: [{ id: 'req', name: { id: 'Akuntansi', en: 'Accounting' } }],
  preferredSchemes: [{ id: 'pref', name: { id: 'Perpajakan', en: 'Tax' } }],
  partnerOnly: false,
  partnerSchoolIds: ['school-a'],
  weights: null,
  ...over,
});

function scored(r: ScoreResult) {
  if (!r.eligible) throw new Error(`ineligible: ${r.reason}`);
  return r;
}
const part = (r: ScoreResult, key: ScorePart['key']) => scored(r).parts.find((p) => p.key === key)!;
const fitOf = (s: Partial<StudentFeatures>, o: Partial<OpeningFeatures>, key: ScorePart['key']) =>
  part(scoreMatch(student(s), opening(o), TODAY), key).fit;

describe('a whole score, by hand', () => {
  it('weights × fits, each rounded to one decimal, summed; gaps re-scored', () => {
    const r = scored(scoreMatch(student(), opening(), TODAY));
    // interest: no test → 0 of 20; competency 100 % (min 70) → 25; attitude 60 → 6;
    // certificates: required held, preferred not → 2/3 of 15 = 10; program listed → 10; same city → 10;
    // experience 3 months, no minimum → 0.5 + 0.5 × 3/6 = 0.75 of 5 = 3.75 → 3.8; partner school → 5.
    expect(r.parts.map((p) => [p.key, p.weight, p.fit, p.points])).toEqual([
      ['interest', 20, 0, 0],
      ['competency', 25, 1, 25],
      ['attitude', 10, 0.6, 6],
      ['certificates', 15, 0.667, 10],
      ['program', 10, 1, 10],
      ['location', 10, 1, 10],
      ['experience', 5, 0.75, 3.8],
      ['partnership', 5, 1, 5],
    ]);
    expect(r.total).toBe(69.8);
    // The RIASEC result is not known before the test: at best it points the job's way, fit 1 → up to
    // +20. The preferred certificate is an exact step: 3/3 → +5.
    expect(r.gaps.map((g) => [g.key, g.action.id, g.gain, g.upTo])).toEqual([
      ['interest', 'Ambil tes minat RIASEC untuk dinilai', 20, true],
      ['certificates', 'Dapatkan sertifikat Perpajakan', 5, false],
    ]);
  });

  it('gives the weight of parts that do not apply to the others in proportion', () => {
    const r = scored(
      scoreMatch(
        student(),
        opening({ riasecCode: null, competencies: [], requiredSchemes: [], preferredSchemes: [], cityCode: null, provinceCode: null, programs: [] }),
        TODAY,
      ),
    );
    // Applying: attitude 10, program 10, experience 5, partnership 5 = 30 → 33.3, 33.3, 16.7, 16.7.
    // Points: 33.33 × 0.6 = 20; open to every program 0.6 → 20; 16.67 × 0.75 = 12.5; 16.67 × 1 → 16.7.
    expect(r.parts.map((p) => [p.key, p.weight, p.fit, p.points])).toEqual([
      ['interest', 0, null, 0],
      ['competency', 0, null, 0],
      ['attitude', 33.3, 0.6, 20],
      ['certificates', 0, null, 0],
      ['program', 33.3, 0.6, 20],
      ['location', 0, null, 0],
      ['experience', 16.7, 0.75, 12.5],
      ['partnership', 16.7, 1, 16.7],
    ]);
    expect(r.total).toBe(69.2);
    expect(part(r, 'program').sentence.en).toBe('The opening is open to every program.');
  });

  it("uses a company's weights: location 30 instead of 10 over a total of 120 → shares of 100", () => {
    const r = scored(scoreMatch(student(), opening({ weights: { location: 30, interest: 0 } }), TODAY));
    // interest 0, competency 25, attitude 10, certificates 15, program 10, location 30, experience 5, partnership 5 = 100.
    expect(r.parts.map((p) => p.weight)).toEqual([0, 25, 10, 15, 10, 30, 5, 5]);
    expect(r.total).toBe(25 + 6 + 10 + 10 + 30 + 3.8 + 5);
  });
});

describe('hard filters at their edges', () => {
  it('a student without a program or a school is out where the opening needs one', () => {
    expect(scoreMatch(student({ program: null }), opening(), TODAY)).toEqual({ eligible: false, reason: 'program' });
    expect(scoreMatch(student({ schoolId: null }), opening({ partnerOnly: true }), TODAY)).toEqual({ eligible: false, reason: 'partner_only' });
    expect(scoreMatch(student({ program: null }), opening({ programs: [] }), TODAY).eligible).toBe(true);
  });

  it('checks in the documented order: not open before the deadline before the account', () => {
    expect(scoreMatch(student({ verified: false }), opening({ status: 'draft', deadline: '2026-01-01' }), TODAY)).toEqual({
      eligible: false,
      reason: 'not_open',
    });
    expect(scoreMatch(student({ verified: false }), opening({ deadline: '2026-01-01' }), TODAY)).toEqual({
      eligible: false,
      reason: 'past_deadline',
    });
  });
});

describe('interest', () => {
  it('weights the code letters 3, 2, 1 and ignores case, a fourth letter and unknown letters', () => {
    const v = codeVector('CEI')!;
    // 3, 2, 1 on C, E, I, 0 elsewhere: mean 1, centred (−1, 0, −1, −1, 1, 2), length √8.
    const r8 = Math.sqrt(8);
    [-1, 0, -1, -1, 1, 2].forEach((x, k) => expect(v[k]).toBeCloseTo(x / r8, 12));
    expect(codeVector('cei')).toEqual(v);
    expect(codeVector('CEIR')).toEqual(v);
    expect(codeVector('XYZ')).toBeNull();
    expect(codeVector('')).toBeNull();
  });

  it('counts R, the first type, and only the first three letters of a longer code', () => {
    // RIA: 3, 2, 1 on R, I, A: mean 1, centred (2, 1, 0, −1, −1, −1), length √8.
    const v = codeVector('RIA')!;
    const r8 = Math.sqrt(8);
    [2, 1, 0, -1, -1, -1].forEach((x, k) => expect(v[k]).toBeCloseTo(x / r8, 12));
    // A fifth letter would weigh 3 − 4 = −1 if it were read; only R, I, A count.
    expect(codeVector('RIASE')).toEqual(v);
    const onlyR = { R: 100, I: 0, A: 0, S: 0, E: 0, C: 0 };
    expect(interestFit(onlyR, 'R')).toBe(1);
  });

  it('is (r + 1) / 2 of the Pearson correlation', () => {
    const only = (t: string) => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, [t]: 100 });
    // Two different one-hot profiles over six types correlate at −1/5 → 0.4; the same one at 1 → 1.
    expect(interestFit(only('R'), 'C')).toBeCloseTo(0.4, 12);
    expect(interestFit(only('C'), 'C')).toBe(1);
    expect(interestFit(only('C'), 'c')).toBe(1);
    // Exactly opposite shapes: r = −1 → 0.
    expect(interestFit({ R: 0, I: 0, A: 0, S: 0, E: 0, C: -100 }, 'C')).toBeCloseTo(0, 12);
    // A code with no RIASEC letter has no direction: 0.5; missing types count as 0.
    expect(interestFit(only('C'), 'X')).toBe(0.5);
    expect(interestFit({ C: 100 }, 'C')).toBe(1);
    expect(centredUnit([2, 2, 2])).toBeNull();
    expect(centredUnit([0, 3])).toEqual([-Math.SQRT1_2, Math.SQRT1_2]);
  });

  it('says how well the profile fits in words that follow the fit', () => {
    const sentence = (riasec: StudentFeatures['riasec'], code = 'CEI') =>
      part(scoreMatch(student({ riasec }), opening({ riasecCode: code }), TODAY), 'interest').sentence;
    const flat = { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 };
    // A flat profile is exactly 0.5: "fairly", the middle band starts at 0.5.
    expect(sentence(flat).en).toBe('Your interest profile fits fairly with this Conventional job (code CEI).');
    expect(sentence({ R: 0, I: 50, A: 0, S: 0, E: 100, C: 150 }).id).toBe(
      'Profil minat Anda sangat sesuai dengan pekerjaan Konvensional (kode CEI).',
    );
    expect(sentence({ R: 100, I: 0, A: 0, S: 0, E: 0, C: 0 }, 'C').en).toBe('Your interest profile fits poorly with this Conventional job (code C).');
    expect(sentence(flat, 'rie').en).toBe('Your interest profile fits fairly with this Realistic job (code rie).');
    expect(sentence(flat, 'XR').en).toBe('Your interest profile fits fairly with this XR job (code XR).');
  });
});

describe('competency', () => {
  it('0.7 × p/min below, 0.7 at the minimum, then linear to 1 at 100 %; p/100 without a minimum', () => {
    expect(areaFit(85, 70)).toBeCloseTo(0.85, 12);
    expect(areaFit(130, 70)).toBe(1);
    expect(areaFit(-5, 70)).toBe(0);
    expect(areaFit(50, 0)).toBe(0.5);
    expect(areaFit(150, 0)).toBe(1);
    expect(areaFit(100, 100)).toBe(1);
    expect(areaFit(50, 100)).toBeCloseTo(0.35, 12);
  });

  it('averages the areas, an untaken one counting 0, and names each gap', () => {
    const o = opening({
      competencies: [
        { area: 'akl', min: 70 },
        { area: 'rpl', min: 60 },
      ],
    });
    const r = scored(scoreMatch(student({ competency: { akl: 35 } }), o, TODAY));
    // akl 0.7 × 35/70 = 0.35, rpl not taken 0 → mean 0.175.
    expect(part(r, 'competency').fit).toBe(0.175);
    expect(part(r, 'competency').sentence.en).toBe('Meets 0 of the 2 competency scores asked for.');
    // Points 25 × 0.175 = 4.375 → 4.4. Taking rpl and reaching its minimum: (0.35 + 0.7) / 2 × 25 = 13.125
    // → 13.1, +8.7; raising akl to 70: (0.7 + 0) / 2 × 25 = 8.75 → 8.8, +4.4. Both exact steps; largest first.
    const gaps = r.gaps.filter((g) => g.key === 'competency').map((g) => [g.action.en, g.gain, g.upTo]);
    expect(gaps).toEqual([
      ['Take the Software Engineering competency test and reach at least 60%', 8.7, false],
      ['Raise your Institutional Accounting and Finance score to 70%', 4.4, false],
    ]);
    const met = scored(scoreMatch(student({ competency: { akl: 70 } }), opening(), TODAY));
    expect(part(met, 'competency').sentence.id).toBe('Memenuhi nilai minimal kompetensi (Akuntansi dan Keuangan Lembaga 70%).');
    expect(met.gaps.filter((g) => g.key === 'competency')).toEqual([]);
  });

  it('an untaken area without a minimum has no target: its gain is the most a result can give, "up to"', () => {
    // Minimum 0: fit p/100, at most 1 at 100 % → up to the whole 25 points.
    const r = scored(scoreMatch(student({ competency: {} }), opening({ competencies: [{ area: 'akl', min: 0 }] }), TODAY));
    expect(r.gaps.find((g) => g.key === 'competency')).toMatchObject({
      gain: 25,
      upTo: true,
      action: { id: 'Ambil tes kompetensi Akuntansi dan Keuangan Lembaga untuk dinilai' },
    });
  });
});

describe('attitude, certificates, program', () => {
  it('attitude is the overall / 100; no test is a gap of up to the whole part', () => {
    expect(fitOf({ attitude: 100 }, {}, 'attitude')).toBe(1);
    const r = scored(scoreMatch(student({ attitude: null }), opening(), TODAY));
    expect(part(r, 'attitude')).toMatchObject({ fit: 0, points: 0 });
    // The result is not known beforehand: at most 100 → 1 × 10 = up to 10 points.
    expect(r.gaps.find((g) => g.key === 'attitude')).toMatchObject({
      gain: 10,
      upTo: true,
      action: { en: 'Take the work attitude test to be scored' },
    });
  });

  it('a scheme both required and preferred counts once, as required', () => {
    const req = { id: 'req', name: { id: 'Akuntansi', en: 'Accounting' } };
    const r = scored(scoreMatch(student({ schemes: [] }), opening({ preferredSchemes: [req] }), TODAY));
    expect(part(r, 'certificates').sentence.en).toBe('Holds 0 of the 1 certificates required or preferred.');
    expect(r.gaps.filter((g) => g.key === 'certificates').map((g) => [g.action.en, g.gain, g.upTo])).toEqual([
      ['Earn the Accounting certificate', 15, false],
    ]);
    // Only preferred schemes: still a part (1 of 1).
    expect(fitOf({ schemes: ['pref'] }, { requiredSchemes: [] }, 'certificates')).toBe(1);
  });

  it('a missing program is a gap filled with the opening’s first program', () => {
    const r = scored(scoreMatch(student({ program: null }), opening({ programs: [] }), TODAY));
    expect(part(r, 'program')).toMatchObject({ fit: 0, points: 0 });
    // Filled with any program of an open opening: 0.6 of 10 = 6.
    expect(r.gaps.find((g) => g.key === 'program')).toMatchObject({ gain: 6, upTo: false, action: { en: 'Fill in your program on your profile' } });
  });
});

describe('location and experience', () => {
  it('compares provinces, taking a missing province from the first two digits of the city', () => {
    expect(fitOf({ provinceCode: null, cityCode: '3201' }, { provinceCode: null }, 'location')).toBe(0.7);
    expect(fitOf({ provinceCode: '32', cityCode: null }, { provinceCode: null, cityCode: '3273' }, 'location')).toBe(0.7);
    expect(fitOf({ provinceCode: '32', cityCode: null }, { provinceCode: '32', cityCode: null }, 'location')).toBe(0.7);
    expect(fitOf({ provinceCode: '35', cityCode: '3578' }, { provinceCode: null, cityCode: '3273' }, 'location')).toBe(0.1);
  });

  it('asks for an address, or for willingness to relocate only when it is unknown', () => {
    const noAddress = scored(scoreMatch(student({ cityCode: null, provinceCode: null }), opening(), TODAY));
    expect(part(noAddress, 'location').fit).toBe(0);
    // Where the student lives is unknown: at most the opening's own city, 1 × 10 → up to 10.
    expect(noAddress.gaps.find((g) => g.key === 'location')).toMatchObject({ gain: 10, upTo: true, action: { id: 'Lengkapi alamat di profil' } });
    // An opening with a province only: the most an address gives is the same province, 0.7 × 10.
    const provinceOnly = scored(scoreMatch(student({ cityCode: null, provinceCode: null }), opening({ cityCode: null }), TODAY));
    expect(provinceOnly.gaps.find((g) => g.key === 'location')).toMatchObject({ gain: 7, upTo: true });
    const unknown = scored(scoreMatch(student({ cityCode: '3578', provinceCode: '35', willingToRelocate: null }), opening(), TODAY));
    // 0.1 → 0.5 when willing: +0.4 × 10 = 4; an answer of "no" adds nothing, so "up to".
    expect(unknown.gaps.find((g) => g.key === 'location')).toMatchObject({
      gain: 4,
      upTo: true,
      action: { en: 'State on your profile whether you would relocate' },
    });
    const unwilling = scored(scoreMatch(student({ cityCode: '3578', provinceCode: '35', willingToRelocate: false }), opening(), TODAY));
    expect(unwilling.gaps.filter((g) => g.key === 'location')).toEqual([]);
  });

  it('experience: months / minimum capped at 1; without a minimum 0.5 + 0.5 × months / 6, capped', () => {
    expect(fitOf({ experienceMonths: 3 }, { experienceMin: 1 }, 'experience')).toBe(0.25);
    expect(fitOf({ experienceMonths: 30 }, { experienceMin: 1 }, 'experience')).toBe(1);
    expect(fitOf({ experienceMonths: 0 }, { experienceMin: null }, 'experience')).toBe(0.5);
    expect(fitOf({ experienceMonths: 12 }, {}, 'experience')).toBe(1);
    const asked = scored(scoreMatch(student({ experienceMonths: 3 }), opening({ experienceMin: 1 }), TODAY));
    expect(part(asked, 'experience').sentence.en).toBe('3 months of experience; 12 months asked for.');
    expect(part(scoreMatch(student(), opening(), TODAY), 'experience').sentence.en).toBe('3 months of PKL/work experience.');
  });

  it('experience: a month of PKL verified by the company counts 1.5 months; the sentence says the real months', () => {
    // 3 months, 2 of them verified: 3 + 0.5 × 2 = 4 weighted months; asked 12 → 4 / 12 = 0.333 (fits keep three decimals).
    expect(fitOf({ experienceMonths: 3, verifiedPklMonths: 2 }, { experienceMin: 1 }, 'experience')).toBe(0.333);
    // Nothing asked: 4 verified months = 6 weighted → 0.5 + 0.5 × 6 / 6 = 1 (4 self-reported: 0.5 + 0.5 × 4 / 6 = 0.833…).
    expect(fitOf({ experienceMonths: 4, verifiedPklMonths: 4 }, {}, 'experience')).toBe(1);
    expect(fitOf({ experienceMonths: 4 }, {}, 'experience')).toBe(0.833);
    const said = part(scoreMatch(student({ experienceMonths: 4, verifiedPklMonths: 4 }), opening(), TODAY), 'experience').sentence;
    expect(said.en).toBe('4 months of PKL/work experience. 4 months of PKL verified by the company.');
    expect(said.id).toBe('Pengalaman PKL/kerja 4 bulan. 4 bulan PKL terverifikasi perusahaan.');
    // The features never claim more verified months than recorded ones.
    const f = studentFeaturesFrom({
      id: 'y',
      verified: true,
      active: true,
      visible: true,
      schoolId: null,
      program: null,
      provinceCode: null,
      cityCode: null,
      experienceMonths: 2,
      verifiedPklMonths: 5,
    });
    expect(f.verifiedPklMonths).toBe(2);
  });

  it('no experience recorded is a gap worked out for one typical 3-month PKL, not for full experience', () => {
    const none = scored(scoreMatch(student({ experienceMonths: null }), opening({ experienceMin: 2 }), TODAY));
    // 2 years asked for = 24 months; 3 months → fit 3/24 = 0.125 of 5 = 0.625 → 0.6.
    expect(none.gaps.find((g) => g.key === 'experience')).toMatchObject({
      gain: 0.6,
      upTo: false,
      action: { en: 'Record your PKL or work experience on your profile (value for a 3-month PKL)' },
    });
    const pkl = scored(scoreMatch(student({ experienceMonths: null }), opening(), TODAY));
    // No minimum: 0.5 + 0.5 × 3/6 = 0.75 of 5 = 3.75 → 3.8.
    expect(pkl.gaps.find((g) => g.key === 'experience')?.gain).toBe(3.8);
  });

  it('partnership: 1 for a partner school, 0 otherwise or without a school', () => {
    expect(fitOf({ schoolId: 'school-b' }, {}, 'partnership')).toBe(0);
    expect(fitOf({ schoolId: null }, {}, 'partnership')).toBe(0);
  });
});

describe('top reasons', () => {
  it('are the applying parts with points, most points first, ties in part order', () => {
    const r = scored(scoreMatch(student(), opening(), TODAY));
    // competency 25, then certificates, program and location at 10 each in part order.
    expect(topReasons(r.parts).map((p) => p.key)).toEqual(['competency', 'certificates', 'program']);
    expect(topReasons(r.parts, 5).map((p) => p.key)).toEqual(['competency', 'certificates', 'program', 'location', 'attitude']);
    // interest has 0 points: never a reason.
    expect(topReasons(r.parts, 8).map((p) => p.key)).not.toContain('interest');
  });
});

describe('weights', () => {
  it('accepts integers inside each bound, inclusive, and refuses the rest', () => {
    expect(weightErrors({ competency: 10, certificates: 40, partnership: 15, interest: 0 })).toEqual({});
    expect(weightErrors({ competency: 9, certificates: 41 })).toEqual({ competency: 'WEIGHT_BOUNDS', certificates: 'WEIGHT_BOUNDS' });
    expect(weightErrors({ attitude: 10.5 })).toEqual({ attitude: 'WEIGHT_BOUNDS' });
    expect(weightErrors({ attitude: '10' })).toEqual({ attitude: 'WEIGHT_BOUNDS' });
    expect(weightErrors({ interest: -1, experience: 31 })).toEqual({ interest: 'WEIGHT_BOUNDS', experience: 'WEIGHT_BOUNDS' });
  });

  // docs/matching.md: attitude 0–30, program 0–30, location 0–30, interest 0–40, experience 0–30.
  it('attitude, program and location stop at 30, interest at 40: both ends of each', () => {
    expect(weightErrors({ attitude: 0, program: 0, location: 0, experience: 0 })).toEqual({});
    expect(weightErrors({ attitude: 30, program: 30, location: 30, experience: 30, interest: 40 })).toEqual({});
    expect(weightErrors({ attitude: 31, program: 31, location: 31, interest: 41 })).toEqual({
      attitude: 'WEIGHT_BOUNDS',
      program: 'WEIGHT_BOUNDS',
      location: 'WEIGHT_BOUNDS',
      interest: 'WEIGHT_BOUNDS',
    });
    expect(weightErrors({ attitude: -1, program: -1, location: -1, partnership: -1 })).toEqual({
      attitude: 'WEIGHT_BOUNDS',
      program: 'WEIGHT_BOUNDS',
      location: 'WEIGHT_BOUNDS',
      partnership: 'WEIGHT_BOUNDS',
    });
  });

  it('defaults sum to 100; no company weights → the defaults', () => {
    expect(Object.values(DEFAULT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(resolveWeights(null)).toEqual({
      interest: 20,
      competency: 25,
      attitude: 10,
      certificates: 15,
      program: 10,
      location: 10,
      experience: 5,
      partnership: 5,
    });
    expect(() => resolveWeights({ competency: 5, location: 31 })).toThrow('weights out of bounds: competency, location');
  });
});

describe('adverse impact', () => {
  const rows = (group: string | null, n: number, selected: number) =>
    Array.from({ length: n }, (_, i) => ({ group, score: i < selected ? 70 : 69.9 }));

  it('counts a score exactly at the cut-off as selected and leaves unknown genders out', () => {
    const r = adverseImpact([...rows('P', 10, 4), ...rows('L', 10, 5), ...rows(null, 50, 50)], 70);
    // 0.4 / 0.5 = 0.8: at the four-fifths line, not below it.
    expect(r).toEqual({
      shown: true,
      groups: [
        { group: 'L', count: 10, selected: 5, rate: 0.5 },
        { group: 'P', count: 10, selected: 4, rate: 0.4 },
      ],
      ratio: 0.8,
      flagged: false,
    });
  });

  it('rounds the ratio to three decimals; nobody selected is no disparity; one group is too few', () => {
    expect(adverseImpact([...rows('L', 10, 7), ...rows('P', 10, 3)], 70)).toMatchObject({ ratio: 0.429, flagged: true });
    expect(adverseImpact([...rows('L', 10, 0), ...rows('P', 10, 0)], 70)).toMatchObject({ ratio: 1, flagged: false });
    expect(adverseImpact(rows('L', 30, 10), 70)).toEqual({ shown: false, reason: 'too_few' });
    expect(adverseImpact([...rows('L', 10, 5), ...rows('P', 10, 5)], 70)).toMatchObject({ shown: true });
  });
});

describe('labels, features and suggestions', () => {
  it('names programs in both languages and leaves unknown codes as they are', () => {
    expect(programName('rpl')).toEqual({ id: 'Rekayasa Perangkat Lunak', en: 'Software Engineering' });
    expect(programName('xyz')).toEqual({ id: 'xyz', en: 'xyz' });
    expect(programName('toString')).toEqual({ id: 'toString', en: 'toString' });
    expect(Object.values(RIASEC_NAMES).map((n) => n.en)).toEqual([
      'Realistic',
      'Investigative',
      'Artistic',
      'Social',
      'Enterprising',
      'Conventional',
    ]);
  });

  it('copies only the named fields into features, with null or empty defaults', () => {
    const competency = { akl: 80 };
    const f = studentFeaturesFrom({
      id: 'x',
      verified: true,
      active: false,
      visible: true,
      schoolId: null,
      program: 'akl',
      provinceCode: '32',
      cityCode: null,
      competency,
      gender: 'P',
    });
    expect(f).toEqual({
      id: 'x',
      verified: true,
      active: false,
      visible: true,
      schoolId: null,
      program: 'akl',
      provinceCode: '32',
      cityCode: null,
      willingToRelocate: null,
      riasec: null,
      competency: { akl: 80 },
      attitude: null,
      schemes: [],
      experienceMonths: null,
      verifiedPklMonths: 0,
    });
    expect(f.competency).not.toBe(competency);
  });

  it('copies the held certificate schemes and the results given, as a new list', () => {
    const schemes = ['LSP-AKL-1', 'LSP-AKL-2'];
    const riasec = { R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 };
    const f = studentFeaturesFrom({
      id: 'y',
      verified: true,
      active: true,
      visible: true,
      schoolId: 'school-a',
      program: 'akl',
      provinceCode: '32',
      cityCode: '3273',
      willingToRelocate: true,
      riasec,
      attitude: 75,
      schemes,
      experienceMonths: 4,
    });
    expect(f.schemes).toEqual(['LSP-AKL-1', 'LSP-AKL-2']);
    expect(f.schemes).not.toBe(schemes);
    expect([f.willingToRelocate, f.riasec, f.attitude, f.experienceMonths]).toEqual([true, riasec, 75, 4]);
  });

  it('suggests the occupation’s code, else the first program that has one', () => {
    expect(suggestRiasecCode({ occupation: 'no-such-job', programs: ['xyz', 'akl'] })).toBe('CEI');
    expect(suggestRiasecCode({ occupation: null, programs: ['toString'] })).toBeNull();
  });

  it('without interests lists only the program’s occupations at fit 0.5, n of them, by key at equal fit', () => {
    const list = suggestOccupations(null, 'akl', 3);
    expect(list).toHaveLength(3);
    expect(list.every((o) => o.fit === 0.5 && o.programs.includes('akl'))).toBe(true);
    expect(list.map((o) => o.key)).toEqual([...list.map((o) => o.key)].sort());
    expect(list[0]).not.toHaveProperty('rank');
    expect(suggestOccupations(null, null)).toEqual([]);
    // With interests, fits are rounded to three decimals and sorted best first.
    const ranked = suggestOccupations({ R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 }, null, 10);
    for (const o of ranked) expect(Math.round(o.fit * 1000) / 1000).toBe(o.fit);
    expect(ranked.map((o) => o.fit)).toEqual([...ranked.map((o) => o.fit)].sort((a, b) => b - a));
  });
});

// The sentences and actions a student reads, typed out as reviewed wording: a wrong word, a
// swapped branch or a count off by one changes what the student is told about a score.
describe('the explanation of each part, word for word', () => {
  const sentence = (s: Partial<StudentFeatures>, o: Partial<OpeningFeatures>, key: ScorePart['key']) =>
    part(scoreMatch(student(s), opening(o), TODAY), key).sentence;
  const actions = (s: Partial<StudentFeatures>, o: Partial<OpeningFeatures>) =>
    scored(scoreMatch(student(s), opening(o), TODAY)).gaps.map((g) => g.action);

  it('interest: no code, no test, and the three levels (0.75 and 0.5 are the lower bounds)', () => {
    expect(sentence({}, { riasecCode: null }, 'interest')).toEqual({
      id: 'Lowongan belum menetapkan kode minat.',
      en: 'The opening has no interest code yet.',
    });
    expect(sentence({ riasec: null }, {}, 'interest')).toEqual({
      id: 'Minat belum diketahui: tes RIASEC belum diambil.',
      en: 'Interests unknown: the RIASEC test is not taken yet.',
    });
    expect(actions({ riasec: null }, {})).toContainEqual({
      id: 'Ambil tes minat RIASEC untuk dinilai',
      en: 'Take the RIASEC interest test to be scored',
    });
    // Student (60,40,20,0,0,0) against RSA (3,0,1,2,0,0): centred (2,1,0,-1,-1,-1)·(2,-1,0,1,-1,-1) = 4,
    // both of length² 8, so r = 0.5 and the fit is exactly 0.75.
    const rsa = { R: 60, I: 40, A: 20, S: 0, E: 0, C: 0 };
    expect(fitOf({ riasec: rsa }, { riasecCode: 'RSA' }, 'interest')).toBe(0.75);
    expect(sentence({ riasec: rsa }, { riasecCode: 'RSA' }, 'interest')).toEqual({
      id: 'Profil minat Anda sangat sesuai dengan pekerjaan Realistis (kode RSA).',
      en: 'Your interest profile fits well with this Realistic job (code RSA).',
    });
    // A flat profile has no direction: 0.5.
    const flat = { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 };
    expect(sentence({ riasec: flat }, { riasecCode: 'CEI' }, 'interest')).toEqual({
      id: 'Profil minat Anda cukup sesuai dengan pekerjaan Konvensional (kode CEI).',
      en: 'Your interest profile fits fairly with this Conventional job (code CEI).',
    });
    // The exact opposite of R: r = -1, fit 0.
    expect(sentence({ riasec: { R: 0, I: 100, A: 100, S: 100, E: 100, C: 100 } }, { riasecCode: 'R' }, 'interest')).toEqual({
      id: 'Profil minat Anda kurang sesuai dengan pekerjaan Realistis (kode R).',
      en: 'Your interest profile fits poorly with this Realistic job (code R).',
    });
  });

  it('competency: none asked, all met, and met only in part when a test is missing', () => {
    expect(sentence({}, { competencies: [] }, 'competency')).toEqual({
      id: 'Lowongan tidak meminta nilai kompetensi.',
      en: 'The opening asks for no competency score.',
    });
    expect(sentence({ competency: { akl: 80 } }, {}, 'competency')).toEqual({
      id: 'Memenuhi nilai minimal kompetensi (Akuntansi dan Keuangan Lembaga 80%).',
      en: 'Meets the minimum competency scores (Institutional Accounting and Finance 80%).',
    });
    const two = {
      competencies: [
        { area: 'akl', min: 70 },
        { area: 'tkj', min: 60 },
      ],
    };
    expect(sentence({ competency: { akl: 80, tkj: 65 } }, two, 'competency')).toEqual({
      id: 'Memenuhi nilai minimal kompetensi (Akuntansi dan Keuangan Lembaga 80%, Teknik Komputer dan Jaringan 65%).',
      en: 'Meets the minimum competency scores (Institutional Accounting and Finance 80%, Computer and Network Engineering 65%).',
    });
    expect(sentence({ competency: { akl: 80 } }, two, 'competency')).toEqual({
      id: 'Memenuhi 1 dari 2 nilai kompetensi yang diminta.',
      en: 'Meets 1 of the 2 competency scores asked for.',
    });
    expect(actions({ competency: { akl: 50 } }, {})).toContainEqual({
      id: 'Tingkatkan nilai Akuntansi dan Keuangan Lembaga menjadi 70%',
      en: 'Raise your Institutional Accounting and Finance score to 70%',
    });
  });

  it('attitude and certificates', () => {
    expect(sentence({ attitude: null }, {}, 'attitude')).toEqual({
      id: 'Sikap kerja belum diketahui: tes sikap belum diambil.',
      en: 'Work attitude unknown: the attitude test is not taken yet.',
    });
    expect(actions({ attitude: null }, {})).toContainEqual({
      id: 'Ambil tes sikap kerja untuk dinilai',
      en: 'Take the work attitude test to be scored',
    });
    expect(sentence({}, { requiredSchemes: [], preferredSchemes: [] }, 'certificates')).toEqual({
      id: 'Lowongan tidak meminta sertifikat.',
      en: 'The opening asks for no certificate.',
    });
    // The fixture student holds the required scheme, not the preferred one.
    expect(sentence({}, {}, 'certificates')).toEqual({
      id: 'Memiliki 1 dari 2 sertifikat yang diminta atau diutamakan.',
      en: 'Holds 1 of the 2 certificates required or preferred.',
    });
  });

  it('program: not filled in, and an opening open to every program', () => {
    expect(sentence({ program: null }, { programs: [] }, 'program')).toEqual({
      id: 'Kompetensi keahlian belum diisi di profil.',
      en: 'The program is not filled in on the profile.',
    });
    expect(actions({ program: null }, { programs: [] })).toContainEqual({
      id: 'Lengkapi kompetensi keahlian di profil',
      en: 'Fill in your program on your profile',
    });
    expect(sentence({}, { programs: [] }, 'program')).toEqual({
      id: 'Lowongan terbuka untuk semua jurusan.',
      en: 'The opening is open to every program.',
    });
  });

  it('location: no place, no address, same province, relocating and elsewhere', () => {
    expect(sentence({}, { cityCode: null, provinceCode: null }, 'location')).toEqual({
      id: 'Lowongan tanpa lokasi tertentu.',
      en: 'The opening has no set location.',
    });
    expect(sentence({ cityCode: null, provinceCode: null }, {}, 'location')).toEqual({
      id: 'Alamat belum diisi di profil.',
      en: 'The address is not filled in on the profile.',
    });
    expect(actions({ cityCode: null, provinceCode: null }, {})).toContainEqual({
      id: 'Lengkapi alamat di profil',
      en: 'Complete the address on your profile',
    });
    expect(sentence({ cityCode: '3201' }, {}, 'location')).toEqual({ id: 'Lowongan di provinsi Anda.', en: 'The opening is in your province.' });
    const jakarta = { provinceCode: '31', cityCode: '3171' };
    expect(sentence({ willingToRelocate: true }, jakarta, 'location')).toEqual({
      id: 'Lowongan di luar provinsi; Anda bersedia pindah.',
      en: 'The opening is outside your province; you are willing to relocate.',
    });
    expect(sentence({ willingToRelocate: false }, jakarta, 'location')).toEqual({
      id: 'Lowongan di luar provinsi Anda.',
      en: 'The opening is outside your province.',
    });
    expect(actions({ willingToRelocate: null }, jakarta)).toContainEqual({
      id: 'Nyatakan kesediaan pindah domisili di profil',
      en: 'State on your profile whether you would relocate',
    });
  });

  it('experience and partnership', () => {
    expect(sentence({ experienceMonths: null }, {}, 'experience')).toEqual({
      id: 'Pengalaman PKL/kerja belum dicatat.',
      en: 'No PKL/work experience recorded yet.',
    });
    expect(actions({ experienceMonths: null }, {})).toContainEqual({
      id: 'Catat pengalaman PKL atau kerja di profil (nilai untuk PKL 3 bulan)',
      en: 'Record your PKL or work experience on your profile (value for a 3-month PKL)',
    });
    expect(sentence({ experienceMonths: 6 }, { experienceMin: 1 }, 'experience')).toEqual({
      id: 'Pengalaman 6 bulan; diminta 12 bulan.',
      en: '6 months of experience; 12 months asked for.',
    });
    expect(sentence({ schoolId: 'school-b' }, {}, 'partnership')).toEqual({
      id: 'Sekolah Anda belum bermitra dengan perusahaan ini.',
      en: 'Your school is not a partner of this company.',
    });
  });
});

describe('the company reads about the student, not to them', () => {
  const companySentence = (s: Partial<StudentFeatures>, o: Partial<OpeningFeatures>, key: ScorePart['key']) =>
    part(scoreMatch(student(s), opening(o), TODAY, 'company'), key).sentence;
  const jakarta = { provinceCode: '31', cityCode: '3171' };

  it('says "the student" where the student reads "you"', () => {
    const rsa = { R: 60, I: 40, A: 20, S: 0, E: 0, C: 0 };
    expect(companySentence({ riasec: rsa }, { riasecCode: 'RSA' }, 'interest')).toEqual({
      id: 'Profil minat siswa sangat sesuai dengan pekerjaan Realistis (kode RSA).',
      en: 'The student’s interest profile fits well with this Realistic job (code RSA).',
    });
    expect(companySentence({}, {}, 'location')).toEqual({ id: 'Siswa tinggal di kota lowongan.', en: 'The student lives in the opening’s city.' });
    expect(companySentence({ cityCode: '3201' }, {}, 'location')).toEqual({
      id: 'Siswa tinggal di provinsi lowongan.',
      en: 'The student lives in the opening’s province.',
    });
    expect(companySentence({ willingToRelocate: true }, jakarta, 'location')).toEqual({
      id: 'Siswa tinggal di luar provinsi lowongan dan bersedia pindah.',
      en: 'The student lives outside the opening’s province and is willing to relocate.',
    });
    expect(companySentence({ willingToRelocate: false }, jakarta, 'location')).toEqual({
      id: 'Siswa tinggal di luar provinsi lowongan.',
      en: 'The student lives outside the opening’s province.',
    });
    expect(companySentence({}, {}, 'partnership')).toEqual({
      id: 'Sekolah siswa bermitra dengan perusahaan ini.',
      en: 'The student’s school is a partner of this company.',
    });
    expect(companySentence({ schoolId: 'school-b' }, {}, 'partnership')).toEqual({
      id: 'Sekolah siswa belum bermitra dengan perusahaan ini.',
      en: 'The student’s school is not a partner of this company yet.',
    });
  });

  it('never addresses the reader as the student, in any part, in either language', () => {
    const cases: Partial<StudentFeatures>[] = [
      {},
      { willingToRelocate: true },
      { schoolId: null },
      { riasec: { R: 10, I: 20, A: 30, S: 40, E: 50, C: 60 } },
    ];
    for (const s of cases)
      for (const o of [{}, jakarta]) {
        const r = scored(scoreForCompany(student(s), opening(o), TODAY));
        for (const p of r.parts) {
          expect(p.sentence.id, p.key).not.toMatch(/\b(Anda|kamu)\b/i);
          expect(p.sentence.en, p.key).not.toMatch(/\b(you|your)\b/i);
        }
      }
  });
});

describe('weights and top reasons at the edges', () => {
  it('an opening whose applying parts all weigh 0 scores 0 with every weight 0, never NaN', () => {
    const zero = { interest: 0, attitude: 0, program: 0, location: 0, experience: 0, partnership: 0 };
    const r = scored(scoreMatch(student(), opening({ weights: zero, competencies: [], requiredSchemes: [], preferredSchemes: [] }), TODAY));
    expect(r.total).toBe(0);
    expect(r.parts.map((p) => [p.weight, p.points])).toEqual(r.parts.map(() => [0, 0]));
  });

  it('breaks a tie in points by the parts’ order, and leaves out parts that give nothing', () => {
    const p = (key: ScorePart['key'], points: number, fit: number | null = 1): ScorePart => ({
      key,
      weight: 10,
      fit,
      points,
      sentence: { id: key, en: key },
    });
    const list = [p('partnership', 5), p('experience', 5), p('attitude', 5), p('location', 0, 0), p('interest', 0, null)];
    expect(topReasons(list, 8).map((r) => r.key)).toEqual(['attitude', 'experience', 'partnership']);
  });
});
