import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { opportunities, tests, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * A student awaiting verification (principal `siswa_unverified`, docs/decisions.md): they may already
 * write their own CV and take the interest inventory (the RIASEC test), and nothing else; none of it
 * reaches a company or a ranking until the school verifies them. Each cell of that principal is
 * walked here with real requests, the allowed ones and the refused ones, on the demo's unverified
 * student of SMK Negeri 1 Jakarta.
 */
describe('a student awaiting verification', () => {
  const ctx = useTestApp();
  const PENDING = 'pending.siswa@jalurkarir.id';
  let token: string;
  let me: string;
  let other: string;
  let riasec: string;
  let bigFive: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    token = await login(ctx.app, PENDING);
    [{ id: me }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, PENDING))) as [{ id: string }];
    [{ id: other }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa))) as [{ id: string }];
    [{ id: riasec }] = (await db.select({ id: tests.id }).from(tests).where(eq(tests.instrument, 'riasec'))) as [{ id: string }];
    [{ id: bigFive }] = (await db.select({ id: tests.id }).from(tests).where(eq(tests.instrument, 'big-five'))) as [{ id: string }];
  });

  it('writes their own CV: the whole profile, its records, the skill suggestions', async () => {
    const full = await call(ctx.app, token, { method: 'GET', url: `/student-profile/full?id=${me}` });
    expect(full.statusCode, full.body).toBe(200);
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: '/student-experience/create',
      payload: { position: 'Kasir', company: 'Toko Makmur', date_from: '2025-01-06', date_to: '2025-03-28' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const skill = await call(ctx.app, token, { method: 'POST', url: '/student-skill/create', payload: { name: 'Teliti' } });
    expect(skill.statusCode, skill.body).toBe(201);
    const list = await call(ctx.app, token, { method: 'GET', url: '/student-experience/list' });
    expect(list.json().data.map((r: { position: string }) => r.position)).toEqual(['Kasir']);
    expect((await call(ctx.app, token, { method: 'GET', url: '/student-skill/suggest?search=ko' })).statusCode).toBe(200);
    const personal = await call(ctx.app, token, { method: 'POST', url: '/user/profile-update', payload: { hobby: 'Membaca' } });
    expect(personal.statusCode, personal.body).toBe(200);
  });

  it('reads no other student’s profile or records', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `/student-profile/full?id=${other}` });
    expect(res.statusCode, res.body).toBe(404);
    const theirs = await call(ctx.app, await login(ctx.app, DEMO.siswa), { method: 'GET', url: '/student-experience/list' });
    const id = theirs.json().data[0]?.id as string;
    expect(id, 'the demo student has an experience record').toBeDefined();
    expect((await call(ctx.app, token, { method: 'GET', url: `/student-experience/detail?id=${id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, token, { method: 'POST', url: '/student-experience/delete', payload: { id } })).statusCode).toBe(404);
  });

  it('finds and takes the interest inventory only: the Big Five and the school’s other tests stay closed', async () => {
    const personality = await call(ctx.app, token, { method: 'GET', url: '/test-attempt/available?group=personality' });
    expect(personality.statusCode, personality.body).toBe(200);
    expect(personality.json().data.map((t: { instrument: string }) => t.instrument)).toEqual(['riasec']);
    const others = await call(ctx.app, token, { method: 'GET', url: '/test-attempt/available?group=other' });
    expect(others.json().data).toEqual([]);
    const refused = await call(ctx.app, token, { method: 'POST', url: '/test-attempt/start', payload: { test_id: bigFive } });
    expect(refused.statusCode).toBe(404);

    const started = await call(ctx.app, token, { method: 'POST', url: '/test-attempt/start', payload: { test_id: riasec } });
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json().data as { attempt: { id: string }; questions: { id: string }[] };
    const attempt = { id: view.attempt.id, questions: view.questions };
    let seq = 1;
    for (const q of attempt.questions) {
      const saved = await call(ctx.app, token, {
        method: 'POST',
        url: `/test-attempt/answer?id=${attempt.id}`,
        payload: { question_id: q.id, likert: (seq % 5) + 1, seq: seq++ },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await call(ctx.app, token, { method: 'POST', url: `/test-attempt/submit?id=${attempt.id}`, payload: {} });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const latest = await call(ctx.app, token, { method: 'GET', url: '/test-result/latest' });
    expect(latest.json().data.map((r: { instrument: string }) => r.instrument)).toEqual(['riasec']);
    const history = await call(ctx.app, token, { method: 'GET', url: '/test-attempt/list?group=personality' });
    expect(history.json().data.map((r: { id: string }) => r.id)).toEqual([attempt.id]);
    expect((await call(ctx.app, token, { method: 'GET', url: `/test-attempt/detail?id=${attempt.id}` })).statusCode).toBe(200);
  });

  it('is refused everything else a verified student has: jobs, applying, recommendations, privacy, assessments', async () => {
    const refused: [string, string][] = [
      ['GET', '/job/list'],
      ['GET', '/application/list'],
      ['GET', '/invitation/list'],
      ['GET', '/recommendation/opportunities'],
      ['GET', '/privacy/settings'],
      ['GET', '/guardian-consent/list'],
      ['GET', '/assessment/list'],
      ['GET', '/siswa/list'],
      ['GET', '/currency/list'],
      ['POST', '/application/apply'],
    ];
    for (const [method, url] of refused) {
      const res = await call(ctx.app, token, { method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('shows nothing of it to a company: no projection, not among the ranked students', async () => {
    const db = ctx.database.db;
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const projection = await call(ctx.app, company, { method: 'GET', url: `/student-profile/full?id=${me}` });
    expect(projection.statusCode).toBe(404);
    const [hr] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
    const open = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, hr!.companyId!), eq(opportunities.status, 'open'), ne(opportunities.title, '')));
    expect(open.length).toBeGreaterThan(0);
    for (const o of open) {
      const ranked = await call(ctx.app, company, { method: 'GET', url: `/recommendation/students?opportunity_id=${o.id}&limit=100` });
      expect(ranked.statusCode, ranked.body).toBe(200);
      expect(ranked.json().data.items.map((s: { id: string }) => s.id)).not.toContain(me);
    }
  });
});
