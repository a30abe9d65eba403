import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ATTITUDE_DIMENSIONS,
  MAX_PER_PAGE,
  RIASEC_TYPES,
  TEACHER_TEST_KINDS,
  LIKERT_LABELS,
  LIKERT_SCALE_OF,
  TEST_KINDS,
  ZAssignTest,
  ZIdQuery,
  ZPublishTest,
  ZTestInput,
  instrumentOf,
  questionMax,
  zString,
  type Instrument,
  type Lang,
  type Scope,
  type TTestInput,
  type TestKind,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { studentProfiles, testAssignments, testAttempts, testOptions, testQuestions, tests, users } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import { permit, requestScope } from '../../plugins/permission.js';
import type { Caller } from '../../plugins/auth.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet } from '../spreadsheets/spreadsheet.js';
import { assignedTo, refuse, testScope } from './engine.js';

const ZTestListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    kind: z.enum(TEST_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();
const ZExportQuery = z.object({ format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();
const ZEmpty = z.object({}).strict().optional();
const ZUnassignQuery = z.object({ id: z.uuid(), assignment_id: z.uuid() }).strict();

const testColumns = {
  id: tests.id,
  school_id: tests.schoolId,
  kind: tests.kind,
  instrument: tests.instrument,
  program: tests.program,
  name_id: tests.nameId,
  name_en: tests.nameEn,
  description_id: tests.descriptionId,
  description_en: tests.descriptionEn,
  instructions_id: tests.instructionsId,
  instructions_en: tests.instructionsEn,
  minutes: tests.minutes,
  available_from: tests.availableFrom,
  available_until: tests.availableUntil,
  question_count: tests.questionCount,
  total_points: tests.totalPoints,
  passing_score: tests.passingScore,
  shuffle_questions: tests.shuffleQuestions,
  shuffle_options: tests.shuffleOptions,
  attempts_allowed: tests.attemptsAllowed,
  published: tests.published,
  likert_scale: tests.likertScale,
  updated_at: tests.updatedAt,
  attempts: sql<number>`(select count(*)::int from ${testAttempts} ta where ta.test_id = ${sql.raw('"tests"."id"')})`,
};

/** The Likert answer labels (1 → 5) a test shows. */
export function likertLabelsOf(scale: string | null, instrument: Instrument) {
  const key = (scale ?? LIKERT_SCALE_OF[instrument] ?? 'agreement') as keyof typeof LIKERT_LABELS;
  return LIKERT_LABELS[key] ?? LIKERT_LABELS.agreement;
}

const FACET = /^[NEOAC][1-6]$/;
export function dimensionFits(instrument: Instrument, dimension: string | null | undefined): boolean {
  if (instrument === 'big-five') return !!dimension && FACET.test(dimension);
  if (instrument === 'riasec') return (RIASEC_TYPES as readonly string[]).includes(dimension ?? '');
  if (instrument === 'attitude-scale') return (ATTITUDE_DIMENSIONS as readonly string[]).includes(dimension ?? '');
  return true;
}

/**
 * Checks a test body against its kind and the caller's scope; returns the stored instrument. A test
 * written in a school's scope (a Guru's, `own-school`) is that school's, and a school authors only
 * competency and skills tests; the personality and interest instruments are the Admin's (`all`).
 */
function checkTestBody(body: TTestInput, scope: Scope, lang: Lang): Instrument {
  if (scope !== 'all' && !(TEACHER_TEST_KINDS as readonly TestKind[]).includes(body.kind))
    throw refuse(403, 'FORBIDDEN', 'kind', 'TEACHER_KIND', lang);
  if ((body.kind === 'competency' || body.kind === 'skills') && !body.program) throw refuse(400, 'VALIDATION', 'program', 'PROGRAM_REQUIRED', lang);
  if (body.available_from && body.available_until && body.available_until <= body.available_from)
    throw refuse(400, 'VALIDATION', 'available_until', 'WINDOW_ORDER', lang);
  const instrument = instrumentOf(body.kind, body.personality_instrument);
  for (const [i, q] of (body.questions ?? []).entries()) {
    const likertInstrument = instrument !== 'points';
    if (likertInstrument !== (q.type === 'likert') || !dimensionFits(instrument, q.dimension))
      throw refuse(400, 'VALIDATION', `questions.${i}.dimension`, 'DIMENSION_INVALID', lang);
  }
  return instrument;
}

function testValues(body: TTestInput, instrument: Instrument) {
  return {
    kind: body.kind,
    instrument,
    program: body.kind === 'competency' || body.kind === 'skills' ? (body.program ?? null) : null,
    nameId: body.name_id,
    nameEn: body.name_en,
    descriptionId: body.description_id,
    descriptionEn: body.description_en,
    instructionsId: body.instructions_id,
    instructionsEn: body.instructions_en,
    minutes: body.minutes,
    availableFrom: body.available_from ?? null,
    availableUntil: body.available_until ?? null,
    passingScore: instrument === 'points' ? (body.passing_score ?? null) : null,
    shuffleQuestions: body.shuffle_questions,
    shuffleOptions: body.shuffle_options,
    attemptsAllowed: body.attempts_allowed,
    likertScale: instrument === 'points' ? null : (body.likert_scale ?? LIKERT_SCALE_OF[instrument] ?? null),
  };
}

/** Replaces a test's questions and derives its question count and total points. */
export async function saveQuestions(tx: DbExecutor, testId: string, instrument: Instrument, questions: NonNullable<TTestInput['questions']>) {
  await tx.delete(testQuestions).where(eq(testQuestions.testId, testId));
  let total = 0;
  for (const [i, q] of questions.entries()) {
    const [row] = await tx
      .insert(testQuestions)
      .values({
        testId,
        position: i + 1,
        type: q.type,
        textId: q.text_id,
        textEn: q.text_en,
        dimension: q.type === 'likert' ? (q.dimension ?? null) : null,
        reverse: q.type === 'likert' ? q.reverse : false,
        topicId: q.topic_id || null,
        topicEn: q.topic_en || null,
        imageUrl: q.image_url || null,
      })
      .returning({ id: testQuestions.id });
    if (!row) continue;
    if (q.options.length)
      await tx
        .insert(testOptions)
        .values(q.options.map((o, j) => ({ questionId: row.id, position: j + 1, textId: o.text_id, textEn: o.text_en, points: o.points })));
    total += questionMax({ id: row.id, type: q.type, options: q.options.map((o, j) => ({ id: String(j), points: o.points })) });
  }
  await tx
    .update(tests)
    .set({ questionCount: questions.length, totalPoints: instrument === 'points' ? Math.round(total) : null, updatedAt: sql`now()` })
    .where(eq(tests.id, testId));
}

export async function hasAttempts(db: DbExecutor, testId: string): Promise<boolean> {
  const [row] = await db.select({ id: testAttempts.id }).from(testAttempts).where(eq(testAttempts.testId, testId)).limit(1);
  return !!row;
}

/** A test with its questions and options (points included: staff only). */
export async function testDetail(db: DbExecutor, id: string) {
  const [test] = await db.select(testColumns).from(tests).where(eq(tests.id, id));
  if (!test) return null;
  const questions = await db.select().from(testQuestions).where(eq(testQuestions.testId, id)).orderBy(asc(testQuestions.position));
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
  return {
    ...test,
    likert_labels: likertLabelsOf(test.likert_scale, test.instrument),
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      type: q.type,
      text_id: q.textId,
      text_en: q.textEn,
      dimension: q.dimension,
      reverse: q.reverse,
      topic_id: q.topicId,
      topic_en: q.topicEn,
      image_url: q.imageUrl,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, position: o.position, text_id: o.textId, text_en: o.textEn, points: o.points })),
    })),
  };
}

