import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { headlineScore, LIKERT_LABELS, LIKERT_SCALE_OF, VOCATIONAL_PROGRAMS, type QuestionType, type VocationalProgram } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import { schools, studentProfiles, testAnswers, testAssignments, testAttempts, testOptions, testQuestions, tests, users } from '../db/schema.js';
import { planAttempts, planTests, type DemoStudent, type PlannedAttempt, type PlannedTest } from './content/demo-plan.js';

/**
 * Demo tests and finished attempts (docs/tests-scoring.md, docs/tests-engine.md):
 * `buildTestsSeed` builds every row as plain data, `seedTests` inserts them (bulk, in chunks) into
 * the engine's tables (apps/api/src/db/schema/tests.ts). seedDemo calls it.
 */

/** The demo school: competency tests are assigned to its students of the test's program. */
export const DEMO_SCHOOL_NPSN = '20100211';
/** Assigned tests are open from now for 60 days. */
const WINDOW_DAYS = 60;

const isProgram = (p: string | null): p is VocationalProgram => !!p && (VOCATIONAL_PROGRAMS as readonly string[]).includes(p);

/** Active, verified demo students with their program and whether they are at the demo school. */
export async function findDemoStudents(tx: DbExecutor): Promise<{ students: DemoStudent[]; schoolId: string | null }> {
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.npsn, DEMO_SCHOOL_NPSN));
  const rows = await tx
    .select({ id: users.id, email: users.email, program: studentProfiles.program, schoolId: users.schoolId, verified: users.verified })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.role, 'siswa'), eq(users.status, 'active')))
    .orderBy(users.email);
  return {
    schoolId: school?.id ?? null,
    students: rows
      .filter((r) => r.verified)
      .map((r) => ({ id: r.id, email: r.email, program: isProgram(r.program) ? r.program : null, demoSchool: !!school && r.schoolId === school.id })),
  };
}

/** Everything the seed writes, as rows named after what they hold. */
export interface TestsSeed {
  tests: (Omit<PlannedTest, 'questions'> & {
    id: string;
    published: true;
    availableFrom: Date;
    availableUntil: Date;
    questionCount: number;
    totalPoints: number | null;
  })[];
  questions: {
    id: string;
    testId: string;
    position: number;
    type: QuestionType;
    textId: string;
    textEn: string;
    dimension: string | null;
    reverse: boolean;
    topicId: string | null;
    topicEn: string | null;
  }[];
  options: { id: string; questionId: string; position: number; textId: string; textEn: string; points: number }[];
  /** Big Five and RIASEC to every student; attitude too; competency tests to the demo school's students of the program. */
  assignments: { testId: string; schoolId: string | null; program: VocationalProgram | null; allStudents: boolean }[];
  attempts: (Omit<PlannedAttempt, 'answers' | 'testKey'> & { id: string; testId: string; deadline: Date; status: 'submitted' })[];
  answers: { attemptId: string; questionId: string; optionIds: string[] | null; likert: number | null; seq: number; savedAt: Date }[];
  /** Likert answer labels (1 → 5) per instrument, for an engine that stores them with the test. */
  likertLabels: typeof LIKERT_LABELS;
}

