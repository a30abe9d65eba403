export * from './types.js';
export * from './weights.js';
export * from './score.js';
export * from './features.js';
export * from './adverse-impact.js';
export * from './riasec-suggest.js';
export { programName, RIASEC_NAMES } from './labels.js';
