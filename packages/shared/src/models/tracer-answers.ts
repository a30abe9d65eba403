import type { FieldMessageKey } from '../validation.js';
import {
  ALUMNI_ACTIVITIES,
  DEFAULT_TRACER_QUESTIONS,
  TRACER_CORE_KEYS,
  type AlumniActivity,
  type OutcomesMessageKey,
  type ProgramFit,
  type SalaryBand,
  type TTracerAnswers,
  type TTracerQuestion,
} from './outcomes.js';

/**
 * The rules of a tracer answer against its round's questionnaire, shared by the public page (the
 * form shows the same field messages) and the API (which refuses with them). Pure: no I/O.
 */

/** Whether a question is asked of a graduate with this activity (questions without `when` are asked of everyone). */
export function isQuestionShown(question: TTracerQuestion, activity: string | undefined): boolean {
  return !question.when || (activity !== undefined && (question.when as readonly string[]).includes(activity));
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** One answer checked and normalised for its question's kind; a message key when it does not fit. */
function checkAnswer(question: TTracerQuestion, value: unknown): { value: string | number | string[] } | { error: FieldMessageKey } {
  const allowed = new Set((question.options ?? []).map((o) => o.value));
  switch (question.kind) {
    case 'choice':
      return typeof value === 'string' && allowed.has(value) ? { value } : { error: 'INVALID_OPTION' };
    case 'multi':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && allowed.has(v))
        ? { value: [...new Set(value as string[])] }
        : { error: 'INVALID_OPTION' };
    case 'number':
    case 'scale': {
      // A form may send the number as typed text.
      const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n)) return { error: 'INVALID_TYPE' };
      if ((question.min !== undefined && n < question.min) || (question.max !== undefined && n > question.max)) return { error: 'INVALID_OPTION' };
      return { value: n };
    }
    case 'month':
      return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? { value } : { error: 'INVALID_FORMAT' };
    case 'text':
      return typeof value === 'string' ? { value: value.trim() } : { error: 'INVALID_TYPE' };
  }
}

/**
 * Checks `answers` against `questions`: the activity first (it decides which questions are asked),
 * then every question shown — required ones answered, each value of its kind. Answers to questions
 * not shown for the activity are dropped (a graduate who switched from "working" to "studying" in
 * the form leaves no company behind); a key no question has is an error.
 */
export function checkTracerAnswers(
  questions: readonly TTracerQuestion[],
  answers: Record<string, unknown>,
): { answers: TTracerAnswers; errors: Record<string, FieldMessageKey> } {
  const errors: Record<string, FieldMessageKey> = {};
  const clean: TTracerAnswers = {};
  const keys = new Set(questions.map((q) => q.key));
  for (const key of Object.keys(answers)) if (!keys.has(key)) errors[key] = 'UNKNOWN_FIELD';
  const activity = typeof answers.activity === 'string' ? answers.activity : undefined;
  for (const question of questions) {
    if (!isQuestionShown(question, activity)) continue;
    const value = answers[question.key];
    if (isEmpty(value)) {
      if (question.required) errors[question.key] = 'REQUIRED';
      continue;
    }
    const checked = checkAnswer(question, value);
    if ('error' in checked) errors[question.key] = checked.error;
    else clean[question.key] = checked.value;
  }
  return { answers: clean, errors };
}

const text = (answers: TTracerAnswers, key: string): string | null => {
  const v = answers[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** The alumni status a checked answer sets (the status fields the default questionnaire's core and work questions name). */
export function statusFromTracerAnswers(answers: TTracerAnswers) {
  const activity = (ALUMNI_ACTIVITIES as readonly string[]).includes(String(answers.activity)) ? (answers.activity as AlumniActivity) : 'lainnya';
  return {
    activity,
    company_name: text(answers, 'company_name'),
    position: text(answers, 'position'),
    sector: text(answers, 'sector'),
    start_month: text(answers, 'start_month'),
    salary_band: text(answers, 'salary_band') as SalaryBand | null,
    program_fit: text(answers, 'program_fit') as ProgramFit | null,
    institution: text(answers, 'institution'),
    study_program: text(answers, 'study_program'),
    business_name: text(answers, 'business_name'),
    business_sector: text(answers, 'business_sector'),
    note: null,
  };
}

const optionValues = (q: TTracerQuestion) => (q.options ?? []).map((o) => o.value).join('|');
const whenOf = (q: TTracerQuestion) => JSON.stringify(q.when ?? null);
/** Whether two versions of a question read answers the same way (the text aside). */
const sameShape = (a: TTracerQuestion, b: TTracerQuestion) => a.kind === b.kind && optionValues(a) === optionValues(b) && whenOf(a) === whenOf(b);

/** What is wrong with a questionnaire and at which question (its index; null when a question is missing). */
export interface QuestionnaireProblem {
  error: OutcomesMessageKey;
  index: number | null;
}

/**
 * A school's questionnaire: unique keys, choices with at least two options, and the core questions
 * present with the default's kind, options and audience (the figures read them). `answered` is the
 * questionnaire the round had when answers already exist: its questions then keep their shape
 * (reworded, not removed or retyped), since the stored answers and the export read them by key.
 * Null when it is fine. Shared by the API and the editor, which marks the question named.
 */
export function questionnaireProblem(
  questions: readonly TTracerQuestion[],
  answered: readonly TTracerQuestion[] | null = null,
): QuestionnaireProblem | null {
  const seen = new Set<string>();
  for (const [index, q] of questions.entries()) {
    if (seen.has(q.key)) return { error: 'DUPLICATE_KEY', index };
    seen.add(q.key);
    if ((q.kind === 'choice' || q.kind === 'multi') && (q.options?.length ?? 0) < 2) return { error: 'OPTIONS_REQUIRED', index };
  }
  const check = (before: readonly TTracerQuestion[], error: OutcomesMessageKey) => {
    for (const old of before) {
      const index = questions.findIndex((q) => q.key === old.key);
      if (index < 0 || !sameShape(questions[index]!, old)) return { error, index: index < 0 ? null : index };
    }
    return null;
  };
  const core = DEFAULT_TRACER_QUESTIONS.filter((q) => (TRACER_CORE_KEYS as readonly string[]).includes(q.key));
  return check(core, 'CORE_QUESTION') ?? (answered ? check(answered, 'ANSWERED_QUESTION') : null);
}

/** The first problem's message key, or null (the API's check when no answers exist yet). */
export function questionnaireError(questions: readonly TTracerQuestion[]): OutcomesMessageKey | null {
  return questionnaireProblem(questions)?.error ?? null;
}
