import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@jalurkarir/shared';
import { studentPrivacy, talentPools, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Talent pools (docs/applications.md, "Talent pools"). Demo names worked out from the demo list:
 * siswa02 is "Sari Permata" (the company sees "Sari P."), siswa03 "Rizky Kurniawan" ("Rizky K."),
 * siswa01 "Budi Saputra" ("Budi S."), siswa04 "Nur Anggraini" ("Nur A."); all four go to SMK Negeri 1
 * Jakarta, in Kota Administrasi Jakarta Pusat. siswa10 asked to be visible but the guardian has not
 * answered: hidden.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const PROJECTION_KEYS = ['certificates', 'displayName', 'grade', 'id', 'program', 'schoolCity', 'skills', 'testResults'];

const t = {} as Record<(typeof ROLES)[number] | 'otomotif', string>;
const ids = {} as Record<'siswa01' | 'siswa02' | 'siswa04' | 'siswa10', string>;
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

type Pool = { id: string; name: string; students: { student: Record<string, unknown> & { id: string; displayName: string }; added_at: string }[] };
const pools = async (token: string): Promise<Pool[]> => {
  const res = await call(ctx.app, token, { method: 'GET', url: '/talent-pool/list' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const add = (token: string, name: string, studentId: string) =>
  call(ctx.app, token, { method: 'POST', url: '/talent-pool/create', payload: { name, student_id: studentId } });
const remove = (token: string, poolId: string, studentId: string) =>
  call(ctx.app, token, { method: 'POST', url: '/talent-pool/delete', payload: { pool_id: poolId, student_id: studentId } });

beforeAll(async () => {
  for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
  t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
  for (const key of ['siswa01', 'siswa02', 'siswa04', 'siswa10'] as const) ids[key] = await userId(`${key}@jalurkarir.id`);
});

describe('talent pools', () => {
  it('shows the demo pool "Magang 2027" with its two students through the company projection only', async () => {
    const magang = (await pools(t.admin_perusahaan)).find((p) => p.name === 'Magang 2027');
    expect(magang?.students.map((s) => s.student.displayName).sort()).toEqual(['Rizky K.', 'Sari P.']);
    for (const { student } of magang!.students) {
      expect(Object.keys(student).sort()).toEqual(PROJECTION_KEYS);
      expect(student.schoolCity).toBe('Kota Administrasi Jakarta Pusat');
    }
  });

  it('keeps a visible student in a pool named by the company, reusing a pool of the same name whatever its case', async () => {
    const first = await add(t.admin_perusahaan, 'Teknisi Jaringan', ids.siswa01);
    expect(first.statusCode).toBe(200);
    const again = await add(t.admin_perusahaan, 'teknisi jaringan', ids.siswa04);
    expect(again.json().data.pool_id).toBe(first.json().data.pool_id);
    // Keeping the same student twice changes nothing.
    expect((await add(t.admin_perusahaan, 'TEKNISI JARINGAN', ids.siswa01)).statusCode).toBe(200);
    const pool = (await pools(t.admin_perusahaan)).find((p) => p.id === first.json().data.pool_id)!;
    expect(pool.name).toBe('Teknisi Jaringan');
    expect(pool.students.map((s) => s.student.displayName)).toEqual(['Nur A.', 'Budi S.']);
  });

  it('refuses a student hidden from companies, a name that is blank, and unknown fields', async () => {
    const hidden = await add(t.admin_perusahaan, 'Teknisi Jaringan', ids.siswa10);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors.student_id).toBe('This student cannot be saved: their profile is not open to companies.');
    const inIndonesian = await call(ctx.app, t.admin_perusahaan, {
      method: 'POST',
      url: '/talent-pool/create',
      headers: { 'accept-language': 'id' },
      payload: { name: 'Teknisi Jaringan', student_id: ids.siswa10 },
    });
    expect(inIndonesian.json().message).toBe('Siswa ini tidak dapat disimpan: profilnya tidak terbuka untuk perusahaan.');
    expect((await add(t.admin_perusahaan, '   ', ids.siswa01)).statusCode).toBe(400);
    const extra = await call(ctx.app, t.admin_perusahaan, {
      method: 'POST',
      url: '/talent-pool/create',
      payload: { name: 'X', student_id: ids.siswa01, company_id: ids.siswa01 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('stops showing a student who hides from companies, and shows them again once visible', async () => {
    const created = await add(t.admin_perusahaan, 'Sementara', ids.siswa02);
    const poolId = created.json().data.pool_id as string;
    await db().update(studentPrivacy).set({ visibleToCompanies: false }).where(eq(studentPrivacy.userId, ids.siswa02));
    try {
      const listed = await pools(t.admin_perusahaan);
      expect(listed.find((p) => p.id === poolId)?.students).toEqual([]);
      expect(listed.find((p) => p.name === 'Magang 2027')?.students.map((s) => s.student.displayName)).toEqual(['Rizky K.']);
      expect(JSON.stringify(listed)).not.toContain(ids.siswa02);
    } finally {
      await db().update(studentPrivacy).set({ visibleToCompanies: true }).where(eq(studentPrivacy.userId, ids.siswa02));
    }
    expect((await pools(t.admin_perusahaan)).find((p) => p.id === poolId)?.students.map((s) => s.student.displayName)).toEqual(['Sari P.']);
  });

  it('is the own company only: another company sees none of the pools and cannot take a student out (404)', async () => {
    const magang = (await pools(t.admin_perusahaan)).find((p) => p.name === 'Magang 2027')!;
    expect((await pools(t.otomotif)).map((p) => p.name)).not.toContain('Magang 2027');
    const foreign = await remove(t.otomotif, magang.id, magang.students[0]!.student.id);
    expect(foreign.statusCode).toBe(404);
    // The other company's "Magang 2027" is its own pool, not the demo company's.
    const own = await add(t.otomotif, 'Magang 2027', ids.siswa01);
    expect(own.json().data.pool_id).not.toBe(magang.id);
    expect((await pools(t.otomotif)).find((p) => p.name === 'Magang 2027')?.students.map((s) => s.student.displayName)).toEqual(['Budi S.']);
    expect((await pools(t.admin_perusahaan)).find((p) => p.id === magang.id)?.students).toHaveLength(2);
  });

  it('takes a student out; the pool goes with its last student; a student not in the pool is 404', async () => {
    const created = await add(t.admin_perusahaan, 'Sekali Pakai', ids.siswa04);
    const poolId = created.json().data.pool_id as string;
    expect((await remove(t.admin_perusahaan, poolId, ids.siswa01)).statusCode).toBe(404);
    expect((await remove(t.admin_perusahaan, poolId, ids.siswa04)).statusCode).toBe(200);
    expect(await db().select().from(talentPools).where(eq(talentPools.id, poolId))).toHaveLength(0);
    expect((await remove(t.admin_perusahaan, poolId, ids.siswa04)).statusCode).toBe(404);
  });

  it('is for company admins only', async () => {
    for (const role of ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor'] as const) {
      expect((await call(ctx.app, t[role], { method: 'GET', url: '/talent-pool/list' })).statusCode, role).toBe(403);
      expect((await add(t[role], 'Magang 2027', ids.siswa01)).statusCode, role).toBe(403);
    }
    expect((await call(ctx.app, null, { method: 'GET', url: '/talent-pool/list' })).statusCode).toBe(401);
  });
});
