import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ROLES } from '@jalurkarir/shared';
import { assessorProfiles, emailOutbox, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('assessors (md-assessor, model asesor)', () => {
  const ctx = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
  });

  const record = {
    name: 'Bayu Anggara',
    email: 'bayu@asesor.id',
    phone: '081355556666',
    registration_number: 'MET.000.009999 2022',
    expertise: 'Teknik Komputer dan Jaringan',
    institution: 'LSP Teknologi Informasi',
    certificate_valid_until: '2027-01-31',
    province_code: '32',
    city_code: '32.73',
  };

  it('serves field metadata with Indonesian labels', async () => {
    const fields = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/field' })).json().data;
    expect(fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'registration_number',
      'expertise',
      'institution',
      'certificate_valid_until',
      'province_code',
      'city_code',
      'verified',
    ]);
    expect(fields.find((f: { name: string }) => f.name === 'expertise')).toMatchObject({
      label: 'Bidang Keahlian',
      searchable: true,
      maxLength: 100,
    });
    expect(fields.find((f: { name: string }) => f.name === 'city_code')).toMatchObject({ type: 'region', region: 'regency' });
    expect(fields.some((f: { name: string }) => f.name === 'school_id')).toBe(false);
  });

  it('a registration number held by another assessor is a 409 on that field', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/asesor/create',
      headers: { 'x-lang': 'id' },
      payload: { name: 'Dua Kali', email: 'dua.kali@asesor.id', registration_number: 'MET.000.001234 2019' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE', errors: { registration_number: 'Data sudah ada' } });
  });

  it('the demo assessors carry a record', async () => {
    const list = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list' })).json();
    expect(list.total).toBe(3);
    const dewi = list.data.find((a: { email: string }) => a.email === DEMO.asesor);
    expect(dewi).toMatchObject({ registration_number: 'MET.000.001234 2019', expertise: 'Rekayasa Perangkat Lunak', verified: true });
  });

  it('the Admin adds an assessor without a school; without a password the invitation comes from the JalurKarir Admin', async () => {
    const res = await call(ctx.app, admin, { method: 'POST', url: '/asesor/create', payload: record });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ...record, verified: true, status: 'active' });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, record.email));
    expect(account).toMatchObject({ role: 'asesor', schoolId: null, companyId: null, validated: true });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, record.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.bodyText).toContain('Admin JalurKarir telah membuatkan akun');
    expect(mail!.bodyText).toContain('The JalurKarir administrator has created');
    const token = /token=([\w-]+)/.exec(mail!.bodyText)![1];
    const reset = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'SandiBayu12' } });
    expect(reset.statusCode).toBe(200);
    const session = await login(ctx.app, record.email, 'SandiBayu12');
    expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).json().data).toMatchObject({ role: 'asesor', school_id: null });
    // An assessor reads nothing of this model, not even their own row.
    expect((await call(ctx.app, session, { method: 'GET', url: '/asesor/list' })).statusCode).toBe(403);
  });

  it('a school can never be given to an assessor', async () => {
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: '/asesor/create',
      headers: { 'x-lang': 'en' },
      payload: { name: 'X', email: 'x@asesor.id', school_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ school_id: 'Unknown field' });
  });

  it('searches by name, registration number and expertise; sorts; filters nothing else', async () => {
    const byReg = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=009999' })).json();
    expect(byReg.data.map((a: { email: string }) => a.email)).toEqual([record.email]);
    const byExpertise = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=perhotelan' })).json();
    expect(byExpertise.data.map((a: { email: string }) => a.email)).toEqual(['asesor.perhotelan@jalurkarir.id']);
    const sorted = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?sort_by=certificate_valid_until&sort_type=asc' })).json();
    expect(sorted.data.map((a: { certificate_valid_until: string }) => a.certificate_valid_until)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-06-30',
      '2028-03-31',
    ]);
    // Other roles' accounts are not assessors.
    expect(sorted.data.every((a: { email: string }) => !a.email.startsWith('guru'))).toBe(true);
    expect((await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?sort_by=school_id' })).statusCode).toBe(400);
  });

  it('validation errors come in the language of the request; registration numbers are unique', async () => {
    const bad = {
      name: 'X',
      email: 'y@asesor.id',
      registration_number: 'MET<script>',
      expertise: 'x'.repeat(101),
      certificate_valid_until: '31-12-2026',
      city_code: 'kota',
    };
    const id = await call(ctx.app, admin, { method: 'POST', url: '/asesor/create', headers: { 'x-lang': 'id' }, payload: bad });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual({
      registration_number: 'Format tidak valid',
      expertise: 'Maksimal 100 karakter',
      certificate_valid_until: 'Tanggal tidak valid',
      city_code: 'Format tidak valid',
    });
    const en = await call(ctx.app, admin, { method: 'POST', url: '/asesor/create', headers: { 'x-lang': 'en' }, payload: bad });
    expect(en.json().errors).toEqual({
      registration_number: 'Invalid format',
      expertise: 'At most 100 characters',
      certificate_valid_until: 'Invalid date',
      city_code: 'Invalid format',
    });
    const chain = await call(ctx.app, admin, {
      method: 'POST',
      url: '/asesor/create',
      headers: { 'x-lang': 'en' },
      payload: { name: 'X', email: 'z@asesor.id', province_code: '31', city_code: '32.73' },
    });
    expect(chain.json().errors).toEqual({ city_code: 'Invalid option' });
    const dup = await call(ctx.app, admin, {
      method: 'POST',
      url: '/asesor/create',
      payload: { name: 'X', email: 'w@asesor.id', registration_number: 'MET.000.001234 2019' },
    });
    expect(dup.statusCode).toBe(409);
    // Absent numbers do not collide.
    for (const email of ['n1@asesor.id', 'n2@asesor.id']) {
      expect(
        (await call(ctx.app, admin, { method: 'POST', url: '/asesor/create', payload: { name: 'Tanpa Nomor', email, password: 'Password123!' } }))
          .statusCode,
      ).toBe(201);
    }
  });

  it('updates account and record together; the region chain is checked against the kept codes', async () => {
    const [a] = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=bayu@' })).json().data;
    const res = await call(ctx.app, admin, {
      method: 'POST',
      url: `/asesor/update?id=${a.id}`,
      payload: { phone: '081377778888', expertise: 'Jaringan', certificate_valid_until: '2029-01-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      phone: '081377778888',
      expertise: 'Jaringan',
      institution: record.institution,
      certificate_valid_until: '2029-01-31',
    });
    const chain = await call(ctx.app, admin, { method: 'POST', url: `/asesor/update?id=${a.id}`, payload: { city_code: '31.71' } });
    expect(chain.statusCode).toBe(400);
    expect((await call(ctx.app, admin, { method: 'POST', url: `/asesor/update?id=${a.id}`, payload: { school_id: null } })).statusCode).toBe(400);
  });

  it('only the Admin runs assessors', async () => {
    const [a] = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=bayu@' })).json().data;
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const token = await login(ctx.app, DEMO[role]);
      expect((await call(ctx.app, token, { method: 'GET', url: `/asesor/detail?id=${a.id}` })).statusCode, role).toBe(403);
      expect((await call(ctx.app, token, { method: 'POST', url: `/asesor/update?id=${a.id}`, payload: { expertise: 'X' } })).statusCode, role).toBe(
        403,
      );
    }
  });

  it('deletes one and several; the record goes with the account', async () => {
    const list = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=Tanpa Nomor' })).json().data;
    const [a] = (await call(ctx.app, admin, { method: 'GET', url: '/asesor/list?search=bayu@' })).json().data;
    expect((await call(ctx.app, admin, { method: 'POST', url: '/asesor/delete', payload: { id: a.id } })).json()).toEqual({ deleted: 1 });
    expect(await ctx.database.db.select().from(assessorProfiles).where(eq(assessorProfiles.userId, a.id))).toEqual([]);
    const bulk = await call(ctx.app, admin, { method: 'POST', url: '/asesor/deletes', payload: { ids: list.map((x: { id: string }) => x.id) } });
    expect(bulk.json()).toEqual({ deleted: 2 });
    // A non-assessor id is not an assessor: the bulk delete is refused whole.
    const [guru] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.guru));
    const [dewi] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.asesor));
    expect((await call(ctx.app, admin, { method: 'POST', url: '/asesor/deletes', payload: { ids: [dewi!.id, guru!.id] } })).statusCode).toBe(403);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/asesor/detail?id=${dewi!.id}` })).statusCode).toBe(200);
  });
});
