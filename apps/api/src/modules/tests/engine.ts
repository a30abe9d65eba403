import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ANSWER_GRACE_MS,
  headlineScore,
  TEST_MESSAGES,
  scoreAttempt,
  type ErrorCode,
  type Lang,
  type Scope,
  type ScoringAnswer,
  type ScoringQuestion,
  type TestMessageKey,
  type TestResult,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { alumni, studentProfiles, testAnswers, testAssignments, testAttempts, testOptions, testQuestions, tests, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** The engine's clock (docs/tests-engine.md): every rule reads `now()` from here, so tests replace it. */
export const testsClock = { now: (): Date => new Date() };

/** A refusal in the caller's language, the reason on its field. */
export function refuse(status: number, code: ErrorCode, field: string, key: TestMessageKey, lang: Lang): AppError {
  return new AppError(status, code, { [field]: TEST_MESSAGES[key][lang] });
}

/** The student of an attempt (their school is the attempt's school for the staff scopes). */
export const attemptStudent = alias(users, 'attempt_student');

/** Tests a caller may read (`write` false) or change (`write` true) under a scope. */
export function testScope(scope: Scope, caller: Caller | null, write: boolean): SQL | undefined {
  if (scope === 'all') return undefined;
  const school = caller?.user.schoolId;
  if (scope !== 'own-school' || !school) return sql`false`;
  if (write) return eq(tests.schoolId, school);
  return or(eq(tests.schoolId, school), and(sql`${tests.schoolId} is null`, eq(tests.published, true)));
}

/** The interest inventory: the RIASEC test, all a student awaiting verification may take. */
const INTEREST_INVENTORY = eq(tests.instrument, 'riasec');
/** Attempts at the interest inventory (the scope `own-interest-inventory`). */
export const interestInventoryAttempt = sql`${testAttempts.testId} in (select ${tests.id} from ${tests} where ${INTEREST_INVENTORY})`;

/** Attempts a caller may read: their own (self; of the interest inventory only while unverified), their school's students' (own-school), all. */
export function attemptScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, {
    owner: testAttempts.studentId,
    school: attemptStudent.schoolId,
    interestInventory: interestInventoryAttempt,
  });
}

/** Whether a scope is a student's own attempts (all of them, or the interest inventory's). */
export const ownAttempts = (scope: Scope) => scope === 'self' || scope === 'own-interest-inventory';

/**
 * The tests a student may find and start under their scope: every test assigned to them (`self`),
 * or of those the interest inventory only (`own-interest-inventory`: a student awaiting verification).
 */
export function takeableTests(scope: Scope): SQL | undefined {
  return scope === 'own-interest-inventory' ? INTEREST_INVENTORY : undefined;
}

/**
 * Whether the test `testIdCol` is assigned to the student `studentIdCol` (an assignment's every
 * non-null column must match the student: school, grade, program, class, the student). A graduate
 * is no longer reached by a school, program or class assignment, only by one that names them.
 */
export function assignedTo(testIdCol: SQL, studentIdCol: SQL): SQL {
  return sql`exists (select 1 from ${testAssignments} ta
    join ${users} su on su.id = ${studentIdCol}
    left join ${studentProfiles} sp on sp.user_id = su.id
    where ta.test_id = ${testIdCol}
      and (ta.school_id is null or ta.school_id = su.school_id)
      and (ta.grade is null or ta.grade = sp.grade)
      and (ta.program is null or ta.program = sp.program)
      and (ta.class_name is null or ta.class_name = sp.class_name)
      and (ta.student_id is null or ta.student_id = su.id)
      and (ta.student_id = su.id or not exists (select 1 from ${alumni} al where al.user_id = su.id)))`;
}

/** Open now: published, with questions, inside its window. */
export function openAt(now: Date): SQL {
  return sql`${tests.published} and ${tests.questionCount} > 0
    and (${tests.availableFrom} is null or ${tests.availableFrom} <= ${now.toISOString()}::timestamptz)
    and (${tests.availableUntil} is null or ${tests.availableUntil} > ${now.toISOString()}::timestamptz)`;
}

