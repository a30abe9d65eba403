import type { UseFormReturnType } from '@mantine/form';
import { ZTestInput, type Lang, type QuestionType, type TestDetail, type TestKind, type TTestInput } from '@jalurkarir/shared';
import { validateWith } from '../../lib/form-validation';

/**
 * The test editor's values and what they become: the request body of `/test/create|update`, checked
 * with the same shared schema (ZTestInput) the API validates it with, so the editor marks the same
 * fields with the same words before anything is sent. The values' paths are the body's
 * (`questions.0.options.1.text_id`), so an error of either lands on its input.
 */

export interface OptionValues {
  text_id: string;
  text_en: string;
  points: number;
}
export interface QuestionValues {
  type: QuestionType;
  text_id: string;
  text_en: string;
  dimension: string;
  reverse: boolean;
  topic_id: string;
  topic_en: string;
  image_url: string | null;
  options: OptionValues[];
}
export interface TestFormValues {
  kind: TestKind;
  personality_instrument: 'big-five' | 'riasec';
  program: string | null;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  instructions_id: string;
  instructions_en: string;
  minutes: number;
  /** `datetime-local` text in the browser's zone; empty = open-ended. */
  available_from: string;
  available_until: string;
  passing_score: number | '';
  shuffle_questions: boolean;
  shuffle_options: boolean;
  attempts_allowed: number;
  questions: QuestionValues[];
}

/** The editor's Mantine form. */
export type TestForm = UseFormReturnType<TestFormValues>;

export const emptyOption = (): OptionValues => ({ text_id: '', text_en: '', points: 0 });
/** A new question of a type: a choice question starts with four options, the first earning a point. */
export const emptyQuestion = (type: QuestionType): QuestionValues => ({
  type,
  text_id: '',
  text_en: '',
  dimension: '',
  reverse: false,
  topic_id: '',
  topic_en: '',
  image_url: null,
  options: type === 'likert' ? [] : [{ ...emptyOption(), points: 1 }, emptyOption(), emptyOption(), emptyOption()],
});

/** A `datetime-local` value in the browser's zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The editor's values of a stored test, or of a new one. */
export function toFormValues(test: TestDetail | null): TestFormValues {
  if (!test)
    return {
      kind: 'competency',
      personality_instrument: 'riasec',
      program: null,
      name_id: '',
      name_en: '',
      description_id: '',
      description_en: '',
      instructions_id: '',
      instructions_en: '',
      minutes: 30,
      available_from: '',
      available_until: '',
      passing_score: 70,
      shuffle_questions: false,
      shuffle_options: false,
      attempts_allowed: 1,
      questions: [emptyQuestion('single')],
    };
  return {
    kind: test.kind,
    personality_instrument: test.instrument === 'big-five' ? 'big-five' : 'riasec',
    program: test.program,
    name_id: test.name_id,
    name_en: test.name_en,
    description_id: test.description_id,
    description_en: test.description_en,
    instructions_id: test.instructions_id,
    instructions_en: test.instructions_en,
    minutes: test.minutes,
    available_from: localInput(test.available_from),
    available_until: localInput(test.available_until),
    passing_score: test.passing_score ?? '',
    shuffle_questions: test.shuffle_questions,
    shuffle_options: test.shuffle_options,
    attempts_allowed: test.attempts_allowed,
    questions: test.questions.map((q) => ({
      type: q.type,
      text_id: q.text_id,
      text_en: q.text_en,
      dimension: q.dimension ?? '',
      reverse: q.reverse,
      topic_id: q.topic_id ?? '',
      topic_en: q.topic_en ?? '',
      image_url: q.image_url ?? null,
      options: q.options.map((o) => ({ text_id: o.text_id, text_en: o.text_en, points: o.points })),
    })),
  };
}

/** The request body; `withQuestions` false once students have started the test (its questions stay as they are). */
export function toTestBody(d: TestFormValues, withQuestions: boolean): TTestInput {
  return {
    kind: d.kind,
    personality_instrument: d.kind === 'personality' ? d.personality_instrument : null,
    program: d.kind === 'competency' || d.kind === 'skills' ? (d.program as TTestInput['program']) : null,
    name_id: d.name_id,
    name_en: d.name_en,
    description_id: d.description_id,
    description_en: d.description_en,
    instructions_id: d.instructions_id,
    instructions_en: d.instructions_en,
    minutes: d.minutes,
    available_from: d.available_from ? new Date(d.available_from) : null,
    available_until: d.available_until ? new Date(d.available_until) : null,
    passing_score: d.passing_score === '' ? null : d.passing_score,
    shuffle_questions: d.shuffle_questions,
    shuffle_options: d.shuffle_options,
    attempts_allowed: d.attempts_allowed,
    likert_scale: null,
    ...(withQuestions
      ? {
          questions: d.questions.map((q) => ({
            type: q.type,
            text_id: q.text_id,
            text_en: q.text_en,
            dimension: q.type === 'likert' ? q.dimension : null,
            reverse: q.type === 'likert' ? q.reverse : false,
            topic_id: q.topic_id || null,
            topic_en: q.topic_en || null,
            image_url: q.image_url,
            options: q.type === 'likert' ? [] : q.options,
          })),
        }
      : {}),
  };
}

/** The field messages of the values, in the reader's language: the API's own (ZTestInput), before sending. */
export function validateTestForm(values: TestFormValues, withQuestions: boolean, lang: Lang): Record<string, string> {
  return validateWith(ZTestInput, toTestBody(values, withQuestions), lang);
}

const PLACED =
  /^(kind|program|name_id|name_en|instructions_id|instructions_en|minutes|passing_score|available_from|available_until|attempts_allowed|questions\.\d+\.(text_id|text_en|dimension|options|options\.\d+\.(text_id|text_en|points)))$/;

/** Whether the editor shows an error of this path on an input (the others go to the alert above the form). */
export const isPlacedField = (path: string) => PLACED.test(path);
