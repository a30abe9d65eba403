// A student's attempts (docs/tests-engine.md): what they may take now, starting one, reading one as
// its reader may see it, and submitting it. The autosave of single answers is answers.ts; the
// histories staff and students read are histories.ts.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANSWER_GRACE_MS, TEST_MESSAGES, kindsOfGroup, type AttemptStatus, type Lang, type Scope, type TestGroup } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { testAnswers, testAttempts, testOptions, testQuestions, tests } from '../../db/schema.js';
import { questionsWithOptions } from './questions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';
import { likertLabelsOf } from './authoring.js';
import {
  assignedTo,
  attemptScope,
  attemptStudent,
  deadlineOf,
  expireDue,
  finalizeAttempt,
  interestInventoryAttempt,
  isAnswered,
  openAt,
  refuse,
  withinGrace,
} from './engine.js';

/** A stable shuffle per attempt (the same order on every reload). */
export const shuffled = <T extends { id: string }>(items: T[], seed: string) =>
  items
    .map((item) => ({
      item,
      key: createHash('sha1')
        .update(seed + item.id)
        .digest('hex'),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((x) => x.item);

type TestRow = typeof tests.$inferSelect;
type QuestionRow = typeof testQuestions.$inferSelect;
type OptionRow = typeof testOptions.$inferSelect;

/** The test as an attempt's reader sees it (no answer key, no authoring fields). */
function testOfView(t: TestRow) {
  return {
    id: t.id,
    kind: t.kind,
    instrument: t.instrument,
    program: t.program,
    name_id: t.nameId,
    name_en: t.nameEn,
    description_id: t.descriptionId,
    description_en: t.descriptionEn,
    instructions_id: t.instructionsId,
    instructions_en: t.instructionsEn,
    minutes: t.minutes,
    question_count: t.questionCount,
    passing_score: t.passingScore,
    likert_labels: likertLabelsOf(t.likertScale, t.instrument),
  };
}

/** One question with its options (shuffled per attempt when the test says so); topics and points only when `showPoints`. */
function questionOfView(q: QuestionRow, options: OptionRow[], shuffleOptions: boolean, attemptId: string, showPoints: boolean) {
  const own = options.filter((o) => o.questionId === q.id);
  return {
    id: q.id,
    type: q.type,
    text_id: q.textId,
    text_en: q.textEn,
    image_url: q.imageUrl,
    topic_id: showPoints ? q.topicId : null,
    topic_en: showPoints ? q.topicEn : null,
    options: (shuffleOptions ? shuffled(own, attemptId) : own).map((o) => ({
      id: o.id,
      text_id: o.textId,
      text_en: o.textEn,
      ...(showPoints ? { points: o.points } : {}),
    })),
  };
}

/**
 * An attempt as its reader sees it: the test, its questions in the attempt's order, the stored answers,
 * the server's clock. `showPoints` false (a student before submitting) leaves the options' points out.
 */
export async function attemptView(db: DbExecutor, attemptId: string, showPointsAlways: boolean, now: Date) {
  const [a] = await db
    .select({
      id: testAttempts.id,
      test_id: testAttempts.testId,
      student_id: testAttempts.studentId,
      student_name: attemptStudent.name,
      attempt_no: testAttempts.attemptNo,
      status: testAttempts.status,
      started_at: testAttempts.startedAt,
      deadline: testAttempts.deadline,
      submitted_at: testAttempts.submittedAt,
      auto_submitted: testAttempts.autoSubmitted,
      current_question: testAttempts.currentQuestion,
      question_order: testAttempts.questionOrder,
      result: testAttempts.result,
      score: testAttempts.score,
    })
    .from(testAttempts)
    .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
    .where(eq(testAttempts.id, attemptId));
  if (!a) return null;
  const [t] = await db.select().from(tests).where(eq(tests.id, a.test_id));
  if (!t) return null;
  const showPoints = showPointsAlways || a.status === 'submitted';
  const { questions, options } = await questionsWithOptions(db, t.id);
  const answers = await db
    .select({ question_id: testAnswers.questionId, option_ids: testAnswers.optionIds, likert: testAnswers.likert, seq: testAnswers.seq })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, a.id));
  const order = a.question_order;
  const ordered = order ? [...questions].sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id)) : questions;
  const { question_order: _order, ...attempt } = a;
  return {
    server_time: now.toISOString(),
    grace_ms: ANSWER_GRACE_MS,
    attempt,
    test: testOfView(t),
    questions: ordered.map((q) => questionOfView(q, options, t.shuffleOptions, a.id, showPoints)),
    answers,
  };
}

