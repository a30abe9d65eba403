import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CRUD_ACTIONS,
  MODELS,
  ROLES,
  SCHOOL_MANAGED_ROLES,
  scopeFor,
  type CrudAction,
  type ModelName,
  type Principal,
  type Role,
  type Scope,
} from '@jalurkarir/shared';
import {
  alumni,
  companies,
  currencies,
  opportunities,
  schools,
  studentAwards,
  studentCourses,
  studentEducations,
  studentExperiences,
  studentPortfolios,
  studentRelations,
  studentSkills,
  users,
} from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { single } from '../src/db/rows.js';

/**
 * Walks every cell of the permission table (packages/shared/src/auth/permissions.ts) for the
 * seven roles and anonymous visitors, against the running API on a real database:
 * refused cells answer 401/403, allowed cells succeed, and scoped cells refuse another
 * school's or company's rows (read, update, delete, bulk delete).
 *
 * `list` and `all` are checked for content: the rows returned are exactly the rows of the caller's
 * scope, as an independent query on the test's database states the policy (`inScope` below) —
 * another school's people or another company's rows never appear, drafts never reach students,
 * and an empty answer fails where the database holds rows in scope. Every scoped cell also checks
 * that rows outside the scope exist, so a leak would show.
 */
const PRINCIPALS: Principal[] = [...ROLES, 'anonymous'];

/** The student profile's records (docs/profile.md): rows owned by a student, scoped through the student's account. */
const PROFILE_TABLES = {
  'student-relation': studentRelations,
  'student-education': studentEducations,
  'student-course': studentCourses,
  'student-award': studentAwards,
  'student-experience': studentExperiences,
  'student-skill': studentSkills,
  'student-portfolio': studentPortfolios,
} as const;
type ProfileModel = keyof typeof PROFILE_TABLES;
const isProfileModel = (model: ModelName): model is ProfileModel => model in PROFILE_TABLES;
/** A record's body (without its student): a fresh skill name each time, a student's skills being unique. */
function profileBody(model: ProfileModel, n: string): Record<string, unknown> {
  return {
    'student-relation': { relation_type: 'ibu', name: `Ibu ${n}`, is_guardian: true },
    'student-education': { school_name: `SMP Uji ${n}`, level: 'smp', year_from: 2020, year_to: 2023 },
    'student-course': { name: `Kursus ${n}`, institute: 'Lembaga Uji' },
    'student-award': { name: `Juara ${n}`, year: 2025, level: 'sekolah' },
    'student-experience': { kind: 'pkl', position: `Posisi ${n}`, company: 'PT Uji', date_from: '2025-01-06', date_to: '2025-04-05' },
    'student-skill': { name: `Keterampilan ${n}` },
    'student-portfolio': { title: `Portofolio ${n}`, url: `https://example.com/${n}` },
  }[model];
}