/** Per test in scope: students assigned, started, submitted (for a school scope: that school's students). */
async function completionRows(db: Db, where: ReturnType<typeof testScope>, schoolId: string | null) {
  const school = schoolId ? sql`and u.school_id = ${schoolId}` : sql``;
  // Qualified by hand: drizzle writes a bare "id" inside these subqueries.
  const testId = sql.raw('"tests"."id"');
  return db
    .select({
      id: tests.id,
      kind: tests.kind,
      program: tests.program,
      name_id: tests.nameId,
      name_en: tests.nameEn,
      published: tests.published,
      available_until: tests.availableUntil,
      assigned: sql<number>`(select count(*)::int from ${users} u where u.role = 'siswa' and u.status = 'active' ${school}
        and ${assignedTo(testId, sql`u.id`)})`,
      started: sql<number>`(select count(distinct a.student_id)::int from ${testAttempts} a join ${users} u on u.id = a.student_id
        where a.test_id = ${testId} ${school})`,
      submitted: sql<number>`(select count(distinct a.student_id)::int from ${testAttempts} a join ${users} u on u.id = a.student_id
        where a.test_id = ${testId} and a.status = 'submitted' ${school})`,
    })
    .from(tests)
    .where(where)
    .orderBy(asc(tests.kind), asc(tests.nameId));
}

