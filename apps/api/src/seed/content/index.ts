import { ATTITUDE_TEST } from './attitude.js';
import { BIG_FIVE_TEST } from './big-five.js';
import { AKL_TEST } from './competency-akl.js';
import { RPL_TEST } from './competency-rpl.js';
import { TKR_TEST } from './competency-tkr.js';
import { RIASEC_TEST } from './riasec.js';
import type { ContentTest } from './types.js';

export { LIKERT_LABELS } from '@jalurkarir/shared';
export type { Bilingual, ContentOption, ContentQuestion, ContentTest } from './types.js';

/** Every test the demo seed publishes, in the order a student meets them. */
export const SEED_TESTS: readonly ContentTest[] = [RIASEC_TEST, BIG_FIVE_TEST, ATTITUDE_TEST, RPL_TEST, AKL_TEST, TKR_TEST];
export { ATTITUDE_TEST, BIG_FIVE_TEST, AKL_TEST, RPL_TEST, TKR_TEST, RIASEC_TEST };
