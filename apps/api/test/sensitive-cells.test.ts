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
    says: 'A minor’s full profile is read by the Admin, their own school’s staff, themself, and a company they applied to — no school reads another school’s students',
    covers: { 'student-profile': ['full'] },
    scopes: {
      admin: 'all',
      admin_sekolah: 'own-school',
      kepala_sekolah: 'own-school',
      guru: 'own-school',
      siswa: 'self',
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
    says: 'Attempts are read by the student who made them, their school’s staff and the Admin',
    covers: { 'test-attempt': ['list', 'detail'] },
    scopes: { admin: 'all', admin_sekolah: 'own-school', kepala_sekolah: 'own-school', guru: 'own-school', siswa: 'self' },
  },
  {
    says: 'Only a student takes a test, and only their own attempt',
    covers: { 'test-attempt': ['available', 'start', 'answer', 'submit'] },
    scopes: { siswa: 'self' },
  },
  // ——— Privacy ———
  {
    says: 'A student’s privacy settings, data export and who viewed them are the student’s alone',
    covers: { privacy: ['detail', 'update', 'export', 'views'] },
    scopes: { siswa: 'self' },
  },
];

const PRINCIPALS: readonly Principal[] = [...ROLES, 'anonymous'];
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
