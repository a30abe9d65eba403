import { describe, expect, it } from 'vitest';
import {
  CRUD_ACTIONS,
  DOMAIN_ACTIONS,
  PERMISSION_MODELS,
  can,
  canWriteAccountField,
  cellScope,
  permit,
  principalOf,
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
  // Awaiting verification a student already writes their own CV.
  siswa_unverified: ['delete', 'self'],
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
    siswa_unverified: ['certificate', 'self'],
    // A company reads the certificate of a student who applied to it, nothing else of the record.
    admin_perusahaan: ['certificate', 'applicant-of-own-company'],
  },
  'student-skill': {
    admin: ['suggest', 'all'],
    admin_sekolah: ['suggest', 'all'],
    kepala_sekolah: ['detail', 'own-school'],
    guru: ['list', 'own-school'],
    siswa: ['suggest', 'all'],
    siswa_unverified: ['update', 'self'],
  },
  'student-profile': {
    admin: ['update-personal', 'all'],
    admin_sekolah: ['update-personal', 'own-school'],
    kepala_sekolah: ['full', 'own-school'],
    guru: ['full', 'own-school'],
    siswa: ['full', 'self'],
    siswa_unverified: ['full', 'self'],
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
  // Scorecards and notes: the company's own admins only — no student, school, Admin, other company or PKL supervisor account.
  scorecard: { admin_perusahaan: ['rate', 'own-company'] },
  // Offers: the company makes and withdraws them on its own applicants, the student answers their own, the school reads.
  offer: {
    admin: ['list', 'all'],
    admin_sekolah: ['list', 'own-school'],
    kepala_sekolah: ['list', 'own-school'],
    guru: ['list', 'own-school'],
    admin_perusahaan: ['create', 'own-company'],
    siswa: ['answer', 'self'],
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
  // Saved openings and job alerts (matching.md): a student's own, nobody else's.
  'saved-opportunity': { siswa: ['delete', 'self'] },
  'job-alert': { siswa: ['update', 'self'] },
  // Talent pools (applications.md): a company admin their own company's, nobody else.
  'talent-pool': { admin_perusahaan: ['delete', 'own-company'] },
  // Conversations (messages.md): the student, the company and the school's staff on their own threads; the
  // school's admin also reads its minors' company threads and handles reports; the Admin reads reports.
  message: {
    siswa: ['report', 'thread-participant'],
    admin_perusahaan: ['send', 'thread-participant'],
    guru: ['create', 'own-school'],
    admin_sekolah: ['detail', 'thread-safeguarding'],
    admin: ['reports', 'all'],
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
    // What an application shares: the applicant's latest results, for the company applied to.
    admin_perusahaan: ['shared', 'applicant-of-own-company'],
    // Awaiting verification: the interest inventory only.
    siswa_unverified: ['start', 'own-interest-inventory'],
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
  // PKL (docs/pkl.md): the school runs periods; a coordinating Guru edits the period they coordinate; a student
  // picks their class's period when proposing a company.
  'pkl-period': {
    admin: ['delete', 'all'],
    admin_sekolah: ['create', 'own-school'],
    kepala_sekolah: ['list', 'own-school'],
    guru: ['update', 'pkl-supervised'],
    siswa: ['list', 'own-school'],
  },
  // Placements: the school places, a Guru those they supervise or coordinate, the company answers for its own
  // PKL students, the student proposes their own.
  'pkl-placement': {
    admin: ['finish', 'all'],
    admin_sekolah: ['import', 'own-school'],
    kepala_sekolah: ['overview', 'own-school'],
    guru: ['visit', 'pkl-supervised'],
    siswa: ['propose', 'self'],
    admin_perusahaan: ['answer', 'own-company'],
    // A company's PKL supervisor account: only the placements that name it.
    pembimbing_industri: ['detail', 'pkl-industry-supervised'],
  },
  // The journal: the student writes their own, the company validates, the supervising Guru comments.
  'pkl-journal': {
    admin: ['list', 'all'],
    admin_sekolah: ['list', 'own-school'],
    kepala_sekolah: ['photo', 'own-school'],
    guru: ['comment', 'pkl-supervised'],
    siswa: ['upsert', 'self'],
    admin_perusahaan: ['validate', 'own-company'],
    pembimbing_industri: ['validate', 'pkl-industry-supervised'],
  },
  // The company scores; the school sets its aspects.
  'pkl-evaluation': {
    admin: ['aspects', 'all'],
    admin_sekolah: ['update-aspects', 'own-school'],
    kepala_sekolah: ['aspects', 'own-school'],
    guru: ['aspects', 'own-school'],
    admin_perusahaan: ['score', 'own-company'],
    pembimbing_industri: ['score', 'pkl-industry-supervised'],
  },
  // The company admin runs its PKL supervisor accounts; nobody else, not the supervisor account itself.
  'pkl-supervisor': { admin_perusahaan: ['create', 'own-company'] },
  // docs/outcomes.md: the school admin graduates and records; the headmaster reads; a graduate their own status.
  alumni: {
    admin: ['graduate', 'all'],
    admin_sekolah: ['graduate', 'own-school'],
    kepala_sekolah: ['export', 'own-school'],
    siswa: ['update-status', 'self'],
  },
  tracer: { admin: ['responses', 'all'], admin_sekolah: ['link', 'own-school'], kepala_sekolah: ['responses', 'own-school'] },
  'employer-feedback': { admin: ['list', 'all'], admin_sekolah: ['create', 'own-school'], kepala_sekolah: ['list', 'own-school'] },
  outcomes: { admin: ['figures', 'all'], admin_sekolah: ['export', 'own-school'], kepala_sekolah: ['figures', 'own-school'] },
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

const PRINCIPALS: readonly Principal[] = [...ROLES, 'siswa_unverified', 'pembimbing_industri', 'anonymous'];
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
    // Only the company validates a PKL journal day and scores the evaluation; the student cannot answer for the company.
    expect(ROLES.filter((r) => can(r, 'pkl-journal', 'validate'))).toEqual(['admin_perusahaan']);
    expect(ROLES.filter((r) => can(r, 'pkl-evaluation', 'score'))).toEqual(['admin_perusahaan']);
    expect(can('siswa', 'pkl-placement', 'answer')).toBe(false);
    // A PKL supervisor account neither answers for the company, nor names supervisors, nor prints the certificate.
    for (const action of ['answer', 'update', 'report'] as const) expect(can('pembimbing_industri', 'pkl-placement', action)).toBe(false);
    // The headmaster reads the graduates and the tracer; running them is the school admin's.
    expect(can('kepala_sekolah', 'alumni', 'graduate')).toBe(false);
    expect(can('kepala_sekolah', 'tracer', 'record')).toBe(false);
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

describe('a PKL supervisor account', () => {
  it('is its own principal only on a verified company admin account carrying the flag', () => {
    expect(principalOf('admin_perusahaan', true, true)).toBe('pembimbing_industri');
    expect(principalOf('admin_perusahaan', true, false)).toBe('admin_perusahaan');
    expect(principalOf('admin_perusahaan', false, true)).toBe('anonymous');
    expect(principalOf('guru', true, true)).toBe('guru');
  });

  it('reaches no model of the company beyond PKL', () => {
    const reached = PERMISSION_MODELS.filter((m) =>
      [...CRUD_ACTIONS, ...DOMAIN_ACTIONS[m]].some((a) => cellScope('pembimbing_industri', cell(m, a)) !== null),
    );
    expect(reached).toEqual(['pkl-placement', 'pkl-journal', 'pkl-evaluation']);
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
