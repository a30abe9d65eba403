import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { testAttempts, tests, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * A test whose questions can no longer change (students have started it) gets a new version: a
 * draft copy with the same settings and questions that its author may edit (docs/tests-engine.md).
 */
describe('a new version of a test', () => {
  const ctx = useTestApp();

  async function takenCompetencyTest() {
    const [row] = await ctx.database.db
      .selectDistinct({ id: tests.id, questionCount: tests.questionCount, nameId: tests.nameId })
      .from(tests)
      .innerJoin(testAttempts, eq(testAttempts.testId, tests.id))
      .where(and(eq(tests.kind, 'competency'), eq(tests.program, 'rpl'), isNotNull(testAttempts.submittedAt)));
    expect(row, 'the demo RPL competency test has attempts').toBeDefined();
    return row!;
  }

  type Detail = Record<string, unknown> & { questions: (Record<string, unknown> & { options: Record<string, unknown>[] })[] };
  /** An update body from a test's detail, with the given questions. */
  const updateBody = (t: Detail, questions: Detail['questions']) => ({
    kind: t.kind,
    program: t.program,
    name_id: t.name_id,
    name_en: t.name_en,
    minutes: t.minutes,
    questions: questions.map((q) => ({
      type: q.type,
      text_id: q.text_id,
      text_en: q.text_en,
      topic_id: q.topic_id ?? undefined,
      topic_en: q.topic_en ?? undefined,
      options: q.options.map((o) => ({ text_id: o.text_id, text_en: o.text_en, points: o.points })),
    })),
  });

  it('copies settings and questions into an editable draft; the original stays as it was', async () => {
    const source = await takenCompetencyTest();
    const admin = await login(ctx.app, DEMO.admin);
    const before = await call(ctx.app, admin, { method: 'GET', url: `/test/detail?id=${source.id}` });
    const refused = await call(ctx.app, admin, {
      method: 'POST',
      url: `/test/update?id=${source.id}`,
      payload: updateBody(before.json().data, before.json().data.questions.slice(1)),
    });
    expect(refused.statusCode).toBe(409);

    const res = await call(ctx.app, admin, { method: 'POST', url: `/test/new-version?id=${source.id}`, payload: {} });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.published).toBe(false);
    expect(copy.name_id).toBe(`${source.nameId} (versi baru)`);
    expect(copy.question_count).toBe(source.questionCount);
    expect(copy.questions.map((q: { text_id: string }) => q.text_id)).toEqual(
      before.json().data.questions.map((q: { text_id: string }) => q.text_id),
    );
    expect(copy.total_points).toBe(before.json().data.total_points);

    // The draft's questions can change.
    const edited = await call(ctx.app, admin, {
      method: 'POST',
      url: `/test/update?id=${copy.id}`,
      payload: updateBody(copy, copy.questions.slice(1)),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.question_count).toBe(source.questionCount - 1);
    const after = await call(ctx.app, admin, { method: 'GET', url: `/test/detail?id=${source.id}` });
    expect(after.json().data.question_count).toBe(source.questionCount);
  });

  it("a teacher's version belongs to their school; a student may not make one", async () => {
    const source = await takenCompetencyTest();
    const guru = await login(ctx.app, DEMO.guru);
    const res = await call(ctx.app, guru, { method: 'POST', url: `/test/new-version?id=${source.id}`, payload: {} });
    expect(res.statusCode).toBe(200);
    const [me] = await ctx.database.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.guru));
    expect(res.json().data.school_id).toBe(me?.schoolId);
    const siswa = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, siswa, { method: 'POST', url: `/test/new-version?id=${source.id}`, payload: {} })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/test/new-version?id=${source.id}`, payload: {} })).statusCode).toBe(401);
  });
});
