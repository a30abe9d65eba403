import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, opportunities, studentExperiences, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The applicant page's facts (docs/applications.md, "Applicant page"): what the ranking read of the
 * student — certificates with their status, and the PKL a company verified. From the demo seed: the
 * demo student (Andi) holds the "Pemrogram Junior" certificate issued 29 days ago (valid) and applied to
 * "Junior Web Developer"; Intan (alumni.pkl) finished an 89-day PKL at PT Nusantara Teknologi Digital
 * last year, which the school's grading wrote on her CV as a verified record.
 */
describe('applicant facts on the company’s applicant page', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = { company: '', student: '', school: '', otomotif: '' };
  const ids = { andi: '', intan: '' };
  const detail = (token: string, id: string, lang = 'en') =>
    call(ctx.app, token, { method: 'GET', url: `/application/detail?id=${id}`, headers: { 'accept-language': lang } });

  beforeAll(async () => {
    t.company = await login(ctx.app, DEMO.admin_perusahaan);
    t.student = await login(ctx.app, DEMO.siswa);
    t.school = await login(ctx.app, DEMO.admin_sekolah);
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    const [web] = await db()
      .select({ id: opportunities.id, company: opportunities.companyId })
      .from(opportunities)
      .where(eq(opportunities.title, 'Junior Web Developer'));
    const [andi] = await db()
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(and(eq(users.email, DEMO.siswa), eq(applications.opportunityId, web!.id)));
    ids.andi = andi!.id;
    // Intan's application, written as applying would (the route is for students still at school).
    const [intan] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'alumni.pkl@jalurkarir.id'));
    const [created] = await db()
      .insert(applications)
      .values({ opportunityId: web!.id, studentId: intan!.id, companyId: web!.company })
      .returning({ id: applications.id });
    ids.intan = created!.id;
  });

  it('shows the company the certificates in the request’s language, with their status', async () => {
    const en = (await detail(t.company, ids.andi)).json().data.applicant_facts;
    expect(en.certificates).toEqual([
      { name: 'Junior Programmer', issuer: null, result: 'valid', issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    const id = (await detail(t.company, ids.andi, 'id')).json().data.applicant_facts;
    expect(id.certificates.map((c: { name: string }) => c.name)).toEqual(['Pemrogram Junior']);
    expect(id.verified_pkl).toEqual([]);
    expect(id.verified_pkl_months).toBe(0);
  });

  it('shows the PKL the company verified: where, as what, how many whole months (89 days: two or three by the calendar)', async () => {
    const facts = (await detail(t.company, ids.intan)).json().data.applicant_facts;
    expect(facts.verified_pkl).toHaveLength(1);
    const [pkl] = facts.verified_pkl;
    expect(pkl.company).toBe('PT Nusantara Teknologi Digital');
    expect(pkl.position).toBe('Siswa PKL Rekayasa Perangkat Lunak');
    expect([2, 3]).toContain(pkl.months);
    expect(facts.verified_pkl_months).toBe(pkl.months);
    // A record the student typed (not from a placement) counts as experience, not as verified PKL.
    const [intan] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'alumni.pkl@jalurkarir.id'));
    await db()
      .insert(studentExperiences)
      .values({ userId: intan!.id, kind: 'work', position: 'Kasir', company: 'Toko Maju', dateFrom: '2025-01-01', dateTo: '2025-03-31' });
    const after = (await detail(t.company, ids.intan)).json().data.applicant_facts;
    expect(after.verified_pkl_months).toBe(pkl.months);
    expect(after.experience_months).toBe(pkl.months + 3);
  });

  it('gives none to the student (their own profile says it) nor to anyone outside the scope; the school sees them', async () => {
    expect((await detail(t.student, ids.andi)).json().data.applicant_facts).toBeNull();
    expect((await detail(t.otomotif, ids.andi)).statusCode).toBe(404);
    expect((await detail(t.school, ids.andi)).json().data.applicant_facts.certificates).toHaveLength(1);
  });
});
