import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString } from '../primitives.js';
import { msg } from '../validation.js';
import { VOCATIONAL_PROGRAMS } from './programs.js';
import { QUESTION_TYPES, TEST_KINDS, type Instrument, type TestKind } from '../tests/types.js';

/**
 * The tests engine's requests and refusals (docs/tests-engine.md): authoring bodies,
 * assignment targets, autosaved answers, and the bilingual reasons the engine refuses something.
 */

/** Answers that reach the server later than the deadline plus this are refused; the server submits after it. */
export const ANSWER_GRACE_MS = 30_000;

/** The two lists of the spec: personality instruments (`personality-test`) and the others (`student-test`). */
export const TEST_GROUPS = ['personality', 'other'] as const;
export type TestGroup = (typeof TEST_GROUPS)[number];
export const kindsOfGroup = (group: TestGroup): TestKind[] => (group === 'personality' ? ['personality'] : ['competency', 'skills', 'attitude']);

/** Kinds a Guru may author (of their own school); the Admin authors every kind. */
export const TEACHER_TEST_KINDS = ['competency', 'skills'] as const satisfies readonly TestKind[];

export const LIKERT_SCALES = ['interest', 'agreement', 'accuracy'] as const;
export type LikertScale = (typeof LIKERT_SCALES)[number];

/** How a test of a kind is scored: personality tests name their instrument, the others follow the kind. */
export function instrumentOf(kind: TestKind, personality?: 'big-five' | 'riasec' | null): Instrument {
  if (kind === 'personality') return personality ?? 'riasec';
  if (kind === 'attitude') return 'attitude-scale';
  return 'points';
}

const text = (max: number) => zString().trim().min(1).max(max);
const optionalText = (max: number) => zString().trim().max(max).optional().default('');
// A test's title, questions and options must be written in Indonesian, the students' language; the
// English is optional (the web shows the Indonesian, with a note, where it is missing).
const indonesian = text;
const english = optionalText;

export const ZTestOptionInput = z
  .object({
    text_id: indonesian(1000),
    text_en: english(1000),
    points: z.number().min(-100).max(100).optional().default(0),
  })
  .strict();

export const ZTestQuestionInput = z
  .object({
    type: z.enum(QUESTION_TYPES),
    text_id: indonesian(2000),
    text_en: english(2000),
    dimension: zString().trim().max(40).nullish(),
    reverse: z.boolean().optional().default(false),
    topic_id: zString().trim().max(200).nullish(),
    topic_en: zString().trim().max(200).nullish(),
    image_url: zString().trim().max(500).nullish(),
    options: z.array(ZTestOptionInput).max(10).optional().default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'likert') {
      if (!q.dimension) ctx.addIssue({ code: 'custom', path: ['dimension'], message: 'required' });
      if (q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'likert questions have no options' });
    } else if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: msg('OPTIONS_MIN_TWO') });
    else if (!q.options.some((o) => o.points > 0)) ctx.addIssue({ code: 'custom', path: ['options'], message: msg('OPTION_POINTS') });
  });
export type TTestQuestionInput = z.infer<typeof ZTestQuestionInput>;

const zDate = z.coerce.date();

export const ZTestInput = z
  .object({
    kind: z.enum(TEST_KINDS),
    /** Personality tests only: which inventory (Big Five or RIASEC). */
    personality_instrument: z.enum(['big-five', 'riasec']).nullish(),
    program: z.enum(VOCATIONAL_PROGRAMS).nullish(),
    name_id: indonesian(200),
    name_en: english(200),
    description_id: optionalText(4000),
    description_en: optionalText(4000),
    instructions_id: optionalText(4000),
    instructions_en: optionalText(4000),
    minutes: z.number().int().min(1).max(600),
    available_from: zDate.nullish(),
    available_until: zDate.nullish(),
    passing_score: z.number().int().min(0).max(100).nullish(),
    shuffle_questions: z.boolean().optional().default(false),
    shuffle_options: z.boolean().optional().default(false),
    attempts_allowed: z.number().int().min(1).max(10).optional().default(1),
    likert_scale: z.enum(LIKERT_SCALES).nullish(),
    /** Replaces every question (allowed only while nobody has started the test). Omitted = unchanged. */
    questions: z.array(ZTestQuestionInput).max(300).optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    // A competency or skills test is about one vocational program (whose students take it).
    if ((t.kind === 'competency' || t.kind === 'skills') && !t.program) ctx.addIssue({ code: 'custom', path: ['program'], message: msg('REQUIRED') });
  });
