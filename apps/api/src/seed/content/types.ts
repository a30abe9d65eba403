/**
 * The shape of the seed content: tests written by the project in both languages, kept as
 * data so that a teacher can read and correct them without reading the seed code. The seed turns
 * them into the engine's rows; the scoring reads `dimension` / `reverse` / `points` / `topic`.
 */
import type { Bilingual, Instrument, QuestionType, TestKind, VocationalProgram } from '@jalurkarir/shared';

export type { Bilingual };

export interface ContentOption {
  text: Bilingual;
  points: number;
}

export interface ContentQuestion {
  type: QuestionType;
  text: Bilingual;
  /** Likert: Big Five facet code (`N1`…`C6`), RIASEC type (`R`…`C`) or attitude dimension. */
  dimension?: string;
  reverse?: boolean;
  /** Point-scored questions: the topic of the per-topic breakdown (Indonesian, with its English). */
  topic?: Bilingual;
  /** Choice questions only; Likert questions take the five answers of `LIKERT_LABELS`. */
  options?: ContentOption[];
}

export interface ContentTest {
  /** Stable key of the seed (not stored): lets the seed find the test again. */
  key: string;
  kind: TestKind;
  instrument: Instrument;
  program?: VocationalProgram;
  name: Bilingual;
  description: Bilingual;
  instructions: Bilingual;
  minutes: number;
  passingScore?: number;
  /** Where the items come from and who wrote them (docs/tests-scoring.md lists the same). */
  source: string;
  questions: ContentQuestion[];
}

/** A single-choice question: `correct` is the index of the only right option (1 point). */
export function single(topic: Bilingual, text: Bilingual, options: [string, string][], correct: number): ContentQuestion {
  if (!options[correct]) throw new Error(`no option ${correct} in "${text.en}"`);
  return { type: 'single', topic, text, options: options.map(([id, en], i) => ({ text: { id, en }, points: i === correct ? 1 : 0 })) };
}

/** A multiple-choice question: every option in `correct` earns 1 point (partial credit, see scoring). */
export function multiple(topic: Bilingual, text: Bilingual, options: [string, string][], correct: number[]): ContentQuestion {
  for (const c of correct) if (!options[c]) throw new Error(`no option ${c} in "${text.en}"`);
  return { type: 'multiple', topic, text, options: options.map(([id, en], i) => ({ text: { id, en }, points: correct.includes(i) ? 1 : 0 })) };
}

export const t = (id: string, en: string): Bilingual => ({ id, en });
