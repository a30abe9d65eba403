import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ANSWER_GRACE_MS,
  MAX_PER_PAGE,
  TEST_GROUPS,
  TEST_MESSAGES,
  ZIdQuery,
  ZSaveAnswer,
  ZStartAttempt,
  kindsOfGroup,
  type AttemptStatus,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { testAnswers, testAttempts, testOptions, testQuestions, tests } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { grantedScope, permit, requestScope } from '../../plugins/permission.js';
import { scopeCondition } from '../scope.js';
import { likertLabelsOf } from './authoring-routes.js';
import {
  assignedTo,
  attemptScope,
  attemptStudent,
  deadlineOf,
  expireDue,
  finalizeAttempt,
  isAnswered,
  openAt,
  refuse,
  withinGrace,
} from './engine.js';

const ZAvailableQuery = z.object({ group: z.enum(TEST_GROUPS).optional().default('other') }).strict();
const ZHistoryQuery = z
  .object({
    group: z.enum(TEST_GROUPS).optional(),
    student_id: z.uuid().optional(),
    test_id: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();
const ZEmpty = z.object({}).strict().optional();
const ZLatestQuery = z.object({ student_id: z.uuid().optional() }).strict();

/** A stable shuffle per attempt (the same order on every reload). */
/** Two answers to one question are the same choice: the same options in any order, or the same Likert value. */
function sameAnswer(a: { option_ids: string[] | null; likert: number | null }, b: { option_ids: string[] | null; likert: number | null }) {
  const options = (x: string[] | null) => [...new Set(x ?? [])].sort().join(',');
  return options(a.option_ids) === options(b.option_ids) && (a.likert ?? null) === (b.likert ?? null);
}

const shuffled = <T extends { id: string }>(items: T[], seed: string) =>
  items
    .map((item) => ({
      item,
      key: createHash('sha1')
        .update(seed + item.id)
        .digest('hex'),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((x) => x.item);

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
  const questions = await db.select().from(testQuestions).where(eq(testQuestions.testId, t.id)).orderBy(asc(testQuestions.position));
  const options = questions.length
    ? await db
        .select()
        .from(testOptions)
        .where(
          inArray(
            testOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(testOptions.position))
    : [];
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
    test: {
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
    },
    questions: ordered.map((q) => {
      const own = options.filter((o) => o.questionId === q.id);
      return {
        id: q.id,
        type: q.type,
        text_id: q.textId,
        text_en: q.textEn,
        image_url: q.imageUrl,
        topic_id: showPoints ? q.topicId : null,
        topic_en: showPoints ? q.topicEn : null,
        options: (t.shuffleOptions ? shuffled(own, a.id) : own).map((o) => ({
          id: o.id,
          text_id: o.textId,
          text_en: o.textEn,
          ...(showPoints ? { points: o.points } : {}),
        })),
      };
    }),
    answers,
  };
}

/** Taking a test (Siswa) and the attempt histories (docs/tests-engine.md). */
export async function testTakingRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test-attempt'];

  r.get(
    '/test-attempt/available',
    { schema: { tags, querystring: ZAvailableQuery }, config: { permission: permit('test-attempt', 'available') } },
    async (request) => {
      const me = request.caller!.user.id;
      const at = now();
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
        .where(and(openAt(at), inArray(tests.kind, kindsOfGroup(request.query.group)), assignedTo(sql.raw('"tests"."id"'), sql`${me}::uuid`)))
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
    },
  );

  r.post(
    '/test-attempt/start',
    { schema: { tags, body: ZStartAttempt }, config: { permission: permit('test-attempt', 'start') } },
    async (request) => {
      const me = request.caller!.user.id;
      const lang = request.lang;
      const at = now();
      await expireDue(db, at, eq(testAttempts.studentId, me));
      const id = await db.transaction(async (tx) => {
        const [test] = await tx
          .select({
            id: tests.id,
            minutes: tests.minutes,
            until: tests.availableUntil,
            allowed: tests.attemptsAllowed,
            shuffle: tests.shuffleQuestions,
          })
          .from(tests)
          .where(and(eq(tests.id, request.body.test_id), openAt(at), assignedTo(sql.raw('"tests"."id"'), sql`${me}::uuid`)));
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
      return { data: await attemptView(db, id, false, at) };
    },
  );

  r.get(
    '/test-attempt/detail',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('test-attempt', 'detail') } },
    async (request) => {
      const at = now();
      // The answer key before submission is a cell of its own (`test-attempt/points`), in its own scope.
      const pointsScope = grantedScope(request, permit('test-attempt', 'points'));
      const pointsWhere = pointsScope ? and(sql`true`, attemptScope(pointsScope, request.caller)) : sql`false`;
      const [row] = await db
        .select({ id: testAttempts.id, points: sql<boolean>`(${pointsWhere})` })
        .from(testAttempts)
        .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
        .where(and(eq(testAttempts.id, request.query.id), attemptScope(requestScope(request), request.caller)));
      if (!row) throw notFound();
      await expireDue(db, at, eq(testAttempts.id, row.id));
      const view = await attemptView(db, row.id, row.points === true, at);
      if (!view) throw notFound();
      return { data: view };
    },
  );

  r.post(
    '/test-attempt/answer',
    { schema: { tags, querystring: ZIdQuery, body: ZSaveAnswer }, config: { permission: permit('test-attempt', 'answer') } },
    async (request) => {
      const at = now();
      const lang = request.lang;
      const b = request.body;
      const [attempt] = await db
        .select({ id: testAttempts.id, testId: testAttempts.testId, status: testAttempts.status, deadline: testAttempts.deadline })
        .from(testAttempts)
        .where(and(eq(testAttempts.id, request.query.id), scopeCondition(requestScope(request), request.caller, { owner: testAttempts.studentId })));
      if (!attempt) throw notFound();
      if (attempt.status !== 'in_progress') throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
      if (!withinGrace(attempt.deadline, at)) {
        await finalizeAttempt(db, attempt.id, attempt.deadline, true);
        throw refuse(409, 'BAD_REQUEST', 'attempt', 'TIME_UP', lang);
      }
      const rows = await db
        .select({ type: testQuestions.type, optionId: testOptions.id })
        .from(testQuestions)
        .leftJoin(testOptions, eq(testOptions.questionId, testQuestions.id))
        .where(and(eq(testQuestions.id, b.question_id), eq(testQuestions.testId, attempt.testId)));
      const type = rows[0]?.type;
      if (!type) throw refuse(400, 'VALIDATION', 'question_id', 'BAD_QUESTION', lang);
      const valid = new Set(rows.map((x) => x.optionId));
      const chosen = [...new Set(b.option_ids ?? [])];
      const ok =
        type === 'likert'
          ? chosen.length === 0 && b.likert != null
          : b.likert == null && chosen.every((o) => valid.has(o)) && (type === 'multiple' || chosen.length === 1);
      if (!ok) throw refuse(400, 'VALIDATION', 'option_ids', 'BAD_OPTION', lang);
      const saved = await db.execute<{ seq: number }>(sql`
        insert into ${testAnswers} (attempt_id, question_id, option_ids, likert, seq, saved_at)
        select ${attempt.id}::uuid, ${b.question_id}::uuid, ${type === 'likert' ? null : JSON.stringify(chosen)}::jsonb,
               ${type === 'likert' ? (b.likert ?? null) : null}::smallint, ${b.seq}::int, ${at.toISOString()}::timestamptz
        where exists (select 1 from ${testAttempts} where id = ${attempt.id}::uuid and status = 'in_progress')
        on conflict (attempt_id, question_id) do update
          set option_ids = excluded.option_ids, likert = excluded.likert, seq = excluded.seq, saved_at = excluded.saved_at
          where ${testAnswers}.seq < excluded.seq
        returning seq`);
      const sent = { option_ids: type === 'likert' ? null : chosen, likert: type === 'likert' ? (b.likert ?? null) : null };
      let stored = saved.rows[0] ? { seq: Number(saved.rows[0].seq), ...sent } : undefined;
      let isSaved = stored !== undefined;
      if (!stored) {
        const [current] = await db
          .select({ seq: testAnswers.seq, option_ids: testAnswers.optionIds, likert: testAnswers.likert })
          .from(testAnswers)
          .where(and(eq(testAnswers.attemptId, attempt.id), eq(testAnswers.questionId, b.question_id)));
        if (!current) throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
        stored = { seq: Number(current.seq), option_ids: (current.option_ids as string[] | null) ?? null, likert: current.likert };
        // Only a retry of the very save that is stored is "saved": the same seq with another answer
        // was not written, and saying so lets the client act on the answer the server really has.
        isSaved = stored.seq === b.seq && sameAnswer(stored, sent);
      }
      if (b.position !== undefined) await db.update(testAttempts).set({ currentQuestion: b.position }).where(eq(testAttempts.id, attempt.id));
      return {
        data: {
          question_id: b.question_id,
          seq: stored.seq,
          saved: isSaved,
          option_ids: stored.option_ids,
          likert: stored.likert,
          deadline: attempt.deadline.toISOString(),
          server_time: at.toISOString(),
        },
      };
    },
  );

  r.post(
    '/test-attempt/submit',
    { schema: { tags, querystring: ZIdQuery, body: ZEmpty }, config: { permission: permit('test-attempt', 'submit') } },
    async (request) => {
      const at = now();
      const lang = request.lang;
      const [attempt] = await db
        .select({ id: testAttempts.id, testId: testAttempts.testId, status: testAttempts.status, deadline: testAttempts.deadline })
        .from(testAttempts)
        .where(and(eq(testAttempts.id, request.query.id), scopeCondition(requestScope(request), request.caller, { owner: testAttempts.studentId })));
      if (!attempt) throw notFound();
      if (attempt.status !== 'in_progress') throw refuse(409, 'BAD_REQUEST', 'attempt', 'ALREADY_SUBMITTED', lang);
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
      return { data: await attemptView(db, attempt.id, false, at) };
    },
  );

  r.get(
    '/test-result/latest',
    { schema: { tags, querystring: ZLatestQuery }, config: { permission: permit('test-attempt', 'list') } },
    async (request) => {
      const caller = request.caller!;
      const scope = requestScope(request);
      // A student's own results (scope `self`); staff name the student, whom the scope then has to reach.
      const studentId = scope === 'self' ? caller.user.id : request.query.student_id;
      if (!studentId) return { data: [] };
      await expireDue(db, now(), eq(testAttempts.studentId, studentId));
      const rows = await db
        .select({
          attempt_id: testAttempts.id,
          test_id: testAttempts.testId,
          name_id: tests.nameId,
          name_en: tests.nameEn,
          instrument: tests.instrument,
          kind: tests.kind,
          program: tests.program,
          submitted_at: testAttempts.submittedAt,
          result: testAttempts.result,
        })
        .from(testAttempts)
        .innerJoin(tests, eq(tests.id, testAttempts.testId))
        .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
        .where(
          and(
            attemptScope(scope, caller),
            eq(testAttempts.studentId, studentId),
            eq(testAttempts.status, 'submitted'),
            sql`${testAttempts.result} is not null`,
          ),
        )
        .orderBy(desc(testAttempts.submittedAt));
      const seen = new Set<string>();
      const latest = rows.filter((r) => {
        const key = `${r.instrument}:${r.program ?? ''}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return {
        data: latest.map(({ name_id, name_en, program: _program, ...r }) => ({ ...r, test_name: request.lang === 'en' ? name_en : name_id })),
      };
    },
  );

  r.get(
    '/test-attempt/list',
    { schema: { tags, querystring: ZHistoryQuery }, config: { permission: permit('test-attempt', 'list') } },
    async (request) => {
      const q = request.query;
      const at = now();
      const scope = attemptScope(requestScope(request), request.caller);
      // Not an access decision (the list's rows are `scope`'s): a student's history closes only their own overdue attempts.
      await expireDue(db, at, requestScope(request) === 'self' ? eq(testAttempts.studentId, request.caller!.user.id) : undefined);
      const where = and(
        scope,
        q.group ? inArray(tests.kind, kindsOfGroup(q.group)) : undefined,
        q.student_id ? eq(testAttempts.studentId, q.student_id) : undefined,
        q.test_id ? eq(testAttempts.testId, q.test_id) : undefined,
      );
      const base = () =>
        db
          .select({
            id: testAttempts.id,
            test_id: testAttempts.testId,
            test_name_id: tests.nameId,
            test_name_en: tests.nameEn,
            kind: tests.kind,
            instrument: tests.instrument,
            program: tests.program,
            student_id: testAttempts.studentId,
            student_name: attemptStudent.name,
            status: testAttempts.status,
            started_at: testAttempts.startedAt,
            deadline: testAttempts.deadline,
            submitted_at: testAttempts.submittedAt,
            auto_submitted: testAttempts.autoSubmitted,
            score: testAttempts.score,
            duration_seconds: sql<number | null>`extract(epoch from (${testAttempts.submittedAt} - ${testAttempts.startedAt}))::int`,
            result: testAttempts.result,
          })
          .from(testAttempts)
          .innerJoin(tests, eq(tests.id, testAttempts.testId))
          .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(testAttempts.startedAt), desc(testAttempts.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db
          .select({ n: count() })
          .from(testAttempts)
          .innerJoin(tests, eq(tests.id, testAttempts.testId))
          .innerJoin(attemptStudent, eq(attemptStudent.id, testAttempts.studentId))
          .where(where),
      ]);
      const n = total?.n ?? 0;
      return { data: rows, total: n, page: q.page, per_page: q.per_page, total_pages: Math.ceil(n / q.per_page) };
    },
  );
}
