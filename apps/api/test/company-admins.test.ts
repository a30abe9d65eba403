import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, companies, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('company administrators (md-company-admin, model admin-perusahaan)', () => {
  const ctx = useTestApp();
  let admin: string;
  let perusahaan: string;
  let digital: string;
  let otomotif: string;
  let hotel: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    perusahaan = await login(ctx.app, DEMO.admin_perusahaan);
    const byName = async (name: string) => (await ctx.database.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
    digital = await byName('PT Nusantara Teknologi Digital');
    otomotif = await byName('PT Otomotif Jaya Abadi');
    hotel = await byName('Hotel Merapi Indah');
  });

  it('serves field metadata with Indonesian labels; not_activated shows as Tidak Aktif', async () => {
    const fields = (await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/field' })).json().data;
    expect(fields.map((f: { name: string }) => f.name)).toEqual(['name', 'email', 'phone', 'company_id', 'status', 'verified']);
    expect(fields.find((f: { name: string }) => f.name === 'company_id')).toMatchObject({
      type: 'reference',
      reference: 'perusahaan',
      required: true,
      label: 'Perusahaan',
    });
    expect(fields.find((f: { name: string }) => f.name === 'status').options).toEqual([
      { value: 'active', label: 'Aktif' },
      { value: 'not_activated', label: 'Tidak Aktif' },
    ]);
  });

  it('the Admin adds a company admin: verified, validated, invited by e-mail without a password', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      payload: { name: 'Maya Kartika', email: 'Maya@Digital.id', phone: '081288889999', company_id: digital },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Maya Kartika',
      email: 'maya@digital.id',
      company_id: digital,
      company_name: 'PT Nusantara Teknologi Digital',
      status: 'active',
      verified: true,
    });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, 'maya@digital.id'));
    expect(account).toMatchObject({ role: 'admin_perusahaan', schoolId: null, validated: true });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'maya@digital.id'))
      .orderBy(desc(emailOutbox.createdAt));
    const token = /token=([\w-]+)/.exec(mail!.bodyText)![1];
    expect((await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'SandiMaya12' } })).statusCode).toBe(
      200,
    );
    const session = await login(ctx.app, 'maya@digital.id', 'SandiMaya12');
    expect((await call(ctx.app, session, { method: 'GET', url: '/user/company-profile' })).json().data.id).toBe(digital);
    // With a password: it is hashed and works at once.
    const withPassword = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      payload: { name: 'Oki Setiana', email: 'oki@otojaya.id', company_id: otomotif, password: 'SandiOki123' },
    });
    expect(withPassword.statusCode).toBe(201);
    await login(ctx.app, 'oki@otojaya.id', 'SandiOki123');
  });

  it('a company admin sees only their own company’s admins and may change nothing', async () => {
    const list = (await call(ctx.app, perusahaan, { method: 'GET', url: '/admin-perusahaan/list' })).json();
    expect(list.data.map((a: { email: string }) => a.email).sort()).toEqual(['maya@digital.id', DEMO.admin_perusahaan]);
    const all = (await call(ctx.app, perusahaan, { method: 'GET', url: '/admin-perusahaan/all' })).json();
    expect(all.data.every((a: { company_id: string }) => a.company_id === digital)).toBe(true);
    const [oki] = await ctx.database.db.select().from(users).where(eq(users.email, 'oki@otojaya.id'));
    expect((await call(ctx.app, perusahaan, { method: 'GET', url: `/admin-perusahaan/detail?id=${oki!.id}` })).statusCode).toBe(404);
    const [maya] = list.data.filter((a: { email: string }) => a.email === 'maya@digital.id');
    expect((await call(ctx.app, perusahaan, { method: 'GET', url: `/admin-perusahaan/detail?id=${maya.id}` })).statusCode).toBe(200);
    // Company, role or anything else: refused, and nothing changes.
    for (const payload of [{ company_id: otomotif }, { name: 'Diubah' }]) {
      expect((await call(ctx.app, perusahaan, { method: 'POST', url: `/admin-perusahaan/update?id=${maya.id}`, payload })).statusCode).toBe(403);
    }
    expect(
      (
        await call(ctx.app, perusahaan, {
          method: 'POST',
          url: '/admin-perusahaan/create',
          payload: { name: 'X', email: 'x@digital.id', company_id: digital },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, perusahaan, { method: 'POST', url: '/admin-perusahaan/delete', payload: { id: maya.id } })).statusCode).toBe(403);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/admin-perusahaan/detail?id=${maya.id}` })).json().data).toMatchObject({
      name: 'Maya Kartika',
      company_id: digital,
    });
    // The other company's admin sees their own only.
    const other = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    const theirs = (await call(ctx.app, other, { method: 'GET', url: '/admin-perusahaan/list' })).json();
    expect(theirs.data.map((a: { email: string }) => a.email).sort()).toEqual(['oki@otojaya.id', 'perusahaan.otomotif@jalurkarir.id']);
    // Schools and assessors read none.
    for (const role of ['admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor'] as const) {
      expect((await call(ctx.app, await login(ctx.app, DEMO[role]), { method: 'GET', url: '/admin-perusahaan/list' })).statusCode, role).toBe(403);
    }
  });

  it('lists only company admins; searches, sorts and filters by company', async () => {
    const list = (await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/list?per_page=100' })).json();
    expect(list.total).toBe(4);
    const byCompany = (await call(ctx.app, admin, { method: 'GET', url: `/admin-perusahaan/list?company_id=${otomotif}&sort_by=email` })).json();
    expect(byCompany.data.map((a: { email: string }) => a.email)).toEqual(['oki@otojaya.id', 'perusahaan.otomotif@jalurkarir.id']);
    const search = (await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/list?search=kartika' })).json();
    expect(search.data.map((a: { email: string }) => a.email)).toEqual(['maya@digital.id']);
    const sorted = (await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/list?sort_by=company_id&sort_type=desc' })).json();
    expect(sorted.data.map((a: { company_name: string }) => a.company_name)).toEqual([
      'PT Otomotif Jaya Abadi',
      'PT Otomotif Jaya Abadi',
      'PT Nusantara Teknologi Digital',
      'PT Nusantara Teknologi Digital',
    ]);
    expect((await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/list?sort_by=role' })).statusCode).toBe(400);
  });

  it('exports the list as the caller sees it, with the company name beside its id', async () => {
    const res = await call(ctx.app, perusahaan, { method: 'GET', url: '/admin-perusahaan/export?format=csv' });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('ID,Name,Email,Phone,Company (ID),Company,Status,Verified');
    // Codes are written as their labels in the reader's language.
    expect(lines.slice(1).every((l) => l.includes(',Active,'))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes('PT Nusantara Teknologi Digital'))).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('validation errors come in the language of the request', async () => {
    const bad = { name: '', email: 'bukan-email', company_id: 'x', status: 'banned' };
    const id = await call(ctx.app, admin, { method: 'POST', url: '/admin-perusahaan/create', headers: { 'x-lang': 'id' }, payload: bad });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual({
      name: 'Wajib diisi',
      email: 'Format email tidak valid',
      company_id: 'ID tidak valid',
      status: 'Pilihan tidak valid',
    });
    const en = await call(ctx.app, admin, { method: 'POST', url: '/admin-perusahaan/create', headers: { 'x-lang': 'en' }, payload: bad });
    expect(en.json().errors).toEqual({ name: 'Required', email: 'Invalid e-mail address', company_id: 'Invalid id', status: 'Invalid option' });
    const missing = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      headers: { 'x-lang': 'en' },
      payload: { name: 'X', email: 'x@x.id' },
    });
    expect(missing.json().errors).toEqual({ company_id: 'Required' });
    const unknown = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      headers: { 'x-lang': 'id' },
      payload: { name: 'X', email: 'x@x.id', company_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.json().errors).toEqual({ company_id: 'Perusahaan tidak terdaftar' });
    const role = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      headers: { 'x-lang': 'en' },
      payload: { name: 'X', email: 'x@x.id', company_id: digital, role: 'admin' },
    });
    expect(role.json().errors).toEqual({ role: 'Unknown field' });
    const taken = await call(ctx.app, admin, {
      method: 'POST',
      url: '/admin-perusahaan/create',
      payload: { name: 'X', email: DEMO.guru, company_id: digital },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('the Admin moves an admin to another company and deactivates them; their session ends', async () => {
    const [oki] = await ctx.database.db.select().from(users).where(eq(users.email, 'oki@otojaya.id'));
    const session = await login(ctx.app, 'oki@otojaya.id', 'SandiOki123');
    const moved = await call(ctx.app, admin, {
      method: 'POST',
      url: `/admin-perusahaan/update?id=${oki!.id}`,
      payload: { company_id: hotel, phone: '081211110000' },
    });
    expect(moved.json().data).toMatchObject({ company_name: 'Hotel Merapi Indah', phone: '081211110000' });
    const off = await call(ctx.app, admin, { method: 'POST', url: `/admin-perusahaan/update?id=${oki!.id}`, payload: { status: 'not_activated' } });
    expect(off.json().data.status).toBe('not_activated');
    expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
  });

  it('deletes one and several; a non-company-admin id refuses the bulk delete whole', async () => {
    const list = (await call(ctx.app, admin, { method: 'GET', url: '/admin-perusahaan/list?search=maya' })).json().data;
    const [oki] = await ctx.database.db.select().from(users).where(eq(users.email, 'oki@otojaya.id'));
    const [guru] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.guru));
    expect((await call(ctx.app, admin, { method: 'POST', url: '/admin-perusahaan/deletes', payload: { ids: [oki!.id, guru!.id] } })).statusCode).toBe(
      403,
    );
    expect((await call(ctx.app, admin, { method: 'POST', url: '/admin-perusahaan/delete', payload: { id: guru!.id } })).statusCode).toBe(404);
    expect(
      (await call(ctx.app, admin, { method: 'POST', url: '/admin-perusahaan/deletes', payload: { ids: [oki!.id, list[0].id] } })).json(),
    ).toEqual({ deleted: 2 });
  });
});