export type TTestInput = z.infer<typeof ZTestInput>;

export const ZPublishTest = z.object({ published: z.boolean() }).strict();

export const ASSIGNMENT_TARGETS = ['school', 'group', 'students'] as const;
export const ZAssignTest = z
  .object({
    target: z.enum(ASSIGNMENT_TARGETS),
    /** Admin: which school (a school admin's own school is implied). */
    school_id: z.uuid().nullish(),
    grade: zString().trim().max(20).nullish(),
    program: z.enum(VOCATIONAL_PROGRAMS).nullish(),
    class_name: zString().trim().max(40).nullish(),
    student_ids: z.array(z.uuid()).max(1000).optional().default([]),
  })
  .strict();
export type TAssignTest = z.infer<typeof ZAssignTest>;

export const ZStartAttempt = z.object({ test_id: z.uuid() }).strict();

export const ZSaveAnswer = z
  .object({
    question_id: z.uuid(),
    option_ids: z.array(z.uuid()).max(10).nullish(),
    likert: z.number().int().min(1).max(5).nullish(),
    /** The client's sequence number: a save with a lower or equal number than the stored one changes nothing. */
    seq: z.number().int().min(0).max(2_147_483_647),
    /** The question the student is on (0-based), to resume there. */
    position: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
export type TSaveAnswer = z.infer<typeof ZSaveAnswer>;

export const TEST_MESSAGES = {
  ANSWER_REQUIRED: { id: 'Jawaban tidak boleh kosong', en: 'Select the answer' },
  TIME_UP: {
    id: 'Waktu tes sudah habis; jawaban ini tidak disimpan.',
    en: 'The time for this test is over; this answer was not saved.',
  },
  ALREADY_SUBMITTED: {
    id: 'Tes ini sudah dikumpulkan; jawaban tidak dapat diubah.',
    en: 'This test has been submitted; answers can no longer change.',
  },
  NO_MORE_ATTEMPTS: { id: 'Anda sudah mengerjakan tes ini.', en: 'You have already taken this test.' },
  NOT_AVAILABLE: { id: 'Tes ini tidak tersedia untuk Anda saat ini.', en: 'This test is not available to you now.' },
  HAS_ATTEMPTS: {
    id: 'Soal tidak dapat diubah karena tes sudah dikerjakan; buat versi baru.',
    en: 'Questions cannot change once students have started the test; make a new version.',
  },
  TEACHER_KIND: { id: 'Guru hanya dapat membuat tes kompetensi dan keterampilan.', en: 'Teachers author competency and skills tests only.' },
  NO_QUESTIONS: { id: 'Tes belum memiliki soal.', en: 'The test has no questions yet.' },
  WINDOW_ORDER: { id: 'Waktu selesai harus setelah waktu mulai.', en: 'The end time must be after the start time.' },
  BAD_OPTION: { id: 'Pilihan jawaban tidak valid untuk soal ini.', en: 'This answer is not valid for this question.' },
  BAD_QUESTION: { id: 'Soal tidak ada dalam tes ini.', en: 'This question is not part of this test.' },
  TARGET_REQUIRED: { id: 'Pilih sekolah, kelompok kelas, atau siswa.', en: 'Choose a school, a class group or students.' },
  NO_STUDENTS: {
    id: 'Tidak ada siswa aktif yang cocok; tes tidak ditugaskan.',
    en: 'No active student matches; the test was not assigned.',
  },
  DIMENSION_INVALID: { id: 'Dimensi tidak sesuai dengan instrumen tes.', en: 'The dimension does not match the test instrument.' },
  ALREADY_REQUESTED: {
    id: 'Anda sudah meminta tes ini ke sekolah; sekolah akan menugaskannya.',
    en: 'You have already asked the school for this test; the school will assign it.',
  },
  ALREADY_ASSIGNED: {
    id: 'Tes ini sudah ditugaskan kepada Anda; kerjakan di Tes Siswa.',
    en: 'This test is already assigned to you; take it under Student Tests.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type TestMessageKey = keyof typeof TEST_MESSAGES;
