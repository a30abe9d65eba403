import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, studentProfiles } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('students (md-student)', () => {
  const ctx = useTestApp();
  let sekolah: string;
  beforeAll(async () => {
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
  });

  const record = {
    name: 'Rahmat Hidayat',
    email: 'rahmat@siswa.id',
    nisn: '0081112223',
    program: 'rpl',
    grade: '11',
    class_name: 'XI RPL 1',
    birth_date: '2009-04-17',
    birth_place: 'Jakarta',
    gender: 'L',
    religion: 'islam',
    marital_status: 'single',
    height_cm: 168,
    weight_kg: 57,
    hobby: 'Membuat gim',
    citizenship: 'WNI',
    province_code: '31',
    city_code: '31.71',
    district_code: '31.71.01',
    village_code: '31.71.01.1001',
    address: 'Jl. Kebon Sirih No. 3',
  };

  it('a school admin enrolls a student in their school; the student sets a password from the e-mail', async () => {
    const res = await call(ctx.app, sekolah, { method: 'POST', url: '/siswa/create', payload: record });
    expect(res.statusCode, res.body).toBe(201);
    const student = res.json().data;
    expect(student).toMatchObject({ ...record, school_name: 'SMK Negeri 1 Jakarta', verified: true });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, record.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.bodyText).toContain('SMK Negeri 1 Jakarta');
    const token = /token=([\w-]+)/.exec(mail!.bodyText)![1];
    const reset = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'SandiRahmat1' } });
    expect(reset.statusCode).toBe(200);
    const session = await login(ctx.app, record.email, 'SandiRahmat1');
    expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).json().data.role).toBe('siswa');
  });

  it('updates account and school record together, and filters by program and grade', async () => {
    const [student] = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?search=0081112223' })).json().data;
    const res = await call(ctx.app, sekolah, {
      method: 'POST',
      url: `/siswa/update?id=${student.id}`,
      payload: { name: 'Rahmat H.', grade: '12', class_name: 'XII RPL 1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Rahmat H.', grade: '12', class_name: 'XII RPL 1', hobby: 'Membuat gim' });
    const filtered = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?program=rpl&grade=12' })).json();
    // With the two XII RPL 1 students of the PKL demo (seed/pkl.ts: 0071239006, 0071239007).
    expect(filtered.data.map((s: { nisn: string }) => s.nisn).sort()).toEqual(['0071239006', '0071239007', '0081112223']);
  });

  it('pages walk the same order as one long page, with no row twice, whatever the sort', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    for (const sort of ['sort_by=name&sort_type=asc', 'sort_by=school_id&sort_type=desc', 'sort_by=grade&sort_type=asc', '']) {
      const all = (await call(ctx.app, admin, { method: 'GET', url: `/siswa/list?per_page=100&${sort}` })).json();
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
        const res = (await call(ctx.app, admin, { method: 'GET', url: `/siswa/list?per_page=7&page=${page}&${sort}` })).json();
        expect(res.total).toBe(all.total);
        paged.push(...res.data.map((r: { id: string }) => r.id));
      }
      expect(paged, sort).toEqual(all.data.map((r: { id: string }) => r.id));
    }
  });

  it('demo students come with a school record (program, grade, class group; the demo student is in XI, seed/profile.ts)', async () => {
    const list = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?search=0061234501' })).json().data;
    expect(list[0]).toMatchObject({ nisn: '0061234501', program: 'rpl', grade: '11', class_name: 'XI RPL 1' });
  });

  it('a student account made without a school record (through md-user) still lists, and gets one on first update', async () => {
    const created = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/user/create',
      payload: { name: 'Tanpa Rekam', email: 'tanpa.rekam@siswa.id', role: 'siswa', nisn: '0099988877' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?search=0099988877' })).json().data;
    expect(list[0]).toMatchObject({ nisn: '0099988877', program: null, grade: null });
    const res = await call(ctx.app, sekolah, { method: 'POST', url: `/siswa/update?id=${list[0].id}`, payload: { program: 'tkj' } });
    expect(res.json().data.program).toBe('tkj');
  });

  it('refuses a taken NISN, a bad region chain, and an unknown school for the Admin', async () => {
    const dup = await call(ctx.app, sekolah, { method: 'POST', url: '/siswa/create', payload: { ...record, email: 'lain@siswa.id' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ nisn: 'The NISN is already registered' });
    const region = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/siswa/create',
      payload: { ...record, email: 'r2@siswa.id', nisn: '0081112299', city_code: '32.73' },
    });
    expect(region.json().errors).toHaveProperty('city_code');
    const admin = await login(ctx.app, DEMO.admin);
    const noSchool = await call(ctx.app, admin, {
      method: 'POST',
      url: '/siswa/create',
      payload: { name: 'X', email: 'x@siswa.id', nisn: '0081112298' },
    });
    expect(noSchool.json().errors).toEqual({ school_id: 'Choose a school' });
  });

  it('deleting a student removes the school record too', async () => {
    const [student] = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?search=0081112223' })).json().data;
    expect((await call(ctx.app, sekolah, { method: 'POST', url: '/siswa/delete', payload: { id: student.id } })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.id))).toEqual([]);
  });

  it('teachers read their school’s students; other roles do not', async () => {
    const guru = await login(ctx.app, DEMO.guru);
    const list = (await call(ctx.app, guru, { method: 'GET', url: '/siswa/list?per_page=100' })).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((s: { school_name: string }) => s.school_name === 'SMK Negeri 1 Jakarta')).toBe(true);
    const siswa = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, siswa, { method: 'GET', url: '/siswa/list' })).statusCode).toBe(403);
  });
});
