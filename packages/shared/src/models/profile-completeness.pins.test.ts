/**
 * Completeness pins: sample profiles whose score was worked out by hand from the weight table in
 * docs/profile.md (personal 20, photo 10, about 5, languages 5, relations 10, education 15,
 * skills 10, experience 10, courses 5, awards 5, portfolio 5), not from the function. A weight
 * moved from one part to another (even keeping the sum at 100) changes at least one of them.
 */
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_BUCKETS, COMPLETENESS_WEIGHTS, profileCompleteness, type CompletenessInput } from './profile-completeness.js';

const NOTHING: CompletenessInput = {
  personal: {},
  photo: false,
  relations: 0,
  hasGuardian: false,
  educations: 0,
  courses: 0,
  awards: 0,
  experiences: 0,
  skills: 0,
  portfolios: 0,
};

const ALL_PERSONAL: CompletenessInput['personal'] = {
  birth_date: '2009-02-11',
  birth_place: 'Bandung',
  gender: 'P',
  religion: 'islam',
  citizenship: 'WNI',
  phone: '081311112222',
  address: 'Jl. Cihampelas No. 5',
  province_code: '32',
  city_code: '32.73',
};

describe('profile completeness pins (hand-computed from docs/profile.md)', () => {
  it('the weight table is the documented one', () => {
    expect(COMPLETENESS_WEIGHTS).toEqual({
      personal: 20,
      photo: 10,
      about: 5,
      languages: 5,
      relations: 10,
      education: 15,
      skills: 10,
      experience: 10,
      courses: 5,
      awards: 5,
      portfolio: 5,
    });
  });

  it('an empty profile: 0, and every part is missing with its full weight', () => {
    const r = profileCompleteness(NOTHING);
    expect(r.score).toBe(0);
    expect(r.missing.map((m) => [m.key, m.weight])).toEqual([
      ['personal', 20],
      ['photo', 10],
      ['about', 5],
      ['languages', 5],
      ['relations', 10],
      ['education', 15],
      ['skills', 10],
      ['experience', 10],
      ['courses', 5],
      ['awards', 5],
      ['portfolio', 5],
    ]);
  });

  it('only a photo: 10; only a school: 15; both: 25', () => {
    // photo 10 = 10
    expect(profileCompleteness({ ...NOTHING, photo: true }).score).toBe(10);
    // education 15 = 15
    expect(profileCompleteness({ ...NOTHING, educations: 1 }).score).toBe(15);
    // photo 10 + education 15 = 25
    const both = profileCompleteness({ ...NOTHING, photo: true, educations: 3 });
    expect(both.score).toBe(25);
    expect(both.missing.find((m) => m.key === 'photo')).toBeUndefined();
    expect(both.missing.find((m) => m.key === 'education')).toBeUndefined();
  });

  it('a typical partial profile (school record, family, no photo): 50', () => {
    const r = profileCompleteness({
      ...NOTHING,
      // 6 of the 9 personal fields: no citizenship, province or regency yet.
      personal: {
        birth_date: '2008-09-30',
        birth_place: 'Semarang',
        gender: 'L',
        religion: 'kristen',
        phone: '085700001111',
        address: 'Jl. Pemuda No. 12',
        languages: [{ language: 'Bahasa Indonesia', level: 'native' }],
      },
      relations: 2,
      hasGuardian: true,
      educations: 2,
      skills: 2,
    });
    // personal 20 × 6/9 = 13.33 + languages 5 + relations 10 (guardian marked) + education 15
    // + skills 10 × 2/3 = 6.67 → 50.00 → 50
    expect(r.score).toBe(50);
    // Missing: personal 20 × 3/9 = 6.67 → 7; skills 10 × 1/3 = 3.33 → 3; the rest whole.
    expect(r.missing.map((m) => [m.key, m.weight])).toEqual([
      ['personal', 7],
      ['photo', 10],
      ['about', 5],
      ['skills', 3],
      ['experience', 10],
      ['courses', 5],
      ['awards', 5],
      ['portfolio', 5],
    ]);
  });

  it('nearly complete (no photo, no portfolio, no guardian marked): 80', () => {
    const r = profileCompleteness({
      personal: { ...ALL_PERSONAL, about_me: 'Suka menggambar dan mendesain.', languages: [{ language: 'English', level: 'basic' }] },
      photo: false,
      relations: 1,
      hasGuardian: false,
      educations: 2,
      courses: 1,
      awards: 2,
      experiences: 1,
      skills: 4,
      portfolios: 0,
    });
    // personal 20 + about 5 + languages 5 + relations 10 × 1/2 = 5 + education 15 + skills 10
    // + experience 10 + courses 5 + awards 5 = 80 (photo 10, portfolio 5 and 5 of relations missing)
    expect(r.score).toBe(80);
    expect(r.missing.map((m) => [m.key, m.weight])).toEqual([
      ['photo', 10],
      ['relations', 5],
      ['portfolio', 5],
    ]);
  });

  it('complete: 100, nothing missing', () => {
    const r = profileCompleteness({
      personal: { ...ALL_PERSONAL, about_me: 'Siswa AKL.', languages: [{ language: 'Bahasa Indonesia', level: 'native' }] },
      photo: true,
      relations: 1,
      hasGuardian: true,
      educations: 1,
      courses: 1,
      awards: 1,
      experiences: 1,
      skills: 3,
      portfolios: 1,
    });
    // 20 + 10 + 5 + 5 + 10 + 15 + 10 + 10 + 5 + 5 + 5 = 100
    expect(r.score).toBe(100);
    expect(r.missing).toEqual([]);
  });

  // Loaders read database rows, where an empty column is null rather than absent.
  it('null fields count as empty: personal fields and "about me" all null score 0', () => {
    const nulls = Object.fromEntries(Object.keys(ALL_PERSONAL).map((k) => [k, null]));
    const r = profileCompleteness({ ...NOTHING, personal: { ...nulls, about_me: null, languages: null } });
    expect(r.score).toBe(0);
    expect(r.parts.personal).toBe(0);
    expect(r.parts.about).toBe(0);
    // Five of the nine personal fields filled, the other four null: 20 × 5/9 = 11.1 → 11.
    const some = profileCompleteness({
      ...NOTHING,
      personal: { ...ALL_PERSONAL, phone: null, address: null, province_code: null, city_code: null },
    });
    expect(some.score).toBe(11);
  });

  it('every missing item carries its text in both languages', () => {
    const { missing } = profileCompleteness(NOTHING);
    expect(missing).toHaveLength(11);
    for (const m of missing) {
      expect(typeof m.id === 'string' && m.id.length > 0, `${m.key} id`).toBe(true);
      expect(typeof m.en === 'string' && m.en.length > 0, `${m.key} en`).toBe(true);
    }
    // One text per part: no two parts share a wording.
    expect(new Set(missing.map((m) => m.id)).size).toBe(11);
    expect(new Set(missing.map((m) => m.en)).size).toBe(11);
  });

  it('the distribution chart has ten buckets 0–9, 10–19, …, 90–100', () => {
    expect(COMPLETENESS_BUCKETS).toEqual([
      { from: 0, to: 9 },
      { from: 10, to: 19 },
      { from: 20, to: 29 },
      { from: 30, to: 39 },
      { from: 40, to: 49 },
      { from: 50, to: 59 },
      { from: 60, to: 69 },
      { from: 70, to: 79 },
      { from: 80, to: 89 },
      { from: 90, to: 100 },
    ]);
  });
});
