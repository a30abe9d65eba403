import { describe, expect, it } from 'vitest';
import {
  CRUD_ACTIONS,
  DOMAIN_ACTIONS,
  PERMISSION_MODELS,
  can,
  canWriteAccountField,
  cellScope,
  permit,
  type Cell,
  type Principal,
  type Scope,
} from './permissions.js';
import { COMPANY_ROLES, ROLE_LABELS, ROLES, SCHOOL_ROLES, VERIFIABLE_ROLES, isCompanyRole, isSchoolRole } from './roles.js';

/**
 * Who reaches what, restated from the product's documents (docs/profile.md, privacy.md,
 * applications.md, matching.md, tests-engine.md, assessment.md, partnerships.md and the table's own
 * comments), not read from the table: per model, every principal with any access and one cell that
 * says what that access is for. A grant dropped from the table, or one that appears for a principal
 * the documents leave out, fails here; the API's table-driven tests then say which routes it breaks.
 */
type Grant = readonly [action: string, scope: Scope];
const PROFILE_RECORD_ACCESS = {
  admin: ['delete', 'all'],
  admin_sekolah: ['update', 'own-school'],
  kepala_sekolah: ['detail', 'own-school'],
  guru: ['list', 'own-school'],
  siswa: ['create', 'self'],
} as const satisfies Partial<Record<Principal, Grant>>;

const DOCUMENTED: Record<(typeof PERMISSION_MODELS)[number], Partial<Record<Principal, Grant>>> = {
  // Staff run accounts: the Admin all, the school admin their school's, the headmaster reads.
  user: { admin: ['verify', 'all'], admin_sekolah: ['verify', 'own-school'], kepala_sekolah: ['detail', 'own-school'] },
  // Everyone may pick a school from the public list; only staff of the school see its record.
  sekolah: {
    admin: ['all-by-admin-sekolah', 'all'],
    admin_sekolah: ['update', 'own-school'],
    kepala_sekolah: ['detail', 'own-school'],
    guru: ['list', 'own-school'],
    siswa: ['detail', 'own-school'],
    asesor: ['list', 'all'],
    admin_perusahaan: ['list', 'all'],
    anonymous: ['all', 'public'],
  },
  perusahaan: {
    admin: ['logo', 'all'],
    admin_perusahaan: ['update-profile', 'own-company'],
    admin_sekolah: ['list', 'all'],
    kepala_sekolah: ['detail', 'all'],
    guru: ['all', 'public'],
    siswa: ['all', 'public'],
    asesor: ['all', 'public'],
    anonymous: ['all', 'public'],
  },
  siswa: {
    admin: ['import', 'all'],
    admin_sekolah: ['import', 'own-school'],
    kepala_sekolah: ['list', 'own-school'],
    guru: ['detail', 'own-school'],
  },
  guru: { admin: ['import', 'all'], admin_sekolah: ['all-by-admin-sekolah', 'own-school'], kepala_sekolah: ['all-by-admin-sekolah', 'own-school'] },
  'kepala-sekolah': { admin: ['delete', 'all'], admin_sekolah: ['create', 'own-school'], kepala_sekolah: ['detail', 'own-school'] },
  // Assessors belong to no school: only the Admin runs them.
  asesor: { admin: ['create', 'all'] },
  'admin-perusahaan': { admin: ['update', 'all'], admin_perusahaan: ['list', 'own-company'] },
  'student-relation': PROFILE_RECORD_ACCESS,
  'student-education': PROFILE_RECORD_ACCESS,
  'student-award': PROFILE_RECORD_ACCESS,
  'student-experience': PROFILE_RECORD_ACCESS,
  'student-portfolio': PROFILE_RECORD_ACCESS,
  'student-course': {
    admin: ['certificate', 'all'],
    admin_sekolah: ['upload-certificate', 'own-school'],
    kepala_sekolah: ['certificate', 'own-school'],
    guru: ['certificate', 'own-school'],
    siswa: ['upload-certificate', 'self'],
    // A company reads the certificate of a student who applied to it, nothing else of the record.
    admin_perusahaan: ['certificate', 'applicant-of-own-company'],
  },
  'student-skill': {
    admin: ['suggest', 'all'],
    admin_sekolah: ['suggest', 'all'],
    kepala_sekolah: ['detail', 'own-school'],
    guru: ['list', 'own-school'],
    siswa: ['suggest', 'all'],
  },
  'student-profile': {
    admin: ['update-personal', 'all'],
    admin_sekolah: ['update-personal', 'own-school'],
    kepala_sekolah: ['full', 'own-school'],
    guru: ['full', 'own-school'],
    siswa: ['full', 'self'],
    admin_perusahaan: ['full', 'applicant-of-own-company'],
  },
  completeness: {
    admin: ['export', 'all'],
    admin_sekolah: ['distribution', 'own-school'],
    kepala_sekolah: ['list', 'own-school'],
    guru: ['export', 'own-school'],
  },
  // A company runs its own openings; schools and students see the published ones.
  opportunity: {
    admin: ['create', 'all'],
    admin_perusahaan: ['create', 'own-company'],
    admin_sekolah: ['list', 'public'],
    kepala_sekolah: ['detail', 'public'],
    guru: ['list', 'public'],
    siswa: ['detail', 'public'],
  },
  outbox: { admin: ['list', 'all'] },
  job: { siswa: ['detail', 'public'] },
  application: {
    admin: ['stage-counts', 'all'],
    admin_perusahaan: ['move', 'own-company'],
    admin_sekolah: ['export', 'own-school'],
    kepala_sekolah: ['list', 'own-school'],
    guru: ['detail', 'own-school'],
    siswa: ['withdraw', 'self'],
  },
  invitation: { admin: ['list', 'all'], admin_perusahaan: ['candidates', 'own-company'], siswa: ['answer', 'self'] },
  // Only the student sees their own privacy settings; companies and staff nothing.
  privacy: { siswa: ['views', 'self'] },
  'guardian-consent': { admin: ['record', 'all'], admin_sekolah: ['form', 'own-school'], siswa: ['request', 'self'] },
  'erasure-request': { admin: ['approve', 'all'], admin_sekolah: ['reject', 'own-school'], siswa: ['create', 'self'] },
  recommendation: {
    admin: ['suggest-code', 'all'],
    admin_perusahaan: ['students', 'own-company'],
    admin_sekolah: ['school', 'own-school'],
    kepala_sekolah: ['school', 'own-school'],
    guru: ['school', 'own-school'],
    siswa: ['opportunities', 'self'],
  },
  test: {
    admin: ['assign', 'all'],
    guru: ['publish', 'own-school'],
    admin_sekolah: ['assign', 'own-school'],
    kepala_sekolah: ['completion', 'own-school'],
  },
  'test-attempt': {
    admin: ['detail', 'all'],
    admin_sekolah: ['list', 'own-school'],
    kepala_sekolah: ['detail', 'own-school'],
    guru: ['list', 'own-school'],
    siswa: ['submit', 'self'],
  },
  // Companies: no assessment route (certificates reach them through the privacy projection only).
  assessment: {
    admin: ['correct', 'all'],
    admin_sekolah: ['create', 'own-school'],
    kepala_sekolah: ['results', 'own-school'],
    guru: ['certificates', 'own-school'],
    asesor: ['mark', 'assigned-assessor'],
    siswa: ['certificates', 'self'],
  },
  partnership: {
    admin: ['document', 'all'],
    admin_perusahaan: ['schools', 'own-company'],
    admin_sekolah: ['accept', 'own-school'],
    kepala_sekolah: ['document', 'own-school'],
  },
  currency: {
    admin: ['create', 'all'],
    admin_sekolah: ['list', 'all'],
    kepala_sekolah: ['detail', 'all'],
    guru: ['field', 'all'],
    siswa: ['all', 'all'],
    asesor: ['list', 'all'],
    admin_perusahaan: ['detail', 'all'],
  },
};

