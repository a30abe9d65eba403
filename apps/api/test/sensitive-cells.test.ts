import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import {
  ACCOUNT_FIELDS,
  CRUD_ACTIONS,
  DOMAIN_ACTIONS,
  MODELS,
  PERMISSIONS,
  ROLES,
  VERIFIABLE_ROLES,
  canWriteAccountField,
  cellScope,
  type Cell,
  type PermissionModel,
  type Principal,
  type Role,
  type Scope,
} from '@jalurkarir/shared';
import { applications, companies, schools, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The sensitive cells of the permission table, stated by hand: each rule is a sentence of the
 * product's policy (PRODUCT.md, docs/privacy.md, docs/profile.md, docs/tests-engine.md) with the
 * scope of every principal written out literally, never read from the table. authorization.test.ts
 * proves the API follows the table; these prove the table says what the product promises, so a
 * widened cell fails here even when the API follows it faithfully.
 *
 * Sensitive: every cell of the people's accounts (user, siswa, guru, kepala-sekolah, asesor,
 * admin-perusahaan: who reads, creates, changes, deletes, imports, verifies, resets), of the whole
 * student profile (a minor's personal data, and what a company sees of a student), of tests and
 * attempts (answer keys and option points), and of privacy settings. The last test fails when such
 * a cell — an action on one of these models, for any principal — has no rule.
 */
const SENSITIVE_MODELS = [
  'user',
  'siswa',
  'guru',
  'kepala-sekolah',
  'asesor',
  'admin-perusahaan',
  'student-profile',
  'test',
  'test-attempt',
  'privacy',
  // PKL (docs/pkl.md): a minor's placement at a company and their daily journal.
  'pkl-placement',
  'pkl-journal',
  // A company's PKL supervisor accounts: people who read minors' journals.
  'pkl-supervisor',
  // A company's talent pools: which students a company keeps, read through the company projection.
  'talent-pool',
  // Conversations with students (docs/messages.md): minors' messages, their reports, the school's mutes.
  'message',
  'alumni',
  'tracer',
  'employer-feedback',
  'outcomes',
  // A company's ratings and notes on its applicants (docs/applications.md): its internal judgement of minors.
  'scorecard',
  // A student's job offers: the pay and terms offered to a minor, and their answer.
  'offer',
] as const satisfies readonly PermissionModel[];
type SensitiveModel = (typeof SENSITIVE_MODELS)[number];

interface Rule {
  says: string;
  /** The cells (model, actions) the rule covers, for every principal: one not named in `scopes` is refused. */
  covers: Partial<Record<SensitiveModel, readonly string[]>>;
  scopes: Partial<Record<Principal, Scope>>;
}

const CHANGE = ['create', 'update', 'delete', 'deletes'] as const;

const RULES: Rule[] = [
  // ——— Accounts ———
  {
    says: 'Accounts are read by the Admin, and by the school admin and the headmaster for their own school',
    covers: { user: ['list', 'detail', 'all'], 'kepala-sekolah': ['list', 'detail', 'all'], guru: ['list', 'detail', 'all'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Accounts (and teachers, headmasters) are created, changed, deleted, verified and reset only by the Admin and the school admin of their school',
    covers: {
      user: [...CHANGE, 'verify', 'send-password-reset'],
      guru: [...CHANGE, 'import'],
      'kepala-sekolah': CHANGE,
    },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'A teacher picker of the school (no contact details) is for its school admin and headmaster',
    covers: { guru: ['all-by-admin-sekolah'] },
    scopes: { admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Students (minors) are read by the Admin and by their own school’s admin, headmaster and teachers — never by companies, assessors or other students',
    covers: { siswa: ['list', 'detail', 'all'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school', guru: 'own-school' },
  },
  {
    says: 'Students are created, changed, deleted and imported only by the Admin and their school’s admin: not by a teacher or the headmaster',
    covers: { siswa: [...CHANGE, 'import'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'The form descriptions of people (fields, no rows) go to whoever reads those people',
    covers: { user: ['field'], guru: ['field'], 'kepala-sekolah': ['field'] },
    scopes: { admin: 'all', admin_sekolah: 'all', kepala_sekolah: 'all' },
  },
  {
    says: 'The form description of students goes to whoever reads students',
    covers: { siswa: ['field'] },
    scopes: { admin: 'all', admin_sekolah: 'all', kepala_sekolah: 'all', guru: 'all' },
  },
  {
    says: 'Assessors belong to no school: only the Admin runs their accounts',
    covers: { asesor: CRUD_ACTIONS },
    scopes: { admin: 'all' },
  },
  {
    says: 'A company admin reads their own company’s admins; only the Admin creates, changes or deletes them',
    covers: { 'admin-perusahaan': ['list', 'detail', 'all'] },
    scopes: { admin: 'all', admin_perusahaan: 'own-company' },
  },
  {
    says: 'The form description of company admins goes to whoever reads them',
    covers: { 'admin-perusahaan': ['field'] },
    scopes: { admin: 'all', admin_perusahaan: 'all' },
  },
  {
    says: 'Only the Admin creates, changes or deletes a company admin',
    covers: { 'admin-perusahaan': CHANGE },
    scopes: { admin: 'all' },
  },
  // ——— The whole student profile ———
  {
    says: 'A minor’s full profile is read by the Admin, their own school’s staff, themself (also while awaiting verification), and a company they applied to — no school reads another school’s students',
    covers: { 'student-profile': ['full'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'own-school',
      siswa: 'self',
      siswa_unverified: 'self',
      admin_perusahaan: 'applicant-of-own-company',
    },
  },
  {
    says: 'Of a student who did not apply, a company sees only the privacy projection, and only of a student visible to companies; nobody else gets a projection',
    covers: { 'student-profile': ['projection'] },
    scopes: { admin_perusahaan: 'visible-to-companies' },
  },
  {
    says: 'A student’s personal section is written by the student (their own account) and otherwise only by their school’s admin or the Admin',
    covers: { 'student-profile': ['update-personal'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  // ——— Tests: answer keys and option points ———
  {
    says: 'A test with its answer key (option points) is read by its authors and the school admin who assigns it — never by a student',
    covers: { test: ['detail'] },
    scopes: { admin: 'all', guru: 'own-school', admin_sekolah: 'own-school' },
  },
  {
    says: 'Tests are written and published by the Admin, and by a teacher for their own school',
    covers: { test: ['create', 'update', 'delete', 'publish'] },
    scopes: { admin: 'all', guru: 'own-school' },
  },
  {
    says: 'The school staff list their school’s tests (names, no questions); students reach tests only through their own attempts',
    covers: { test: ['list'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school', guru: 'own-school' },
  },
  {
    says: 'Tests are assigned by the Admin and the school admin for their school',
    covers: { test: ['assign', 'assignments'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'Completion of a test is followed by the Admin, and by the school admin and headmaster for their school',
    covers: { test: ['completion', 'export'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Option points of an attempt before it is submitted are shown to the school’s staff and the Admin, never to the student taking it',
    covers: { 'test-attempt': ['points'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school', guru: 'own-school' },
  },
  {
    says: 'Attempts are read by the student who made them (awaiting verification: their interest inventory only), their school’s staff and the Admin',
    covers: { 'test-attempt': ['list', 'detail'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'own-school',
      siswa: 'self',
      siswa_unverified: 'own-interest-inventory',
    },
  },
  {
    says: 'A company reads the latest test results (not the Big Five) of the students who applied to it, and no one else’s',
    covers: { 'test-attempt': ['shared'] },
    scopes: { admin_perusahaan: 'applicant-of-own-company' },
  },
  {
    says: 'Only a student takes a test, and only their own attempt; while awaiting verification only the interest inventory',
    covers: { 'test-attempt': ['available', 'start', 'answer', 'submit'] },
    scopes: { siswa: 'self', siswa_unverified: 'own-interest-inventory' },
  },
  // ——— Privacy ———
  {
    says: 'A student’s privacy settings, data export and who viewed them are the student’s alone',
    covers: { privacy: ['detail', 'update', 'export', 'views'] },
    scopes: { siswa: 'self' },
  },
  // ——— PKL (a minor at a company) ———
  {
    says: 'A PKL placement and its journal are read by the student, the teachers who supervise or coordinate it, their school, the company it is at (only its own PKL students), the company’s supervisor account it names, and the Admin',
    covers: { 'pkl-placement': ['list', 'detail'], 'pkl-journal': ['list', 'photo'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'pkl-supervised',
      siswa: 'self',
      admin_perusahaan: 'own-company',
      pembimbing_industri: 'pkl-industry-supervised',
    },
  },
  {
    says: 'The printed PKL certificate is read by the student, the supervising teachers, their school, the company’s admin and the Admin (not a supervisor account)',
    covers: { 'pkl-placement': ['report'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'pkl-supervised',
      siswa: 'self',
      admin_perusahaan: 'own-company',
    },
  },
  {
    says: 'Placements are made, approved, cancelled, visited and finished by the school (its admin, the supervising or coordinating teacher) and the Admin',
    covers: { 'pkl-placement': ['create', 'approve', 'cancel', 'finish', 'visit', 'import'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', guru: 'pkl-supervised' },
  },
  {
    says: 'The supervisors of a placement are named by the school (its teacher) and by the company (its own supervisor)',
    covers: { 'pkl-placement': ['update'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', guru: 'pkl-supervised', admin_perusahaan: 'own-company' },
  },
  {
    says: 'The school-wide PKL overview and its export are for the school admin, the headmaster and the Admin',
    covers: { 'pkl-placement': ['overview', 'export'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Only the student proposes their own PKL company',
    covers: { 'pkl-placement': ['propose'] },
    scopes: { siswa: 'self' },
  },
  {
    says: 'Only the company confirms or declines a placement, and only its own',
    covers: { 'pkl-placement': ['answer'] },
    scopes: { admin_perusahaan: 'own-company' },
  },
  {
    says: 'Only the student writes their own PKL journal and its photos',
    covers: { 'pkl-journal': ['upsert', 'upload-photo'] },
    scopes: { siswa: 'self' },
  },
  {
    says: 'Only the company validates or returns a journal day of its own PKL students (a supervisor account: of the placements naming it)',
    covers: { 'pkl-journal': ['validate'] },
    scopes: { admin_perusahaan: 'own-company', pembimbing_industri: 'pkl-industry-supervised' },
  },
  {
    says: 'The days waiting for validation are followed by the company and the supervising teacher; only the teacher comments',
    covers: { 'pkl-journal': ['pending'] },
    scopes: { guru: 'pkl-supervised', admin_perusahaan: 'own-company', pembimbing_industri: 'pkl-industry-supervised' },
  },
  {
    says: 'The supervising or coordinating teacher comments on journal days',
    covers: { 'pkl-journal': ['comment'] },
    scopes: { guru: 'pkl-supervised' },
  },
  {
    says: 'Nobody deletes a placement or a journal day (a cancelled placement keeps its history), nor writes a day outside the journal routes',
    covers: {
      'pkl-placement': ['delete', 'deletes', 'field', 'all'],
      'pkl-journal': ['detail', 'create', 'update', 'delete', 'deletes', 'field', 'all'],
    },
    scopes: {},
  },
  {
    says: 'Only the company’s admin lists, creates, deactivates or reactivates its PKL supervisor accounts (never the supervisor account itself)',
    covers: { 'pkl-supervisor': ['list', 'create', 'deactivate', 'activate'] },
    scopes: { admin_perusahaan: 'own-company' },
  },
  {
    says: 'A company’s talent pools (the students it keeps to invite later) are read and changed by that company’s admin only — not by schools, students or other companies',
    covers: { 'talent-pool': ['list', 'create', 'delete'] },
    scopes: { admin_perusahaan: 'own-company' },
  },
  {
    says: 'A talent pool has no other door (no single read, no bulk change, no form description): nobody has one',
    covers: { 'talent-pool': ['detail', 'update', 'deletes', 'field', 'all'] },
    scopes: {},
  },
  // ——— Conversations (docs/messages.md): a student's messages with companies and school staff ———
  {
    says: 'A conversation is read by its sides only (the student, the company, the staff member) — and by the school’s admin for the company threads of the school’s minors; never by the headmaster, assessors, other companies or the Admin',
    covers: { message: ['list', 'detail', 'attachment'] },
    scopes: {
      siswa: 'thread-participant',
      admin_perusahaan: 'thread-participant',
      guru: 'thread-participant',
      admin_sekolah: 'thread-safeguarding',
    },
  },
  {
    says: 'Only a side of a conversation writes in it, marks it read or counts its unread messages: the school reading a minor’s thread never writes in it',
    covers: { message: ['send', 'read', 'unread', 'attach'] },
    scopes: {
      siswa: 'thread-participant',
      admin_perusahaan: 'thread-participant',
      guru: 'thread-participant',
      admin_sekolah: 'thread-participant',
    },
  },
  {
    says: 'A conversation starts from the student’s own application or invitation, the company’s own, or a student of the staff member’s school',
    covers: { message: ['create'] },
    scopes: { siswa: 'self', admin_perusahaan: 'own-company', guru: 'own-school', admin_sekolah: 'own-school' },
  },
  {
    says: 'Only a student lists whom of their own school they may write to first (its BKK and teachers)',
    covers: { message: ['contacts'] },
    scopes: { siswa: 'self' },
  },
  {
    says: 'Only the student reports a message of their own conversation',
    covers: { message: ['report'] },
    scopes: { siswa: 'thread-participant' },
  },
  {
    says: 'Reports of messages are read by the reporting student’s school admin and by the Admin',
    covers: { message: ['reports'] },
    scopes: { admin_sekolah: 'own-school', admin: 'all' },
  },
  {
    says: 'Only the school’s admin mutes a company for the school’s students, and lifts it',
    covers: { message: ['mute', 'unmute', 'mutes'] },
    scopes: { admin_sekolah: 'own-school' },
  },
  {
    says: 'Conversations have no other door (no update, delete, bulk change or form description)',
    covers: { message: ['update', 'delete', 'deletes', 'field', 'all'] },
    scopes: {},
  },
  // ——— Graduates and outcomes (docs/outcomes.md): a graduate's employer, income and study plans ———
  {
    says: 'A school’s graduates (their work, income and contact) are read by the Admin and by that school’s admin and headmaster — not by teachers, companies or other schools',
    covers: { alumni: ['list', 'detail', 'options', 'export'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Only the Admin and the school’s admin graduate a class of that school',
    covers: { alumni: ['graduate'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'A graduate’s status is updated by the graduate (their own only), or recorded by their school’s admin or the Admin',
    covers: { alumni: ['update-status'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', siswa: 'self' },
  },
  {
    says: 'A graduate reads their own alumni record and nobody else’s',
    covers: { alumni: ['me'] },
    scopes: { siswa: 'self' },
  },
  {
    says: 'Tracer rounds and who answered what are read by the Admin and by the school’s admin and headmaster',
    covers: { tracer: ['list', 'detail', 'responses', 'export'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Tracer rounds are run — personal links issued, e-mails and reminders sent, phone answers recorded — only by the Admin and the school’s admin',
    covers: { tracer: ['create', 'update', 'close', 'link', 'send', 'remind', 'record'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'Employers’ feedback on a school’s graduates is read by the Admin and that school’s admin and headmaster; asked for by the Admin and the school’s admin',
    covers: { 'employer-feedback': ['list'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  {
    says: 'Only the Admin and the school’s admin ask a graduate’s employer for feedback',
    covers: { 'employer-feedback': ['create'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school' },
  },
  {
    says: 'Outcome figures, the report and the export are the headmaster’s and school admin’s for their school, and the Admin’s for every school',
    covers: { outcomes: ['figures', 'report', 'export'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school' },
  },
  // ——— Scorecards and notes on applicants (docs/applications.md) ———
  {
    says: 'An applicant’s ratings and notes, and an opening’s criteria, are read and written by the company’s own admins only — never the student, the school, the Admin, another company or a PKL supervisor account',
    covers: { scorecard: ['criteria', 'set-criteria', 'detail', 'rate', 'note'] },
    scopes: { admin_perusahaan: 'own-company' },
  },
  // ——— Job offers (docs/applications.md) ———
  {
    says: 'An offer is read by those who read the application (the student, the company, the student’s school, the Admin); only the company sets or withdraws the terms, only the student answers',
    covers: { offer: ['list'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'own-school',
      admin_perusahaan: 'own-company',
      siswa: 'self',
    },
  },
  {
    says: 'The terms of an offer are the company’s own: never the student, the school, the Admin or a PKL supervisor account',
    covers: { offer: ['create', 'withdraw'] },
    scopes: { admin_perusahaan: 'own-company' },
  },
  {
    says: 'Accepting or declining an offer is the student’s own answer: the company cannot answer for them',
    covers: { offer: ['answer'] },
    scopes: { siswa: 'self' },
  },
];

const PRINCIPALS: readonly Principal[] = [...ROLES, 'siswa_unverified', 'pembimbing_industri', 'anonymous'];
const cell = (model: string, action: string) => ({ model, action }) as Cell;

describe('sensitive cells: the policy written by hand', () => {
  for (const rule of RULES) {
    it(rule.says, () => {
      for (const [model, actions] of Object.entries(rule.covers)) {
        for (const action of actions) {
          for (const principal of PRINCIPALS) {
            expect(cellScope(principal, cell(model, action)), `${model}/${action} for ${principal}`).toBe(rule.scopes[principal] ?? null);
          }
        }
      }
    });
  }

  it('only the Admin chooses another person’s password, or changes their e-mail or role', () => {
    const writers = { password: ['admin'], email: ['admin'], role: ['admin'] } as const;
    expect([...ACCOUNT_FIELDS].sort()).toEqual(Object.keys(writers).sort());
    for (const field of ACCOUNT_FIELDS) {
      expect(
        PRINCIPALS.filter((p) => canWriteAccountField(p, field, 'update')),
        `${field} update`,
      ).toEqual(writers[field]);
    }
    expect(PRINCIPALS.filter((p) => canWriteAccountField(p, 'password', 'create'))).toEqual(['admin']);
  });

  it('the Admin verifies any account, the school admin only students and teachers, nobody else any', () => {
    expect(VERIFIABLE_ROLES).toEqual({
      admin: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor', 'admin_perusahaan'],
      admin_sekolah: ['siswa', 'guru'],
    });
  });
});

/**
 * Every sensitive cell has a rule; and the two guarantees an outside review found unguarded, through
 * real requests: a table that widens them still passes authorization.test.ts (it follows the table),
 * but fails here.
 */
describe('sensitive cells through the API', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Role, string>;
  let jakarta: string;

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    const [school] = await ctx.database.db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211'));
    jakarta = school!.id;
  });

  it('each action of a sensitive model (generic, domain, granted or declared by a route) is covered by a rule, for every principal', () => {
    const declared = ctx.app.registeredRoutes.flatMap((r) => (typeof r.permission === 'object' ? [r.permission] : []));
    const uncovered: string[] = [];
    for (const model of SENSITIVE_MODELS) {
      const actions = new Set<string>([
        ...((MODELS as readonly string[]).includes(model) ? CRUD_ACTIONS : []),
        ...DOMAIN_ACTIONS[model],
        ...Object.values(PERMISSIONS[model]).flatMap((cells) => Object.keys(cells ?? {})),
        ...declared.filter((c) => c.model === model).map((c) => c.action),
      ]);
      for (const action of actions) {
        // A rule names the action of the model and so states every principal's scope for it.
        if (!RULES.some((rule) => rule.covers[model]?.includes(action))) uncovered.push(`${model}/${action}`);
      }
    }
    expect(uncovered, 'sensitive cells without a hand-written rule: add one to RULES').toEqual([]);
  });

  it('no school staff reads the full profile of another school’s student (headmaster, teacher, school admin)', async () => {
    const db = ctx.database.db;
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'siswa'), ne(users.schoolId, jakarta)));
    expect(others.length).toBeGreaterThan(0);
    for (const role of ['kepala_sekolah', 'guru', 'admin_sekolah'] as const) {
      for (const student of others.slice(0, 3)) {
        const res = await call(ctx.app, tokens[role], { method: 'GET', url: `/student-profile/full?id=${student.id}` });
        expect(res.statusCode, `${role} reads a student of another school`).toBe(404);
      }
    }
  });

  it('a company sees of a student who did not apply to it at most the projection: no contact, birth date or address', async () => {
    const db = ctx.database.db;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital'));
    const applied = db.select({ id: applications.studentId }).from(applications).where(eq(applications.companyId, company!.id));
    const strangers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'siswa'), notInArray(users.id, applied)));
    expect(strangers.length).toBeGreaterThan(0);
    const projection = ['view', 'id', 'displayName', 'program', 'grade', 'schoolCity', 'skills', 'testResults', 'certificates'];
    for (const student of strangers) {
      const res = await call(ctx.app, tokens.admin_perusahaan, { method: 'GET', url: `/student-profile/full?id=${student.id}` });
      expect([200, 404], res.body).toContain(res.statusCode);
      if (res.statusCode === 200) {
        expect(res.json().data.view).toBe('company');
        expect(Object.keys(res.json().data).filter((k) => !projection.includes(k))).toEqual([]);
      }
    }
  });

  it('a teacher or a headmaster never creates, changes or deletes a student, teacher or account', async () => {
    const db = ctx.database.db;
    const [student] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, 'siswa'), eq(users.schoolId, jakarta), ne(users.email, DEMO.siswa)));
    const [teacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'guru'), eq(users.schoolId, jakarta), ne(users.email, DEMO.guru)));
    const n = Date.now().toString().slice(-8);
    const targets = { siswa: student!.id, guru: teacher!.id, user: student!.id };
    const creates = {
      siswa: { name: 'Murid Guru', email: `mg${n}@test.id`, nisn: `66${n}`, school_id: jakarta, grade: '10' },
      guru: { name: 'Guru Guru', email: `gg${n}@test.id`, school_id: jakarta },
      user: { name: 'Akun Guru', email: `ag${n}@test.id`, role: 'siswa', school_id: jakarta },
    };
    for (const role of ['guru', 'kepala_sekolah'] as const) {
      for (const model of ['siswa', 'guru', 'user'] as const) {
        const requests = [
          { url: `/${model}/create`, payload: creates[model] },
          { url: `/${model}/update?id=${targets[model]}`, payload: { name: 'Diubah Guru' } },
          { url: `/${model}/delete`, payload: { id: targets[model] } },
          { url: `/${model}/deletes`, payload: { ids: [targets[model]] } },
        ];
        for (const req of requests) {
          const res = await call(ctx.app, tokens[role], { method: 'POST', ...req });
          expect(res.statusCode, `${role} POST ${req.url}`).toBe(403);
        }
      }
    }
    const [after] = await db.select({ name: users.name }).from(users).where(eq(users.id, student!.id));
    expect(after?.name).toBe(student!.name);
    expect(
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, `mg${n}@test.id`))
      ).length,
    ).toBe(0);
  });
});
