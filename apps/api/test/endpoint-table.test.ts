import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { ROLES, type Principal, type Role } from '@jalurkarir/shared';
import { alumni, companies, schools, users } from '../src/db/schema.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';
import { single } from '../src/db/rows.js';

// A real 1×1 PNG for the upload endpoints.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const logoUpload = multipart('logo.png', PNG, 'image/png');

/**
 * The endpoints outside the generic model convention, walked for every role and anonymous
 * visitors: who gets through (2xx) and who is refused (401 without a session, 403 otherwise).
 * The generic models are walked cell by cell in authorization.test.ts.
 */
type Expect = 'ok' | 'refused';
const ALL_ROLES_OK = Object.fromEntries([...ROLES].map((r) => [r, 'ok'])) as Record<Principal, Expect>;
const only = (...roles: Principal[]) =>
  Object.fromEntries([...ROLES, 'anonymous'].map((r) => [r, roles.includes(r as Principal) ? 'ok' : 'refused'])) as Record<Principal, Expect>;

/** `{digital}` in a url is the id of the demo company of perusahaan@jalurkarir.id. */
const TABLE: Array<{
  endpoint: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  expect: Record<Principal, Expect>;
}> = [
  { endpoint: 'profile', method: 'GET', url: '/user/profile', expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  {
    endpoint: 'profile-update',
    method: 'POST',
    url: '/user/profile-update',
    payload: { phone: '081200000001' },
    expect: { ...ALL_ROLES_OK, anonymous: 'refused' },
  },
  { endpoint: 'dashboard', method: 'GET', url: '/dashboard/summary', expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  { endpoint: 'company-profile', method: 'GET', url: '/user/company-profile', expect: only('admin_perusahaan') },
  {
    endpoint: 'update-company-profile',
    method: 'POST',
    url: '/user/update-company-profile',
    payload: { sector: 'Teknologi' },
    expect: only('admin_perusahaan'),
  },
  { endpoint: 'sekolah/all-by-admin-sekolah', method: 'GET', url: '/sekolah/all-by-admin-sekolah', expect: only('admin', 'admin_sekolah') },
  { endpoint: 'guru/all-by-admin-sekolah', method: 'GET', url: '/guru/all-by-admin-sekolah', expect: only('admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'outbox', method: 'GET', url: '/outbox/list', expect: only('admin') },
  { endpoint: 'import-template', method: 'GET', url: '/siswa/import-template?format=csv', expect: only('admin', 'admin_sekolah') },
  { endpoint: 'user export', method: 'GET', url: '/user/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'student export', method: 'GET', url: '/siswa/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru') },
  { endpoint: 'regions', method: 'GET', url: '/service/provinces', expect: { ...ALL_ROLES_OK, anonymous: 'ok' } },
  { endpoint: 'school picker', method: 'GET', url: '/sekolah/all', expect: { ...ALL_ROLES_OK, anonymous: 'ok' } },
  // Tests (docs/tests-engine.md; the per-row cells are in tests-engine.test.ts).
  { endpoint: 'test list', method: 'GET', url: '/test/list', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru') },
  { endpoint: 'test completion', method: 'GET', url: '/test/completion', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'test export', method: 'GET', url: '/test/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'available tests', method: 'GET', url: '/test-attempt/available?group=personality', expect: only('siswa') },
  // Saved openings and job alerts (docs/matching.md; the own-list rules are in job-alerts.test.ts).
  { endpoint: 'saved openings', method: 'GET', url: '/saved-opportunity/list', expect: only('siswa') },
  { endpoint: 'job alert settings', method: 'GET', url: '/job-alert/settings', expect: only('siswa') },
  // Talent pools (docs/applications.md; the own-company rules are in talent-pools.test.ts).
  { endpoint: 'talent pools', method: 'GET', url: '/talent-pool/list', expect: only('admin_perusahaan') },
  // Conversations (docs/messages.md; the thread, minor and mute rules are in messages.test.ts).
  { endpoint: 'message threads', method: 'GET', url: '/message/list', expect: only('siswa', 'admin_perusahaan', 'guru', 'admin_sekolah') },
  { endpoint: 'message contacts', method: 'GET', url: '/message/contacts', expect: only('siswa') },
  { endpoint: 'message unread count', method: 'GET', url: '/message/unread', expect: only('siswa', 'admin_perusahaan', 'guru', 'admin_sekolah') },
  { endpoint: 'message reports', method: 'GET', url: '/message/reports', expect: only('admin', 'admin_sekolah') },
  { endpoint: 'message mutes', method: 'GET', url: '/message/mutes', expect: only('admin_sekolah') },
  {
    endpoint: 'job alert settings update',
    method: 'POST',
    url: '/job-alert/settings',
    payload: { enabled: true, threshold: 70, email: true },
    expect: only('siswa'),
  },
  {
    endpoint: 'test history',
    method: 'GET',
    url: '/test-attempt/list?group=personality',
    expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa'),
  },
  // Partnerships (docs/partnerships.md; every cell, the rules and bad input: partnerships.test.ts).
  {
    endpoint: 'partnership list',
    method: 'GET',
    url: '/partnership/list',
    expect: only('admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah'),
  },
  { endpoint: 'partnership school finder', method: 'GET', url: '/partnership/schools', expect: only('admin_perusahaan') },
  // The Admin any company, a company admin their own (another company's is a 404: company-logo.test.ts).
  {
    endpoint: 'company logo',
    method: 'POST',
    url: '/perusahaan/logo?id={digital}',
    payload: logoUpload.payload,
    headers: logoUpload.headers,
    expect: only('admin', 'admin_perusahaan'),
  },
  // The company's page for students: every verified account; its photos: the company admin, own company
  // (another company's is a 404, a student's bulk move a 403: employer-brand.test.ts, bulk-move.test.ts).
  { endpoint: 'company page', method: 'GET', url: '/perusahaan/page?id={digital}', expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  { endpoint: 'company photos', method: 'GET', url: '/perusahaan/photos?id={digital}', expect: only('admin_perusahaan') },
  {
    endpoint: 'company photo upload',
    method: 'POST',
    url: '/perusahaan/photo-upload?id={digital}',
    payload: logoUpload.payload,
    headers: logoUpload.headers,
    expect: only('admin_perusahaan'),
  },
];

describe('role × endpoint table (endpoints outside the generic models)', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Principal, string | null>;
  let digital = '';
  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    tokens.anonymous = null;
    digital = single(
      await ctx.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Nusantara Teknologi Digital')),
    ).id;
  });
  const send = (token: string | null, row: (typeof TABLE)[number]) =>
    call(ctx.app, token, { method: row.method, url: row.url.replace('{digital}', digital), payload: row.payload, headers: row.headers });

  for (const row of TABLE) {
    for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
      const expected = row.expect[principal];
      it(`${row.endpoint} as ${principal} → ${expected}`, async () => {
        const res = await send(tokens[principal], row);
        if (expected === 'ok') {
          expect(res.statusCode, res.body).toBeLessThan(300);
        } else {
          expect(res.statusCode, res.body).toBe(principal === 'anonymous' ? 401 : 403);
        }
      });
    }
  }

  it('an unverified account is refused everything but its own profile and dashboard', async () => {
    const pending = await login(ctx.app, 'pending.guru@jalurkarir.id');
    for (const row of TABLE) {
      const res = await send(pending, row);
      const open = ['profile', 'profile-update', 'dashboard', 'regions', 'school picker'].includes(row.endpoint);
      expect(res.statusCode, row.endpoint).toBe(open ? 200 : 403);
    }
  });

  describe('content: what each allowed caller gets is inside their scope (checked against the database)', () => {
    const mine = async (role: Role) =>
      (
        await ctx.database.db
          .select({ id: users.id, schoolId: users.schoolId, companyId: users.companyId })
          .from(users)
          .where(eq(users.email, DEMO[role]))
      )[0];
    const ids = (res: { json(): { data: { id: string }[] } }) =>
      res
        .json()
        .data.map((r) => r.id)
        .sort();

    it('sekolah/all-by-admin-sekolah: a school admin their school only, the Admin every school', async () => {
      const db = ctx.database.db;
      const own = await mine('admin_sekolah');
      expect(
        ids(
          await send(
            tokens.admin_sekolah,
            TABLE.find((r) => r.endpoint === 'sekolah/all-by-admin-sekolah')!,
          ),
        ),
      ).toEqual([own!.schoolId]);
      const every = (await db.select({ id: schools.id }).from(schools)).map((r) => r.id).sort();
      expect(every.length).toBeGreaterThan(1);
      expect(
        ids(
          await send(
            tokens.admin,
            TABLE.find((r) => r.endpoint === 'sekolah/all-by-admin-sekolah')!,
          ),
        ),
      ).toEqual(every);
    });

    it('guru/all-by-admin-sekolah: the teachers of the caller’s school, all of them, no one else', async () => {
      const db = ctx.database.db;
      for (const role of ['admin_sekolah', 'kepala_sekolah'] as const) {
        const own = await mine(role);
        const expected = (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'guru'), eq(users.schoolId, own!.schoolId!)))
        )
          .map((r) => r.id)
          .sort();
        const elsewhere = await db.select({ id: users.id }).from(users).where(eq(users.role, 'guru'));
        expect(expected.length).toBeGreaterThan(0);
        expect(elsewhere.length).toBeGreaterThan(expected.length);
        expect(
          ids(
            await send(
              tokens[role],
              TABLE.find((r) => r.endpoint === 'guru/all-by-admin-sekolah')!,
            ),
          ),
          role,
        ).toEqual(expected);
      }
    });

    it('company-profile: the company admin’s own company', async () => {
      const own = await mine('admin_perusahaan');
      const res = await send(
        tokens.admin_perusahaan,
        TABLE.find((r) => r.endpoint === 'company-profile')!,
      );
      expect(res.json().data.id).toBe(own!.companyId);
    });

    it('student export: a teacher’s file holds the current students of their school, every one (graduates are the alumni pages’)', async () => {
      const db = ctx.database.db;
      const own = await mine('guru');
      const res = await send(
        tokens.guru,
        TABLE.find((r) => r.endpoint === 'student export')!,
      );
      const exported = res.body
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0]!.replace(/"/g, ''))
        .sort();
      const expected = (
        await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.role, 'siswa'), eq(users.schoolId, own!.schoolId!), notInArray(users.id, db.select({ id: alumni.userId }).from(alumni))),
          )
      )
        .map((r) => r.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(exported).toEqual(expected);
    });
  });
});
