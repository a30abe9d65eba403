import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('job openings (md-opportunity)', () => {
  const ctx = useTestApp();
  let company: string;
  let siswa: string;
  const base = {
    title: 'Teknisi Jaringan',
    contract_type: 'full_time',
    career_level: 'entry',
    qualification: 'SMK',
    company_id: '00000000-0000-4000-8000-000000000000',
  };
  const nextYear = `${new Date().getFullYear() + 1}-06-30`;

  beforeAll(async () => {
    company = await login(ctx.app, DEMO.admin_perusahaan);
    siswa = await login(ctx.app, DEMO.siswa);
  });

  it('a company admin publishes an opening for their own company', async () => {
    const idr = (await call(ctx.app, company, { method: 'GET', url: '/currency/all' })).json().data.find((c: { code: string }) => c.code === 'IDR');
    const res = await call(ctx.app, company, {
      method: 'POST',
      url: '/opportunity/create',
      payload: {
        ...base,
        programs: ['tkj', 'rpl'],
        salary_from: 4_500_000,
        salary_to: 6_000_000,
        currency_id: idr.id,
        experience_min: 0,
        experience_max: 2,
        quota: 3,
        deadline: nextYear,
        status: 'open',
        province_code: '31',
        city_code: '31.71',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      company_name: 'PT Nusantara Teknologi Digital',
      currency_code: 'IDR',
      programs: ['tkj', 'rpl'],
      salary_to: 6_000_000,
      deadline: nextYear,
    });
    const seen = await call(ctx.app, siswa, { method: 'GET', url: '/opportunity/list?search=teknisi' });
    expect(seen.json().data.map((o: { title: string }) => o.title)).toContain('Teknisi Jaringan');
  });

  it('checks ranges, deadline and references with field messages', async () => {
    const res = await call(ctx.app, company, {
      method: 'POST',
      url: '/opportunity/create',
      headers: { 'x-lang': 'id' },
      payload: { ...base, salary_from: 7_000_000, salary_to: 5_000_000, experience_min: 3, experience_max: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      salary_to: 'Gaji sampai tidak boleh lebih kecil dari gaji dari',
      experience_max: 'Pengalaman maksimal tidak boleh lebih kecil dari minimal',
    });
    const past = await call(ctx.app, company, { method: 'POST', url: '/opportunity/create', payload: { ...base, deadline: '2020-01-01' } });
    expect(past.json().errors).toEqual({ deadline: 'The deadline must be in the future' });
    const program = await call(ctx.app, company, { method: 'POST', url: '/opportunity/create', payload: { ...base, programs: ['astronaut'] } });
    expect(program.statusCode).toBe(400);
    const admin = await login(ctx.app, DEMO.admin);
    const ghost = await call(ctx.app, admin, { method: 'POST', url: '/opportunity/create', payload: base });
    expect(ghost.json().errors).toEqual({ company_id: 'Company not registered' });
  });

  it('an update is checked against the values it keeps', async () => {
    const created = (
      await call(ctx.app, company, {
        method: 'POST',
        url: '/opportunity/create',
        payload: { ...base, title: 'Kasir', salary_from: 3_000_000, salary_to: 4_000_000 },
      })
    ).json().data;
    const res = await call(ctx.app, company, { method: 'POST', url: `/opportunity/update?id=${created.id}`, payload: { salary_from: 5_000_000 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('salary_to');
  });

  it('students see open openings only: no drafts, nothing past its deadline', async () => {
    const draft = (await call(ctx.app, company, { method: 'POST', url: '/opportunity/create', payload: { ...base, title: 'Draf Rahasia' } })).json()
      .data;
    const expired = (
      await call(ctx.app, company, {
        method: 'POST',
        url: '/opportunity/create',
        payload: { ...base, title: 'Sudah Lewat', status: 'open', deadline: nextYear },
      })
    ).json().data;
    await ctx.database.db.update(opportunities).set({ deadline: '2021-01-01' }).where(eq(opportunities.id, expired.id));
    const titles = (await call(ctx.app, siswa, { method: 'GET', url: '/opportunity/list?per_page=100' }))
      .json()
      .data.map((o: { title: string }) => o.title);
    expect(titles).not.toContain('Draf Rahasia');
    expect(titles).not.toContain('Sudah Lewat');
    expect((await call(ctx.app, siswa, { method: 'GET', url: `/opportunity/detail?id=${draft.id}` })).statusCode).toBe(404);
    // The company still sees both.
    const own = (await call(ctx.app, company, { method: 'GET', url: '/opportunity/list?per_page=100' }))
      .json()
      .data.map((o: { title: string }) => o.title);
    expect(own).toEqual(expect.arrayContaining(['Draf Rahasia', 'Sudah Lewat']));
  });

  it('another company cannot read, change or delete these openings', async () => {
    const other = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    const mine = (await call(ctx.app, company, { method: 'GET', url: '/opportunity/list?search=Kasir' })).json().data[0];
    expect((await call(ctx.app, other, { method: 'GET', url: `/opportunity/detail?id=${mine.id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, other, { method: 'POST', url: `/opportunity/update?id=${mine.id}`, payload: { title: 'Dibajak' } })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, other, { method: 'POST', url: '/opportunity/deletes', payload: { ids: [mine.id] } })).statusCode).toBe(403);
    const moved = await call(ctx.app, company, {
      method: 'POST',
      url: `/opportunity/update?id=${mine.id}`,
      payload: { company_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.company_id).toBe(mine.company_id);
  });
});
