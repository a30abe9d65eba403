import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, scopeFor, type ActionOf, type Principal } from '@jalurkarir/shared';
import { applicationOffers, applications, companies, currencies, notifications, opportunities, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';
import { newOpening } from './openings.js';

type Body = Record<string, unknown>;
type Offer = { id: string; status: string; position: string; monthly_salary: number; currency_code: string; decline_reason: string | null };

/**
 * Job offers (docs/applications.md, "Offers"): the company offers the job with its terms, the student
 * accepts (hired: a placement) or declines (withdrawn), the company withdraws an unanswered offer;
 * one open offer per application. Every refusal is proved beside the success: another company's
 * application is a 404, another student's offer a 404, the student cannot set terms, the company
 * cannot answer. The demo figures (Eko's Rp 5.500.000 contract offer) are the seed's, typed out here.
 */
describe('job offers', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'otomotif' | 'eko' | 'siswa01' | 'siswa04' | 'siswa05' | 'otherSchool', string | null>;
  const ids = { seeded: '', opening: '', idr: '', company: '' };

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.pembimbing_industri = await login(ctx.app, 'pembimbing@jalurkarir.id');
    t.anonymous = null;
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
    for (const s of ['siswa01', 'siswa04', 'siswa05'] as const) t[s] = await login(ctx.app, `${s}@jalurkarir.id`);
    t.eko = await login(ctx.app, 'siswa02@jalurkarir.id');
    t.otherSchool = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    const [web] = await db()
      .select({ id: opportunities.id, company: opportunities.companyId })
      .from(opportunities)
      .where(eq(opportunities.title, 'Junior Web Developer'));
    const [eko] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa02@jalurkarir.id'));
    const [seeded] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunityId, web!.id), eq(applications.studentId, eko!.id)));
    ids.seeded = seeded!.id;
    ids.company = web!.company;
    ids.idr = (await db().select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'IDR')))[0]!.id;
    ids.opening = await newOpening(db(), ids.company, 'Staf Gudang Magang', { contractType: 'internship' });
  });

  const get = (who: keyof typeof t, url: string, lang: 'id' | 'en' = 'id') =>
    call(ctx.app, t[who], { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (who: keyof typeof t, url: string, payload: object, lang: 'id' | 'en' = 'id') =>
    call(ctx.app, t[who], { method: 'POST', url, payload, headers: { 'x-lang': lang } });
  const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const terms = (extra: Body = {}) => ({
    position: 'Staf Gudang',
    start_date: inAMonth(),
    monthly_salary: 4_200_000,
    currency_id: ids.idr,
    contract_type: 'internship',
    note: 'Magang enam bulan.',
    ...extra,
  });
  /** A student applies to the test opening; the application's id. */
  async function apply(student: 'siswa01' | 'siswa04' | 'siswa05') {
    const res = await post(student, '/application/apply', { opportunity_id: ids.opening });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  }
  const stageOf = async (id: string) =>
    (await db().select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;

  describe('role × endpoint cells', () => {
    const NIL = '00000000-0000-4000-8000-000000000000';
    const ENDPOINTS = [
      { action: 'list', method: 'GET', url: () => `/offer/list?application_id=${ids.seeded}` },
      { action: 'create', method: 'POST', url: () => `/offer/create?application_id=${NIL}`, payload: () => terms() },
      { action: 'withdraw', method: 'POST', url: () => `/offer/withdraw?id=${NIL}`, payload: () => ({}) },
      { action: 'answer', method: 'POST', url: () => `/offer/answer?id=${NIL}`, payload: () => ({ answer: 'accepted' }) },
    ] as const;
    // Written out by hand from the documented table (docs/applications.md, "Who sees what").
    const EXPECTED: Record<string, Principal[]> = {
      list: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'admin_perusahaan'],
      create: ['admin_perusahaan'],
      withdraw: ['admin_perusahaan'],
      answer: ['siswa'],
    };
    for (const e of ENDPOINTS) {
      for (const principal of [...ROLES, 'pembimbing_industri', 'anonymous'] as Principal[]) {
        const allowed = scopeFor(principal, 'offer', e.action as ActionOf<'offer'>) !== null;
        it(`${principal} ${allowed ? 'passes' : 'is refused'} ${e.method} offer/${e.action}`, async () => {
          expect(allowed).toBe(EXPECTED[e.action]!.includes(principal));
          const res = await call(ctx.app, t[principal], { method: e.method, url: e.url(), payload: 'payload' in e ? e.payload() : undefined });
          if (!allowed) expect(res.statusCode, res.body).toBe(principal === 'anonymous' ? 401 : 403);
          else {
            expect([401, 403], res.body).not.toContain(res.statusCode);
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        });
      }
    }
  });

  it('the demo offer: Eko’s open contract offer of Rp 5.500.000, read by him, the company and his school; not by others', async () => {
    const mine = await get('eko', `/offer/list?application_id=${ids.seeded}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const [offer] = mine.json().data as (Offer & Body)[];
    expect(offer).toMatchObject({
      status: 'open',
      position: 'Junior Web Developer',
      monthly_salary: 5_500_000,
      currency_code: 'IDR',
      contract_type: 'contract',
      offered_by_name: 'Hendra Gunawan',
    });
    expect((await get('admin_perusahaan', `/offer/list?application_id=${ids.seeded}`)).json().data).toHaveLength(1);
    // The school of the student reads it as it reads the application; the other school, another company, another student: 404.
    const [eko] = await db().select({ school: users.schoolId }).from(users).where(eq(users.email, 'siswa02@jalurkarir.id'));
    const [jakarta] = await db().select({ school: users.schoolId }).from(users).where(eq(users.email, DEMO.admin_sekolah));
    const ownSchool = eko!.school === jakarta!.school ? 'admin_sekolah' : 'otherSchool';
    const otherSchool = ownSchool === 'admin_sekolah' ? 'otherSchool' : 'admin_sekolah';
    expect((await get(ownSchool, `/offer/list?application_id=${ids.seeded}`)).statusCode).toBe(200);
    expect((await get(otherSchool, `/offer/list?application_id=${ids.seeded}`)).statusCode).toBe(404);
    expect((await get('otomotif', `/offer/list?application_id=${ids.seeded}`)).statusCode).toBe(404);
    expect((await get('siswa', `/offer/list?application_id=${ids.seeded}`)).statusCode).toBe(404);
    expect((await post('siswa', `/offer/answer?id=${offer!.id}`, { answer: 'accepted' })).statusCode).toBe(404);
    expect((await post('otomotif', `/offer/withdraw?id=${offer!.id}`, {})).statusCode).toBe(404);
  });

  it('an offer moves the application to offered and tells the student; a second open one is 409; accepting hires (a placement)', async () => {
    const application = await apply('siswa01');
    const countsBefore = (await get('admin_perusahaan', '/application/stage-counts')).json().data.total.hired as number;
    const made = await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms());
    expect(made.statusCode, made.body).toBe(200);
    const [offer] = made.json().data as Offer[];
    expect(offer).toMatchObject({ status: 'open', position: 'Staf Gudang', monthly_salary: 4_200_000, currency_code: 'IDR' });
    expect(await stageOf(application)).toBe('offered');
    const detail = (await get('admin_perusahaan', `/application/detail?id=${application}`)).json().data;
    expect(detail.events.map((e: Body) => [e.from_stage, e.to_stage, e.message])).toEqual([
      [null, 'applied', null],
      ['applied', 'offered', 'Magang enam bulan.'],
    ]);
    const [student] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'siswa01@jalurkarir.id'));
    const notices = await db()
      .select({ params: notifications.params, link: notifications.link, email: notifications.emailStatus })
      .from(notifications)
      .where(and(eq(notifications.userId, student!.id), eq(notifications.kind, 'offer-received')));
    expect(notices).toEqual([
      {
        params: { company: 'PT Nusantara Teknologi Digital', position: 'Staf Gudang', opening: 'Staf Gudang Magang' },
        link: `/applications/${application}`,
        email: 'pending',
      },
    ]);

    const second = await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms(), 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This application already has an offer waiting for an answer');

    // The company cannot answer for the student; the student cannot set terms; another company cannot offer.
    expect((await post('admin_perusahaan', `/offer/answer?id=${offer!.id}`, { answer: 'accepted' })).statusCode).toBe(403);
    expect((await post('siswa01', `/offer/create?application_id=${application}`, terms())).statusCode).toBe(403);
    expect((await post('otomotif', `/offer/create?application_id=${application}`, terms())).statusCode).toBe(404);
    expect((await post('siswa04', `/offer/answer?id=${offer!.id}`, { answer: 'accepted' })).statusCode).toBe(404);

    const accepted = await post('siswa01', `/offer/answer?id=${offer!.id}`, { answer: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json().data as Offer[])[0]!.status).toBe('accepted');
    expect(await stageOf(application)).toBe('hired');
    // Hired like any hire: one more in the company's counts (the school's placements read the same stage).
    expect((await get('admin_perusahaan', '/application/stage-counts')).json().data.total.hired).toBe(countsBefore + 1);
    const again = await post('siswa01', `/offer/answer?id=${offer!.id}`, { answer: 'declined' });
    expect(again.statusCode).toBe(409);
    expect((await post('admin_perusahaan', `/offer/withdraw?id=${offer!.id}`, {})).statusCode).toBe(409);
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const answered = await db()
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, admin!.id), eq(notifications.kind, 'offer-answered')));
    expect(answered.map((n) => (n.params as Body).answer)).toContainEqual({ id: 'menerima', en: 'accepted' });
  });

  it('declining withdraws the application with the reason; the company then sees initials only', async () => {
    const application = await apply('siswa04');
    const [offer] = (await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms())).json().data as Offer[];
    expect((await post('siswa04', `/offer/answer?id=${offer!.id}`, { answer: 'accepted', reason: 'x' })).statusCode).toBe(400);
    const declined = await post('siswa04', `/offer/answer?id=${offer!.id}`, { answer: 'declined', reason: 'Saya melanjutkan kuliah.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json().data as Offer[])[0]).toMatchObject({ status: 'declined', decline_reason: 'Saya melanjutkan kuliah.' });
    expect(await stageOf(application)).toBe('withdrawn');
    const seen = (await get('admin_perusahaan', `/application/detail?id=${application}`)).json().data;
    expect(seen.student_name).not.toContain(' Wahyu');
    expect(seen.events.at(-1)).toMatchObject({ from_stage: 'offered', to_stage: 'withdrawn', message: 'Saya melanjutkan kuliah.', by_student: true });
    // A withdrawn application takes no new offer.
    const late = await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms(), 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('An offer can only be made on an application that is still in progress');
  });

  it('the company withdraws an unanswered offer (the student can no longer answer it) and may offer again; a past start date is 400', async () => {
    const application = await apply('siswa05');
    const past = await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms({ start_date: '2020-01-06' }), 'en');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.start_date).toBe('The start date cannot be before today');
    const bad = await post(
      'admin_perusahaan',
      `/offer/create?application_id=${application}`,
      terms({ contract_type: 'freelance', monthly_salary: -1 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contract_type', 'monthly_salary']);
    const [first] = (await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms())).json().data as Offer[];
    const withdrawn = await post('admin_perusahaan', `/offer/withdraw?id=${first!.id}`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json().data as Offer[])[0]!.status).toBe('withdrawn');
    expect(await stageOf(application)).toBe('offered');
    expect((await post('siswa05', `/offer/answer?id=${first!.id}`, { answer: 'accepted' })).statusCode).toBe(409);
    const renewed = await post('admin_perusahaan', `/offer/create?application_id=${application}`, terms({ monthly_salary: 4_500_000 }));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((renewed.json().data as Offer[]).map((o) => [o.status, o.monthly_salary])).toEqual([
      ['open', 4_500_000],
      ['withdrawn', 4_200_000],
    ]);
    // The company's own move to `rejected` withdraws the offer still waiting.
    const rejected = await post('admin_perusahaan', `/application/move?id=${application}`, { stage: 'rejected', reason: 'position_filled' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const statuses = await db()
      .select({ status: applicationOffers.status })
      .from(applicationOffers)
      .where(eq(applicationOffers.applicationId, application));
    expect(statuses.map((s) => s.status).sort()).toEqual(['withdrawn', 'withdrawn']);
  });

  it('the company cannot offer on another company’s application (404), nor with a currency that does not exist (400)', async () => {
    const [otomotif] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, 'PT Otomotif Jaya Abadi'));
    const [theirs] = await db().select({ id: applications.id }).from(applications).where(eq(applications.companyId, otomotif!.id)).limit(1);
    expect((await post('admin_perusahaan', `/offer/create?application_id=${theirs!.id}`, terms())).statusCode).toBe(404);
    expect((await get('admin_perusahaan', `/offer/list?application_id=${theirs!.id}`)).statusCode).toBe(404);
    const noCurrency = await post(
      'admin_perusahaan',
      `/offer/create?application_id=${ids.seeded}`,
      terms({ currency_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noCurrency.statusCode).toBe(400);
    expect(Object.keys(noCurrency.json().errors)).toEqual(['currency_id']);
  });
});
