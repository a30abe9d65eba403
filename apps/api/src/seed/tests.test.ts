import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { buildTestsSeed, findDemoStudents } from './tests.js';

/** The demo tests' rows built from the real demo seed (the students, their programs and school). */
describe('tests seed', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('finds the demo students and builds tests, assignments, attempts and answers quickly', async () => {
    const started = performance.now();
    const { students, schoolId } = await findDemoStudents(ctx.database.db);
    const seed = buildTestsSeed(students, schoolId, new Date('2026-11-24T08:00:00Z'));
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(1000);
    expect(schoolId).not.toBeNull();
    const andi = students.find((s) => s.email === 'siswa@jalurkarir.id');
    expect(andi).toMatchObject({ program: 'rpl', demoSchool: true });
    const testOf = (id: string) => seed.tests.find((t) => t.id === id)?.key;
    expect(
      seed.attempts
        .filter((a) => a.studentId === andi?.id)
        .map((a) => testOf(a.testId))
        .sort(),
    ).toEqual(['attitude', 'big-five', 'competency-rpl', 'riasec']);
    expect(seed.tests.map((t) => [t.key, t.questionCount])).toEqual([
      ['riasec', 48],
      ['big-five', 120],
      ['attitude', 30],
      ['competency-rpl', 23],
      ['competency-akl', 23],
      ['competency-tkr', 24],
    ]);
    expect(seed.assignments.filter((a) => a.allStudents)).toHaveLength(3);
    expect(seed.assignments.filter((a) => a.program).every((a) => a.schoolId === schoolId)).toBe(true);
    for (const a of seed.attempts) {
      const test = seed.tests.find((t) => t.id === a.testId);
      expect(a.submittedAt.getTime()).toBeLessThanOrEqual(a.deadline.getTime());
      expect(a.startedAt.getTime()).toBeGreaterThanOrEqual(test?.availableFrom.getTime() ?? Infinity);
    }
    expect(seed.answers.length).toBeLessThan(3000);
    console.log(
      `tests seed rows built in ${ms.toFixed(0)} ms: ${seed.questions.length} questions, ${seed.options.length} options, ${seed.attempts.length} attempts, ${seed.answers.length} answers`,
    );
  });
});