/** Authoring, publishing, assignment and completion of tests (docs/tests-engine.md). */
export async function testAuthoringRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test'];

  r.get('/test/list', { schema: { tags, querystring: ZTestListQuery }, config: { permission: permit('test', 'list') } }, async (request) => {
    const q = request.query;
    const search = q.search.trim();
    const where = and(
      testScope(requestScope(request), request.caller, false),
      q.kind ? eq(tests.kind, q.kind) : undefined,
      search ? or(ilike(tests.nameId, likePattern(search)), ilike(tests.nameEn, likePattern(search))) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select(testColumns)
        .from(tests)
        .where(where)
        .orderBy(desc(tests.updatedAt), asc(tests.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(tests)
        .where(where),
    ]);
    const total = count?.n ?? 0;
    return { data: rows, total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
  });

  r.get('/test/detail', { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('test', 'detail') } }, async (request) => {
    const [row] = await db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.id, request.query.id), testScope(requestScope(request), request.caller, false)));
    const detail = row ? await testDetail(db, row.id) : null;
    if (!detail) throw notFound();
    return { data: detail };
  });

  r.post('/test/create', { schema: { tags, body: ZTestInput }, config: { permission: permit('test', 'create') } }, async (request) => {
    const caller = request.caller!;
    const body = request.body;
    const scope = requestScope(request);
    if (scope !== 'all' && !caller.user.schoolId) throw forbidden();
    const instrument = checkTestBody(body, scope, request.lang);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tests)
        .values({ ...testValues(body, instrument), schoolId: scope === 'all' ? null : caller.user.schoolId, createdBy: caller.user.id })
        .returning({ id: tests.id });
      if (!created) throw notFound();
      if (body.questions) await saveQuestions(tx, created.id, instrument, body.questions);
      return created.id;
    });
    return { data: await testDetail(db, id) };
  });

  r.post(
    '/test/update',
    { schema: { tags, querystring: ZIdQuery, body: ZTestInput }, config: { permission: permit('test', 'update') } },
    async (request) => {
      const caller = request.caller!;
      const body = request.body;
      const instrument = checkTestBody(body, requestScope(request), request.lang);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: tests.id, kind: tests.kind, instrument: tests.instrument })
          .from(tests)
          .where(and(eq(tests.id, request.query.id), testScope(requestScope(request), caller, true)))
          .for('update');
        if (!current) throw notFound();
        const taken = await hasAttempts(tx, current.id);
        if (taken && (body.questions || instrument !== current.instrument)) throw refuse(409, 'IN_USE', 'questions', 'HAS_ATTEMPTS', request.lang);
        await tx
          .update(tests)
          .set({ ...testValues(body, instrument), updatedAt: sql`now()` })
          .where(eq(tests.id, current.id));
        if (body.questions) await saveQuestions(tx, current.id, instrument, body.questions);
      });
      return { data: await testDetail(db, request.query.id) };
    },
  );

  // A new version of a test: a draft copy with the same settings and questions, owned by the caller
  // (their school's, or the Admin's), whose questions may be edited — the way to change a test once
  // students have started it (docs/tests-engine.md). The original and its attempts stay as they are.
  r.post(
    '/test/new-version',
    { schema: { tags, querystring: ZIdQuery, body: ZEmpty }, config: { permission: permit('test', 'create') } },
    async (request) => {
      const caller = request.caller!;
      const scope = requestScope(request);
      if (scope !== 'all' && !caller.user.schoolId) throw forbidden();
      const [readable] = await db
        .select({ id: tests.id })
        .from(tests)
        .where(and(eq(tests.id, request.query.id), testScope(scope, caller, false)));
      const source = readable ? await testDetail(db, readable.id) : null;
      if (!source) throw notFound();
      // A Guru versions only what they may author: competency and skills tests.
      if (scope !== 'all' && source.kind !== 'competency' && source.kind !== 'skills') throw forbidden();
      const [row] = await db.select().from(tests).where(eq(tests.id, source.id));
      if (!row) throw notFound();
      const id = await db.transaction(async (tx) => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
        const [created] = await tx
          .insert(tests)
          .values({
            ...copy,
            nameId: `${row.nameId} (versi baru)`.slice(0, 160),
            nameEn: `${row.nameEn} (new version)`.slice(0, 160),
            published: false,
            schoolId: scope === 'all' ? row.schoolId : caller.user.schoolId,
            createdBy: caller.user.id,
          })
          .returning({ id: tests.id });
        if (!created) throw notFound();
        await saveQuestions(
          tx,
          created.id,
          row.instrument,
          source.questions.map((q) => ({
            type: q.type,
            text_id: q.text_id,
            text_en: q.text_en,
            dimension: q.dimension,
            reverse: q.reverse,
            topic_id: q.topic_id,
            topic_en: q.topic_en,
            image_url: q.image_url,
            options: q.options.map((o) => ({ text_id: o.text_id, text_en: o.text_en, points: o.points })),
          })),
        );
        return created.id;
      });
      return { data: await testDetail(db, id) };
    },
  );

  r.post(
    '/test/delete',
    { schema: { tags, querystring: ZIdQuery, body: ZEmpty }, config: { permission: permit('test', 'delete') } },
    async (request) => {
      const [current] = await db
        .select({ id: tests.id })
        .from(tests)
        .where(and(eq(tests.id, request.query.id), testScope(requestScope(request), request.caller, true)));
      if (!current) throw notFound();
      if (await hasAttempts(db, current.id)) throw refuse(409, 'IN_USE', 'id', 'HAS_ATTEMPTS', request.lang);
      await db.delete(tests).where(eq(tests.id, current.id));
      return { data: { id: current.id } };
    },
  );

  r.post(
    '/test/publish',
    { schema: { tags, querystring: ZIdQuery, body: ZPublishTest }, config: { permission: permit('test', 'publish') } },
    async (request) => {
      const [current] = await db
        .select({ id: tests.id, questionCount: tests.questionCount })
        .from(tests)
        .where(and(eq(tests.id, request.query.id), testScope(requestScope(request), request.caller, true)));
      if (!current) throw notFound();
      if (request.body.published && current.questionCount === 0) throw refuse(400, 'VALIDATION', 'published', 'NO_QUESTIONS', request.lang);
      await db
        .update(tests)
        .set({ published: request.body.published, updatedAt: sql`now()` })
        .where(eq(tests.id, current.id));
      return { data: await testDetail(db, current.id) };
    },
  );

  const assignmentRows = (testId: string, schoolId: string | null) =>
    db
      .select({
        id: testAssignments.id,
        school_id: testAssignments.schoolId,
        grade: testAssignments.grade,
        program: testAssignments.program,
        class_name: testAssignments.className,
        student_id: testAssignments.studentId,
        student_name: users.name,
        created_at: testAssignments.createdAt,
      })
      .from(testAssignments)
      .leftJoin(users, eq(users.id, testAssignments.studentId))
      .where(
        and(
          eq(testAssignments.testId, testId),
          schoolId ? or(eq(testAssignments.schoolId, schoolId), sql`${testAssignments.schoolId} is null`) : undefined,
        ),
      )
      .orderBy(asc(testAssignments.createdAt));

  /** The test, if the caller may assign it; the school the caller's assignments are limited to. */
  async function assignable(id: string, scope: ReturnType<typeof requestScope>, caller: Caller) {
    const [test] = await db
      .select({ id: tests.id, kind: tests.kind, nameId: tests.nameId, published: tests.published })
      .from(tests)
      .where(and(eq(tests.id, id), testScope(scope, caller, false)));
    if (!test) throw notFound();
    return { test, school: scope === 'all' ? null : caller.user.schoolId };
  }

  r.get('/test/assignments', { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('test', 'assignments') } }, async (request) => {
    const { test, school } = await assignable(request.query.id, requestScope(request), request.caller!);
    return { data: await assignmentRows(test.id, school) };
  });

  r.post(
    '/test/assign',
    { schema: { tags, querystring: ZIdQuery, body: ZAssignTest }, config: { permission: permit('test', 'assign') } },
    async (request) => {
      const caller = request.caller!;
      const { test, school } = await assignable(request.query.id, requestScope(request), caller);
      const b = request.body;
      if (school && b.school_id && b.school_id !== school) throw forbidden();
      const schoolId = school ?? b.school_id ?? null;
      const lang = request.lang;
      if (b.target === 'students' && !b.student_ids.length) throw refuse(400, 'VALIDATION', 'student_ids', 'TARGET_REQUIRED', lang);
      if (b.target !== 'students' && !schoolId) throw refuse(400, 'VALIDATION', 'school_id', 'TARGET_REQUIRED', lang);
      const group = b.target === 'group';
      if (group && !b.grade && !b.program && !b.class_name) throw refuse(400, 'VALIDATION', 'grade', 'TARGET_REQUIRED', lang);
      await db.transaction(async (tx) => {
        let recipients: string[];
        if (b.target === 'students') {
          const found = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, b.student_ids), eq(users.role, 'siswa'), school ? eq(users.schoolId, school) : undefined));
          if (found.length !== new Set(b.student_ids).size)
            throw new AppError(400, 'VALIDATION', { student_ids: lang === 'id' ? 'Siswa tidak ditemukan' : 'Student not found' });
          await tx.insert(testAssignments).values(found.map((s) => ({ testId: test.id, schoolId, studentId: s.id, assignedBy: caller.user.id })));
          recipients = found.map((s) => s.id);
        } else {
          const target = {
            grade: group ? b.grade || null : null,
            program: group ? (b.program ?? null) : null,
            className: group ? b.class_name || null : null,
          };
          await tx.insert(testAssignments).values({ testId: test.id, schoolId, ...target, assignedBy: caller.user.id });
          const matched = await tx
            .select({ id: users.id })
            .from(users)
            .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
            .where(
              and(
                eq(users.role, 'siswa'),
                eq(users.status, 'active'),
                schoolId ? eq(users.schoolId, schoolId) : undefined,
                target.grade ? eq(studentProfiles.grade, target.grade) : undefined,
                target.program ? eq(studentProfiles.program, target.program) : undefined,
                target.className ? eq(studentProfiles.className, target.className) : undefined,
              ),
            )
            .limit(5000);
          recipients = matched.map((u) => u.id);
        }
        // Only a published test is news to its students (assigning a draft notifies nobody).
        if (test.published)
          await notify(tx, {
            kind: 'test-assigned',
            userIds: recipients,
            params: { test: test.nameId },
            link: test.kind === 'personality' ? '/personality-test' : '/student-test',
          });
      });
      return { data: await assignmentRows(test.id, school) };
    },
  );

  r.post(
    '/test/unassign',
    { schema: { tags, querystring: ZUnassignQuery, body: ZEmpty }, config: { permission: permit('test', 'assign') } },
    async (request) => {
      const { test, school } = await assignable(request.query.id, requestScope(request), request.caller!);
      const [gone] = await db
        .delete(testAssignments)
        .where(
          and(
            eq(testAssignments.id, request.query.assignment_id),
            eq(testAssignments.testId, test.id),
            school ? eq(testAssignments.schoolId, school) : undefined,
          ),
        )
        .returning({ id: testAssignments.id });
      if (!gone) throw notFound();
      return { data: await assignmentRows(test.id, school) };
    },
  );

  r.get('/test/completion', { schema: { tags }, config: { permission: permit('test', 'completion') } }, async (request) => {
    const scope = requestScope(request);
    const school = scope === 'all' ? null : (request.caller?.user.schoolId ?? null);
    if (scope !== 'all' && !school) return { data: [] };
    return { data: await completionRows(db, testScope(scope, request.caller, false), school) };
  });

  r.get('/test/export', { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('test', 'export') } }, async (request, reply) => {
    const scope = requestScope(request);
    const school = scope === 'all' ? null : (request.caller?.user.schoolId ?? null);
    const rows = scope !== 'all' && !school ? [] : await completionRows(db, testScope(scope, request.caller, false), school);
    const en = request.lang === 'en';
    const columns = ['name', 'kind', 'program', 'assigned', 'started', 'submitted'].map((key) => ({ key }));
    const file = await writeSpreadsheet(
      request.query.format,
      'tests',
      columns,
      rows.map((t) => ({ ...t, name: en ? t.name_en : t.name_id, program: t.program ?? '' })),
    );
    return reply
      .header('content-type', CONTENT_TYPES[request.query.format])
      .header('content-disposition', `attachment; filename="test-completion-${new Date().toISOString().slice(0, 10)}.${request.query.format}"`)
      .send(file);
  });
}
