import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities, users } from '../src/db/schema.js';
import { API, call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Recommendations (issue 12): the authorization cells (a student only their own; a company only
 * visible students for its own openings; the school staff their own school) and the explained
 * results of the demo data. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('recommendations', () => {
  const ctx = useTestApp();

  it('gives the demo student ranked, explained openings and career suggestions', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.blocked).toBeNull();
    expect(data.items.length).toBeGreaterThan(0);
    const totals = data.items.map((i: { total: number }) => i.total);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    const [first] = data.items;
    expect(first.parts).toHaveLength(8);
    const sum = Math.round(first.parts.reduce((a: number, p: { points: number }) => a + p.points, 0) * 10) / 10;
    expect(sum).toBe(first.total);
    expect(first.parts[0].sentence).toEqual({ id: expect.any(String), en: expect.any(String) });
    // What would raise a score: somewhere in the list a gap with its gain, sorted by gain.
    const withGaps = data.items.find((i: { gaps: unknown[] }) => i.gaps.length > 0);
    expect(withGaps, 'an opening with something to raise').toBeDefined();
    const gains = withGaps.gaps.map((g: { gain: number }) => g.gain);
    expect(gains).toEqual([...gains].sort((a: number, b: number) => b - a));
    expect(data.careers.length).toBeGreaterThan(0);
  });

  it('filters the student ranking and refuses bad input with 400', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities?contract_type=internship' });
    expect(res.statusCode).toBe(200);
    for (const item of res.json().data.items) expect(item.contract_type).toBe('internship');
    expect((await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities?limit=1000' })).statusCode).toBe(400);
    expect((await call(ctx.app, token, { method: 'GET', url: '/recommendation/opportunities?user_id=x' })).statusCode).toBe(400);
  });

  it('authorization: only students rank openings, only companies rank students, only school staff see the school view', async () => {
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const student = await login(ctx.app, DEMO.siswa);
    const school = await login(ctx.app, DEMO.admin_sekolah);
    expect((await call(ctx.app, company, { method: 'GET', url: '/recommendation/opportunities' })).statusCode).toBe(403);
    expect((await call(ctx.app, school, { method: 'GET', url: '/recommendation/opportunities' })).statusCode).toBe(403);
    const [opening] = await ctx.database.db.select({ id: opportunities.id }).from(opportunities).limit(1);
    expect((await call(ctx.app, student, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening!.id}` })).statusCode).toBe(403);
    expect((await call(ctx.app, company, { method: 'GET', url: '/recommendation/school' })).statusCode).toBe(403);
    expect((await call(ctx.app, student, { method: 'GET', url: '/recommendation/school' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${API}/recommendation/opportunities` })).statusCode).toBe(401);
  });

  it('a company sees ranked visible students of its own openings only, in the privacy projection', async () => {
    const token = await login(ctx.app, DEMO.admin_perusahaan);
    const [me] = await ctx.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const all = await ctx.database.db
      .select({ id: opportunities.id, companyId: opportunities.companyId, status: opportunities.status })
      .from(opportunities);
    const own = all.find((o) => o.companyId === me!.companyId && o.status === 'open');
    const other = all.find((o) => o.companyId !== me!.companyId);
    expect(own && other).toBeTruthy();
    expect((await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${other!.id}` })).statusCode).toBe(404);
    const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${own!.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.length).toBeGreaterThan(0);
    for (const item of data.items) {
      expect(Object.keys(item.student).sort()).toEqual([
        'certificates',
        'displayName',
        'grade',
        'id',
        'program',
        'schoolCity',
        'skills',
        'testResults',
      ]);
    }
    // Only visible students: the demo student turns visibility off and drops out at once.
    const [demo] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    const ids = (d: { items: { student: { id: string } }[] }) => d.items.map((i) => i.student.id);
    const student = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, student, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: false } })).statusCode).toBe(
      200,
    );
    const after = (await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${own!.id}` })).json().data;
    expect(ids(after)).not.toContain(demo!.id);
    const mine = (await call(ctx.app, student, { method: 'GET', url: '/recommendation/opportunities' })).json().data;
    expect(mine.blocked).toBe('not_visible');
    await call(ctx.app, student, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
    // The adverse-impact check stays hidden below ten students per group.
    expect(data.adverseImpact).toEqual({ shown: false, reason: 'too_few' });
  });

  it('the school staff see their students best matches and the count above 70', async () => {
    const token = await login(ctx.app, DEMO.admin_sekolah);
    const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/school' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const [me] = await ctx.database.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.admin_sekolah));
    const ownStudents = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.schoolId, me!.schoolId!));
    const own = new Set(ownStudents.map((s) => s.id));
    for (const s of data.students) expect(own.has(s.id)).toBe(true);
    expect(data.above).toBeLessThanOrEqual(data.total);
  });

  it('opening weights outside the bounds are refused; within, stored', async () => {
    const token = await login(ctx.app, DEMO.admin_perusahaan);
    const [me] = await ctx.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const [own] = await ctx.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.companyId, me!.companyId!))
      .limit(1);
    const bad = await call(ctx.app, token, {
      method: 'POST',
      url: `/opportunity/update?id=${own!.id}`,
      payload: { match_weights: { location: 90 } },
    });
    expect(bad.statusCode).toBe(400);
    const badCode = await call(ctx.app, token, { method: 'POST', url: `/opportunity/update?id=${own!.id}`, payload: { riasec_code: 'RRX' } });
    expect(badCode.statusCode).toBe(400);
    const ok = await call(ctx.app, token, {
      method: 'POST',
      url: `/opportunity/update?id=${own!.id}`,
      payload: { riasec_code: 'CEI', match_weights: { location: 20 }, competency_requirements: [{ area: 'akl', min: 70 }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const suggestion = await call(ctx.app, token, { method: 'GET', url: '/recommendation/riasec-suggestion?programs=tkj' });
    expect(suggestion.json().data.code).toBe('RIC');
  });

  it('an opening requires or prefers certificates by scheme code: the choices, an unknown code refused, a missing one a gap', async () => {
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const schemes = await call(ctx.app, company, { method: 'GET', url: '/recommendation/schemes' });
    expect(schemes.statusCode).toBe(200);
    const codes = (schemes.json().data as { code: string; name_id: string; name_en: string }[]).map((s) => s.code);
    expect(codes).toContain('SKM-TKR-PB-2026');
    const student = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, student, { method: 'GET', url: '/recommendation/schemes' })).statusCode).toBe(403);
    const [me] = await ctx.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const [opening] = await ctx.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.title, 'Junior Web Developer'));
    expect(me?.companyId).toBeTruthy();
    const bad = await call(ctx.app, company, {
      method: 'POST',
      url: `/opportunity/update?id=${opening!.id}`,
      payload: { required_schemes: ['SKM-TIDAK-ADA'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.required_schemes).toBeDefined();
    const ok = await call(ctx.app, company, {
      method: 'POST',
      url: `/opportunity/update?id=${opening!.id}`,
      payload: { required_schemes: ['SKM-TKR-PB-2026'] },
    });
    expect(ok.statusCode).toBe(200);
    const ranked = await call(ctx.app, student, { method: 'GET', url: '/recommendation/opportunities' });
    const item = (ranked.json().data.items as { id: string; gaps: { action: { id: string; en: string } }[] }[]).find((i) => i.id === opening!.id);
    expect(item?.gaps.map((g) => g.action.en)).toContain('Earn the Periodic Light Vehicle Maintenance certificate');
  });
});
