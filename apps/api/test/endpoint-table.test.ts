import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Principal } from '@jalurkarir/shared';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The endpoints outside the generic model convention, walked for every role and anonymous
 * visitors: who gets through (2xx) and who is refused (401 without a session, 403 otherwise).
 * The generic models are walked cell by cell in authorization.test.ts.
 */
type Expect = 'ok' | 'refused';
const ALL_ROLES_OK = Object.fromEntries([...ROLES].map((r) => [r, 'ok'])) as Record<Principal, Expect>;
const only = (...roles: Principal[]) =>
  Object.fromEntries([...ROLES, 'anonymous'].map((r) => [r, roles.includes(r as Principal) ? 'ok' : 'refused'])) as Record<Principal, Expect>;

const TABLE: Array<{ endpoint: string; method: 'GET' | 'POST'; url: string; payload?: object; expect: Record<Principal, Expect> }> = [
  { endpoint: 'profile', method: 'GET', url: '/user/profile', expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  { endpoint: 'profile-update', method: 'POST', url: '/user/profile-update', payload: { phone: '081200000001' }, expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  { endpoint: 'dashboard', method: 'GET', url: '/dashboard/summary', expect: { ...ALL_ROLES_OK, anonymous: 'refused' } },
  { endpoint: 'company-profile', method: 'GET', url: '/user/company-profile', expect: only('admin_perusahaan') },
  { endpoint: 'update-company-profile', method: 'POST', url: '/user/update-company-profile', payload: { sector: 'Teknologi' }, expect: only('admin_perusahaan') },
  { endpoint: 'sekolah/all-by-admin-sekolah', method: 'GET', url: '/sekolah/all-by-admin-sekolah', expect: only('admin', 'admin_sekolah') },
  { endpoint: 'guru/all-by-admin-sekolah', method: 'GET', url: '/guru/all-by-admin-sekolah', expect: only('admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'outbox', method: 'GET', url: '/outbox/list', expect: only('admin') },
  { endpoint: 'import-template', method: 'GET', url: '/siswa/import-template?format=csv', expect: only('admin', 'admin_sekolah') },
  { endpoint: 'user export', method: 'GET', url: '/user/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah') },
  { endpoint: 'student export', method: 'GET', url: '/siswa/export?format=csv', expect: only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru') },
  { endpoint: 'regions', method: 'GET', url: '/service/provinces', expect: { ...ALL_ROLES_OK, anonymous: 'ok' } },
  { endpoint: 'school picker', method: 'GET', url: '/sekolah/all', expect: { ...ALL_ROLES_OK, anonymous: 'ok' } },
];

describe('role × endpoint table (endpoints outside the generic models)', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Principal, string | null>;
  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    tokens.anonymous = null;
  });

  for (const row of TABLE) {
    for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
      const expected = row.expect[principal];
      it(`${row.endpoint} as ${principal} → ${expected}`, async () => {
        const res = await call(ctx.app, tokens[principal], { method: row.method, url: row.url, payload: row.payload });
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
      const res = await call(ctx.app, pending, { method: row.method, url: row.url, payload: row.payload });
      const open = ['profile', 'profile-update', 'dashboard', 'regions', 'school picker'].includes(row.endpoint);
      expect(res.statusCode, row.endpoint).toBe(open ? 200 : 403);
    }
  });
});
