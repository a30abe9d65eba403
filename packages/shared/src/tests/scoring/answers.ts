import type { ScoringAnswer, ScoringQuestion } from '../types.js';
import { ScoringError } from './errors.js';

/** An answer checked against its question: chosen options, or a Likert value 1–5. */
export type CheckedAnswer =
  { question: ScoringQuestion; optionIds: readonly string[]; likert: null } | { question: ScoringQuestion; optionIds: null; likert: number };

/**
 * Pairs every answer with its question and refuses what cannot be scored: an answer to a question
 * that is not in the test, two answers to one question, an empty answer, an option that is not the
 * question's, two options on a single-choice question, a Likert value on a choice question (or the
 * other way round), a Likert value outside 1–5. Unanswered questions are simply absent from the
 * result — each instrument says what an unanswered question counts for.
 */
export function checkAnswers(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): Map<string, CheckedAnswer> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const checked = new Map<string, CheckedAnswer>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) throw new ScoringError('unknown-question', answer.questionId);
    if (checked.has(question.id)) throw new ScoringError('duplicate-answer', question.id);
    if (question.type === 'likert') {
      if (answer.optionIds?.length) throw new ScoringError('wrong-answer-kind', question.id);
      if (answer.likert === undefined || answer.likert === null) throw new ScoringError('empty-answer', question.id);
      if (!Number.isInteger(answer.likert) || answer.likert < 1 || answer.likert > 5) throw new ScoringError('likert-out-of-range', question.id);
      checked.set(question.id, { question, optionIds: null, likert: answer.likert });
      continue;
    }
    if (answer.likert !== undefined && answer.likert !== null) throw new ScoringError('wrong-answer-kind', question.id);
    const optionIds = [...new Set(answer.optionIds ?? [])];
    if (optionIds.length === 0) throw new ScoringError('empty-answer', question.id);
    const known = new Set(question.options.map((o) => o.id));
    for (const id of optionIds) if (!known.has(id)) throw new ScoringError('unknown-option', question.id);
    if (question.type === 'single' && optionIds.length > 1) throw new ScoringError('too-many-options', question.id);
    checked.set(question.id, { question, optionIds, likert: null });
  }
  return checked;
}

/** Rounds to one decimal (half away from zero, as a teacher rounds by hand). */
export function round1(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10 + 1e-9)) / 10;
}

/** Rounds to two decimals: scores keep partial credit such as 0.67 without float noise. */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** A Likert value as it counts: reverse-keyed items count 1 as 5, 2 as 4, … */
export function keyed(likert: number, reverse: boolean | undefined): number {
  return reverse ? 6 - likert : likert;
}

/** The mean of keyed item values (1–5) rescaled to 0–100, one decimal; 0 when no item was answered. */
export function likertPercent(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return round1(((mean - 1) / 4) * 100);
}

/** Keyed Likert values grouped by the question's dimension (questions without one are skipped). */
export function likertByDimension(checked: Map<string, CheckedAnswer>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const { question, likert } of checked.values()) {
    if (likert === null || !question.dimension) continue;
    const list = groups.get(question.dimension) ?? [];
    list.push(keyed(likert, question.reverse));
    groups.set(question.dimension, list);
  }
  return groups;
}
