import { describe, expect, it } from 'vitest';
import {
  CONSENT_METHODS,
  CONSENT_STATUSES,
  CONSENT_TEXTS,
  CONSENT_TEXT_VERSIONS,
  CURRENT_CONSENT_VERSION,
  ERASURE_STATUSES,
  GUARDIAN_RELATIONS,
  NEVER_SHARED_LIST,
  ZErasureRequest,
  ZErasureRow,
  ZPrivacySettings,
  ZProfileViewRow,
  ZRecordPaperConsent,
  ZRequestConsent,
  ZUpdateVisibility,
  ageOn,
  firstNameAndInitial,
  needsGuardianConsent,
  toCompanyStudentView,
} from './privacy.js';

// The rules of docs/privacy.md that privacy.test.ts states only in part: what the projection
// carries (values, not only keys), where the age turns over, and the vocabularies the API stores.

describe('the company projection carries the shared values as they are', () => {
  it('copies program, grade, school city, skills, results and certificates', () => {
    const skills = ['JavaScript', 'Las listrik'];
    const view = toCompanyStudentView({
      id: 's-1',
      name: 'Dewi Lestari',
      program: 'Teknik Pengelasan',
      grade: 'XI',
      schoolCity: 'Kota Bekasi',
      skills,
      testResults: [{ test: 'RIASEC', score: 71, result: 'RIA', takenAt: '2026-10-02' }],
      certificates: [{ name: 'Juru Las', issuer: 'LSP Logam', result: 'Kompeten', issuedOn: '2026-08-17' }],
    });
    expect(view).toEqual({
      id: 's-1',
      displayName: 'Dewi L.',
      program: 'Teknik Pengelasan',
      grade: 'XI',
      schoolCity: 'Kota Bekasi',
      skills: ['JavaScript', 'Las listrik'],
      testResults: [{ test: 'RIASEC', score: 71, result: 'RIA', takenAt: '2026-10-02' }],
      certificates: [{ name: 'Juru Las', issuer: 'LSP Logam', result: 'Kompeten', issuedOn: '2026-08-17' }],
    });
    // A copy: the caller's array is not handed out.
    expect(view.skills).not.toBe(skills);
  });

  it('turns what a loader leaves out into null or an empty list', () => {
    const view = toCompanyStudentView({
      id: 's-2',
      name: 'Rudi',
      program: null,
      grade: null,
      schoolCity: null,
      testResults: [{ test: 'Big Five', score: null, result: null, takenAt: null }],
      certificates: [{ name: 'K3', issuer: null, result: null, issuedOn: null }],
    });
    expect(view).toEqual({
      id: 's-2',
      displayName: 'Rudi',
      program: null,
      grade: null,
      schoolCity: null,
      skills: [],
      testResults: [{ test: 'Big Five', score: null, result: null, takenAt: null }],
      certificates: [{ name: 'K3', issuer: null, result: null, issuedOn: null }],
    });
    const bare = toCompanyStudentView({
      id: 's-3',
      name: 'Rudi',
      program: null,
      grade: null,
      schoolCity: null,
      skills: null,
      testResults: null,
      certificates: null,
    });
    expect([bare.skills, bare.testResults, bare.certificates]).toEqual([[], [], []]);
    // A loader that passes undefined for a nullable column (a left join with no row) still gets null.
    const loose = toCompanyStudentView({ id: 's-4', name: 'Rudi' } as never);
    expect([loose.program, loose.grade, loose.schoolCity]).toEqual([null, null, null]);
  });

  it('takes the initial of the last word, upper-cased the Indonesian way, across any whitespace', () => {
    expect(firstNameAndInitial('Rina\tayu\nwulandari')).toBe('Rina W.');
    expect(firstNameAndInitial('   ')).toBe('');
    expect(firstNameAndInitial('Ni Made ika')).toBe('Ni I.');
  });
});

describe('age and consent', () => {
  it('turns a year older on the birthday, not the month before or the day before', () => {
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17); // month not reached
    expect(ageOn('2008-10-31', '2026-11-01')).toBe(18); // month passed, day smaller
    expect(ageOn('2008-11-23', '2026-11-24')).toBe(18); // same month, day passed
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17); // same month, day before
  });

  it('gives no age for an empty or malformed date', () => {
    expect(ageOn('', '2026-11-24')).toBeNull();
    expect(ageOn(undefined, '2026-11-24')).toBeNull();
    for (const bad of ['2008', '2008-11', 'x-11-24', '2008-x-24', '2008-11-x']) expect(ageOn(bad, '2026-11-24')).toBeNull();
    for (const bad of ['2026', '2026-11', 'x-11-24', '2026-x-24', '2026-11-x']) expect(ageOn('2008-11-24', bad)).toBeNull();
  });

  it('needs consent up to the day before the 18th birthday', () => {
    expect(needsGuardianConsent('2008-11-25', '2026-11-24')).toBe(true);
    expect(needsGuardianConsent('2008-11-24', '2026-11-24')).toBe(false);
    expect(needsGuardianConsent('', '2026-11-24')).toBe(true);
  });
});

