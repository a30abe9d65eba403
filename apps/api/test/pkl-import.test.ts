import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { pklPlacements, schools, studentProfiles, users } from '../src/db/schema.js';
import { addDays } from '../src/modules/pkl/pkl-common.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';
import { businessToday } from '@jalurkarir/shared';

/**
 * Bulk PKL placement from a spreadsheet (docs/pkl.md, "Bulk placement"): a dry run reports each bad
 * row by its column and writes nothing; a real run with a bad row applies nothing (400 with the
 * report); a clean sheet places every row, asking the company as one placement does. The class and
 * its three students are made here, so every count is known.
 */
describe('PKL bulk placement', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const CLASS = 'XI RPL IMPOR';
  const tok: Record<string, string> = {};
  const nisns = ['0097772001', '0097772002', '0097772003'];
  const studentIds: string[] = [];
  let periodId = '';

  const csv = (...lines: string[]) =>
    multipart('penempatan.csv', Buffer.from(['NISN,Perusahaan,Email Guru Pembimbing', ...lines].join('\n')), 'text/csv');
  const importSheet = (who: string, file: ReturnType<typeof csv>, dryRun: boolean, lang = 'id') =>
    call(ctx.app, tok[who] ?? null, {
      method: 'POST',
      url: `/pkl-placement/import?period_id=${periodId}&dry_run=${dryRun}`,
      ...file,
      headers: { ...file.headers, 'x-lang': lang },
    });
  const placedCount = async () =>
    (await db().select({ id: pklPlacements.id }).from(pklPlacements).where(inArray(pklPlacements.studentId, studentIds))).length;

  beforeAll(async () => {
    for (const [k, email] of Object.entries(DEMO)) tok[k] = await login(ctx.app, email);
    const [jakarta] = await db().select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211'));
    const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.email, DEMO.siswa));
    for (const [i, nisn] of nisns.entries()) {
      const [u] = await db()
        .insert(users)
        .values({
          name: `Siswa Impor ${i + 1}`,
          email: `pkl.impor${i}@contoh.id`,
          nisn,
          passwordHash: hash!.h,
          role: 'siswa',
          schoolId: jakarta!.id,
          verified: true,
          validated: true,
        })
        .returning({ id: users.id });
      await db().insert(studentProfiles).values({ userId: u!.id, program: 'rpl', grade: '11', className: CLASS });
      studentIds.push(u!.id);
    }
    const today = businessToday();
    const created = await call(ctx.app, tok.admin_sekolah!, {
      method: 'POST',
      url: '/pkl-period/create',
      payload: {
        name: 'PKL impor XI RPL',
        class_names: [CLASS],
        start_date: addDays(today, 1),
        end_date: addDays(today, 40),
        hours_per_day: 8,
        working_days: [1, 2, 3, 4, 5],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    periodId = created.json().data.id;
  });

  it('a dry run names each bad row by its column and writes nothing', async () => {
    const res = await importSheet(
      'admin_sekolah',
      csv(
        `${nisns[0]},PT Nusantara Teknologi Digital,guru@jalurkarir.id`,
        `${nisns[1]},pt nusantara teknologi digital,`,
        // The first student again: the overlap rule refuses the second placement.
        `${nisns[0]},PT Nusantara Teknologi Digital,`,
        `${nisns[2]},PT Tidak Ada,`,
        `12345,PT Nusantara Teknologi Digital,`,
      ),
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: true, total: 5, created: 2, updated: 0 });
    expect(res.json().errors).toEqual({
      '4.nisn': 'Siswa ini sudah memiliki penempatan PKL pada periode yang beririsan',
      '5.company': 'Perusahaan dengan nama ini tidak ditemukan',
      '6.nisn': 'NISN harus 10 digit angka',
    });
    expect(await placedCount()).toBe(0);
  });

  it('a real run with a bad row applies nothing', async () => {
    const res = await importSheet('admin_sekolah', csv(`${nisns[0]},PT Nusantara Teknologi Digital,`, `${nisns[2]},PT Tidak Ada,`), false, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '3.company': 'No company has this name' });
    expect(await placedCount()).toBe(0);
  });

  it('a clean sheet places every row, awaiting the company, with the named supervising teacher', async () => {
    const res = await importSheet(
      'admin_sekolah',
      csv(`${nisns[0]},PT Nusantara Teknologi Digital,guru@jalurkarir.id`, `${nisns[1]},PT Nusantara Teknologi Digital,`),
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, total: 2, created: 2, errors: {} });
    const rows = await db()
      .select({ student: pklPlacements.studentId, status: pklPlacements.status, teacher: pklPlacements.schoolSupervisorId })
      .from(pklPlacements)
      .where(inArray(pklPlacements.studentId, studentIds));
    const [guru] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.guru));
    expect(rows.map((r) => r.status)).toEqual(['awaiting_company', 'awaiting_company']);
    expect(rows.find((r) => r.student === studentIds[0])?.teacher).toBe(guru!.id);
  });

  it('the template comes in the caller’s language; only who places may import', async () => {
    const template = await call(ctx.app, tok.admin_sekolah!, {
      method: 'GET',
      url: '/pkl-placement/template?format=csv',
      headers: { 'x-lang': 'id' },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('NISN,Perusahaan,Email Guru Pembimbing');
    for (const who of ['siswa', 'kepala_sekolah', 'admin_perusahaan', 'asesor'])
      expect((await importSheet(who, csv(), true)).statusCode, who).toBe(403);
    // A teacher imports only into a period they coordinate.
    expect((await importSheet('guru', csv(), true)).statusCode).toBe(404);
  });
});
