import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('generic model convention', () => {
  const ctx = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
  });

  it('lists with page figures, search, role filter and sort', async () => {
    const page = await call(ctx.app, admin, { method: 'GET', url: '/user/list?per_page=5&page=2&sort_by=email&sort_type=asc' });
    const body = page.json();
    expect(body).toMatchObject({ page: 2, per_page: 5 });
    expect(body.total).toBeGreaterThanOrEqual(36);
    expect(body.total_pages).toBe(Math.ceil(body.total / 5));
    const emails = body.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const desc = (await call(ctx.app, admin, { method: 'GET', url: '/user/list?sort_by=name&sort_type=desc&per_page=100' }))
      .json()
      .data.map((u: { name: string }) => u.name);
    expect(desc).toEqual([...desc].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const search = (await call(ctx.app, admin, { method: 'GET', url: '/user/list?search=rina%20wulandari' })).json();
    expect(search.data.map((u: { email: string }) => u.email)).toEqual(['sekolah@jalurkarir.id']);
    const byNisn = (await call(ctx.app, admin, { method: 'GET', url: '/user/list?search=0061234501' })).json();
    expect(byNisn.total).toBe(1);
    const teachers = (await call(ctx.app, admin, { method: 'GET', url: '/user/list?role=guru&per_page=100' })).json();
    expect(teachers.data.every((u: { role: string }) => u.role === 'guru')).toBe(true);
    expect(teachers.total).toBe(3);
  });

  it('serves field metadata a generic screen can render', async () => {
    const fields = (await call(ctx.app, admin, { method: 'GET', url: '/sekolah/field' })).json().data;
    const npsn = fields.find((f: { name: string }) => f.name === 'npsn');
    expect(npsn).toMatchObject({ type: 'text', label: 'NPSN', required: true, sortable: true, searchable: true });
    const status = fields.find((f: { name: string }) => f.name === 'status');
    expect(status.options).toEqual([
      { value: 'negeri', label: 'Negeri' },
      { value: 'swasta', label: 'Swasta' },
    ]);
    expect(fields.find((f: { name: string }) => f.name === 'city_code')).toMatchObject({ type: 'region', region: 'regency' });
  });

  it('creates, reads, updates and deletes a currency; one default at a time', async () => {
    const created = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const dup = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ code: 'This record already exists' });
    const upd = await call(ctx.app, admin, { method: 'POST', url: `/currency/update?id=${id}`, payload: { is_default: true } });
    expect(upd.json().data.is_default).toBe(true);
    const all = (await call(ctx.app, admin, { method: 'GET', url: '/currency/all' })).json().data;
    expect(all.filter((c: { is_default: boolean }) => c.is_default).map((c: { code: string }) => c.code)).toEqual(['EUR']);
    expect((await call(ctx.app, admin, { method: 'POST', url: '/currency/delete', payload: { id } })).statusCode).toBe(200);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/currency/detail?id=${id}` })).statusCode).toBe(404);
  });

  it('bulk delete is one transaction: one undeletable row keeps them all', async () => {
    const a = (
      await call(ctx.app, admin, {
        method: 'POST',
        url: '/sekolah/create',
        payload: { npsn: '30000001', name: 'SMK Hapus A', status: 'swasta', education_level: 'SMK', ownership_status: 'yayasan' },
      })
    ).json().data.id;
    const jakarta = (await call(ctx.app, admin, { method: 'GET', url: '/sekolah/list?search=20100211' })).json().data[0].id;
    const res = await call(ctx.app, admin, { method: 'POST', url: '/sekolah/deletes', payload: { ids: [a, jakarta] } });
    expect(res.statusCode).toBe(409);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/sekolah/detail?id=${a}` })).statusCode).toBe(200);
    const ok = await call(ctx.app, admin, { method: 'POST', url: '/sekolah/deletes', payload: { ids: [a, a] } });
    expect(ok.json()).toEqual({ deleted: 1 });
  });

  it('public pickers work without a session and search by name', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/sekolah/all?search=bandung' });
    expect(res.json().data).toEqual([{ id: expect.any(String), npsn: '20219100', name: 'SMK Negeri 2 Bandung', city_code: '32.73' }]);
  });

  it('school helpers are scoped to the caller', async () => {
    const sekolah = await login(ctx.app, DEMO.admin_sekolah);
    const mine = (await call(ctx.app, sekolah, { method: 'GET', url: '/sekolah/all-by-admin-sekolah' })).json().data;
    expect(mine.map((s: { name: string }) => s.name)).toEqual(['SMK Negeri 1 Jakarta']);
    const teachers = (await call(ctx.app, sekolah, { method: 'GET', url: '/guru/all-by-admin-sekolah' })).json().data;
    expect(teachers.map((t: { email: string }) => t.email).sort()).toEqual(['guru@jalurkarir.id', 'pending.guru@jalurkarir.id']);
    const siswa = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, siswa, { method: 'GET', url: '/guru/all-by-admin-sekolah' })).statusCode).toBe(403);
    expect((await call(ctx.app, siswa, { method: 'GET', url: '/sekolah/all-by-admin-sekolah' })).statusCode).toBe(403);
  });

  it('company admins read and edit their own company profile', async () => {
    const token = await login(ctx.app, DEMO.admin_perusahaan);
    const profile = (await call(ctx.app, token, { method: 'GET', url: '/user/company-profile' })).json().data;
    expect(profile.name).toBe('PT Nusantara Teknologi Digital');
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: '/user/update-company-profile',
      payload: { website: 'https://nusantara.example.id', province_code: '32', city_code: '32.73' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ website: 'https://nusantara.example.id', city_code: '32.73' });
    const bad = await call(ctx.app, token, { method: 'POST', url: '/user/update-company-profile', payload: { website: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    const siswa = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, siswa, { method: 'GET', url: '/user/company-profile' })).statusCode).toBe(403);
  });

  it('the region cascade comes from official data', async () => {
    const provinces = (await call(ctx.app, null, { method: 'GET', url: '/service/provinces' })).json().data;
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '32', name: 'Jawa Barat' });
    const regencies = (await call(ctx.app, null, { method: 'GET', url: '/service/regencies?parent=32' })).json().data;
    expect(regencies).toContainEqual({ code: '32.73', name: 'Kota Bandung' });
    expect(regencies.every((r: { code: string }) => r.code.startsWith('32.'))).toBe(true);
    const districts = (await call(ctx.app, null, { method: 'GET', url: '/service/districts?parent=32.73' })).json().data;
    expect(districts).toContainEqual({ code: '32.73.01', name: 'Sukasari' });
    const villages = (await call(ctx.app, null, { method: 'GET', url: '/service/villages?parent=32.73.01' })).json().data;
    expect(villages).toContainEqual({ code: '32.73.01.1001', name: 'Sukarasa' });
    expect((await call(ctx.app, null, { method: 'GET', url: '/service/planets' })).statusCode).toBe(400);
    expect((await call(ctx.app, null, { method: 'GET', url: '/service/villages?parent=../../x' })).statusCode).toBe(400);
  });

  it('dashboards give each role figures of its own scope', async () => {
    const a = (await call(ctx.app, admin, { method: 'GET', url: '/dashboard/summary' })).json();
    expect(a).toMatchObject({ role: 'admin', schools: expect.any(Number), companies: 4, companies_pending: 1 });
    expect(a.users_pending).toBeGreaterThanOrEqual(2);
    expect(a.users_by_role.siswa).toBeGreaterThan(20);
    const s = (await call(ctx.app, await login(ctx.app, DEMO.kepala_sekolah), { method: 'GET', url: '/dashboard/summary' })).json();
    expect(s).toMatchObject({ role: 'kepala_sekolah', school: { name: 'SMK Negeri 1 Jakarta' }, teachers: 2, teachers_pending: 1 });
    const c = (await call(ctx.app, await login(ctx.app, DEMO.admin_perusahaan), { method: 'GET', url: '/dashboard/summary' })).json();
    expect(c.company.name).toBe('PT Nusantara Teknologi Digital');
  });

  it('the Admin reads the e-mail outbox; others may not', async () => {
    await call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email: DEMO.guru } });
    const res = (await call(ctx.app, admin, { method: 'GET', url: '/outbox/list?search=guru@' })).json();
    expect(res.data[0]).toMatchObject({ to: DEMO.guru, status: 'queued' });
    expect(res.data[0].body).toMatch(/reset-password\?token=/);
    expect((await call(ctx.app, await login(ctx.app, DEMO.guru), { method: 'GET', url: '/outbox/list' })).statusCode).toBe(403);
  });
});