const PRINCIPALS: readonly Principal[] = [...ROLES, 'anonymous'];
const cell = (model: string, action: string) => ({ model, action }) as Cell;

describe('access matrix (as documented)', () => {
  for (const model of PERMISSION_MODELS) {
    const documented = DOCUMENTED[model];
    it(`${model}: each documented principal has its documented cell`, () => {
      for (const [principal, [action, scope]] of Object.entries(documented) as Array<[Principal, Grant]>) {
        expect(cellScope(principal, cell(model, action)), `${principal} ${model}/${action}`).toBe(scope);
      }
    });
    it(`${model}: no other principal has any access`, () => {
      const actions = [...CRUD_ACTIONS, ...DOMAIN_ACTIONS[model]];
      const reaching = PRINCIPALS.filter((p) => actions.some((a) => cellScope(p, cell(model, a)) !== null));
      expect(reaching.sort()).toEqual(Object.keys(documented).sort());
    });
  }

  it('keeps the documented refusals inside a model', () => {
    // A company cannot answer its own partnership request; only the school admin can.
    expect(can('admin_perusahaan', 'partnership', 'accept')).toBe(false);
    expect(can('admin_sekolah', 'partnership', 'accept')).toBe(true);
    // Stages are the company's to move, withdrawing the student's.
    expect(can('admin_sekolah', 'application', 'move')).toBe(false);
    expect(can('siswa', 'application', 'move')).toBe(false);
    // Only the Admin corrects a confirmed assessment.
    expect(ROLES.filter((r) => can(r, 'assessment', 'correct'))).toEqual(['admin']);
  });
});

describe('account fields of another person', () => {
  it('lets only the Admin choose a password, even when creating the account', () => {
    expect(canWriteAccountField('admin', 'password', 'create')).toBe(true);
    expect(canWriteAccountField('admin_sekolah', 'password', 'create')).toBe(false);
    expect(canWriteAccountField('admin_sekolah', 'password', 'update')).toBe(false);
  });

  it('lets whoever creates an account give it an e-mail and a role, but only the Admin change them', () => {
    for (const field of ['email', 'role'] as const) {
      expect(canWriteAccountField('admin_sekolah', field, 'create')).toBe(true);
      expect(canWriteAccountField('admin_sekolah', field, 'update')).toBe(false);
      expect(canWriteAccountField('admin', field, 'update')).toBe(true);
    }
  });
});

describe('permit and roles', () => {
  it('declares a cell as its model and action', () => {
    expect(permit('siswa', 'import')).toEqual({ model: 'siswa', action: 'import' });
  });

  it('tells school and company roles apart', () => {
    expect(ROLES.filter(isSchoolRole)).toEqual(['admin_sekolah', 'kepala_sekolah', 'guru', 'siswa']);
    expect(ROLES.filter(isCompanyRole)).toEqual(['admin_perusahaan']);
    expect([...SCHOOL_ROLES, ...COMPANY_ROLES]).not.toContain('admin');
  });

  it('labels the roles with their Indonesian names', () => {
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Admin', 'Admin Sekolah', 'Kepala Sekolah', 'Guru', 'Siswa', 'Asesor', 'Admin Perusahaan']);
  });

  it('lets the Admin verify any role and a school admin only students and teachers', () => {
    expect(VERIFIABLE_ROLES.admin).toEqual(ROLES);
    expect(VERIFIABLE_ROLES.admin_sekolah).toEqual(['siswa', 'guru']);
    expect(ROLES.filter((r) => VERIFIABLE_ROLES[r])).toEqual(['admin', 'admin_sekolah']);
  });
});
