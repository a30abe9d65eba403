import { describe, expect, it } from 'vitest';
import {
  COMPANY_STUDENT_VIEW_KEYS,
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  NEVER_SHOWN_TO_COMPANIES,
  SHARED_WITH_COMPANIES,
  ZAnswerConsent,
  ZCompanyStudentView,
  ageOn,
  firstNameAndInitial,
  needsGuardianConsent,
  toCompanyStudentView,
  type CompanyStudentViewInput,
} from './privacy.js';

/** A loader's row with everything a student record holds, private fields included. */
function fullRow(): CompanyStudentViewInput & Record<(typeof NEVER_SHOWN_TO_COMPANIES)[number], unknown> {
  return {
    id: '7d1e3c9a-0000-4000-8000-000000000001',
    name: 'Andi Pratama Putra',
    email: 'andi@example.id',
    phone: '081234567890',
    nisn: '0061234567',
    address: 'Jl. Merdeka 1',
    provinceCode: '32',
    cityCode: '32.73',
    districtCode: '32.73.01',
    villageCode: '32.73.01.1001',
    birthDate: '2009-05-01',
    birthPlace: 'Bandung',
    religion: 'islam',
    gender: 'L',
    maritalStatus: 'belum_kawin',
    heightCm: 170,
    weightKg: 60,
    photo: 'x.jpg',
    guardians: [{ name: 'Budi' }],
    relations: [{ name: 'Budi' }],
    program: 'Rekayasa Perangkat Lunak',
    grade: 'XII',
    schoolCity: 'Kota Cimahi',
    skills: ['JavaScript'],
    testResults: [{ test: 'RIASEC', score: 82, result: 'IRC', takenAt: '2026-10-01' }],
    certificates: [{ name: 'Junior Web Developer', issuer: 'LSP P1', result: 'Kompeten', issuedOn: '2026-09-01' }],
  };
}

describe('the company projection', () => {
  it('keeps exactly the projection keys, whatever the loader passes', () => {
    const view = toCompanyStudentView(fullRow());
    expect(Object.keys(view).sort()).toEqual([...COMPANY_STUDENT_VIEW_KEYS].sort());
    for (const key of NEVER_SHOWN_TO_COMPANIES) expect(view).not.toHaveProperty(key);
  });

  it('is the response schema of the projection: the same keys, and it parses what the projection gives', () => {
    // The routes' serializer writes exactly the schema's keys: a key added here would reach companies.
    expect(Object.keys(ZCompanyStudentView.shape).sort()).toEqual([...COMPANY_STUDENT_VIEW_KEYS].sort());
    expect(ZCompanyStudentView.strict().parse(toCompanyStudentView(fullRow()))).toEqual(toCompanyStudentView(fullRow()));
  });

  it('carries no private value anywhere, nested included', () => {
    const text = JSON.stringify(toCompanyStudentView(fullRow()));
    for (const value of [
      'andi@example.id',
      '081234567890',
      '0061234567',
      'Jl. Merdeka',
      '2009-05-01',
      'Bandung"',
      'islam',
      'belum_kawin',
      'x.jpg',
      'Budi',
      'Pratama',
      'Putra',
    ])
      expect(text).not.toContain(value);
    // Nested records are copied field by field: extra keys in a test result do not pass either.
    const row = fullRow();
    const sneaky = { ...row, testResults: [{ test: 'X', score: 1, result: null, takenAt: null, email: 'leak@example.id' }] };
    expect(JSON.stringify(toCompanyStudentView(sneaky))).not.toContain('leak@example.id');
  });

  it('shows the first name and the initial of the last', () => {
    expect(firstNameAndInitial('Andi Pratama Putra')).toBe('Andi P.');
    expect(firstNameAndInitial('  siti   aminah ')).toBe('siti A.');
    expect(firstNameAndInitial('Sukarno')).toBe('Sukarno');
    expect(firstNameAndInitial('')).toBe('');
  });

  it('lists every shared field on the consent page, in both languages', () => {
    const listed = SHARED_WITH_COMPANIES.map((f) => f.key).sort();
    expect(listed).toEqual(COMPANY_STUDENT_VIEW_KEYS.filter((k) => k !== 'id').sort());
    for (const f of SHARED_WITH_COMPANIES) expect(f.id && f.en).toBeTruthy();
  });
});

describe('consent', () => {
  it('has the current text in both languages, paragraph by paragraph', () => {
    const text = CONSENT_TEXTS[CURRENT_CONSENT_VERSION];
    expect(text.id.length).toBe(text.en.length);
    expect(text.id.length).toBeGreaterThan(2);
  });

  it('refuses an unknown text version and an unknown relation', () => {
    expect(ZAnswerConsent.safeParse({ guardianName: 'Budi', relation: 'wali', agree: true, textVersion: CURRENT_CONSENT_VERSION }).success).toBe(
      true,
    );
    expect(ZAnswerConsent.safeParse({ guardianName: 'Budi', relation: 'wali', agree: true, textVersion: '1999' }).success).toBe(false);
    expect(ZAnswerConsent.safeParse({ guardianName: 'Budi', relation: 'paman', agree: true, textVersion: CURRENT_CONSENT_VERSION }).success).toBe(
      false,
    );
  });

  it('counts age in whole years; unknown birth date needs consent', () => {
    expect(ageOn('2008-11-24', '2026-11-24')).toBe(18);
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn(null, '2026-11-24')).toBeNull();
    expect(needsGuardianConsent('2008-11-24', '2026-11-24')).toBe(false);
    expect(needsGuardianConsent('2010-01-01', '2026-11-24')).toBe(true);
    expect(needsGuardianConsent(null, '2026-11-24')).toBe(true);
  });
});