/** The view of an attempt this request has just started or submitted; 404 if the test was deleted meanwhile. */
export async function writtenAttemptView(db: DbExecutor, attemptId: string, now: Date) {
  const view = await attemptView(db, attemptId, false, now);
  if (!view) throw notFound();
  return view;
}

/** The tests of a group open and assigned to the student now, each with where the student stands on it. */
export async function availableTests(db: Db, me: string, group: TestGroup, at: Date, takeable?: SQL) {
  await expireDue(db, at, eq(testAttempts.studentId, me));
  const rows = await db
    .select({
      id: tests.id,
      kind: tests.kind,
      instrument: tests.instrument,
      program: tests.program,
      name_id: tests.nameId,
      name_en: tests.nameEn,
      description_id: tests.descriptionId,
      description_en: tests.descriptionEn,
      minutes: tests.minutes,
      question_count: tests.questionCount,
      available_from: tests.availableFrom,
      available_until: tests.availableUntil,
      attempts_allowed: tests.attemptsAllowed,
    })
    .from(tests)
    .where(and(openAt(at), inArray(tests.kind, kindsOfGroup(group)), assignedTo(sql.raw('"tests"."id"'), sql`${me}::uuid`), takeable))
    .orderBy(asc(tests.kind), asc(tests.nameId));
  const attempts = rows.length
    ? await db
        .select({
          id: testAttempts.id,
          test_id: testAttempts.testId,
          status: testAttempts.status,
          deadline: testAttempts.deadline,
          submitted_at: testAttempts.submittedAt,
          score: testAttempts.score,
        })
        .from(testAttempts)
        .where(
          and(
            eq(testAttempts.studentId, me),
            inArray(
              testAttempts.testId,
              rows.map((t) => t.id),
            ),
          ),
        )
        .orderBy(desc(testAttempts.attemptNo))
    : [];
  return {
    server_time: at.toISOString(),
    data: rows.map((t) => {
      const mine = attempts.filter((a) => a.test_id === t.id);
      const latest = mine[0];
      const open = mine.find((a) => a.status === 'in_progress');
      const submitted = mine.filter((a) => a.status === 'submitted').length;
      const status: AttemptStatus = open ? 'in_progress' : latest ? 'submitted' : 'not_started';
      return {
        ...t,
        status,
        attempt_id: latest?.id ?? null,
        deadline: open?.deadline ?? null,
        time_left_ms: open ? Math.max(0, open.deadline.getTime() - at.getTime()) : null,
        submitted_at: latest?.submitted_at ?? null,
        score: latest?.score ?? null,
        attempts_used: mine.length,
        can_start: !open && submitted < t.attempts_allowed,
      };
    }),
  };
}

/**
 * Starts the student's next attempt at a test open and assigned to them, or returns the one still in
 * progress; refused when the test is not available to them or their attempts are used up.
 */