/** Builds the rows of the demo tests and attempts (pure apart from the ids; ~20 ms). */
export function buildTestsSeed(students: DemoStudent[], schoolId: string | null, now = new Date(), newId: () => string = randomUUID): TestsSeed {
  const planned = planTests(newId);
  const attempts = planAttempts(planned, students, now);
  const until = new Date(now.getTime() + WINDOW_DAYS * 86_400_000);
  // Open since before the oldest demo attempt, so every attempt lies inside its window.
  const from = new Date(now.getTime() - 30 * 86_400_000);
  const tests = planned.map(({ questions, ...test }) => ({
    ...test,
    id: newId(),
    published: true as const,
    availableFrom: from,
    availableUntil: until,
    questionCount: questions.length,
    totalPoints:
      test.instrument === 'points' ? questions.reduce((sum, q) => sum + q.options.reduce((s, o) => s + Math.max(0, o.points), 0), 0) : null,
  }));
  const testId = new Map(planned.map((t, i) => [t.key, tests[i]?.id ?? '']));
  const questions = planned.flatMap((t) =>
    t.questions.map((q) => ({
      id: q.id,
      testId: testId.get(t.key) ?? '',
      position: q.position,
      type: q.type,
      textId: q.text.id,
      textEn: q.text.en,
      dimension: q.dimension ?? null,
      reverse: q.reverse ?? false,
      topicId: q.topic?.id ?? null,
      topicEn: q.topic?.en ?? null,
    })),
  );
  const options = planned.flatMap((t) =>
    t.questions.flatMap((q) =>
      q.options.map((o) => ({ id: o.id, questionId: q.id, position: o.position, textId: o.text.id, textEn: o.text.en, points: o.points })),
    ),
  );
  const assignments = tests.map((t) => ({
    testId: t.id,
    schoolId: t.program ? schoolId : null,
    program: t.program ?? null,
    allStudents: !t.program,
  }));
  const attemptRows = attempts.map(({ answers: _answers, testKey, ...a }) => {
    const test = tests.find((t) => t.key === testKey);
    return {
      ...a,
      id: newId(),
      testId: testId.get(testKey) ?? '',
      deadline: new Date(a.startedAt.getTime() + (test?.minutes ?? 0) * 60_000),
      status: 'submitted' as const,
    };
  });
  const answers = attempts.flatMap((a, i) =>
    a.answers.map((answer, seq) => ({
      attemptId: attemptRows[i]?.id ?? '',
      questionId: answer.questionId,
      optionIds: answer.optionIds ? [...answer.optionIds] : null,
      likert: answer.likert ?? null,
      seq: seq + 1,
      // Answered one after the other between the start and the submission.
      savedAt: new Date(a.startedAt.getTime() + ((seq + 1) / (a.answers.length + 1)) * (a.submittedAt.getTime() - a.startedAt.getTime())),
    })),
  );
  return { tests, questions, options, assignments, attempts: attemptRows, answers, likertLabels: LIKERT_LABELS };
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The demo tests, published, and the demo students' finished attempts, inserted in bulk. */
export async function seedTests(tx: DbExecutor, now = new Date()): Promise<TestsSeed> {
  const { students, schoolId } = await findDemoStudents(tx);
  const seed = buildTestsSeed(students, schoolId, now);
  if (seed.tests.length === 0) return seed;
  await tx.insert(tests).values(
    seed.tests.map((t) => ({
      id: t.id,
      schoolId: null,
      kind: t.kind,
      instrument: t.instrument,
      program: t.program ?? null,
      nameId: t.name.id,
      nameEn: t.name.en,
      descriptionId: t.description.id,
      descriptionEn: t.description.en,
      instructionsId: t.instructions.id,
      instructionsEn: t.instructions.en,
      minutes: t.minutes,
      availableFrom: t.availableFrom,
      availableUntil: t.availableUntil,
      questionCount: t.questionCount,
      totalPoints: t.totalPoints,
      passingScore: t.passingScore ?? null,
      published: t.published,
      likertScale: LIKERT_SCALE_OF[t.instrument] ?? null,
      source: t.source,
    })),
  );
  await insertChunks(seed.questions, 500, (c) => tx.insert(testQuestions).values(c));
  await insertChunks(seed.options, 1000, (c) => tx.insert(testOptions).values(c));
  await tx.insert(testAssignments).values(seed.assignments.map((a) => ({ testId: a.testId, schoolId: a.schoolId, program: a.program })));
  await insertChunks(seed.attempts, 500, (c) =>
    tx.insert(testAttempts).values(
      c.map((a) => ({
        id: a.id,
        testId: a.testId,
        studentId: a.studentId,
        status: a.status,
        startedAt: a.startedAt,
        deadline: a.deadline,
        submittedAt: a.submittedAt,
        result: a.result,
        score: headlineScore(a.result),
      })),
    ),
  );
  await insertChunks(seed.answers, 1000, (c) => tx.insert(testAnswers).values(c));
  return seed;
}
