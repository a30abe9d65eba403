import { describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The applicant page shows the explained match the recommendation had: the same total and the
 * same parts, in the third person. An applicant to the demo company's Junior Web Developer who is
 * visible to companies is also in the company's ranking for that opening: the two answers come
 * from two routes and must agree.
 */
describe('the match on an application', () => {
  const ctx = useTestApp();
  type Part = { key: string; points: number; sentence: { id: string; en: string } };

  it('the company reads the recommendation’s total and parts on the applicant’s page; the student reads none there', async () => {
    const company = await login(ctx.app, DEMO.admin_perusahaan);
    const list = await call(ctx.app, company, { method: 'GET', url: '/application/list?search=Junior%20Web%20Developer&per_page=50' });
    expect(list.statusCode).toBe(200);
    type Row = { id: string; opportunity_id: string; student_id: string; stage: string };
    const rows = (list.json().data as Row[]).filter((a) => a.stage !== 'withdrawn');
    expect(rows.length, 'applications to Junior Web Developer').toBeGreaterThan(0);
    const ranked = await call(ctx.app, company, {
      method: 'GET',
      url: `/recommendation/students?opportunity_id=${rows[0]!.opportunity_id}&limit=100`,
    });
    const items = ranked.json().data.items as { student: { id: string }; total: number; parts: Part[] }[];
    // An applicant visible to companies is also among the ranked students: the two must agree.
    const application = rows.find((a) => items.some((i) => i.student.id === a.student_id));
    expect(application, 'an applicant among the ranked students').toBeTruthy();
    const item = items.find((i) => i.student.id === application!.student_id)!;
    const detail = await call(ctx.app, company, { method: 'GET', url: `/application/detail?id=${application!.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const match = detail.json().data.match as { total: number; parts: Part[] };
    expect(match.total).toBeGreaterThan(0);
    expect(match.total).toBe(item.total);
    expect(match.parts).toEqual(item.parts);
    for (const p of match.parts) expect(p.sentence.en).not.toMatch(/\b(you|your)\b/i);

    const student = await login(ctx.app, DEMO.siswa);
    const own = await call(ctx.app, student, { method: 'GET', url: '/application/list?per_page=50' });
    const mine = (own.json().data as { id: string }[])[0]!;
    const ownDetail = await call(ctx.app, student, { method: 'GET', url: `/application/detail?id=${mine.id}` });
    expect(ownDetail.json().data.match).toBeNull();
  });
});