describe('stored vocabularies and texts', () => {
  it('names consent methods, statuses, relations and erasure statuses as the database stores them', () => {
    expect(CONSENT_METHODS).toEqual(['email', 'paper']);
    expect(CONSENT_STATUSES).toEqual(['pending', 'granted', 'declined', 'withdrawn', 'cancelled']);
    expect(GUARDIAN_RELATIONS).toEqual(['ayah', 'ibu', 'wali']);
    expect(ERASURE_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(CONSENT_TEXT_VERSIONS).toContain(CURRENT_CONSENT_VERSION);
  });

  it('has no empty paragraph or list entry in either language', () => {
    for (const version of CONSENT_TEXT_VERSIONS) {
      for (const paragraph of [...CONSENT_TEXTS[version].id, ...CONSENT_TEXTS[version].en]) expect(paragraph.trim()).not.toBe('');
    }
    expect(NEVER_SHARED_LIST.length).toBe(5);
    for (const entry of NEVER_SHARED_LIST) expect([entry.id.trim(), entry.en.trim()]).not.toContain('');
  });
});

describe('request bodies', () => {
  it('takes exactly the documented fields', () => {
    expect(ZUpdateVisibility.safeParse({ visibleToCompanies: false }).success).toBe(true);
    expect(ZUpdateVisibility.safeParse({ visibleToCompanies: 'no' }).success).toBe(false);
    expect(ZUpdateVisibility.safeParse({ visibleToCompanies: true, extra: 1 }).success).toBe(false);
    expect(ZRequestConsent.safeParse({ guardianEmail: 'wali@contoh.id' }).success).toBe(true);
    expect(ZRequestConsent.safeParse({ guardianEmail: 'not an e-mail' }).success).toBe(false);
    const paper = { studentId: '7d1e3c9a-0000-4000-8000-000000000001', guardianName: 'Budi', relation: 'ayah', signedOn: '2026-11-02' };
    expect(ZRecordPaperConsent.safeParse(paper).success).toBe(true);
    expect(ZRecordPaperConsent.safeParse({ ...paper, studentId: '42' }).success).toBe(false);
    expect(ZRecordPaperConsent.safeParse({ ...paper, relation: 'paman' }).success).toBe(false);
  });

  it('takes an erasure reason of at most 500 characters, or none', () => {
    expect(ZErasureRequest.safeParse({}).success).toBe(true);
    expect(ZErasureRequest.safeParse({ reason: 'Saya pindah sekolah.' }).success).toBe(true);
    expect(ZErasureRequest.safeParse({ reason: 'a'.repeat(501) }).success).toBe(false);
    expect(ZErasureRequest.safeParse({ reason: 'x', studentId: 'someone else' }).success).toBe(false);
  });
});

// The response schemas also shape what the API sends: a schema that lost its fields would strip
// them from every answer. So each must give back a complete, valid answer whole.
describe('response schemas', () => {
  const consent = {
    id: 'c-1',
    status: 'granted',
    method: 'email',
    guardianName: 'Siti Aminah',
    guardianEmail: 'wali@contoh.id',
    relation: 'ibu',
    textVersion: '2026-11',
    answeredAt: '2026-11-03T02:15:00.000Z',
    createdAt: '2026-11-02T09:00:00.000Z',
  };
  const settings = {
    visibleToCompanies: true,
    needsConsent: true,
    age: 16,
    effectivelyVisible: true,
    consent,
    erasure: { id: 'e-1', status: 'pending', createdAt: '2026-11-04T08:30:00.000Z' },
  };

  it('the privacy card keeps every field, the consent and the erasure request included', () => {
    expect(ZPrivacySettings.parse(settings)).toEqual(settings);
    expect(ZPrivacySettings.parse({ ...settings, age: null, consent: null, erasure: null })).toEqual({
      ...settings,
      age: null,
      consent: null,
      erasure: null,
    });
    // A card without its consent's status, or an erasure without its status, is not a valid answer.
    const { status: _status, ...consentWithoutStatus } = consent;
    expect(ZPrivacySettings.safeParse({ ...settings, consent: consentWithoutStatus }).success).toBe(false);
    expect(ZPrivacySettings.safeParse({ ...settings, erasure: { id: 'e-1', createdAt: settings.erasure.createdAt } }).success).toBe(false);
    expect(ZPrivacySettings.safeParse({ ...settings, effectivelyVisible: undefined }).success).toBe(false);
  });

  it("times are ISO date-times, with Z or a UTC offset such as WIB's +07:00", () => {
    expect(ZPrivacySettings.safeParse({ ...settings, consent: { ...consent, createdAt: '2026-11-02T16:00:00+07:00' } }).success).toBe(true);
    expect(ZPrivacySettings.safeParse({ ...settings, consent: { ...consent, createdAt: '2 November 2026' } }).success).toBe(false);
  });

  it('a "who viewed my profile" row and an erasure row keep every field', () => {
    const view = { id: 'v-1', company: 'PT Maju Jaya', viewerRole: 'admin_perusahaan', viewedAt: '2026-11-05T01:00:00.000Z' };
    expect(ZProfileViewRow.parse(view)).toEqual(view);
    expect(ZProfileViewRow.safeParse({ ...view, viewedAt: undefined }).success).toBe(false);
    const row = {
      id: 'e-1',
      studentId: 's-1',
      student: 'Dewi Lestari',
      school: 'SMK Negeri 1 Jakarta',
      status: 'approved',
      reason: 'Saya pindah sekolah.',
      decidedAt: '2026-11-06T03:00:00.000Z',
      createdAt: '2026-11-04T08:30:00.000Z',
    };
    expect(ZErasureRow.parse(row)).toEqual(row);
    // Once erased, the student and school are gone from the row.
    expect(ZErasureRow.parse({ ...row, studentId: null, student: null, school: null })).toEqual({
      ...row,
      studentId: null,
      student: null,
      school: null,
    });
    expect(ZErasureRow.safeParse({ ...row, status: 'done' }).success).toBe(false);
  });
});
