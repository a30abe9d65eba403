import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@jalurkarir/shared';
import { companies, schools } from '../src/db/schema.js';
import { call, DEMO, DEMO_PASSWORD, login, useTestApp } from './helpers.js';

/**
 * A NUL byte (`\u0000` in JSON, `%00` in a query) is text PostgreSQL refuses; before the shared
 * zString() rule it reached the database and came back as a 500. Each case must be
 * a 400 on its own field, on PGlite and on PostgreSQL (`npm run test:pg`).
 */
describe('text the database cannot store is a 400 on its field', () => {
  const ctx = useTestApp();
  const NUL = 'a\u0000b';
  const LONE_SURROGATE = 'Budi \ud800';
  let admin: string;
  let sekolah: string;
  let siswa: string;
  let perusahaan: string;
  let schoolId: string;
  let companyId: string;
  beforeAll(async () => {
    [admin, sekolah, siswa, perusahaan] = await Promise.all([
      login(ctx.app, DEMO.admin),
      login(ctx.app, DEMO.admin_sekolah),
      login(ctx.app, DEMO.siswa),
      login(ctx.app, DEMO.admin_perusahaan),
    ]);
    schoolId = (await ctx.database.db.select().from(schools).where(eq(schools.npsn, '20100211')))[0]!.id;
    companyId = (await ctx.database.db.select({ id: companies.id }).from(companies).limit(1))[0]!.id;
  });

  const signup = () => ({ name: 'Nul Test', email: 'nul@contoh.id', password: 'rahasia123', role: 'siswa', school_id: schoolId, nisn: '0091112223' });
  type Case = { who: () => string | null; method: 'GET' | 'POST'; url: () => string; payload?: () => Record<string, unknown>; field: string };
  const cases: Record<string, Case> = {
    'sign-up name': { who: () => null, method: 'POST', url: () => '/user/signup', payload: () => ({ ...signup(), name: NUL }), field: 'name' },
    'sign-up e-mail': {
      who: () => null,
      method: 'POST',
      url: () => '/user/signup',
      payload: () => ({ ...signup(), email: `x${NUL}@contoh.id` }),
      field: 'email',
    },
    'sign-up password': {
      who: () => null,
      method: 'POST',
      url: () => '/user/signup',
      payload: () => ({ ...signup(), password: `rahasia${NUL}` }),
      field: 'password',
    },
    'sign-up new company name': {
      who: () => null,
      method: 'POST',
      url: () => '/user/signup',
      payload: () => ({ name: 'Nul', email: 'nulco@contoh.id', password: 'rahasia123', role: 'admin_perusahaan', company_name: NUL }),
      field: 'company_name',
    },
    'sign-up name with a lone surrogate': {
      who: () => null,
      method: 'POST',
      url: () => '/user/signup',
      payload: () => ({ ...signup(), name: LONE_SURROGATE }),
      field: 'name',
    },
    'login e-mail': {
      who: () => null,
      method: 'POST',
      url: () => '/user/login',
      payload: () => ({ email: `admin${NUL}@jalurkarir.id`, password: DEMO_PASSWORD }),
      field: 'email',
    },
    'login password': {
      who: () => null,
      method: 'POST',
      url: () => '/user/login',
      payload: () => ({ email: DEMO.admin, password: NUL }),
      field: 'password',
    },
    'forgot-password e-mail': {
      who: () => null,
      method: 'POST',
      url: () => '/user/forgot-password',
      payload: () => ({ email: `${NUL}@contoh.id` }),
      field: 'email',
    },
    'reset-password token': {
      who: () => null,
      method: 'POST',
      url: () => '/user/reset-password',
      payload: () => ({ token: NUL, password: 'rahasia123' }),
      field: 'token',
    },
    'verify-token token': { who: () => null, method: 'POST', url: () => '/user/verify-token', payload: () => ({ token: NUL }), field: 'token' },
    'profile-update new password': {
      who: () => siswa,
      method: 'POST',
      url: () => '/user/profile-update',
      payload: () => ({ current_password: DEMO_PASSWORD, new_password: `rahasia${NUL}` }),
      field: 'new_password',
    },
    'profile-update current password': {
      who: () => siswa,
      method: 'POST',
      url: () => '/user/profile-update',
      payload: () => ({ current_password: NUL, new_password: 'rahasia1234' }),
      field: 'current_password',
    },
    'profile-update name': { who: () => siswa, method: 'POST', url: () => '/user/profile-update', payload: () => ({ name: NUL }), field: 'name' },
    'company profile description': {
      who: () => perusahaan,
      method: 'POST',
      url: () => '/user/update-company-profile',
      payload: () => ({ description: NUL }),
      field: 'description',
    },
    'user create name': {
      who: () => admin,
      method: 'POST',
      url: () => '/user/create',
      payload: () => ({ name: NUL, email: 'nu@contoh.id', password: 'rahasia123', role: 'admin' }),
      field: 'name',
    },
    'currency create name': {
      who: () => admin,
      method: 'POST',
      url: () => '/currency/create',
      payload: () => ({ code: 'NUL', name: NUL, symbol: 'N', decimals: 0 }),
      field: 'name',
    },
    'school create address': {
      who: () => admin,
      method: 'POST',
      url: () => '/sekolah/create',
      payload: () => ({ npsn: '29999999', name: 'SMK Nul', status: 'swasta', education_level: 'SMK', ownership_status: 'yayasan', address: NUL }),
      field: 'address',
    },
    'student create hobby': {
      who: () => sekolah,
      method: 'POST',
      url: () => '/siswa/create',
      payload: () => ({ name: 'Nul', email: 'nul.siswa@contoh.id', nisn: '0091112224', hobby: NUL }),
      field: 'hobby',
    },
    'company create description': {
      who: () => admin,
      method: 'POST',
      url: () => '/perusahaan/create',
      payload: () => ({ name: 'PT Nul', status: 'approved', description: NUL }),
      field: 'description',
    },
    'opportunity create description': {
      who: () => admin,
      method: 'POST',
      url: () => '/opportunity/create',
      payload: () => ({
        company_id: companyId,
        title: 'Nul',
        description: NUL,
        contract_type: 'full_time',
        career_level: 'entry',
        qualification: 'SMK',
      }),
      field: 'description',
    },
    'user list search': { who: () => admin, method: 'GET', url: () => '/user/list?search=%00', field: 'search' },
    'student list search': { who: () => sekolah, method: 'GET', url: () => '/siswa/list?search=ab%00cd', field: 'search' },
    'student list program filter': { who: () => sekolah, method: 'GET', url: () => '/siswa/list?program=%00', field: 'program' },
    'list sort_by': { who: () => admin, method: 'GET', url: () => '/sekolah/list?sort_by=%00', field: 'sort_by' },
    'public school picker search': { who: () => null, method: 'GET', url: () => '/sekolah/all?search=%00', field: 'search' },
    'user all search': { who: () => admin, method: 'GET', url: () => '/user/all?search=%00', field: 'search' },
    'student export search': { who: () => sekolah, method: 'GET', url: () => '/siswa/export?format=csv&search=%00', field: 'search' },
    'outbox search': { who: () => admin, method: 'GET', url: () => '/outbox/list?search=%00', field: 'search' },
  };

  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: 400 on "${c.field}"`, async () => {
      const res = await call(ctx.app, c.who(), { method: c.method, url: c.url(), ...(c.payload ? { payload: c.payload() } : {}) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { [c.field]: FIELD_MESSAGES.INVALID_CHARACTERS.en } });
    });
  }

  it('says it in the language of the request', async () => {
    const res = await call(ctx.app, null, {
      method: 'POST',
      url: '/user/login',
      headers: { 'x-lang': 'id' },
      payload: { email: NUL, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe(FIELD_MESSAGES.INVALID_CHARACTERS.id);
  });

  it('ordinary text with emoji and accents is still fine', async () => {
    const res = await call(ctx.app, null, {
      method: 'POST',
      url: '/user/signup',
      payload: { ...signup(), email: 'dede@contoh.id', nisn: '0091112225', name: 'Dédé 😀 Ayu' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Dédé 😀 Ayu');
  });
});
