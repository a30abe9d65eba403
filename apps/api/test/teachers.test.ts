import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('teachers (md-teacher)', () => {
  const ctx = useTestApp();
  let sekolah: string;
  beforeAll(async () => {
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
  });

  it('a school admin adds a teacher with a staff record; NUPTK is 16 digits and unique', async () => {
    const res = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/guru/create',
      payload: {
        name: 'Hadi Wijaya',
        email: 'hadi@guru.id',
        nuptk: '1234567890123456',
        subject: 'Pemrograman Web',
        employment_status: 'pns',
        gender: 'L',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ school_name: 'SMK Negeri 1 Jakarta', subject: 'Pemrograman Web', verified: true });
    const dup = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/guru/create',
      payload: { name: 'X', email: 'x@guru.id', nuptk: '1234567890123456' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'NUPTK_TAKEN', errors: { nuptk: 'The NUPTK is already registered' } });
    const bad = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/guru/create',
      headers: { 'x-lang': 'id' },
      payload: { name: 'X', email: 'y@guru.id', nuptk: '12' },
    });
    expect(bad.json().errors).toEqual({ nuptk: 'NUPTK harus 16 digit angka' });
  });

  it('lists only this school’s teachers, with demo teachers that have no staff record yet', async () => {
    const list = (await call(ctx.app, sekolah, { method: 'GET', url: '/guru/list?sort_by=name' })).json();
    expect(list.data.map((t: { email: string }) => t.email).sort()).toEqual(['guru@jalurkarir.id', 'hadi@guru.id', 'pending.guru@jalurkarir.id']);
    const kepsek = await login(ctx.app, DEMO.kepala_sekolah);
    expect((await call(ctx.app, kepsek, { method: 'GET', url: '/guru/list' })).json().total).toBe(3);
    const guru = await login(ctx.app, DEMO.guru);
    expect((await call(ctx.app, guru, { method: 'GET', url: '/guru/list' })).statusCode).toBe(403);
  });
});
