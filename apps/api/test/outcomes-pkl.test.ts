import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoredPklPlacementStatus } from '@jalurkarir/shared';
import { companies, pklPeriods, pklPlacements, schools, studentProfiles, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The PKL placement figure of the outcome dashboards (docs/outcomes.md) on a fixture of its own in
 * SMK Negeri 2 Bandung, which has no PKL in the demo: two periods of this school year and one of an
 * earlier year, students in every state. The expected figures are counted by hand below.
 */
describe('outcome dashboards: PKL placement this school year', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const tok = {} as Record<'bandung' | 'admin' | 'kepsek', string>;
  const ids = { bandung: '', company: '' };
  const wib = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const get = (who: keyof typeof tok, url: string) => call(ctx.app, tok[who], { method: 'GET', url, headers: { 'x-lang': 'en' } });

  async function period(name: string, classNames: string[], startDate: string, program: string | null) {
    const [p] = await db()
      .insert(pklPeriods)
      .values({ schoolId: ids.bandung, name, classNames, program, startDate, endDate: wib(120) > startDate ? wib(120) : startDate })
      .returning({ id: pklPeriods.id });
    return p!.id;
  }

  let n = 0;
  async function student(className: string, program: string, placements: [string, StoredPklPlacementStatus][] = []) {
    const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.email, DEMO.siswa));
    n += 1;
    const [u] = await db()
      .insert(users)
      .values({
        name: `Siswa PKL Capaian ${n}`,
        email: `pkl.capaian${n}@contoh.id`,
        passwordHash: hash!.h,
        role: 'siswa',
        schoolId: ids.bandung,
        verified: true,
        validated: true,
      })
      .returning({ id: users.id });
    await db().insert(studentProfiles).values({ userId: u!.id, program, grade: '11', className });
    for (const [periodId, status] of placements)
      await db().insert(pklPlacements).values({ periodId, schoolId: ids.bandung, studentId: u!.id, companyId: ids.company, status });
  }

  beforeAll(async () => {
    tok.bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    tok.admin = await login(ctx.app, DEMO.admin);
    tok.kepsek = await login(ctx.app, DEMO.kepala_sekolah);
    ids.bandung = (await db().select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20219100')))[0]!.id;
    ids.company = (await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi')))[0]!.id;
    // This year: one period started today (TKR only), one starting tomorrow (any program).
    const started = await period('PKL uji XI TKR', ['XI UJI PKL 1'], wib(0), 'tkr');
    const upcoming = await period('PKL uji XI campuran', ['XI UJI PKL 2'], wib(1), null);
    // 400 days ago is always an earlier school year (a school year is at most 366 days).
    const old = await period('PKL uji lama', ['XI UJI PKL 1', 'XI UJI PKL 3'], wib(-400), null);
    // XI UJI PKL 1 (TKR): 8 counted students.
    await student('XI UJI PKL 1', 'tkr', [[started, 'confirmed']]); // ongoing (confirmed, started today)
    await student('XI UJI PKL 1', 'tkr', [[started, 'confirmed']]); // ongoing
    await student('XI UJI PKL 1', 'tkr', [[started, 'finished']]); // finished
    await student('XI UJI PKL 1', 'tkr', [[started, 'awaiting_company']]); // not placed: the company has not answered
    await student('XI UJI PKL 1', 'tkr', [[started, 'proposed']]); // not placed: a proposal
    await student('XI UJI PKL 1', 'tkr', [[started, 'declined']]); // not placed: declined only
    await student('XI UJI PKL 1', 'tkr'); // not placed: nothing
    await student('XI UJI PKL 1', 'tkr', [
      [old, 'finished'],
      [started, 'cancelled'],
    ]); // not placed: last year's PKL does not count, this year's was cancelled
    // Not counted: another program than the TKR period's, and a class only in last year's period.
    await student('XI UJI PKL 1', 'tbsm', [[started, 'confirmed']]);
    await student('XI UJI PKL 3', 'tkr', [[old, 'finished']]);
    // xi uji pkl 2 (TBSM; class written differently): 3 counted students.
    await student(' xi uji pkl 2', 'tbsm', [[upcoming, 'confirmed']]); // placed, starts tomorrow
    await student('XI UJI PKL 2', 'tbsm', [[upcoming, 'confirmed']]); // placed
    await student('XI UJI PKL 2', 'tbsm'); // not placed
  });

  const s = (count: number, of: number, percent: number | null) => ({ count, of, percent, small_group: percent === null });

  it('counts each student once by their latest placement this school year, with both programs', async () => {
    const res = await get('bandung', '/outcomes/figures');
    expect(res.statusCode).toBe(200);
    const pkl = res.json().data.pkl;
    expect(pkl.periods).toBe(2);
    expect(pkl.school_year).toMatch(/^\d{4}\/\d{4}$/);
    // 11 students: not placed 5 + 1 = 6 (54.5%), placed 2 (18.2%), ongoing 2 (18.2%), finished 1 (9.1%).
    expect(pkl.total).toEqual({
      students: 11,
      not_placed: s(6, 11, 54.5),
      placed: s(2, 11, 18.2),
      ongoing: s(2, 11, 18.2),
      finished: s(1, 11, 9.1),
    });
    expect(pkl.programs).toEqual([
      // 3 TBSM students: a group under 5, counts without percentages.
      { program: 'tbsm', students: 3, not_placed: s(1, 3, null), placed: s(2, 3, null), ongoing: s(0, 3, null), finished: s(0, 3, null) },
      // 8 TKR students: 5 not placed (62.5%), 2 ongoing (25%), 1 finished (12.5%).
      { program: 'tkr', students: 8, not_placed: s(5, 8, 62.5), placed: s(0, 8, 0), ongoing: s(2, 8, 25), finished: s(1, 8, 12.5) },
    ]);
  });

  it('follows the filters and the scope', async () => {
    const admin = (await get('admin', `/outcomes/figures?school_id=${ids.bandung}&program=tkr`)).json().data.pkl;
    expect(admin.total).toMatchObject({ students: 8, ongoing: s(2, 8, 25) });
    const oneClass = (await get('bandung', '/outcomes/figures?class_name=xi%20uji%20pkl%202')).json().data.pkl;
    expect(oneClass.total).toMatchObject({ students: 3, placed: s(2, 3, null) });
    // Another school's headmaster naming Bandung finds nothing of it.
    const other = (await get('kepsek', `/outcomes/figures?school_id=${ids.bandung}`)).json().data.pkl;
    expect(other.total.students).toBe(0);
    expect(other.periods).toBe(0);
    const report = (await get('bandung', '/outcomes/report')).json().data.figures.pkl;
    expect(report.total.students).toBe(11);
  });
});
