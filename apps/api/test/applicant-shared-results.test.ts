import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

type Result = { instrument: string; test_id: string; result: unknown };

/**
 * What an application shares with the company (docs/privacy.md, "Applying shares"): the applicant's
 * latest competency, skills and attitude results and interest code — never the Big Five — while the
 * application stands; another company, and the company after a withdrawal, read nothing.
 */
describe('test results an application shares with the company', () => {
  const ctx = useTestApp();
  /** The demo opening with required screening questions (seed/offers.ts). */
  const SCREENED = 'Teknisi Jaringan Magang';
  type JobRow = { id: string; title: string; company_name: string; my_stage: string | null };
  const tokens: Record<string, string> = {};
  let studentId = '';

  const get = (who: string, url: string) => call(ctx.app, tokens[who] ?? null, { method: 'GET', url });

  beforeAll(async () => {
    for (const [k, email] of Object.entries({ ...DEMO, otomotif: 'perusahaan.otomotif@jalurkarir.id' })) tokens[k] = await login(ctx.app, email);
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    studentId = me!.id;
    // An opening of the demo company the demo student (who finished every demo test) has not applied to yet.
    // Not Teknisi Jaringan Magang, whose required screening questions this apply does not answer.
    const jobs = (await get('siswa', '/job/list?per_page=100')).json().data as JobRow[];
    const opening = jobs.find((j) => j.company_name === 'PT Nusantara Teknologi Digital' && j.my_stage === null && j.title !== SCREENED);
    expect(opening, 'an open opening of the demo company').toBeDefined();
    const applied = await call(ctx.app, tokens.siswa!, { method: 'POST', url: '/application/apply', payload: { opportunity_id: opening!.id } });
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('the company applied to reads the applicant’s latest results, the Big Five left out', async () => {
    const own = (await get('siswa', '/test-result/latest')).json().data as Result[];
    // The demo student's own view holds all four instruments: the check below leaves one out for a reason.
    expect(new Set(own.map((r) => r.instrument))).toEqual(new Set(['points', 'attitude-scale', 'riasec', 'big-five']));
    const res = await get('admin_perusahaan', `/test-result/shared?student_id=${studentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json().data as Result[];
    expect(shared.map((r) => r.instrument)).not.toContain('big-five');
    expect(shared).toEqual(own.filter((r) => r.instrument !== 'big-five'));
  });

  it('another company, a student, school staff and a visitor read nothing through it', async () => {
    expect((await get('otomotif', `/test-result/shared?student_id=${studentId}`)).json().data).toEqual([]);
    for (const who of ['siswa', 'guru', 'admin_sekolah', 'kepala_sekolah', 'asesor', 'admin'])
      expect((await get(who, `/test-result/shared?student_id=${studentId}`)).statusCode, who).toBe(403);
    expect((await get('anonymous', `/test-result/shared?student_id=${studentId}`)).statusCode).toBe(401);
    expect((await get('admin_perusahaan', '/test-result/shared?student_id=not-a-uuid')).statusCode).toBe(400);
  });

  it('sharing lasts while the application stands: applying shares, withdrawing ends it', async () => {
    // The other company read nothing above: the demo student has no standing application with it.
    const jobs = (await get('siswa', '/job/list?per_page=100')).json().data as JobRow[];
    const opening = jobs.find((j) => j.company_name === 'PT Otomotif Jaya Abadi' && j.my_stage === null && j.title !== SCREENED);
    expect(opening, 'an open opening of the second company').toBeDefined();
    const applied = await call(ctx.app, tokens.siswa!, { method: 'POST', url: '/application/apply', payload: { opportunity_id: opening!.id } });
    expect(applied.statusCode, applied.body).toBe(200);
    const during = (await get('otomotif', `/test-result/shared?student_id=${studentId}`)).json().data as Result[];
    expect(during.map((r) => r.instrument)).toContain('riasec');
    const id = applied.json().data.id as string;
    expect((await call(ctx.app, tokens.siswa!, { method: 'POST', url: `/application/withdraw?id=${id}`, payload: {} })).statusCode).toBe(200);
    expect((await get('otomotif', `/test-result/shared?student_id=${studentId}`)).json().data).toEqual([]);
  });
});
