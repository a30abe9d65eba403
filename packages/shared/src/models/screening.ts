import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString } from '../primitives.js';

/**
 * Screening questions (docs/applications.md): a company asks up to five short questions on an
 * opening — a short text or a yes/no, each optionally required — and a student applying answers
 * them. The answers are kept with the application as the questions read when the student applied,
 * so a later change of the opening never rewrites what was asked.
 */
export const SCREENING_MAX_QUESTIONS = 5;
/** The longest answer to a text question (a short answer, not a cover letter). */
export const SCREENING_ANSWER_MAX = 500;
export const SCREENING_QUESTION_MAX = 300;
export const SCREENING_KINDS = ['text', 'yes_no'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = { text: 'Jawaban singkat', yes_no: 'Ya/Tidak' };

export const SCREENING_MESSAGES = {
  UNKNOWN_QUESTION: { id: 'Pertanyaan tidak ditemukan pada lowongan ini', en: 'The question is not one of this opening' },
  ANSWER_REQUIRED: { id: 'Pertanyaan ini wajib dijawab', en: 'This question must be answered' },
  ANSWER_YES_NO: { id: 'Jawab dengan ya atau tidak', en: 'Answer with yes or no' },
  ANSWER_TEXT: { id: 'Jawaban harus berupa teks', en: 'The answer must be text' },
  REPEATED_QUESTION: { id: 'Pertanyaan ini dijawab lebih dari sekali', en: 'This question is answered more than once' },
} as const satisfies Record<string, Record<Lang, string>>;
export type ScreeningMessageKey = keyof typeof SCREENING_MESSAGES;

/**
 * One question as the opening's form sends it: the text in the company's own language (required) and
 * optionally in English; an `id` keeps an existing question (the server gives a new one its id).
 */
export const ZScreeningQuestionInput = z
  .object({
    id: z.uuid().optional(),
    kind: z.enum(SCREENING_KINDS),
    text: zString().trim().min(1, 'msg:REQUIRED').max(SCREENING_QUESTION_MAX),
    text_en: zString().trim().max(SCREENING_QUESTION_MAX).nullable().optional(),
    required: z.boolean().default(false),
  })
  .strict();
export type TScreeningQuestionInput = z.input<typeof ZScreeningQuestionInput>;
export const zScreeningQuestions = z.array(ZScreeningQuestionInput).max(SCREENING_MAX_QUESTIONS);

/** A question as stored on the opening and read back. */
export const ZScreeningQuestion = z.object({
  id: z.string(),
  kind: z.enum(SCREENING_KINDS),
  text: z.string(),
  text_en: z.string().nullable(),
  required: z.boolean(),
});
export type TScreeningQuestion = z.infer<typeof ZScreeningQuestion>;

/** One answer of `POST /application/apply`: yes/no as a boolean, a text question as text. */
export const ZScreeningAnswerInput = z
  .object({
    question_id: zString().max(64),
    answer: z.union([z.boolean(), zString().trim().max(SCREENING_ANSWER_MAX)]).nullable(),
  })
  .strict();
export type TScreeningAnswerInput = z.infer<typeof ZScreeningAnswerInput>;
export const zScreeningAnswers = z.array(ZScreeningAnswerInput).max(SCREENING_MAX_QUESTIONS);

/** A question of the opening as the student was asked it, with their answer (null: left unanswered). */
export const ZScreeningAnswer = ZScreeningQuestion.extend({ answer: z.union([z.boolean(), z.string()]).nullable() });
export type TScreeningAnswer = z.infer<typeof ZScreeningAnswer>;

/** The question's text in `lang`: the English one when the company gave it, else its own. */
export function screeningText(q: { text: string; text_en: string | null }, lang: Lang): string {
  return lang === 'en' && q.text_en ? q.text_en : q.text;
}

/**
 * The answers checked against the opening's questions: every question once, in the opening's order,
 * a required one answered, yes/no a boolean, a text question text. Field → message key of each
 * broken rule (`answers` for an answer to no question, `answers.<n>` for the opening's n-th question).
 */
export function screeningErrors(
  questions: readonly TScreeningQuestion[],
  answers: readonly TScreeningAnswerInput[],
): Record<string, ScreeningMessageKey> {
  const errors: Record<string, ScreeningMessageKey> = {};
  const ids = answers.map((a) => a.question_id);
  if (ids.some((id) => !questions.some((q) => q.id === id))) errors.answers = 'UNKNOWN_QUESTION';
  else if (new Set(ids).size !== ids.length) errors.answers = 'REPEATED_QUESTION';
  questions.forEach((q, n) => {
    const answer = answers.find((a) => a.question_id === q.id)?.answer ?? null;
    const empty = answer === null || answer === '';
    if (empty) {
      if (q.required) errors[`answers.${n}`] = 'ANSWER_REQUIRED';
    } else if (q.kind === 'yes_no' && typeof answer !== 'boolean') errors[`answers.${n}`] = 'ANSWER_YES_NO';
    else if (q.kind === 'text' && typeof answer !== 'string') errors[`answers.${n}`] = 'ANSWER_TEXT';
  });
  return errors;
}

/** The answers kept with the application: each question of the opening with its answer (null when left out). */
export function screeningSnapshot(questions: readonly TScreeningQuestion[], answers: readonly TScreeningAnswerInput[]): TScreeningAnswer[] {
  return questions.map((q) => {
    const given = answers.find((a) => a.question_id === q.id)?.answer ?? null;
    return { ...q, answer: given === '' ? null : given };
  });
}
