import type { ScoringInput, TestResult } from '../types.js';
import { checkAnswers } from './answers.js';
import { scoreAttitude } from './attitude.js';
import { scoreBigFive } from './big-five.js';
import { ScoringError } from './errors.js';
import { scorePoints } from './points.js';
import { scoreRiasec } from './riasec.js';

export { ScoringError, SCORING_ERROR_CODES, SCORING_ERROR_MESSAGES, type ScoringErrorCode } from './errors.js';
export { questionMax, questionScore } from './points.js';
export { bigFiveLevel, bigFivePercent } from './big-five.js';
export { headlineScore } from './headline.js';

/**
 * Turns a finished attempt's answers into its result (pure, no I/O; formulas in docs/tests-scoring.md).
 * Throws ScoringError for answers that cannot be scored (see `checkAnswers`). A point-scored attempt
 * with no answers scores 0 (a test auto-submitted blank at its deadline); a Likert instrument with
 * no answers has nothing to describe and is refused.
 */
export function scoreAttempt(input: ScoringInput): TestResult {
  const checked = checkAnswers(input.questions, input.answers);
  const likertOnly = input.instrument !== 'points';
  if (likertOnly && input.questions.some((q) => q.type !== 'likert')) throw new ScoringError('instrument-mismatch');
  if (likertOnly && checked.size === 0) throw new ScoringError('no-answers');
  switch (input.instrument) {
    case 'points':
      return scorePoints(input.questions, checked, input.passingScore);
    case 'attitude-scale':
      return scoreAttitude(checked);
    case 'riasec':
      return scoreRiasec(checked);
    case 'big-five':
      return scoreBigFive(checked);
  }
}
