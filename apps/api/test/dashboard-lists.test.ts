import { describe, expect, it } from 'vitest';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * A dashboard count opens its list, filtered the same way: the list must hold exactly the rows the
 * count counted. The demo data has students and a teacher waiting for verification at the demo
 * school (among them Putri Ayu Larasati and Yusuf Maulana) and one company waiting for approval
 * (CV Kuliner Rasa Nusantara); the count and the list are two separate queries, so each checks the
 * other.
 */
describe('dashboard counts and the lists they open', () => {
  const ctx = useTestApp();
  const get = async (token: string, url: string) => {
    const res = await call(ctx.app, token, { method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('the school admin: students and teachers waiting for verification', async () => {
    const token = await login(ctx.app, DEMO.admin_sekolah);
    const summary = await get(token, '/dashboard/summary');
    const students = await get(token, '/siswa/list?verified=false&per_page=100');
    const teachers = await get(token, '/guru/list?verified=false&per_page=100');
    type Person = { name: string; verified: boolean };
    expect(students.data.map((r: Person) => r.name)).toContain('Putri Ayu Larasati');
    expect(teachers.data.map((r: Person) => r.name)).toContain('Yusuf Maulana');
    expect([...students.data, ...teachers.data].every((r: Person) => r.verified === false)).toBe(true);
    expect([students.total, teachers.total]).toEqual([summary.students_pending, summary.teachers_pending]);
    const verified = await get(token, '/siswa/list?verified=true&per_page=100');
    expect(verified.total).toBe(summary.students - summary.students_pending);
    expect(verified.data.some((r: { name: string }) => r.name === 'Putri Ayu Larasati')).toBe(false);
  });

  it('the Admin: companies waiting for approval', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const summary = await get(token, '/dashboard/summary');
    const pending = await get(token, '/perusahaan/list?status=pending&per_page=100');
    expect(pending.data.map((r: { name: string }) => r.name)).toEqual(['CV Kuliner Rasa Nusantara']);
    expect(pending.total).toBe(summary.companies_pending);
    const approved = await get(token, '/perusahaan/list?status=approved&per_page=100');
    expect(approved.total).toBe(summary.companies - summary.companies_pending);
  });

  it('refuses a filter value the list does not know, with the field named', async () => {
    const token = await login(ctx.app, DEMO.admin);
    for (const url of ['/siswa/list?verified=maybe', '/guru/list?verified=1', '/perusahaan/list?status=closed']) {
      const res = await call(ctx.app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toEqual([url.includes('status') ? 'status' : 'verified']);
    }
  });
});
