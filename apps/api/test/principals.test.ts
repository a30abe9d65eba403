import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, schools, teacherProfiles } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

describe('headmasters (md-principal, model kepala-sekolah)', () => {
  const ctx = useTestApp();
  let admin: string;
  let sekolah: string;
  let bandungAdmin: string;
  let jakarta: string;
  let bandung: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
    bandungAdmin = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    const bySchool = async (npsn: string) => (await ctx.database.db.select().from(schools).where(eq(schools.npsn, npsn)))[0]!.id;
    jakarta = await bySchool('20100211');
    bandung = await bySchool('20219100');
  });

  const record = {
    name: 'Sri Mulyani',
    email: 'sri@kepsek.id',
    phone: '081311112222',
    nuptk: '5123456789012345',
    employment_status: 'pns',
    gender: 'P',
    birth_date: '1970-05-01',
    term_start: '2024-07-15',
  };

  it('serves field metadata with Indonesian labels', async () => {
    const fields = (await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/field' })).json().data;
    expect(fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'school_id',
      'nuptk',
      'employment_status',
      'gender',
      'birth_date',
      'term_start',
      'verified',
    ]);
    expect(fields.find((f: { name: string }) => f.name === 'term_start')).toMatchObject({ type: 'date', label: 'Mulai Menjabat' });
    expect(fields.find((f: { name: string }) => f.name === 'school_id')).toMatchObject({ type: 'reference', reference: 'sekolah' });
    expect(fields.find((f: { name: string }) => f.name === 'gender').options).toEqual([
      { value: 'L', label: 'Laki-laki' },
      { value: 'P', label: 'Perempuan' },
    ]);
  });

  it('the demo headmasters carry a staff record', async () => {
    const list = (await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/list?sort_by=name' })).json();
    expect(list.data.map((p: { email: string }) => p.email)).toEqual(['kepsek.bandung@jalurkarir.id', 'kepsek@jalurkarir.id']);
    expect(list.data[1]).toMatchObject({ school_name: 'SMK Negeri 1 Jakarta', employment_status: 'pns', term_start: '2022-07-18', verified: true });
  });

  it('a school admin adds a headmaster of their own school, whatever school the body names; the invitation names the school', async () => {
    const res = await call(ctx.app, sekolah, { method: 'POST', url: '/kepala-sekolah/create', payload: { ...record, school_id: bandung } });
    expect(res.statusCode, res.body).toBe(201);
    // Unverified: only the Admin verifies headmasters, so a school admin's new one waits for the Admin.
    expect(res.json().data).toMatchObject({ ...record, school_id: jakarta, school_name: 'SMK Negeri 1 Jakarta', verified: false, status: 'active' });
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, record.email))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.bodyText).toContain('SMK Negeri 1 Jakarta telah membuatkan akun');
    expect(mail!.bodyText).toContain('SMK Negeri 1 Jakarta has created');
    // Several headmaster rows per school are allowed (the old one stays until removed).
    const own = (await call(ctx.app, sekolah, { method: 'GET', url: '/kepala-sekolah/list' })).json();
    expect(own.data.map((p: { email: string }) => p.email).sort()).toEqual(['kepsek@jalurkarir.id', record.email]);
  });

  it('searches by name, e-mail and NUPTK; sorts; refuses an unknown sort column', async () => {
    const byNuptk = (await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/list?search=512345678' })).json();
    expect(byNuptk.data.map((p: { email: string }) => p.email)).toEqual([record.email]);
    const byName = (await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/list?search=fauzi' })).json();
    expect(byName.data.map((p: { email: string }) => p.email)).toEqual(['kepsek.bandung@jalurkarir.id']);
    const sorted = (await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/list?sort_by=term_start&sort_type=desc' })).json();
    expect(sorted.data.map((p: { term_start: string }) => p.term_start)).toEqual(['2024-07-15', '2023-01-09', '2022-07-18']);
    const filtered = (await call(ctx.app, admin, { method: 'GET', url: `/kepala-sekolah/list?school_id=${bandung}` })).json();
    expect(filtered.data.map((p: { email: string }) => p.email)).toEqual(['kepsek.bandung@jalurkarir.id']);
    expect((await call(ctx.app, admin, { method: 'GET', url: '/kepala-sekolah/list?sort_by=subject' })).statusCode).toBe(400);
  });

  it('validation errors come in the language of the request', async () => {
    const bad = { name: 'X', email: 'x@kepsek.id', nuptk: '12', term_start: '2024-13-45', employment_status: 'bos' };
    const id = await call(ctx.app, sekolah, { method: 'POST', url: '/kepala-sekolah/create', headers: { 'x-lang': 'id' }, payload: bad });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 'VALIDATION', message: 'Data tidak valid' });
    expect(id.json().errors).toEqual({
      nuptk: 'NUPTK harus 16 digit angka',
      term_start: 'Tanggal tidak valid',
      employment_status: 'Pilihan tidak valid',
    });
    const en = await call(ctx.app, sekolah, { method: 'POST', url: '/kepala-sekolah/create', headers: { 'x-lang': 'en' }, payload: bad });
    expect(en.json().errors).toEqual({ nuptk: 'NUPTK must be 16 digits', term_start: 'Invalid date', employment_status: 'Invalid option' });
    const unknown = await call(ctx.app, sekolah, {
      method: 'POST',
      url: '/kepala-sekolah/create',
      headers: { 'x-lang': 'en' },
      payload: { ...record, email: 'y@kepsek.id', role: 'admin' },
    });
    expect(unknown.json().errors).toEqual({ role: 'Unknown field' });
    const noSchool = await call(ctx.app, admin, {
      method: 'POST',
      url: '/kepala-sekolah/create',
      headers: { 'x-lang': 'id' },
      payload: { name: 'X', email: 'z@kepsek.id' },
    });
    expect(noSchool.json().errors).toEqual({ school_id: 'Pilih sekolah' });
    const dup = await call(ctx.app, admin, {
      method: 'POST',
      url: '/kepala-sekolah/create',
      payload: { name: 'X', email: 'w@kepsek.id', school_id: bandung, nuptk: record.nuptk },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('updates account and staff record together; a school admin cannot move the headmaster to another school', async () => {
    const [p] = (await call(ctx.app, sekolah, { method: 'GET', url: '/kepala-sekolah/list?search=sri@kepsek' })).json().data;
    const res = await call(ctx.app, sekolah, {
      method: 'POST',
      url: `/kepala-sekolah/update?id=${p.id}`,
      payload: { name: 'Sri M.', term_start: '2024-08-01', school_id: bandung },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Sri M.', term_start: '2024-08-01', nuptk: record.nuptk, school_id: jakarta });
    const role = await call(ctx.app, sekolah, { method: 'POST', url: `/kepala-sekolah/update?id=${p.id}`, payload: { role: 'admin' } });
    expect(role.statusCode).toBe(400);
    // The Admin may move a headmaster.
    const moved = await call(ctx.app, admin, { method: 'POST', url: `/kepala-sekolah/update?id=${p.id}`, payload: { school_id: bandung } });
    expect(moved.json().data.school_name).toBe('SMK Negeri 2 Bandung');
    await call(ctx.app, admin, { method: 'POST', url: `/kepala-sekolah/update?id=${p.id}`, payload: { school_id: jakarta } });
  });

  it('another school’s admin can neither read, change nor delete this school’s headmaster', async () => {
    const [p] = (await call(ctx.app, sekolah, { method: 'GET', url: '/kepala-sekolah/list?search=sri@kepsek' })).json().data;
    expect((await call(ctx.app, bandungAdmin, { method: 'GET', url: `/kepala-sekolah/detail?id=${p.id}` })).statusCode).toBe(404);
    expect(
      (await call(ctx.app, bandungAdmin, { method: 'POST', url: `/kepala-sekolah/update?id=${p.id}`, payload: { name: 'Diubah' } })).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, bandungAdmin, { method: 'POST', url: '/kepala-sekolah/delete', payload: { id: p.id } })).statusCode).toBe(404);
    const [own] = (await call(ctx.app, bandungAdmin, { method: 'GET', url: '/kepala-sekolah/list' })).json().data;
    expect(own.email).toBe('kepsek.bandung@jalurkarir.id');
    const mixed = await call(ctx.app, bandungAdmin, { method: 'POST', url: '/kepala-sekolah/deletes', payload: { ids: [own.id, p.id] } });
    expect(mixed.statusCode).toBe(403);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/kepala-sekolah/detail?id=${own.id}` })).statusCode).toBe(200);
    expect((await call(ctx.app, admin, { method: 'GET', url: `/kepala-sekolah/detail?id=${p.id}` })).json().data.name).toBe('Sri M.');
  });

  it('a headmaster reads their school’s headmasters only; teachers and students read none', async () => {
    const kepsek = await login(ctx.app, DEMO.kepala_sekolah);
    const list = (await call(ctx.app, kepsek, { method: 'GET', url: '/kepala-sekolah/list' })).json();
    expect(list.data.every((p: { school_id: string }) => p.school_id === jakarta)).toBe(true);
    expect(
      (await call(ctx.app, kepsek, { method: 'POST', url: '/kepala-sekolah/create', payload: { name: 'X', email: 'q@kepsek.id' } })).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, await login(ctx.app, DEMO.guru), { method: 'GET', url: '/kepala-sekolah/list' })).statusCode).toBe(403);
  });

  it('the teacher model never sees headmasters, and a teacher’s record has no term', async () => {
    const teachers = (await call(ctx.app, admin, { method: 'GET', url: '/guru/list?per_page=100' })).json().data;
    expect(teachers.some((t: { email: string }) => t.email === record.email || t.email === DEMO.kepala_sekolah)).toBe(false);
    expect(teachers[0]).not.toHaveProperty('term_start');
  });

  it('deletes one headmaster and, in bulk, several of the own school; the staff record goes with the account', async () => {
    const [p] = (await call(ctx.app, sekolah, { method: 'GET', url: '/kepala-sekolah/list?search=sri@kepsek' })).json().data;
    const res = await call(ctx.app, sekolah, { method: 'POST', url: '/kepala-sekolah/delete', payload: { id: p.id } });
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await ctx.database.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, p.id))).toEqual([]);
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const c = await call(ctx.app, sekolah, {
        method: 'POST',
        url: '/kepala-sekolah/create',
        payload: { name: `Kepala ${n}`, email: `k${n}@kepsek.id` },
      });
      ids.push(c.json().data.id);
    }
    const bulk = await call(ctx.app, sekolah, { method: 'POST', url: '/kepala-sekolah/deletes', payload: { ids } });
    expect(bulk.json()).toEqual({ deleted: 2 });
  });
});
