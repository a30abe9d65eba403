import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { opportunities, partnerships, users } from '../src/db/schema.js';
import { API, call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Recommendations: the authorization cells (a student only their own; a company only
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
    // Each gain says whether it is the step's exact value or only the most the action can give; a
    // test not taken yet has no known result, so its gain is always "up to".
    for (const item of data.items)
      for (const g of item.gaps as { key: string; upTo: unknown }[]) {
        expect(typeof g.upTo).toBe('boolean');
        if (g.key === 'interest' || g.key === 'attitude') expect(g.upTo).toBe(true);
      }
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

  it('student filters (city, salary, partner of my school) apply before the top k: a short page never hides a match', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    type Item = { id: string; city_code: string | null; salary_from: number | null; salary_to: number | null; parts: { key: string; fit: number }[] };
    const get = async (query: string) => {
      const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/opportunities?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as Item[];
    };
    const isPartner = (i: Item) => i.parts.some((p) => p.key === 'partnership' && p.fit === 1);
    // Make the best opening a non-partner's and a lower one a partner's: the company of the lowest
    // ranked non-partner opening becomes a partner of the student's school, and the partnership of
    // the best opening's company ends (the ranking index follows at once, through the matching
    // data version).
    const db = ctx.database.db;
    const [account] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.siswa));
    const companyOf = async (openingId: string) =>
      (await db.select({ companyId: opportunities.companyId }).from(opportunities).where(eq(opportunities.id, openingId)))[0]!.companyId;
    const before = await get('limit=50');
    const best = before[0]!;
    const lowest = [...before].reverse().find((i) => !isPartner(i))!;
    const newPartner = await companyOf(lowest.id);
    expect(newPartner).not.toBe(await companyOf(best.id));
    await db.insert(partnerships).values({
      companyId: newPartner,
      schoolId: account!.schoolId!,
      status: 'active',
      mouNumber: 'MOU/UJI/2026/001',
      startDate: '2026-01-01',
      endDate: '2099-12-31',
    });
    if (isPartner(best))
      await db
        .update(partnerships)
        .set({ status: 'ended' })
        .where(and(eq(partnerships.companyId, await companyOf(best.id)), eq(partnerships.schoolId, account!.schoolId!)));
    const all = await get('limit=50');
    const partners = all.filter(isPartner);
    expect(partners.length, 'the demo student still has openings of partner companies').toBeGreaterThan(0);
    expect(isPartner(all[0]!), 'the best opening is not a partner’s, so a filter after the top 1 would find nothing').toBe(false);
    // Partner only, one result: the best partner opening, although it is not the best overall.
    expect((await get('partner=1&limit=1')).map((i) => i.id)).toEqual([partners[0]!.id]);
    expect((await get('partner=1&limit=50')).map((i) => i.id)).toEqual(partners.map((i) => i.id));
    const city = all.find((i) => i.city_code)!.city_code!;
    const inCity = await get(`city_code=${city}&limit=50`);
    expect(inCity.length).toBeGreaterThan(0);
    for (const item of inCity) expect(item.city_code).toBe(city);
    const paid = await get('salary_min=5000000&limit=50');
    for (const item of paid) expect(Math.max(item.salary_to ?? 0, item.salary_from ?? 0)).toBeGreaterThanOrEqual(5_000_000);
    expect(paid.length).toBeLessThan(all.length);
  });

  it('company filters (city, score floor, scheme, partner schools only) narrow the ranked students', async () => {
    const token = await login(ctx.app, DEMO.admin_perusahaan);
    const [me] = await ctx.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const own = (
      await ctx.database.db.select({ id: opportunities.id, companyId: opportunities.companyId, status: opportunities.status }).from(opportunities)
    ).filter((o) => o.companyId === me!.companyId && o.status === 'open');
    type Item = { total: number; student: { id: string; schoolCity: string | null; certificates: unknown[] }; parts: { key: string; fit: number }[] };
    const get = async (opening: string, query = '') => {
      const limit = query.includes('limit=') ? '' : '&limit=100';
      const res = await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening}${limit}${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as Item[];
    };
    let checked = 0;
    for (const { id } of own) {
      const all = await get(id);
      if (all.length < 2) continue;
      checked += 1;
      const floor = all[Math.floor(all.length / 2)]!.total;
      const above = await get(id, `&min_score=${floor}`);
      expect(above.length).toBeGreaterThan(0);
      for (const item of above) expect(item.total).toBeGreaterThanOrEqual(floor);
      const partnerOnly = await get(id, '&partner_only=1');
      const isPartner = (i: Item) => i.parts.some((p) => p.key === 'partnership' && p.fit === 1);
      for (const item of partnerOnly) expect(isPartner(item)).toBe(true);
      expect(partnerOnly.map((i) => i.student.id)).toEqual(all.filter(isPartner).map((i) => i.student.id));
      const firstPartner = all.findIndex(isPartner);
      if (firstPartner >= 0) expect((await get(id, '&partner_only=1&limit=1')).map((i) => i.student.id)).toEqual([all[firstPartner]!.student.id]);
    }
    expect(checked, 'an opening of the demo company with ranked students').toBeGreaterThan(0);
    const opening = own[0]!.id;
    const noScheme = await get(opening, '&scheme=NO-SUCH-SCHEME');
    expect(noScheme).toEqual([]);
    expect((await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${opening}&min_score=101` })).statusCode).toBe(
      400,
    );
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
    // Certificates reach the company through the projection: the demo student's RPL certificate.
    const [demoStudent] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    const [webOpening] = await ctx.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, me!.companyId!), eq(opportunities.title, 'Junior Web Developer')));
    const web = (await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${webOpening!.id}&limit=100` })).json()
      .data;
    const andi = web.items.find((i: { student: { id: string } }) => i.student.id === demoStudent!.id);
    expect(andi, 'the demo student is ranked for Junior Web Developer').toBeDefined();
    expect(andi.student.certificates).toEqual([expect.objectContaining({ result: 'valid', name: expect.any(String), issuedOn: expect.any(String) })]);
    // Only visible students: the demo student turns visibility off and drops out at once.
    const [demo] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    const ids = (d: { items: { student: { id: string } }[] }) => d.items.map((i) => i.student.id);
    const student = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, student, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: false } })).statusCode).toBe(
      200,
    );
    const after = (await call(ctx.app, token, { method: 'GET', url: `/recommendation/students?opportunity_id=${own!.id}` })).json().data;
    expect(ids(after)).not.toContain(demo!.id);
    // Hidden from companies, not from their own openings (docs/privacy.md).
    const mine = (await call(ctx.app, student, { method: 'GET', url: '/recommendation/opportunities' })).json().data;
    expect(mine.blocked).toBeNull();
    expect(mine.items.length).toBeGreaterThan(0);
    await call(ctx.app, student, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
    // The adverse-impact check stays hidden below ten students per group.
    expect(data.adverseImpact).toEqual({ shown: false, reason: 'too_few' });
  });

  it.each(['admin_sekolah', 'kepala_sekolah', 'guru'] as const)(
    'the school staff (%s) see their own students’ best matches and the count above 70',
    async (role) => {
      const token = await login(ctx.app, DEMO[role]);
      const res = await call(ctx.app, token, { method: 'GET', url: '/recommendation/school' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const [me] = await ctx.database.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO[role]));
      const ownStudents = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.schoolId, me!.schoolId!));
      const own = new Set(ownStudents.map((s) => s.id));
      expect(data.students.length).toBeGreaterThan(0);
      for (const s of data.students) expect(own.has(s.id)).toBe(true);
      expect(data.above).toBeLessThanOrEqual(data.total);
    },
  );

  it('the interest-code suggestion and the scheme choices: the Admin and company admins, no one else', async () => {
    for (const [role, allowed] of [
      ['admin', true],
      ['admin_perusahaan', true],
      ['admin_sekolah', false],
      ['guru', false],
      ['siswa', false],
      ['asesor', false],
    ] as const) {
      const token = await login(ctx.app, DEMO[role]);
      for (const url of ['/recommendation/riasec-suggestion?programs=rpl', '/recommendation/schemes']) {
        const res = await call(ctx.app, token, { method: 'GET', url });
        expect(res.statusCode, `${role} ${url}`).toBe(allowed ? 200 : 403);
      }
    }
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
