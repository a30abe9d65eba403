import { z } from 'zod';
import { zListResult } from '../list.js';
import { ZBilingual, zTimestamp } from '../primitives.js';
import { ATTEMPT_STATUSES } from '../models/test-labels.js';
import { INSTRUMENTS, QUESTION_TYPES, TEST_KINDS, ZTestResult } from '../tests/types.js';

/**
 * What the tests engine's routes answer (docs/tests-engine.md): authoring and assignment (staff),
 * taking and the histories (students, and staff in their scope). The API declares these as the
 * routes' response schemas and the web takes its types from here.
 */

/** A test as its authors list it: its own fields, the derived counts, how many attempts it has. */
export const ZTest = z.object({
  id: z.string(),
  /** Null: the Admin's test (any school may be assigned it). */
  school_id: z.string().nullable(),
  kind: z.enum(TEST_KINDS),
  instrument: z.enum(INSTRUMENTS),
  program: z.string().nullable(),
  name_id: z.string(),
  /** Empty when the author wrote no English (the web shows the Indonesian). */
  name_en: z.string(),
  description_id: z.string(),
  description_en: z.string(),
  instructions_id: z.string(),
  instructions_en: z.string(),
  minutes: z.number().int(),
  available_from: zTimestamp.nullable(),
  available_until: zTimestamp.nullable(),
  question_count: z.number().int(),
  total_points: z.number().int().nullable(),
  passing_score: z.number().int().nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  attempts_allowed: z.number().int(),
  published: z.boolean(),
  likert_scale: z.string().nullable(),
  updated_at: zTimestamp,
  attempts: z.number().int(),
});
export const ZTestPage = zListResult(ZTest);

/** An option as its authors see it: with the points it earns. */
export const ZTestOption = z.object({ id: z.string(), position: z.number().int(), text_id: z.string(), text_en: z.string(), points: z.number() });
export const ZTestQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  text_id: z.string(),
  text_en: z.string(),
  dimension: z.string().nullable(),
  reverse: z.boolean(),
  topic_id: z.string().nullable(),
  topic_en: z.string().nullable(),
  image_url: z.string().nullable(),
  options: z.array(ZTestOption),
});
/** A test with its questions, as the editor reads it (create, update, publish and a new version answer it too). */
export const ZTestDetail = ZTest.extend({ likert_labels: z.array(ZBilingual), questions: z.array(ZTestQuestion) });
export const ZTestDetailResult = z.object({ data: ZTestDetail });
export const ZTestDeleted = z.object({ data: z.object({ id: z.string() }) });

/** Who a test is assigned to: a school, a group of its students, or one student (named). */
export const ZTestAssignment = z.object({
  id: z.string(),
  school_id: z.string().nullable(),
  grade: z.string().nullable(),
  program: z.string().nullable(),
  class_name: z.string().nullable(),
  student_id: z.string().nullable(),
  student_name: z.string().nullable(),
  created_at: zTimestamp,
});
export const ZTestAssignments = z.object({ data: z.array(ZTestAssignment) });
/** After an assignment: every assignment of the test, and how many active students the new one reached. */
export const ZTestAssignResult = ZTestAssignments.extend({ reached: z.number().int() });

/**
 * A class group (rombel) of a school as its student records name it, with how many active students
 * it holds: the assignment screen offers these instead of free text, so a typo cannot match nobody.
 */
export const ZClassGroup = z.object({
  class_name: z.string(),
  grade: z.string().nullable(),
  program: z.string().nullable(),
  students: z.number().int(),
});
export const ZClassGroups = z.object({ data: z.array(ZClassGroup) });

/** Where each student a test is assigned to stands on it (who has not started yet comes first). */
export const ZTestStudentProgress = z.object({
  id: z.string(),
  name: z.string(),
  nisn: z.string().nullable(),
  class_name: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  submitted_at: zTimestamp.nullable(),
});
export const ZTestStudentProgressList = z.object({ data: z.array(ZTestStudentProgress) });

/** Per test in the caller's scope: students assigned, started, submitted. */
export const ZTestCompletion = z.object({
  id: z.string(),
  kind: z.enum(TEST_KINDS),
  program: z.string().nullable(),
  name_id: z.string(),
  name_en: z.string(),
  published: z.boolean(),
  available_until: zTimestamp.nullable(),
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
});
export const ZTestCompletionList = z.object({ data: z.array(ZTestCompletion) });
export const ZQuestionImageUploaded = z.object({ data: z.object({ image_url: z.string() }) });

/** A test open to the student now, with where they stand on it. */
export const ZAvailableTest = ZTest.pick({
  id: true,
  kind: true,
  instrument: true,
  program: true,
  name_id: true,
  name_en: true,
  description_id: true,
  description_en: true,
  minutes: true,
  question_count: true,
  available_from: true,
  available_until: true,
  attempts_allowed: true,
}).extend({
  status: z.enum(ATTEMPT_STATUSES),
  attempt_id: z.string().nullable(),
  deadline: zTimestamp.nullable(),
  time_left_ms: z.number().nullable(),
  submitted_at: zTimestamp.nullable(),
  score: z.number().nullable(),
  attempts_used: z.number().int(),
  can_start: z.boolean(),
});
export const ZAvailableTests = z.object({ server_time: z.iso.datetime(), data: z.array(ZAvailableTest) });

