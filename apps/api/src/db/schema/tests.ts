// Tables of the tests domain (migration 0012_tests, docs/tests-engine.md): tests with their
// questions and options, who a test is assigned to, students' attempts and their answers.
// The recommendations module reads `tests.instrument|program` and
// `test_attempts.test_id|student_id|status|submitted_at|result` — keep those names.
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Instrument, QuestionType, TestKind, TestResult } from '@jalurkarir/shared';
import { createdAt, id, schools, updatedAt, users } from './core.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A test. `school_id` null = the Admin's (every school may be assigned it); a Guru's tests carry
 * their school. `question_count` and `total_points` are derived when the questions are saved.
 * `likert_scale` names the five answer labels of Likert questions (interest, agreement, accuracy).
 */
export const tests = pgTable(
  'tests',
  {
    id: id(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TestKind>().notNull(),
    instrument: text('instrument').$type<Instrument>().notNull(),
    /** Vocational program code (competency and skills tests); null for the others. */
    program: text('program'),
    nameId: text('name_id').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionId: text('description_id').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    instructionsId: text('instructions_id').notNull().default(''),
    instructionsEn: text('instructions_en').notNull().default(''),
    minutes: integer('minutes').notNull(),
    availableFrom: at('available_from'),
    availableUntil: at('available_until'),
    questionCount: integer('question_count').notNull().default(0),
    totalPoints: integer('total_points'),
    /** Pass mark in percent (point-scored tests). */
    passingScore: integer('passing_score'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    published: boolean('published').notNull().default(false),
    likertScale: text('likert_scale'),
    /** Where the items come from (seed content), or null. */
    source: text('source'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tests_school_kind_idx').on(t.schoolId, t.kind), index('tests_instrument_idx').on(t.instrument)],
);

/** One question; Likert questions have no options (the answer is 1–5, scored by `dimension`/`reverse`). */
export const testQuestions = pgTable(
  'test_questions',
  {
    id: id(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    textId: text('text_id').notNull(),
    textEn: text('text_en').notNull(),
    dimension: text('dimension'),
    reverse: boolean('reverse').notNull().default(false),
    topicId: text('topic_id'),
    topicEn: text('topic_en'),
    /** Optional image (a URL under /uploads or an absolute https URL). */
    imageUrl: text('image_url'),
  },
  (t) => [index('test_questions_test_position_idx').on(t.testId, t.position)],
);

/** An option of a choice question; `points` never leaves the server for a student before they submit. */
export const testOptions = pgTable(
  'test_options',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    textId: text('text_id').notNull(),
    textEn: text('text_en').notNull(),
    points: real('points').notNull().default(0),
  },
  (t) => [index('test_options_question_position_idx').on(t.questionId, t.position)],
);

/**
 * Who a test is for. Every non-null column narrows: no school = every student; a school; plus
 * grade / program / class (a class group); or one student (chosen students are one row each).
 */
export const testAssignments = pgTable(
  'test_assignments',
  {
    id: id(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    grade: text('grade'),
    program: text('program'),
    className: text('class_name'),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('test_assignments_test_idx').on(t.testId), index('test_assignments_school_idx').on(t.schoolId)],
);

/**
 * A student's attempt. The server owns the clock: `deadline` = min(started_at + minutes, window end).
 * `status`: in_progress → submitted (by the student, or by the server at the deadline: `auto_submitted`).
 * `result` is the TestResult of scoreAttempt; `score` its headline number (percent or overall) for lists.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: id(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull().default(1),
    status: text('status').$type<'in_progress' | 'submitted'>().notNull().default('in_progress'),
    startedAt: at('started_at').notNull().defaultNow(),
    deadline: at('deadline').notNull(),
    submittedAt: at('submitted_at'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /** Question ids in the order this student sees them (shuffled tests); null = by position. */
    questionOrder: jsonb('question_order').$type<string[]>(),
    /** The question the student was on (resume on the same one). */
    currentQuestion: integer('current_question').notNull().default(0),
    result: jsonb('result').$type<TestResult>(),
    score: real('score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('test_attempts_test_student_no_key').on(t.testId, t.studentId, t.attemptNo),
    index('test_attempts_student_submitted_idx').on(t.studentId, t.submittedAt),
    index('test_attempts_status_deadline_idx').on(t.status, t.deadline),
  ],
);

/**
 * One answer per attempt and question (the autosave upserts it). `seq` is the client's sequence
 * number: an upsert with a lower or equal `seq` than the stored one changes nothing.
 */
export const testAnswers = pgTable(
  'test_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => testQuestions.id, { onDelete: 'cascade' }),
    optionIds: jsonb('option_ids').$type<string[]>(),
    likert: smallint('likert'),
    seq: integer('seq').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * A student's request to their school for a competency test not assigned to them (a recommendation gap
 * they cannot act on alone; migration 0022). One per student and test: asking again is answered politely.
 */
export const testRequests = pgTable(
  'test_requests',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_requests_student_test_key').on(t.studentId, t.testId), index('test_requests_school_idx').on(t.schoolId)],
);
