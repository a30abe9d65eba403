import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { testAttempts, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * The autosave as one statement (modules/tests/answers.ts): the rules it checks in SQL — the
 * question belongs to the attempt's test, a multiple-choice question takes several of its own
 * options — the position it moves, and that a save records no matching change while a submission
 * still does (the row trigger of migration 0028).
 */
describe('autosave statement', () => {
  const ctx = useTestApp();
  const tokens: Record<string, string> = {};
  let studentId = '';
  let attemptId = '';
  let questions: { id: string; type: string; options: { id: string }[] }[] = [];
  let foreignQuestion = '';

  const post = (who: string, url: string, payload: unknown = {}) =>
    call(ctx.app, tokens[who] ?? null, { method: 'POST', url, payload: payload as object, headers: { 'x-lang': 'en' } });
  const opt = (text: string, points = 0) => ({ text_id: text, text_en: text, points });
  const quiz = (name: string) => ({
    kind: 'competency',
    program: 'rpl',
    name_id: name,
    name_en: name,
    minutes: 30,
    passing_score: 50,
    questions: [
      { type: 'single', text_id: 'Satu', text_en: 'One', options: [opt('A', 1), opt('B')] },
      { type: 'multiple', text_id: 'Banyak', text_en: 'Many', options: [opt('A', 1), opt('B', 1), opt('C')] },
    ],
  });
  const studentChanges = async () => {
    const rows = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from matching_changes where kind = 'student' and ref_id = ${studentId}::uuid`,
    );
    return Number(rows.rows[0]?.n ?? 0);
  };
  const position = async () => {
    const [row] = await ctx.database.db
      .select({ at: testAttempts.currentQuestion })
      .from(testAttempts)
      .where(and(eq(testAttempts.id, attemptId)));
    return row?.at;
  };

  beforeAll(async () => {
    for (const [k, email] of Object.entries(DEMO)) tokens[k] = await login(ctx.app, email);
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    studentId = me?.id ?? '';
    const made: string[] = [];
    for (const name of ['Kuis autosave', 'Kuis lain']) {
      const test = (await post('guru', '/test/create', quiz(name))).json().data;
      expect((await post('guru', `/test/publish?id=${test.id}`, { published: true })).statusCode).toBe(200);
      expect((await post('admin_sekolah', `/test/assign?id=${test.id}`, { target: 'students', student_ids: [studentId] })).statusCode).toBe(200);
      made.push(test.id);
    }
    const started = (await post('siswa', '/test-attempt/start', { test_id: made[0] })).json().data;
    attemptId = started.attempt.id;
    questions = started.questions;
    const other = (await post('siswa', '/test-attempt/start', { test_id: made[1] })).json().data;
    foreignQuestion = other.questions[0].id;
  });

  it('takes several options of a multiple-choice question and moves the position; a question of another test is refused', async () => {
    const many = questions.find((q) => q.type === 'multiple')!;
    const [a, b] = many.options;
    const saved = await post('siswa', `/test-attempt/answer?id=${attemptId}`, {
      question_id: many.id,
      option_ids: [b!.id, a!.id, b!.id],
      seq: 1,
      position: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ seq: 1, saved: true, likert: null });
    expect([...saved.json().data.option_ids].sort()).toEqual([a!.id, b!.id].sort());
    expect(await position()).toBe(1);
    // A save without a position leaves it; a save with one moves it back.
    const single = questions.find((q) => q.type === 'single')!;
    expect(
      (await post('siswa', `/test-attempt/answer?id=${attemptId}`, { question_id: single.id, option_ids: [single.options[0]!.id], seq: 2 }))
        .statusCode,
    ).toBe(200);
    expect(await position()).toBe(1);
    expect(
      (
        await post('siswa', `/test-attempt/answer?id=${attemptId}`, {
          question_id: single.id,
          option_ids: [single.options[1]!.id],
          seq: 3,
          position: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect(await position()).toBe(0);
    const foreign = await post('siswa', `/test-attempt/answer?id=${attemptId}`, {
      question_id: foreignQuestion,
      option_ids: [],
      seq: 4,
      position: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('question_id');
    // A refused save moves nothing.
    expect(await position()).toBe(0);
  });

  it('a save records no matching change; the submission records the student', async () => {
    const before = await studentChanges();
    const single = questions.find((q) => q.type === 'single')!;
    for (const [i, seq] of [10, 11, 12].entries()) {
      const res = await post('siswa', `/test-attempt/answer?id=${attemptId}`, {
        question_id: single.id,
        option_ids: [single.options[i % 2]!.id],
        seq,
        position: i % 2,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await studentChanges()).toBe(before);
    expect((await post('siswa', `/test-attempt/submit?id=${attemptId}`)).statusCode).toBe(200);
    expect(await studentChanges()).toBe(before + 1);
  });
});
