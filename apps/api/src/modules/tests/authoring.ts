// A test's content as its authors handle it: the checks of a test body against its kind and the author's
// scope, the stored columns, the questions with their derived count and points, and the actions of the
// authoring routes (list, create, update, a new version, delete, publish).
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ATTITUDE_DIMENSIONS,
  RIASEC_TYPES,
  TEACHER_TEST_KINDS,
  LIKERT_LABELS,
  LIKERT_SCALE_OF,
  instrumentOf,
  questionMax,
  type Instrument,
  type Lang,
  type Scope,
  type TTestInput,
  type TestKind,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { testAttempts, testOptions, testQuestions, tests } from '../../db/schema.js';
import { questionsWithOptions } from './questions.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { refuse, testScope } from './engine.js';

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
export function checkTestBody(body: TTestInput, scope: Scope, lang: Lang): Instrument {
  if (scope !== 'all' && !(TEACHER_TEST_KINDS as readonly TestKind[]).includes(body.kind))
    throw refuse(403, 'FORBIDDEN', 'kind', 'TEACHER_KIND', lang);
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
  const { questions, options } = await questionsWithOptions(db, id);
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

/** The test `id` with its questions, as a write answers it; 404 when another request deleted it meanwhile. */
export async function writtenTestDetail(db: DbExecutor, id: string) {
  const detail = await testDetail(db, id);
  if (!detail) throw notFound();
  return detail;
}

export interface TestListQuery {
  search: string;
  kind?: TestKind | undefined;
  page: number;
  per_page: number;
}

/** One page of the tests in scope, newest change first, with the envelope's counts. */
export async function listTests(db: Db, scope: Scope, caller: Caller | null, q: TestListQuery) {
  const search = q.search.trim();
  const where = and(
    testScope(scope, caller, false),
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
}

/** The test `id` with its questions if the caller's scope reads it, else 404. */
export async function visibleTestDetail(db: Db, id: string, scope: Scope, caller: Caller | null) {
  const [row] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, id), testScope(scope, caller, false)));
  const detail = row ? await testDetail(db, row.id) : null;
  if (!detail) throw notFound();
  return detail;
}

/** Creates a test (a school's when written in a school's scope) with its questions; returns its id. */
export async function createTest(db: Db, body: TTestInput, scope: Scope, caller: Caller, lang: Lang): Promise<string> {
  if (scope !== 'all' && !caller.user.schoolId) throw forbidden();
  const instrument = checkTestBody(body, scope, lang);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tests)
      .values({ ...testValues(body, instrument), schoolId: scope === 'all' ? null : caller.user.schoolId, createdBy: caller.user.id })
      .returning({ id: tests.id });
    if (!created) throw notFound();
    if (body.questions) await saveQuestions(tx, created.id, instrument, body.questions);
    return created.id;
  });
}

/** Changes a test the caller may write; its questions and instrument stay once students have attempted it. */
export async function updateTest(db: Db, id: string, body: TTestInput, scope: Scope, caller: Caller, lang: Lang): Promise<void> {
  const instrument = checkTestBody(body, scope, lang);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: tests.id, kind: tests.kind, instrument: tests.instrument })
      .from(tests)
      .where(and(eq(tests.id, id), testScope(scope, caller, true)))
      .for('update');
    if (!current) throw notFound();
    const taken = await hasAttempts(tx, current.id);
    if (taken && (body.questions || instrument !== current.instrument)) throw refuse(409, 'IN_USE', 'questions', 'HAS_ATTEMPTS', lang);
    await tx
      .update(tests)
      .set({ ...testValues(body, instrument), updatedAt: sql`now()` })
      .where(eq(tests.id, current.id));
    if (body.questions) await saveQuestions(tx, current.id, instrument, body.questions);
  });
}

/**
 * A new version of a test: a draft copy with the same settings and questions, owned by the caller
 * (their school's, or the Admin's), whose questions may be edited — the way to change a test once
 * students have started it (docs/tests-engine.md). The original and its attempts stay as they are.
 * Returns the copy's id.
 */
export async function newTestVersion(db: Db, id: string, scope: Scope, caller: Caller): Promise<string> {
  if (scope !== 'all' && !caller.user.schoolId) throw forbidden();
  const [readable] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, id), testScope(scope, caller, false)));
  const source = readable ? await testDetail(db, readable.id) : null;
  if (!source) throw notFound();
  // A Guru versions only what they may author: competency and skills tests.
  if (scope !== 'all' && source.kind !== 'competency' && source.kind !== 'skills') throw forbidden();
  const [row] = await db.select().from(tests).where(eq(tests.id, source.id));
  if (!row) throw notFound();
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
    const [created] = await tx
      .insert(tests)
      .values({
        ...copy,
        nameId: `${row.nameId} (versi baru)`.slice(0, 160),
        // A test without an English name keeps none: the web shows the Indonesian one.
        nameEn: row.nameEn ? `${row.nameEn} (new version)`.slice(0, 160) : '',
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
}

/** Deletes a test the caller may write and nobody has attempted; returns its id. */
export async function deleteTest(db: Db, id: string, scope: Scope, caller: Caller | null, lang: Lang): Promise<string> {
  const [current] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, id), testScope(scope, caller, true)));
  if (!current) throw notFound();
  if (await hasAttempts(db, current.id)) throw refuse(409, 'IN_USE', 'id', 'HAS_ATTEMPTS', lang);
  await db.delete(tests).where(eq(tests.id, current.id));
  return current.id;
}

/** Publishes (a test with questions) or withdraws a test the caller may write; returns its id. */
export async function publishTest(db: Db, id: string, published: boolean, scope: Scope, caller: Caller | null, lang: Lang): Promise<string> {
  const [current] = await db
    .select({ id: tests.id, questionCount: tests.questionCount })
    .from(tests)
    .where(and(eq(tests.id, id), testScope(scope, caller, true)));
  if (!current) throw notFound();
  if (published && current.questionCount === 0) throw refuse(400, 'VALIDATION', 'published', 'NO_QUESTIONS', lang);
  await db
    .update(tests)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(tests.id, current.id));
  return current.id;
}
