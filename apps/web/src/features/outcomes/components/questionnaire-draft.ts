import {
  OUTCOMES_MESSAGES,
  TRACER_CORE_KEYS,
  ZTracerRound,
  questionnaireProblem,
  type Lang,
  type TTracerQuestion,
  type TTracerQuestionDraft,
  type TracerQuestionKind,
} from '@jalurkarir/shared';
import { validateWith } from '../../../lib/form-validation';

/**
 * The questionnaire editor's rules, apart from the screen so they are tested on their own: new
 * questions and options get keys the school never types, a question whose answers the figures read
 * (a core one) or that graduates already answered is locked — text only — and the whole is checked
 * with the API's own schema and questionnaire rules, each message on its question.
 */
export type QuestionDraft = TTracerQuestionDraft;
type OptionDraft = NonNullable<QuestionDraft['options']>[number];

const CORE = new Set<string>(TRACER_CORE_KEYS);

/** The stored questionnaire as the editor's rows (a copy: edits never touch the query's data). */
export function toDrafts(questions: readonly TTracerQuestion[]): QuestionDraft[] {
  return structuredClone(questions) as QuestionDraft[];
}

/**
 * Questions whose kind, options and audience stay: the core ones, and once a graduate answered,
 * every question the round already had (their answers are stored under those keys).
 */
export function lockedKeys(saved: readonly TTracerQuestion[], answered: boolean): Set<string> {
  return new Set([...CORE, ...(answered ? saved.map((q) => q.key) : [])]);
}

function freeKey(prefix: string, taken: readonly string[]): string {
  const used = new Set(taken);
  let n = taken.length + 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

const options = (values: string[]): OptionDraft[] => values.map((value) => ({ value, label: { id: '', en: '' } }));

/** A new free-text question asked of everyone, with a key no other question has. */
export function newQuestion(questions: readonly QuestionDraft[]): QuestionDraft {
  return {
    key: freeKey(
      'q_',
      questions.map((q) => q.key),
    ),
    kind: 'text',
    required: false,
    label: { id: '', en: '' },
  };
}

/** The question with another kind: choices get two empty options, a scale 1–5, a number from 0; the rest neither. */
export function withKind(question: QuestionDraft, kind: TracerQuestionKind): QuestionDraft {
  const { options: kept, min: _min, max: _max, ...rest } = question;
  if (kind === 'choice' || kind === 'multi') return { ...rest, kind, options: kept?.length ? kept : options(['o1', 'o2']) };
  if (kind === 'scale') return { ...rest, kind, min: 1, max: 5 };
  if (kind === 'number') return { ...rest, kind, min: 0, max: 1000 };
  return { ...rest, kind };
}

export function withOption(question: QuestionDraft): QuestionDraft {
  const list = question.options ?? [];
  return {
    ...question,
    options: [
      ...list,
      ...options([
        freeKey(
          'o',
          list.map((o) => o.value),
        ),
      ]),
    ],
  };
}

export function withoutOption(question: QuestionDraft, index: number): QuestionDraft {
  return { ...question, options: (question.options ?? []).filter((_, i) => i !== index) };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Messages keyed as the API keys them (`questions.3.label.id`, `questions.3`, `questions`), in the
 * reader's language: first the body's schema, then the questionnaire rules against the stored
 * questionnaire when graduates already answered.
 */
export function questionnaireErrors(
  round: { graduation_year: number; title: string; starts_on: string; ends_on: string },
  questions: readonly QuestionDraft[],
  answeredBefore: readonly TTracerQuestion[] | null,
  lang: Lang,
): Record<string, string> {
  const body = { graduation_year: round.graduation_year, title: round.title, starts_on: round.starts_on, ends_on: round.ends_on, questions };
  const errors = validateWith(ZTracerRound, body, lang);
  if (Object.keys(errors).length) return errors;
  const parsed = ZTracerRound.parse(body).questions ?? [];
  const problem = questionnaireProblem(parsed, answeredBefore);
  if (!problem) return {};
  return { [problem.index === null ? 'questions' : `questions.${problem.index}`]: OUTCOMES_MESSAGES[problem.error][lang] };
}
