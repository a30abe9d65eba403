import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applications, companies, opportunities, users } from '../src/db/schema.js';
import { readVersion } from '../src/modules/recommendations/loader.js';
import { OPENING_SHOWN_COLUMNS, readOpeningPages } from '../src/modules/recommendations/opening-pages.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The student's own side of matching on the demo data (docs/matching.md, docs/privacy.md):
 * visibility to companies hides a student from companies, never their own recommendations; each
 * ranked pair carries where it already stands (the student's application; on the company's side,
 * applied or invited), and a second application or invitation is refused with its own reason.
 */
describe('recommendations: the student keeps their own side; cards know the application state', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  type Opening = { id: string; title: string; total: number; application: { id: string; stage: string } | null };
  type Ranked = { student: { id: string }; applied: boolean; invited: boolean };

  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const demoOpening = async (title: string) =>
    (
      await db()
        .select({ id: opportunities.id })
        .from(opportunities)
        .innerJoin(companies, eq(companies.id, opportunities.companyId))
        .where(and(eq(opportunities.title, title), eq(companies.name, 'PT Nusantara Teknologi Digital')))
    )[0]!.id;

  const mine = async (token: string) => {
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities?limit=50' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { blocked: string | null; items: Opening[]; careers: { key: string }[] };
  };
  const ranked = async (token: string, opening: string) => {
    const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening}&limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Ranked[];
  };

  it('shows the state of each ranked pair: the student’s own application, and applied or invited on the company side', async () => {
    const student = await login(ctx.app, DEMO.siswa);
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const web = await demoOpening('Junior Web Developer');
    // The seed: the demo student applied to Junior Web Developer and was shortlisted
    // (seed/applications.ts); no other application of theirs.
    const { items } = await mine(student);
    expect(items.find((i) => i.id === web)?.application).toEqual({ id: expect.any(String), stage: 'shortlisted' });
    for (const item of items.filter((i) => i.id !== web)) expect(item.application, item.title).toBeNull();

    // The company side of the same opening: the demo student applied; a ranked student with no
    // application is invited, and the next ranking says so.
    const demo = await idOf(DEMO.siswa);
    const before = await ranked(company, web);
    expect(before.find((r) => r.student.id === demo)).toMatchObject({ applied: true });
    const fresh = before.find((r) => !r.applied && !r.invited);
    expect(fresh, 'a ranked student the company has not contacted').toBeDefined();
    const invite = () =>
      call(ctx.app, company, { method: 'POST', url: '/invitation/create', payload: { opportunity_id: web, student_id: fresh!.student.id } });
    expect((await invite()).statusCode).toBe(200);
    const after = await ranked(company, web);
    expect(after.find((r) => r.student.id === fresh!.student.id)).toMatchObject({ applied: false, invited: true });

    // A second invitation or application is refused with its own reason as the message, in the
    // request's language (docs/applications.md), not the generic "This record already exists".
    const again = await invite();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This student has already been invited to this opening');
    const twice = await call(ctx.app, student, {
      method: 'POST',
      url: '/application/apply',
      headers: { 'x-lang': 'id' },
      payload: { opportunity_id: web },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DUPLICATE', message: 'Anda sudah melamar lowongan ini' });
  });

  it('the demo student without a guardian’s consent still gets every opening they could apply to; companies no longer see them', async () => {
    const student = await login(ctx.app, DEMO.siswa);
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const demo = await idOf(DEMO.siswa);
    const web = await demoOpening('Junior Web Developer');
    const before = await mine(student);
    expect((await ranked(company, web)).map((r) => r.student.id)).toContain(demo);

    // No birth date in the seed: a minor, visible through the father's consent. The student withdraws it.
    const withdrawn = await call(ctx.app, student, { method: 'POST', url: '/guardian-consent/withdraw', payload: {} });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ needsConsent: true, effectivelyVisible: false });

    const after = await mine(student);
    expect(after.blocked).toBeNull();
    // Every open opening of the demo data an RPL student may apply to, read from the table here
    // (open, deadline not passed, SMK, RPL or any program, not limited to partner schools).
    const open = await db().execute<{ id: string }>(sql`
      select id from opportunities
      where status = 'open' and (deadline is null or deadline >= (now() at time zone 'Asia/Jakarta')::date)
        and qualification = 'SMK' and (cardinality(programs) = 0 or 'rpl' = any(programs)) and partner_rule <> 'restricted'`);
    expect(open.rows.length, 'the demo data has openings for the demo student').toBeGreaterThanOrEqual(4);
    expect(new Set(after.items.map((i) => i.id))).toEqual(new Set(open.rows.map((r) => r.id)));
    // Hiding changes nothing the student is scored on: the same openings, order and totals, and the same careers.
    expect(after.items.map((i) => [i.id, i.total])).toEqual(before.items.map((i) => [i.id, i.total]));
    expect(after.careers.map((c) => c.key)).toEqual(before.careers.map((c) => c.key));
    // The jobs list does not ask either.
    const jobs = await call(ctx.app, student, { method: 'GET', url: '/job/list?per_page=100' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().data.map((j: { id: string }) => j.id)).toContain(web);

    // The company side: gone from the ranking at once.
    expect((await ranked(company, web)).map((r) => r.student.id)).not.toContain(demo);
  });

  it('pages read together in one statement each get their own openings and their own student’s applications', async () => {
    const [student, other] = [await idOf(DEMO.siswa), await idOf('siswa02@jalurkarir.id')];
    const all = (await db().select({ id: opportunities.id }).from(opportunities)).map((o) => o.id);
    const applied = await db()
      .select({ studentId: applications.studentId, openingId: applications.opportunityId, id: applications.id })
      .from(applications);
    const expected = (studentId: string | null, ids: string[]) =>
      Object.fromEntries(ids.map((id) => [id, applied.find((a) => a.studentId === studentId && a.openingId === id)?.id ?? null]));
    const keys = [
      { studentId: student, ids: all },
      { studentId: other, ids: all },
      { studentId: null, ids: all.slice(2, 5) },
      { studentId: student, ids: all.slice(0, 1) },
    ];
    const { version } = await readVersion(db());
    expect(applied.filter((a) => a.studentId === student || a.studentId === other).length, 'both students have applied').toBeGreaterThanOrEqual(4);
    // As asked (a list of parameters), and repeated past 256 (student, opening) pairs, which go as two arrays.
    const pairsOf = (asked: typeof keys) => asked.reduce((sum, key) => sum + key.ids.length, 0);
    const many = Array.from({ length: Math.ceil(257 / pairsOf(keys)) }, () => keys).flat();
    expect([pairsOf(keys) <= 256, pairsOf(many) > 256]).toEqual([true, true]);
    // What a row shows comes from PostgreSQL as JSON: it must equal drizzle's own reading of the columns.
    const columns = await db().select(OPENING_SHOWN_COLUMNS).from(opportunities).innerJoin(companies, eq(companies.id, opportunities.companyId));
    expect(
      columns.some((c) => c.salary_from !== null && c.deadline !== null),
      'an opening with a salary and a deadline',
    ).toBe(true);
    const [first] = await readOpeningPages(db(), keys.slice(0, 1));
    expect(Object.fromEntries([...first!.rows].map(([id, { application_id: _a, application_stage: _s, ...shown }]) => [id, shown]))).toEqual(
      Object.fromEntries(columns.map((c) => [c.id, c])),
    );
    for (const asked of [keys, many]) {
      const pages = await readOpeningPages(db(), asked);
      expect(pages.length).toBe(asked.length);
      pages.forEach((page, i) => {
        const key = asked[i]!;
        expect(Object.fromEntries([...page.rows].map(([id, row]) => [id, row.application_id])), `page ${i}`).toEqual(
          expected(key.studentId, key.ids),
        );
        expect(page.version).toBe(version);
      });
    }
  });
});