/** Deadline of an attempt started at `start`: the exam minutes, cut at the window's end. */
export function deadlineOf(start: Date, minutes: number, windowEnd: Date | null): Date {
  const byMinutes = new Date(start.getTime() + minutes * 60_000);
  return windowEnd && windowEnd < byMinutes ? windowEnd : byMinutes;
}

/** Whether an answer arriving at `now` still counts (deadline plus the grace). */
export const withinGrace = (deadline: Date, now: Date) => now.getTime() <= deadline.getTime() + ANSWER_GRACE_MS;

/** The questions of a test as scoring reads them (with points: server only). */
export async function scoringQuestionsOf(db: DbExecutor, testId: string): Promise<ScoringQuestion[]> {
  const questions = await db
    .select({
      id: testQuestions.id,
      type: testQuestions.type,
      dimension: testQuestions.dimension,
      reverse: testQuestions.reverse,
      topic: testQuestions.topicId,
    })
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
  const options = questions.length
    ? await db
        .select({ id: testOptions.id, questionId: testOptions.questionId, points: testOptions.points })
        .from(testOptions)
        .where(
          inArray(
            testOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(testOptions.position))
    : [];
  const byQuestion = new Map<string, { id: string; points: number }[]>();
  for (const o of options) byQuestion.set(o.questionId, [...(byQuestion.get(o.questionId) ?? []), { id: o.id, points: o.points }]);
  return questions.map((q) => ({ ...q, options: byQuestion.get(q.id) ?? [] }));
}

/** Whether a stored answer answers its question (a choice, or a Likert value). */
export const isAnswered = (a: { optionIds: string[] | null; likert: number | null } | undefined) =>
  !!a && ((a.optionIds?.length ?? 0) > 0 || (a.likert ?? 0) > 0);

/**
 * Scores an attempt from its stored answers and marks it submitted (only if still in progress: two
 * submitters at once, one wins). `auto` = the server submitted it at the deadline. Returns whether
 * this call submitted it.
 */
export async function finalizeAttempt(db: DbExecutor, attemptId: string, submittedAt: Date, auto: boolean): Promise<boolean> {
  const [attempt] = await db
    .select({ testId: testAttempts.testId, status: testAttempts.status, instrument: tests.instrument, passingScore: tests.passingScore })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.id, testAttempts.testId))
    .where(eq(testAttempts.id, attemptId));
  if (!attempt || attempt.status !== 'in_progress') return false;
  const questions = await scoringQuestionsOf(db, attempt.testId);
  const stored = await db
    .select({ questionId: testAnswers.questionId, optionIds: testAnswers.optionIds, likert: testAnswers.likert })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId));
  const answers: ScoringAnswer[] = stored
    .filter((a) => isAnswered(a))
    .map((a) =>
      a.likert ? { questionId: a.questionId, likert: a.likert as 1 | 2 | 3 | 4 | 5 } : { questionId: a.questionId, optionIds: a.optionIds ?? [] },
    );
  let result: TestResult | null;
  try {
    result = scoreAttempt({ instrument: attempt.instrument, questions, answers, passingScore: attempt.passingScore });
  } catch {
    // A Likert inventory left blank has nothing to describe: submitted without a result.
    result = null;
  }
  const [done] = await db
    .update(testAttempts)
    .set({ status: 'submitted', submittedAt, autoSubmitted: auto, result, score: headlineScore(result), updatedAt: sql`now()` })
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'in_progress')))
    .returning({ id: testAttempts.id });
  return !!done;
}

/**
 * The server submits attempts whose deadline plus the grace has passed (on read, and by the
 * periodic sweep). `where` narrows to some attempts (a student's). Returns how many it submitted.
 */
export async function expireDue(db: DbExecutor, now: Date, where?: SQL, limit = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_MS);
  const due = await db
    .select({ id: testAttempts.id, deadline: testAttempts.deadline })
    .from(testAttempts)
    .where(and(eq(testAttempts.status, 'in_progress'), lt(testAttempts.deadline, cutoff), where))
    .limit(limit);
  let n = 0;
  for (const a of due) if (await finalizeAttempt(db, a.id, a.deadline, true)) n++;
  return n;
}