export async function startAttempt(db: Db, me: string, testId: string, at: Date, lang: Lang, takeable?: SQL): Promise<string> {
  await expireDue(db, at, eq(testAttempts.studentId, me));
  return db.transaction(async (tx) => {
    const [test] = await tx
      .select({
        id: tests.id,
        minutes: tests.minutes,
        until: tests.availableUntil,
        allowed: tests.attemptsAllowed,
        shuffle: tests.shuffleQuestions,
      })
      .from(tests)
      .where(and(eq(tests.id, testId), openAt(at), assignedTo(sql.raw('"tests"."id"'), sql`${me}::uuid`), takeable));
    if (!test) throw refuse(404, 'NOT_FOUND', 'test_id', 'NOT_AVAILABLE', lang);
    const mine = await tx
      .select({ id: testAttempts.id, status: testAttempts.status })
      .from(testAttempts)
      .where(and(eq(testAttempts.testId, test.id), eq(testAttempts.studentId, me)));
    const open = mine.find((a) => a.status === 'in_progress');
    if (open) return open.id;
    if (mine.length >= test.allowed) throw refuse(409, 'DUPLICATE', 'test_id', 'NO_MORE_ATTEMPTS', lang);
    let order: string[] | null = null;
    if (test.shuffle) {
      const qs = await tx.select({ id: testQuestions.id }).from(testQuestions).where(eq(testQuestions.testId, test.id));
      order = shuffled(qs, `${me}:${mine.length + 1}`).map((q) => q.id);
    }
    const [created] = await tx
      .insert(testAttempts)
      .values({
        testId: test.id,
        studentId: me,
        attemptNo: mine.length + 1,
        startedAt: at,
        deadline: deadlineOf(at, test.minutes, test.until),
        questionOrder: order,
      })
      .onConflictDoNothing()
      .returning({ id: testAttempts.id });
    if (created) return created.id;
    // A second start at the same moment: the first one's attempt.
    const [other] = await tx
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(testAttempts.testId, test.id), eq(testAttempts.studentId, me), eq(testAttempts.status, 'in_progress')));
    if (!other) throw refuse(409, 'DUPLICATE', 'test_id', 'NO_MORE_ATTEMPTS', lang);
    return other.id;
  });
}

/**
 * An attempt in the caller's `scope` (else 404), closed first when overdue; the options' points
 * before submission only where `pointsScope` (the caller's `test-attempt/points` cell) reaches it.
 */
export async function readableAttempt(db: Db, id: string, scope: Scope, pointsScope: Scope | null, caller: Caller | null, at: Date) {
  const pointsWhere = pointsScope ? and(sql`true`, attemptScope(pointsScope, caller)) : sql`false`;
  const [row] = await db
    .select({ id: testAttempts.id, points: sql<boolean>`(${pointsWhere})` })
    .from(testAttempts)
    .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
    .where(and(eq(testAttempts.id, id), attemptScope(scope, caller)));
  if (!row) throw notFound();
  await expireDue(db, at, eq(testAttempts.id, row.id));
  const view = await attemptView(db, row.id, row.points === true, at);
  if (!view) throw notFound();
  return view;
}

/** An attempt the caller owns under `scope` and may still change: 404 when not theirs, 409 once submitted. */
export async function openOwnAttempt(db: Db, id: string, scope: Scope, caller: Caller | null, lang: Lang) {
  const [attempt] = await db
    .select({ id: testAttempts.id, testId: testAttempts.testId, status: testAttempts.status, deadline: testAttempts.deadline })
    .from(testAttempts)
    .where(
      and(eq(testAttempts.id, id), scopeCondition(scope, caller, { owner: testAttempts.studentId, interestInventory: interestInventoryAttempt })),
    );
  if (!attempt) throw notFound();
  if (attempt.status !== 'in_progress') throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
  return attempt;
}

export type OpenAttempt = Awaited<ReturnType<typeof openOwnAttempt>>;

/** The student's submission: every question answered (else 400 naming each), or past the grace the server's at the deadline. */
export async function submitAttempt(db: Db, attempt: OpenAttempt, at: Date, lang: Lang) {
  if (!withinGrace(attempt.deadline, at)) {
    // Too late for the student's own submission: the server's at the deadline stands.
    await finalizeAttempt(db, attempt.id, attempt.deadline, true);
  } else {
    const questions = await db
      .select({ id: testQuestions.id, optionIds: testAnswers.optionIds, likert: testAnswers.likert })
      .from(testQuestions)
      .leftJoin(testAnswers, and(eq(testAnswers.questionId, testQuestions.id), eq(testAnswers.attemptId, attempt.id)))
      .where(eq(testQuestions.testId, attempt.testId));
    const missing = questions.filter((q) => !isAnswered(q));
    if (missing.length)
      throw new AppError(400, 'VALIDATION', Object.fromEntries(missing.map((q) => [`answers.${q.id}`, TEST_MESSAGES.ANSWER_REQUIRED[lang]])));
    await finalizeAttempt(db, attempt.id, at, false);
  }
  return writtenAttemptView(db, attempt.id, at);
}