/** An attempt's own state: `in_progress` until the student (or the server at the deadline) submits it. */
const ZAttemptStatus = z.enum(['in_progress', 'submitted']);
export const ZAttempt = z.object({
  id: z.string(),
  test_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  attempt_no: z.number().int(),
  status: ZAttemptStatus,
  started_at: zTimestamp,
  deadline: zTimestamp,
  submitted_at: zTimestamp.nullable(),
  auto_submitted: z.boolean(),
  current_question: z.number().int(),
  result: ZTestResult.nullable(),
  score: z.number().nullable(),
});
/** The test as an attempt's reader sees it: no answer key, no authoring fields. */
export const ZAttemptTest = ZTest.pick({
  id: true,
  kind: true,
  instrument: true,
  program: true,
  name_id: true,
  name_en: true,
  description_id: true,
  description_en: true,
  instructions_id: true,
  instructions_en: true,
  minutes: true,
  question_count: true,
  passing_score: true,
}).extend({ likert_labels: z.array(ZBilingual) });
export const ZAttemptQuestion = ZTestQuestion.pick({
  id: true,
  type: true,
  text_id: true,
  text_en: true,
  image_url: true,
  topic_id: true,
  topic_en: true,
}).extend({
  /** `points` (the answer key) only for a reader who may see it: staff in their scope, the student once submitted. */
  options: z.array(ZTestOption.pick({ id: true, text_id: true, text_en: true }).extend({ points: z.number().optional() })),
});
export const ZStoredAnswer = z.object({
  question_id: z.string(),
  option_ids: z.array(z.string()).nullable(),
  likert: z.number().int().nullable(),
  seq: z.number().int(),
});
/** An attempt as its reader sees it, with the server's clock (the countdown follows it). */
export const ZAttemptView = z.object({
  server_time: z.iso.datetime(),
  grace_ms: z.number().int(),
  attempt: ZAttempt,
  test: ZAttemptTest,
  questions: z.array(ZAttemptQuestion),
  answers: z.array(ZStoredAnswer),
});
export const ZAttemptViewResult = z.object({ data: ZAttemptView });

/** The autosave's answer: what the server holds for the question, and whether this save is it. */
export const ZAnswerAck = ZStoredAnswer.extend({ saved: z.boolean(), deadline: z.iso.datetime(), server_time: z.iso.datetime() });
export const ZAnswerAckResult = z.object({ data: ZAnswerAck });

/** A student's latest submitted result of one instrument (and program). */
export const ZLatestResult = z.object({
  attempt_id: z.string(),
  test_id: z.string(),
  test_name_id: z.string(),
  test_name_en: z.string(),
  instrument: z.enum(INSTRUMENTS),
  kind: z.enum(TEST_KINDS),
  submitted_at: zTimestamp.nullable(),
  result: ZTestResult,
});
export const ZLatestResults = z.object({ data: z.array(ZLatestResult) });
/** The instruments whose results an application shares with the company (the Big Five stays the student's and the school's). */
export const SHARED_WITH_COMPANY_INSTRUMENTS = ['points', 'attitude-scale', 'riasec'] as const satisfies readonly (typeof INSTRUMENTS)[number][];

/** One attempt of the history (a student's own, or staff's in their scope). */
export const ZAttemptHistoryRow = ZAttempt.pick({
  id: true,
  test_id: true,
  student_id: true,
  student_name: true,
  status: true,
  started_at: true,
  deadline: true,
  submitted_at: true,
  auto_submitted: true,
  score: true,
  result: true,
}).extend({
  test_name_id: z.string(),
  test_name_en: z.string(),
  kind: z.enum(TEST_KINDS),
  instrument: z.enum(INSTRUMENTS),
  program: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
});
export const ZAttemptHistoryPage = zListResult(ZAttemptHistoryRow);

// What the client receives (JSON: timestamps as text).
export type TestSummary = z.input<typeof ZTest>;
export type TestDetail = z.input<typeof ZTestDetail>;
export type TestAssignment = z.input<typeof ZTestAssignment>;
export type TestCompletion = z.input<typeof ZTestCompletion>;
export type TestAssignResult = z.input<typeof ZTestAssignResult>;
export type ClassGroup = z.input<typeof ZClassGroup>;
export type TestStudentProgress = z.input<typeof ZTestStudentProgress>;
export type AvailableTest = z.input<typeof ZAvailableTest>;
export type AttemptView = z.input<typeof ZAttemptView>;
export type AttemptQuestion = z.input<typeof ZAttemptQuestion>;
export type AnswerAck = z.input<typeof ZAnswerAck>;
export type LatestResult = z.input<typeof ZLatestResult>;
export type AttemptHistoryRow = z.input<typeof ZAttemptHistoryRow>;
