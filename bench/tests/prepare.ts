/** The autosave benchmarks' data: N bench students (bulk) and one published 60-question test assigned to every student. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.js';
import { schools, studentProfiles, testAssignments, testOptions, testQuestions, tests, users } from '../../apps/api/src/db/schema.js';

export const QUESTIONS = 60;

/** Bench students (bulk) and one published 60-question test assigned to every student. */
export async function prepare(database: Database, count: number) {
  const db = database.db;
  const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Siswa Bench ${i + 1}`,
    email: `bench.${tag}.${i + 1}@bench.jalurkarir.id`,
    passwordHash: demo?.hash ?? 'x',
    role: 'siswa',
    schoolId: school?.id ?? null,
    verified: true,
    validated: true,
    status: 'active',
  }));
  const ids: { id: string; tv: number }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({ id: users.id, tv: users.tokenVersion });
    ids.push(...made);
    await db.insert(studentProfiles).values(made.map((u) => ({ userId: u.id, program: 'rpl', grade: '11', className: 'XI RPL 1' })));
  }
  const [test] = await db
    .insert(tests)
    .values({
      kind: 'competency',
      instrument: 'points',
      program: 'rpl',
      nameId: 'Uji beban autosave',
      nameEn: 'Autosave load test',
      minutes: 120,
      questionCount: QUESTIONS,
      totalPoints: QUESTIONS,
      passingScore: 60,
      published: true,
    })
    .returning({ id: tests.id });
  if (!test) throw new Error('no test');
  const questions = await db
    .insert(testQuestions)
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        testId: test.id,
        position: i + 1,
        type: 'single' as const,
        textId: `Soal beban ${i + 1}`,
        textEn: `Load question ${i + 1}`,
      })),
    )
    .returning({ id: testQuestions.id });
  const options = await db
    .insert(testOptions)
    .values(
      questions.flatMap((q) =>
        [0, 1, 2, 3].map((j) => ({
          questionId: q.id,
          position: j + 1,
          textId: `Pilihan ${j + 1}`,
          textEn: `Option ${j + 1}`,
          points: j === 0 ? 1 : 0,
        })),
      ),
    )
    .returning({ id: testOptions.id, questionId: testOptions.questionId });
  await db.insert(testAssignments).values({ testId: test.id });
  const optionsOf = new Map<string, string[]>();
  for (const o of options) optionsOf.set(o.questionId, [...(optionsOf.get(o.questionId) ?? []), o.id]);
  return { testId: test.id, students: ids, questions: questions.map((q) => ({ id: q.id, options: optionsOf.get(q.id) ?? [] })) };
}
