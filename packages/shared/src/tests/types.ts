import { z } from 'zod';
import { ATTITUDE_DIMENSIONS, BIG_FIVE_DOMAINS, type Instrument, type QuestionType, RIASEC_TYPES } from './vocabulary.js';

/**
 * The test domain's shared vocabulary: what a test is made of, what a student's answers
 * look like, and what scoring gives back. The engine (apps/api/src/modules/tests) stores and serves
 * these; the scoring functions (`./scoring/`) turn answers into a TestResult; recommendations
 * read TestResults. No I/O: the results are zod schemas because the API's responses carry them
 * (their types are the schemas' own).
 */

export * from './vocabulary.js';

/** One option of a choice question; `points` is never sent to a student before they submit. */
export interface ScoringOption {
  id: string;
  points: number;
}

/** A question as scoring needs it (texts live with the engine). */
export interface ScoringQuestion {
  id: string;
  type: QuestionType;
  /**
   * What a Likert item measures: a Big Five facet code (`N1`…`C6`, domain = first letter), a RIASEC
   * type (`R`…`C`), or an attitude dimension (`discipline`, …). Empty for point-scored questions.
   */
  dimension?: string | null;
  /** Likert keyed in reverse: 1 counts as 5. */
  reverse?: boolean;
  /** Point-scored questions may carry a topic for the per-topic breakdown. */
  topic?: string | null;
  options: readonly ScoringOption[];
}

/** A student's answer to one question: chosen options (single/multiple) or a Likert value 1–5. */
export interface ScoringAnswer {
  questionId: string;
  optionIds?: readonly string[];
  likert?: 1 | 2 | 3 | 4 | 5;
}

export interface ScoringInput {
  instrument: Instrument;
  questions: readonly ScoringQuestion[];
  answers: readonly ScoringAnswer[];
  /** Point-scored tests: pass mark in percent (0–100). */
  passingScore?: number | null;
}

const LEVELS = ['low', 'neutral', 'high'] as const;

export const ZPointsResult = z.object({
  instrument: z.literal('points'),
  score: z.number(),
  maxScore: z.number(),
  /** 0–100, one decimal. */
  percent: z.number(),
  passed: z.boolean().nullable(),
  topics: z.array(z.object({ topic: z.string(), score: z.number(), maxScore: z.number(), percent: z.number() })),
});
export type PointsResult = z.infer<typeof ZPointsResult>;

export const ZAttitudeResult = z.object({
  instrument: z.literal('attitude-scale'),
  /** Each dimension 0–100. */
  dimensions: z.array(z.object({ dimension: z.enum(ATTITUDE_DIMENSIONS), score: z.number() })),
  /** Mean of the dimensions, 0–100. */
  overall: z.number(),
});
export type AttitudeResult = z.infer<typeof ZAttitudeResult>;

export const ZRiasecResult = z.object({
  instrument: z.literal('riasec'),
  /** Each type 0–100 (mean of its items rescaled from 1–5). */
  scores: z.record(z.enum(RIASEC_TYPES), z.number()),
  /** The three highest types, highest first (Holland code), e.g. "RIC". */
  code: z.string(),
  /** Highest minus lowest score (0–100): how clearly the profile leans. */
  differentiation: z.number(),
});
export type RiasecResult = z.infer<typeof ZRiasecResult>;

export const ZBigFiveResult = z.object({
  instrument: z.literal('big-five'),
  domains: z.array(
    z.object({
      domain: z.enum(BIG_FIVE_DOMAINS),
      score: z.number(),
      count: z.number(),
      result: z.enum(LEVELS),
      facets: z.array(z.object({ facet: z.number(), score: z.number(), count: z.number(), result: z.enum(LEVELS) })),
    }),
  ),
});
export type BigFiveResult = z.infer<typeof ZBigFiveResult>;

/** What scoring gives back, stored with the attempt and sent with it. */
export const ZTestResult = z.discriminatedUnion('instrument', [ZPointsResult, ZAttitudeResult, ZRiasecResult, ZBigFiveResult]);
export type TestResult = z.infer<typeof ZTestResult>;