describe('authorization table: role × model × action', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Principal, string | null>;
  const ids = {} as { jakarta: string; bandung: string; digital: string; otomotif: string };
  const me = {} as Record<Role, { id: string; schoolId: string | null; companyId: string | null }>;
  let counter = 0;

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    tokens.anonymous = null;
    const db = ctx.database.db;
    const bySchool = async (npsn: string) => (await db.select().from(schools).where(eq(schools.npsn, npsn)))[0]!.id;
    const byCompany = async (name: string) => (await db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
    ids.jakarta = await bySchool('20100211');
    ids.bandung = await bySchool('20219100');
    ids.digital = await byCompany('PT Nusantara Teknologi Digital');
    ids.otomotif = await byCompany('PT Otomotif Jaya Abadi');
    for (const role of ROLES) {
      me[role] = single(
        await db.select({ id: users.id, schoolId: users.schoolId, companyId: users.companyId }).from(users).where(eq(users.email, DEMO[role])),
      );
    }
    // Rows a leak would show: people of another school and company, openings that are not published.
    for (const model of ['siswa', 'guru', 'kepala-sekolah', 'admin-perusahaan', 'user'] as const) await makeRow(model, 'foreign');
    await makeRow('opportunity', 'foreign');
    for (const model of Object.keys(PROFILE_TABLES) as ProfileModel[]) {
      await makeRow(model, 'own');
      await makeRow(model, 'foreign');
    }
    const closed = await makeRow('opportunity', 'own');
    await call(ctx.app, admin(), { method: 'POST', url: `/opportunity/update?id=${closed}`, payload: { status: 'closed' } });
  });

  const PERSON_ROLE: Partial<Record<ModelName, Role>> = {
    siswa: 'siswa',
    guru: 'guru',
    'kepala-sekolah': 'kepala_sekolah',
    asesor: 'asesor',
    'admin-perusahaan': 'admin_perusahaan',
  };

  /**
   * The policy, stated again as plain queries: the ids of `model` that `principal` may see under
   * `scope`. Written apart from the API's scope code on purpose, so a scope that stops filtering
   * (or filters too much) disagrees with it.
   */
  /** `listed`: as the generic list shows them — the student list holds current students, graduates are the alumni pages' (docs/outcomes.md). */
  async function inScope(model: ModelName, principal: Principal, scope: Scope, listed = false): Promise<Set<string>> {
    const db = ctx.database.db;
    const caller = principal === 'anonymous' ? null : me[principal as Role];
    const unless = (cond: boolean, where: SQL | undefined) => (cond ? where : undefined);
    let rows: { id: string }[];
    if (isProfileModel(model)) {
      const table = PROFILE_TABLES[model];
      rows = await db
        .select({ id: table.id })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(
          and(
            unless(scope === 'self', eq(table.userId, (caller as { id: string } | null)?.id ?? '00000000-0000-0000-0000-000000000000')),
            unless(scope === 'own-school', eq(users.schoolId, caller?.schoolId ?? '00000000-0000-0000-0000-000000000000')),
            unless(scope === 'public' || scope === 'own-company', sql`false`),
          ),
        );
    } else if (model === 'user' || PERSON_ROLE[model]) {
      const role = PERSON_ROLE[model];
      rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            role ? eq(users.role, role) : undefined,
            unless(listed && model === 'siswa', notInArray(users.id, db.select({ id: alumni.userId }).from(alumni))),
            // A company's PKL supervisor accounts are not its admins (they have their own list, docs/pkl.md).
            unless(model === 'admin-perusahaan', eq(users.pklSupervisor, false)),
            // A school admin's accounts: the managed roles (students, teachers, headmaster) of their school.
            unless(
              scope === 'own-school',
              and(eq(users.schoolId, caller?.schoolId ?? ''), model === 'user' ? inArray(users.role, [...SCHOOL_MANAGED_ROLES]) : undefined),
            ),
            unless(scope === 'own-company', eq(users.companyId, caller?.companyId ?? '')),
            unless(scope === 'public' || scope === 'self', sql`false`),
          ),
        );
    } else if (model === 'sekolah') {
      rows = await db
        .select({ id: schools.id })
        .from(schools)
        .where(
          and(
            unless(scope === 'own-school', eq(schools.id, caller?.schoolId ?? '')),
            unless(scope === 'own-company' || scope === 'self', sql`false`),
          ),
        );
    } else if (model === 'perusahaan') {
      rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            unless(scope === 'own-company', eq(companies.id, caller?.companyId ?? '')),
            // Only approved companies are offered to everyone.
            unless(scope === 'public', eq(companies.status, 'approved')),
            unless(scope === 'own-school' || scope === 'self', sql`false`),
          ),
        );
    } else if (model === 'opportunity') {
      rows = await db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(
          and(
            unless(scope === 'own-company', eq(opportunities.companyId, caller?.companyId ?? '')),
            // Published: open, and its deadline (a WIB day) not passed. Drafts and closed ones never.
            unless(
              scope === 'public',
              sql`${opportunities.status} = 'open' and (${opportunities.deadline} is null or ${opportunities.deadline} >= (now() at time zone 'Asia/Jakarta')::date)`,
            ),
            unless(scope === 'own-school' || scope === 'self', sql`false`),
          ),
        );
    } else {
      rows = await db
        .select({ id: currencies.id })
        .from(currencies)
        .where(unless(scope !== 'all', sql`false`));
    }
    return new Set(rows.map((r) => r.id));
  }

  /** How many rows of `model` the database holds in all (to know a scoped cell has something to hide). */
  async function totalRows(model: ModelName): Promise<number> {
    const db = ctx.database.db;
    const role = PERSON_ROLE[model];
    if (isProfileModel(model)) return (await db.select({ id: PROFILE_TABLES[model].id }).from(PROFILE_TABLES[model])).length;
    if (model === 'user' || role)
      return (
        await db
          .select({ id: users.id })
          .from(users)
          .where(role ? eq(users.role, role) : undefined)
      ).length;
    const table = { sekolah: schools, perusahaan: companies, opportunity: opportunities, currency: currencies }[model as 'sekolah'];
    return (await db.select({ id: table.id }).from(table)).length;
  }

  /** Rows answered by list/all are exactly the caller's scope; nothing outside it, nothing missing. */
  async function expectScopedContent(
    model: ModelName,
    principal: Principal,
    scope: Scope,
    returned: string[],
    total: number,
    cap: number,
    listed = false,
  ) {
    const allowed = await inScope(model, principal, scope, listed);
    const label = `${principal} ${model} (${scope})`;
    expect(allowed.size, `${label}: the database holds rows in scope`).toBeGreaterThan(0);
    // Every scope but `all` hides rows, save the public school picker: every school, by name only (checked in `all`).
    const hides = scope !== 'all' && !(scope === 'public' && model === 'sekolah');
    if (hides) expect(await totalRows(model), `${label}: rows outside the scope exist`).toBeGreaterThan(allowed.size);
    expect(
      returned.filter((id) => !allowed.has(id)),
      `${label}: rows outside the scope`,
    ).toEqual([]);
    expect(new Set(returned).size, `${label}: every row once`).toBe(returned.length);
    expect(total, `${label}: total`).toBe(allowed.size);
    expect(returned.length, `${label}: rows returned`).toBe(Math.min(cap, allowed.size));
  }

  const admin = () => tokens.admin!;
  const unique = () => `${Date.now().toString().slice(-6)}${String(++counter).padStart(4, '0')}`;

  /** Makes a row as Admin, inside (`own`) or outside (`foreign`) the principal's scope. */
  async function makeRow(model: ModelName, side: 'own' | 'foreign'): Promise<string> {
    const n = unique();
    if (isProfileModel(model)) {
      // Own: a record of the demo student (Jakarta, the school staff's school); foreign: a Bandung student's.
      const [owner] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(side === 'own' ? eq(users.email, DEMO.siswa) : and(eq(users.role, 'siswa'), eq(users.schoolId, ids.bandung)));
      const res = await call(ctx.app, admin(), {
        method: 'POST',
        url: `/${model}/create`,
        payload: { ...profileBody(model, n), user_id: owner!.id },
      });
      if (res.statusCode !== 201) throw new Error(`${model} create: ${res.body}`);
      return res.json().data.id;
    }
    const body: Record<Exclude<ModelName, ProfileModel>, () => Record<string, unknown>> = {
      user: () => ({
        name: `Siswa ${n}`,
        email: `s${n}@test.id`,
        password: 'Password123!',
        role: 'siswa',
        nisn: n.padStart(10, '9').slice(-10),
        school_id: side === 'own' ? ids.jakarta : ids.bandung,
      }),
      sekolah: () => ({ npsn: n.slice(-8), name: `SMK Uji ${n}`, status: 'swasta', education_level: 'SMK', ownership_status: 'yayasan' }),
      perusahaan: () => ({ name: `PT Uji ${n}`, sector: 'Uji' }),
      currency: () => ({
        code: `X${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + (((counter / 26) | 0) % 26))}`,
        name: `Uji ${n}`,
        symbol: 'X',
        decimals: 0,
      }),
      siswa: () => ({
        name: `Murid ${n}`,
        email: `m${n}@test.id`,
        nisn: n.padStart(10, '8').slice(-10),
        password: 'Password123!',
        school_id: side === 'own' ? ids.jakarta : ids.bandung,
        program: 'rpl',
        grade: '11',
      }),
      guru: () => ({
        name: `Guru ${n}`,
        email: `t${n}@test.id`,
        password: 'Password123!',
        subject: 'Matematika',
        school_id: side === 'own' ? ids.jakarta : ids.bandung,
      }),
      'kepala-sekolah': () => ({
        name: `Kepala ${n}`,
        email: `k${n}@test.id`,
        password: 'Password123!',
        employment_status: 'pns',
        school_id: side === 'own' ? ids.jakarta : ids.bandung,
      }),
      asesor: () => ({ name: `Asesor ${n}`, email: `as${n}@test.id`, password: 'Password123!', expertise: 'Uji' }),
      'admin-perusahaan': () => ({
        name: `Admin PT ${n}`,
        email: `ap${n}@test.id`,
        password: 'Password123!',
        company_id: side === 'own' ? ids.digital : ids.otomotif,
      }),
      // Own: an open opening of the caller's company; foreign: a draft of another company.
      opportunity: () => ({
        title: `Lowongan ${n}`,
        company_id: side === 'own' ? ids.digital : ids.otomotif,
        contract_type: 'full_time',
        career_level: 'entry',
        qualification: 'SMK',
        status: side === 'own' ? 'open' : 'draft',
      }),
    };
    const res = await call(ctx.app, admin(), { method: 'POST', url: `/${model}/create`, payload: body[model]() });
    if (res.statusCode !== 201) throw new Error(`${model} create: ${res.body}`);
    return res.json().data.id;
  }

  /** A row the principal may act on under its scope, and one it may not (null when scope is `all`). */
  async function targets(model: ModelName, principal: Principal, scope: Scope, destructive: boolean) {
    if (scope === 'all') return { own: await makeRow(model, 'own'), foreign: null };
    if (scope === 'public') {
      // Published rows are visible; a draft is not, even by id.
      return { own: await makeRow(model, 'own'), foreign: model === 'opportunity' ? await makeRow(model, 'foreign') : null };
    }
    if (model === 'opportunity' || isProfileModel(model)) return { own: await makeRow(model, 'own'), foreign: await makeRow(model, 'foreign') };
    if (model === 'user' || model === 'siswa' || model === 'guru' || model === 'kepala-sekolah' || model === 'admin-perusahaan') {
      return { own: await makeRow(model, 'own'), foreign: await makeRow(model, 'foreign') };
    }
    if (model === 'sekolah') {
      if (destructive) throw new Error('no scoped destructive cell expected for sekolah');
      return { own: ids.jakarta, foreign: ids.bandung };
    }
    if (model === 'perusahaan') {
      if (destructive) throw new Error('no scoped destructive cell expected for perusahaan');
      return { own: ids.digital, foreign: ids.otomotif };
    }
    throw new Error(`unexpected scope ${scope} for ${model} / ${principal}`);
  }

  const updateBody: Record<ModelName, Record<string, unknown>> = {
    user: { phone: '081299990000' },
    sekolah: { phone: '021-7777777' },
    perusahaan: { sector: 'Diperbarui' },
    currency: { name: 'Diperbarui' },
    opportunity: { title: 'Diperbarui', salary_from: 4_000_000, salary_to: 6_000_000 },
    siswa: { class_name: 'XII RPL 2', hobby: 'Futsal' },
    guru: { subject: 'Bahasa Inggris', employment_status: 'pppk' },
    'kepala-sekolah': { term_start: '2024-07-01', employment_status: 'pppk' },
    asesor: { expertise: 'Diperbarui', institution: 'LSP Uji' },
    'admin-perusahaan': { phone: '081299990001' },
    'student-relation': { occupation: 'Guru SD' },
    'student-education': { major: 'IPA' },
    'student-course': { place: 'Daring' },
    'student-award': { organizer: 'Dinas Pendidikan' },
    'student-experience': { description: 'Diperbarui' },
    'student-skill': { name: 'Diperbarui' },
    'student-portfolio': { description: 'Diperbarui' },
  };

  async function createBody(model: ModelName, principal: Principal): Promise<Record<string, unknown>> {
    const n = unique();
    if (isProfileModel(model)) {
      // A student's own record names no student; staff name one of their scope (the demo student, Jakarta).
      return principal === 'siswa' ? profileBody(model, n) : { ...profileBody(model, n), user_id: me.siswa.id };
    }
    if (model === 'user') {
      return principal === 'admin_sekolah'
        ? { name: `Guru ${n}`, email: `g${n}@test.id`, role: 'guru' } // staff never choose a password (staff-powers.test.ts)
        : { name: `Asesor ${n}`, email: `a${n}@test.id`, password: 'Password123!', role: 'asesor' };
    }
    if (model === 'sekolah')
      return { npsn: n.slice(-8), name: `SMK Baru ${n}`, status: 'negeri', education_level: 'SMK', ownership_status: 'pemerintah_daerah' };
    if (model === 'perusahaan') return { name: `PT Baru ${n}` };
    // A school admin's new headmaster lands in their school whatever the body names.
    if (model === 'kepala-sekolah') return { name: `Kepala Baru ${n}`, email: `kb${n}@test.id`, school_id: ids.bandung, term_start: '2025-01-06' };
    if (model === 'asesor') return { name: `Asesor Baru ${n}`, email: `ab${n}@test.id`, registration_number: `MET.000.${n.slice(-6)} 2024` };
    if (model === 'admin-perusahaan') return { name: `Admin PT Baru ${n}`, email: `apb${n}@test.id`, company_id: ids.otomotif };
    if (model === 'guru') return { name: `Guru Baru ${n}`, email: `gb${n}@test.id`, school_id: ids.jakarta, nuptk: n.padStart(16, '3').slice(-16) };
    if (model === 'siswa') {
      return { name: `Murid Baru ${n}`, email: `mb${n}@test.id`, nisn: n.padStart(10, '7').slice(-10), school_id: ids.jakarta, grade: '10' };
    }
    if (model === 'opportunity') {
      return { title: `Lowongan Baru ${n}`, company_id: ids.otomotif, contract_type: 'internship', career_level: 'entry', qualification: 'SMK' };
    }
    return {
      code: `Q${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + (((counter / 26) | 0) % 26))}`,
      name: `Baru ${n}`,
      symbol: 'Q',
      decimals: 2,
    };
  }

  async function run(model: ModelName, action: CrudAction, principal: Principal, scope: Scope | null) {
    const token = tokens[principal];
    const destructive = action === 'delete' || action === 'deletes' || action === 'update';
    if (!scope) {
      // Refused cell: a target that exists, so the refusal is about permission, not absence.
      const target = action === 'create' || action === 'list' || action === 'field' || action === 'all' ? null : await makeRow(model, 'own');
      const req = {
        list: { method: 'GET', url: `/${model}/list` },
        field: { method: 'GET', url: `/${model}/field` },
        all: { method: 'GET', url: `/${model}/all` },
        create: { method: 'POST', url: `/${model}/create`, payload: await createBody(model, 'admin') },
        detail: { method: 'GET', url: `/${model}/detail?id=${target}` },
        update: { method: 'POST', url: `/${model}/update?id=${target}`, payload: updateBody[model] },
        delete: { method: 'POST', url: `/${model}/delete`, payload: { id: target } },
        deletes: { method: 'POST', url: `/${model}/deletes`, payload: { ids: [target] } },
      }[action] as { method: 'GET' | 'POST'; url: string; payload?: object };
      const res = await call(ctx.app, token, req);
      expect(res.statusCode, `${principal} ${model}/${action}: ${res.body}`).toBe(principal === 'anonymous' ? 401 : 403);
      if (principal === 'anonymous') expect(res.json().name).toBe('Unauthorized');
      if (target) {
        const still = await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${target}` });
        expect(still.statusCode).toBe(200);
      }
      return;
    }

    switch (action) {
      case 'field': {
        const res = await call(ctx.app, token, { method: 'GET', url: `/${model}/field` });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.length).toBeGreaterThan(0);
        return;
      }
      case 'list': {
        const res = await call(ctx.app, token, { method: 'GET', url: `/${model}/list?per_page=100` });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ page: 1, per_page: 100 });
        await expectScopedContent(
          model,
          principal,
          scope,
          body.data.map((r: { id: string }) => r.id),
          body.total,
          100,
          true,
        );
        if (scope === 'own-school' && (model === 'user' || model === 'siswa' || model === 'guru' || model === 'kepala-sekolah')) {
          expect(body.data.every((u: { school_id: string }) => u.school_id === ids.jakarta)).toBe(true);
          expect(body.data.length).toBeGreaterThan(0);
        }
        if (scope === 'own-school' && model === 'sekolah') expect(body.data.map((s: { id: string }) => s.id)).toEqual([ids.jakarta]);
        if (scope === 'own-company' && model === 'perusahaan') expect(body.data.map((c: { id: string }) => c.id)).toEqual([ids.digital]);
        if (scope === 'own-company' && model === 'admin-perusahaan') {
          expect(body.data.every((a: { company_id: string }) => a.company_id === ids.digital)).toBe(true);
          expect(body.data.length).toBeGreaterThan(0);
        }
        if (scope === 'own-company' && model === 'opportunity') {
          expect(body.data.every((o: { company_id: string }) => o.company_id === ids.digital)).toBe(true);
        }
        if (scope === 'public' && model === 'opportunity') expect(body.data.every((o: { status: string }) => o.status === 'open')).toBe(true);
        return;
      }
      case 'all': {
        const res = await call(ctx.app, token, { method: 'GET', url: `/${model}/all` });
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json().data as Record<string, unknown>[];
        expect(rows.length).toBeGreaterThan(0);
        await expectScopedContent(
          model,
          principal,
          scope,
          rows.map((r) => r.id as string),
          rows.length,
          1000,
        );
        if (scope === 'public') {
          // Public pickers carry names, not contact details.
          for (const row of rows) expect(row).not.toHaveProperty('phone');
          if (model === 'perusahaan') expect(rows.some((r) => r.name === 'CV Kuliner Rasa Nusantara')).toBe(false);
        }
        return;
      }
      case 'create': {
        const res = await call(ctx.app, token, { method: 'POST', url: `/${model}/create`, payload: await createBody(model, principal) });
        expect(res.statusCode, res.body).toBe(201);
        if (scope === 'own-school' && !isProfileModel(model)) expect(res.json().data.school_id).toBe(ids.jakarta);
        // A profile record belongs to the student named (staff) or to the caller (a student), never elsewhere.
        if (isProfileModel(model)) expect(res.json().data.user_id).toBe(me.siswa.id);
        // A company admin's new opening belongs to their company, whatever company_id the body named.
        if (scope === 'own-company') expect(res.json().data.company_id).toBe(ids.digital);
        return;
      }
      case 'detail': {
        const t = await targets(model, principal, scope, false);
        const own = await call(ctx.app, token, { method: 'GET', url: `/${model}/detail?id=${t.own}` });
        expect(own.statusCode, own.body).toBe(200);
        if (t.foreign) {
          const foreign = await call(ctx.app, token, { method: 'GET', url: `/${model}/detail?id=${t.foreign}` });
          expect(foreign.statusCode).toBe(404);
        }
        return;
      }
      case 'update': {
        const t = await targets(model, principal, scope, false);
        const own = await call(ctx.app, token, { method: 'POST', url: `/${model}/update?id=${t.own}`, payload: updateBody[model] });
        expect(own.statusCode, own.body).toBe(200);
        if (t.foreign) {
          const before = await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${t.foreign}` });
          const foreign = await call(ctx.app, token, { method: 'POST', url: `/${model}/update?id=${t.foreign}`, payload: updateBody[model] });
          expect(foreign.statusCode).toBe(404);
          const after = await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${t.foreign}` });
          expect(after.json()).toEqual(before.json());
        }
        return;
      }
      case 'delete': {
        const t = await targets(model, principal, scope, destructive);
        if (t.foreign) {
          const foreign = await call(ctx.app, token, { method: 'POST', url: `/${model}/delete`, payload: { id: t.foreign } });
          expect(foreign.statusCode).toBe(404);
          expect((await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${t.foreign}` })).statusCode).toBe(200);
        }
        const own = await call(ctx.app, token, { method: 'POST', url: `/${model}/delete`, payload: { id: t.own } });
        expect(own.statusCode, own.body).toBe(200);
        expect((await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${t.own}` })).statusCode).toBe(404);
        return;
      }
      case 'deletes': {
        const t = await targets(model, principal, scope, destructive);
        if (t.foreign) {
          // One id outside the scope refuses the whole request: nothing is deleted.
          const mixed = await call(ctx.app, token, { method: 'POST', url: `/${model}/deletes`, payload: { ids: [t.own, t.foreign] } });
          expect(mixed.statusCode).toBe(403);
          for (const id of [t.own, t.foreign]) {
            expect((await call(ctx.app, admin(), { method: 'GET', url: `/${model}/detail?id=${id}` })).statusCode).toBe(200);
          }
        }
        const own = await call(ctx.app, token, { method: 'POST', url: `/${model}/deletes`, payload: { ids: [t.own] } });
        expect(own.statusCode, own.body).toBe(200);
        expect(own.json().deleted).toBe(1);
        return;
      }
    }
  }

  for (const model of MODELS) {
    for (const action of CRUD_ACTIONS) {
      for (const principal of PRINCIPALS) {
        const scope = scopeFor(principal, model, action);
        it(`${model}/${action} as ${principal} → ${scope ?? 'refused'}`, () => run(model, action, principal, scope));
      }
    }
  }
});
