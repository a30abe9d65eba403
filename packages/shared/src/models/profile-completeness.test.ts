import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_LINKS,
  COMPLETENESS_MISSING_TEXT,
  COMPLETENESS_PARTS,
  COMPLETENESS_WEIGHTS,
  completenessFromParts,
  profileCompleteness,
  type CompletenessInput,
  type CompletenessPart,
} from './profile-completeness.js';
import { ZCreateStudentExperience, ZCreateStudentRelation, ZUpdateStudentEducation, skillSuggestions } from './profile.js';

const EMPTY: CompletenessInput = {
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

const FULL: CompletenessInput = {
  personal: {
    birth_date: '2008-05-14',
    birth_place: 'Jakarta',
    gender: 'L',
    religion: 'islam',
    citizenship: 'WNI',
    phone: '081234567890',
    address: 'Jl. Kemang Raya No. 10',
    province_code: '31',
    city_code: '31.74',
    about_me: 'Siswa RPL yang suka membuat aplikasi web.',
    languages: [{ language: 'Bahasa Indonesia', level: 'native' }],
  },
  photo: true,
  relations: 2,
  hasGuardian: true,
  educations: 2,
  courses: 1,
  awards: 1,
  experiences: 1,
  skills: 5,
  portfolios: 1,
};

describe('profileCompleteness', () => {
  it('has weights that sum to 100, and a text and link for every part', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    for (const part of COMPLETENESS_PARTS) {
      expect(COMPLETENESS_WEIGHTS[part]).toBeGreaterThan(0);
      expect(COMPLETENESS_MISSING_TEXT[part].id).not.toBe('');
      expect(COMPLETENESS_MISSING_TEXT[part].en).not.toBe('');
      expect(COMPLETENESS_LINKS[part]).toMatch(/^\//);
    }
  });

  it('is 0 for an empty profile, with every part missing', () => {
    const r = profileCompleteness(EMPTY);
    expect(r.score).toBe(0);
    expect(r.missing.map((m) => m.key)).toEqual([...COMPLETENESS_PARTS]);
    expect(r.missing.reduce((a, m) => a + m.weight, 0)).toBe(100);
  });

  it('is 100 for a complete profile, with nothing missing', () => {
    const r = profileCompleteness(FULL);
    expect(r.score).toBe(100);
    expect(r.missing).toEqual([]);
  });

  it('gives partial credit: half the personal fields, relations without a guardian, fewer than 3 skills', () => {
    const r = profileCompleteness({
      ...EMPTY,
      personal: { birth_date: '2008-01-01', birth_place: 'Bekasi', gender: 'P', religion: 'islam' },
      relations: 1,
      skills: 1,
    });
    // personal 4/9 × 20 ≈ 8.9, relations 5, skills 3.3 → 17
    expect(r.score).toBe(17);
    expect(r.missing.find((m) => m.key === 'relations')).toMatchObject({ weight: 5, link: '/student-profile?section=relations' });
    expect(r.missing.find((m) => m.key === 'skills')?.weight).toBe(7);
  });

  it('gives the same score and missing list from stored parts as from the counts they came from', () => {
    const complete = Object.fromEntries(COMPLETENESS_PARTS.map((part) => [part, 1])) as Record<CompletenessPart, number>;
    // Relations without a guardian (½ of 10) and 2 of 3 skills (⅔ of 10): 100 − 5 − 3.3 = 91.7 → 92.
    const r = completenessFromParts({ ...complete, relations: 0.5, skills: 2 / 3 });
    expect(r.score).toBe(92);
    expect(r.missing.map((m) => [m.key, m.weight])).toEqual([
      ['relations', 5],
      ['skills', 3],
    ]);
    const counted = profileCompleteness({ ...EMPTY, personal: { about_me: 'Suka merakit robot' }, skills: 2, relations: 1 });
    expect(completenessFromParts(counted.parts)).toEqual(counted);
  });

  it('counts blank text as empty', () => {
    const r = profileCompleteness({ ...EMPTY, personal: { about_me: '   ', birth_place: '' } });
    expect(r.parts.about).toBe(0);
    expect(r.parts.personal).toBe(0);
  });

  it('rises monotonically as sections are filled', () => {
    let last = -1;
    const steps: Partial<CompletenessInput>[] = [
      {},
      { photo: true },
      { educations: 1 },
      { relations: 1 },
      { hasGuardian: true },
      { skills: 3 },
      { experiences: 1 },
    ];
    let input = { ...EMPTY };
    for (const step of steps) {
      input = { ...input, ...step };
      const { score } = profileCompleteness(input);
      expect(score).toBeGreaterThan(last);
      last = score;
    }
  });
});

describe('profile record schemas', () => {
  it('refuses school_id and verified, and an end before its start', () => {
    expect(ZCreateStudentRelation.safeParse({ relation_type: 'ayah', name: 'Budi', school_id: crypto.randomUUID() }).success).toBe(false);
    expect(ZCreateStudentRelation.safeParse({ relation_type: 'ayah', name: 'Budi', verified: true }).success).toBe(false);
    expect(ZCreateStudentExperience.safeParse({ position: 'x', company: 'y', date_from: '2025-03-01', date_to: '2025-01-01' }).success).toBe(false);
    expect(ZUpdateStudentEducation.safeParse({ year_from: 2024, year_to: 2021 }).success).toBe(false);
    expect(ZUpdateStudentEducation.safeParse({ user_id: crypto.randomUUID() }).success).toBe(false);
  });

  it('suggests skills of the program first, filtered by the search', () => {
    expect(skillSuggestions('rpl')[0]).toBe('HTML');
    expect(skillSuggestions('rpl', 'script')).toEqual(['JavaScript', 'TypeScript']);
  });
});
