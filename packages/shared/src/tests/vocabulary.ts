/** The test domain's fixed vocabularies (zod-free, so a screen that names them does not load zod). */

/** What a test measures (spec §3 "Test"; the menu groups personality instruments apart). */
export const TEST_KINDS = ['personality', 'competency', 'skills', 'attitude'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/**
 * How a test is scored. Personality tests are the Big Five (IPIP-NEO-120) or the RIASEC interest
 * inventory; attitude tests are a Likert scale over work-readiness dimensions; competency and skills
 * tests are point-scored.
 */
export const INSTRUMENTS = ['big-five', 'riasec', 'attitude-scale', 'points'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

export const QUESTION_TYPES = ['single', 'multiple', 'likert'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];

export const BIG_FIVE_DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
export type BigFiveDomain = (typeof BIG_FIVE_DOMAINS)[number];

export const ATTITUDE_DIMENSIONS = ['discipline', 'teamwork', 'responsibility', 'communication', 'initiative'] as const;
export type AttitudeDimension = (typeof ATTITUDE_DIMENSIONS)[number];
