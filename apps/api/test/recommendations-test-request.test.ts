import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { ROLES } from '@jalurkarir/shared';
import { notifications, opportunities, schools, testAssignments, testRequests, tests, users } from '../src/db/schema.js';
import { single } from '../src/db/rows.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * "Minta tes ini ke sekolah" (docs/matching.md): a recommendation gap asks the student to take a
 * competency test nobody assigned to them; the student asks their school once, the school's Admin
 * Sekolah and Guru are told (and nobody of another school), and the gap shows the request as sent.
 */
const ctx = useTestApp();
let student = '';
let studentId = '';
let demoSchool = '';
let tkrTest = '';
let otherSchoolTest = '';
let assignedTest = '';

const competencyTest = (name: string, program: string, schoolId: string | null) => ({
  kind: 'competency' as const,
  instrument: 'points' as const,
  program,
  nameId: name,
  nameEn: `${name} (EN)`,
  minutes: 30,
  questionCount: 5,
  published: true,
  schoolId,
});

beforeAll(async () => {
  const db = ctx.database.db;
  student = await login(ctx.app, DEMO.siswa);
  const me = single(await db.select().from(users).where(eq(users.email, DEMO.siswa)));
  studentId = me.id;
  demoSchool = me.schoolId ?? '';
  const other = single(await db.select({ id: schools.id }).from(schools).where(ne(schools.id, demoSchool)).limit(1));
  const made = (
    await db
      .insert(tests)
      .values([
        competencyTest('Uji Kompetensi Servis Berkala', 'tkr', null),
        competencyTest('Uji Kompetensi Sekolah Lain', 'tkr', other.id),
        competencyTest('Uji Kompetensi Akuntansi Dasar', 'akl', null),
      ])
      .returning({ id: tests.id })
  ).map((t) => t.id);
  [tkrTest, otherSchoolTest, assignedTest] = [made[0]!, made[1]!, made[2]!];
  await db.insert(testAssignments).values({ testId: assignedTest, studentId });
  // The demo opening asks for a TKR competency score the demo student (RPL) has never been tested on.
  const company = await login(ctx.app, DEMO.admin_perusahaan);
  const [opening] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.title, 'Junior Web Developer'));
  const updated = await call(ctx.app, company, {
    method: 'POST',
    url: `/opportunity/update?id=${opening!.id}`,
    payload: { competency_requirements: [{ area: 'tkr', min: 70 }] },
  });
  expect(updated.statusCode, updated.body).toBe(200);
});

const ask = (token: string | null, testId: string, lang: 'id' | 'en' = 'en') =>
  call(ctx.app, token, { method: 'POST', url: '/recommendation/request-test', payload: { test_id: testId }, headers: { 'accept-language': lang } });
const tkrAccess = async () => {
  const res = await call(ctx.app, student, { method: 'GET', url: '/recommendation/opportunities?limit=50' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.competency_tests as { area: string; test_id: string; state: string }[]).find((t) => t.area === 'tkr');
};

describe('asking the school for a competency test', () => {
  it('is the student’s cell only (every other role refused before validation)', async () => {
    for (const role of ROLES) {
      const res = await call(ctx.app, await login(ctx.app, DEMO[role]), { method: 'POST', url: '/recommendation/request-test', payload: {} });
      expect(res.statusCode, role).toBe(role === 'siswa' ? 400 : 403);
    }
    expect((await call(ctx.app, null, { method: 'POST', url: '/recommendation/request-test', payload: {} })).statusCode).toBe(401);
  });

  it('offers the request on the gap of a test nobody assigned to the student', async () => {
    expect(await tkrAccess()).toEqual({
      area: 'tkr',
      test_id: tkrTest,
      name_id: 'Uji Kompetensi Servis Berkala',
      name_en: 'Uji Kompetensi Servis Berkala (EN)',
      state: 'ask',
    });
  });

  it('tells the Admin Sekolah and Guru of the student’s school only, the admin with the assignment link', async () => {
    const res = await ask(student, tkrTest);
    expect(res.statusCode, res.body).toBe(200);
    const db = ctx.database.db;
    const told = await db
      .select({ userId: notifications.userId, link: notifications.link, role: users.role, schoolId: users.schoolId, params: notifications.params })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.kind, 'test-requested'));
    const adminSekolah = single(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin_sekolah))).id;
    const guru = single(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.guru))).id;
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([adminSekolah, guru]));
    expect(told.every((n) => n.schoolId === demoSchool && (n.role === 'admin_sekolah' || n.role === 'guru'))).toBe(true);
    expect(res.json().data).toEqual({ test_id: tkrTest, notified: told.length });
    expect(told.find((n) => n.userId === adminSekolah)?.link).toBe(`/test-assignment?test=${tkrTest}&student=${studentId}`);
    expect(told[0]?.params).toMatchObject({ test: { id: 'Uji Kompetensi Servis Berkala', en: 'Uji Kompetensi Servis Berkala (EN)' } });
    expect(
      await db
        .select()
        .from(testRequests)
        .where(and(eq(testRequests.studentId, studentId), eq(testRequests.testId, tkrTest))),
    ).toHaveLength(1);
    expect((await tkrAccess())?.state).toBe('asked');
  });

  it('answers a second request politely, in both languages, and tells nobody again', async () => {
    const before = (await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'test-requested'))).length;
    const en = await ask(student, tkrTest, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ message: 'You have already asked the school for this test; the school will assign it.' });
    const id = await ask(student, tkrTest, 'id');
    expect(id.json().message).toBe('Anda sudah meminta tes ini ke sekolah; sekolah akan menugaskannya.');
    expect((await ctx.database.db.select().from(notifications).where(eq(notifications.kind, 'test-requested'))).length).toBe(before);
  });

  it('refuses a test of another school (not found) and one already assigned (take it instead)', async () => {
    expect((await ask(student, otherSchoolTest)).statusCode).toBe(404);
    const assigned = await ask(student, assignedTest);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe('This test is already assigned to you; take it under Student Tests.');
  });
});
