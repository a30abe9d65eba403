import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import {
  ACCOUNT_FIELDS,
  MODELS,
  PERMISSIONS,
  ROLES,
  canWriteAccountField,
  cellScope,
  scopeFor,
  type ModelName,
  type Principal,
  type Role,
} from '@jalurkarir/shared';
import { opportunities, schools, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { single } from '../src/db/rows.js';

/**
 * The product's rules of who sees and changes what, written as plain statements — the policy, not
 * one cell of the table at a time. Each walks every model (or every route) the principal can
 * reach, so a new model or route that breaks a rule fails here without a new test.
 */
describe('policy', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Role, string>;
  const me = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    const db = ctx.database.db;
    for (const role of ROLES) me[role] = single(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO[role]))).id;
  });

  /** Every row id `principal` can read through the generic models' `list` and `all`. */
  async function everythingVisibleTo(principal: Role): Promise<Map<string, ModelName>> {
    const seen = new Map<string, ModelName>();
    for (const model of MODELS) {
      for (const action of ['list', 'all'] as const) {
        if (!scopeFor(principal, model, action)) continue;
        const res = await call(ctx.app, tokens[principal], {
          method: 'GET',
          url: action === 'list' ? `/${model}/list?per_page=100` : `/${model}/all`,
        });
        expect(res.statusCode, `${principal} ${model}/${action}`).toBe(200);
        for (const row of res.json().data as { id: string }[]) seen.set(row.id, model);
      }
    }
    return seen;
  }

  it('a company admin never sees a student who is not verified (nor, before applications exist, any student)', async () => {
    const db = ctx.database.db;
    const students = await db.select({ id: users.id, verified: users.verified }).from(users).where(eq(users.role, 'siswa'));
    expect(students.some((s) => !s.verified)).toBe(true);
    const visible = await everythingVisibleTo('admin_perusahaan');
    expect(students.filter((s) => visible.has(s.id))).toEqual([]);
    // Also by id, through every model that has a detail.
    const pending = students.find((s) => !s.verified)!;
    for (const model of MODELS) {
      const res = await call(ctx.app, tokens.admin_perusahaan, { method: 'GET', url: `/${model}/detail?id=${pending.id}` });
      expect([403, 404], `${model}/detail`).toContain(res.statusCode);
    }
  });

  it('a school admin never sets another account’s password, on any account model, create or update', async () => {
    expect(canWriteAccountField('admin_sekolah', 'password', 'create')).toBe(false);
    expect(canWriteAccountField('admin_sekolah', 'password', 'update')).toBe(false);
    const db = ctx.database.db;
    const [student] = await db
      .select({ id: users.id, hash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(users.role, 'siswa'),
          eq(users.schoolId, (await db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211')))[0]!.id),
          ne(users.id, me.siswa),
        ),
      );
    for (const model of ['user', 'siswa'] as const) {
      const res = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: `/${model}/update?id=${student!.id}`,
        payload: { password: 'Chosen-by-staff1' },
      });
      expect(res.statusCode, `${model}/update`).toBe(403);
    }
    const [after] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, student!.id));
    expect(after!.hash).toBe(student!.hash);
    const n = Date.now().toString().slice(-8);
    const creates: Record<string, object> = {
      user: { name: 'Guru Pw', email: `pw${n}@test.id`, role: 'guru', password: 'Chosen-by-staff1' },
      siswa: { name: 'Siswa Pw', email: `pws${n}@test.id`, nisn: `77${n}`, grade: '10', password: 'Chosen-by-staff1' },
      guru: { name: 'Guru Pw', email: `pwg${n}@test.id`, password: 'Chosen-by-staff1' },
      'kepala-sekolah': { name: 'Kepala Pw', email: `pwk${n}@test.id`, password: 'Chosen-by-staff1' },
    };
    for (const [model, payload] of Object.entries(creates)) {
      const res = await call(ctx.app, tokens.admin_sekolah, { method: 'POST', url: `/${model}/create`, payload });
      expect(res.statusCode, `${model}/create: ${res.body}`).toBe(403);
    }
    // Of the account fields, only the Admin writes another person's password, e-mail and role.
    for (const field of ACCOUNT_FIELDS) expect(ROLES.filter((r) => canWriteAccountField(r, field, 'update'))).toEqual(['admin']);
  });

  it('a student never sees another student, nor any other person’s account', async () => {
    const db = ctx.database.db;
    const people = await db.select({ id: users.id }).from(users).where(ne(users.id, me.siswa));
    const visible = await everythingVisibleTo('siswa');
    expect(people.filter((p) => visible.has(p.id))).toEqual([]);
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'siswa'), ne(users.id, me.siswa)));
    for (const model of MODELS) {
      const res = await call(ctx.app, tokens.siswa, { method: 'GET', url: `/${model}/detail?id=${other!.id}` });
      expect([403, 404], `${model}/detail`).toContain(res.statusCode);
    }
  });

  it('an unverified account reads only its own profile: every other GET route with a table cell refuses it', async () => {
    const pending = await login(ctx.app, 'pending.guru@jalurkarir.id');
    const profile = await call(ctx.app, pending, { method: 'GET', url: '/user/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('pending.guru@jalurkarir.id');
    // The sign-up pickers are open to visitors, so to an unverified account too (checked below in the table).
    const cells = ctx.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && typeof r.permission === 'object' && !cellScope('anonymous', r.permission),
    );
    expect(cells.length).toBeGreaterThan(50);
    for (const route of cells) {
      const res = await call(ctx.app, pending, { method: 'GET', url: `${route.url}?id=${me.guru}&format=csv` });
      // 400 where the route does not take these parameters (checked before permissions); never data.
      expect([400, 403], `${route.url}: ${res.statusCode}`).toContain(res.statusCode);
      if (res.statusCode === 400) {
        const bare = await call(ctx.app, pending, { method: 'GET', url: route.url });
        expect(bare.statusCode, route.url).toBe(403);
      }
    }
    // In the table, an unverified account (principal `anonymous`) holds nothing but the public pickers.
    for (const [model, table] of Object.entries(PERMISSIONS)) {
      for (const [action, scope] of Object.entries(table.anonymous ?? {})) expect(`${model}/${action}/${scope}`).toMatch(/\/all\/public$/);
    }
  });

  it('nobody changes their own role, whoever they are', async () => {
    const db = ctx.database.db;
    for (const role of ROLES) {
      const target: Role = role === 'siswa' ? 'guru' : 'siswa';
      const update = await call(ctx.app, tokens[role], { method: 'POST', url: `/user/update?id=${me[role]}`, payload: { role: target } });
      expect(update.statusCode, `${role} /user/update`).toBeGreaterThanOrEqual(400);
      const profile = await call(ctx.app, tokens[role], { method: 'POST', url: '/user/profile-update', payload: { role: target } });
      expect(profile.statusCode, `${role} /user/profile-update`).toBeGreaterThanOrEqual(400);
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, me[role]));
      expect(row!.role).toBe(role);
    }
  });

  it('draft and closed openings never reach students, school staff or visitors', async () => {
    const db = ctx.database.db;
    const hidden = await db.select({ id: opportunities.id }).from(opportunities).where(ne(opportunities.status, 'open'));
    expect(hidden.length).toBeGreaterThan(0);
    const readers: Principal[] = ROLES.filter((r) => scopeFor(r, 'opportunity', 'list') === 'public');
    expect(readers).toEqual(expect.arrayContaining(['siswa', 'guru', 'admin_sekolah', 'kepala_sekolah']));
    for (const role of readers as Role[]) {
      const visible = await everythingVisibleTo(role);
      expect(
        hidden.filter((o) => visible.has(o.id)),
        role,
      ).toEqual([]);
      for (const o of hidden) {
        expect((await call(ctx.app, tokens[role], { method: 'GET', url: `/opportunity/detail?id=${o.id}` })).statusCode, role).toBe(404);
      }
    }
    for (const action of ['list', 'all', 'detail'] as const) expect(scopeFor('anonymous', 'opportunity', action)).toBeNull();
    expect((await call(ctx.app, null, { method: 'GET', url: '/opportunity/list' })).statusCode).toBe(401);
  });
});
