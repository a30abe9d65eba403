// Screening questions (docs/applications.md): a student's answers checked against the opening's
// questions when applying (the opening's module stores the questions).
import {
  SCREENING_MESSAGES,
  screeningErrors,
  screeningSnapshot,
  type Lang,
  type TScreeningAnswer,
  type TScreeningAnswerInput,
  type TScreeningQuestion,
} from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * The answers kept with a new application: checked against the opening's questions (400 with each
 * broken rule on its field, `answers.<n>` being the opening's n-th question, in the caller's
 * language), then each question with its answer. Null when the opening asks nothing.
 */
export function checkedAnswers(
  questions: readonly TScreeningQuestion[],
  answers: readonly TScreeningAnswerInput[],
  lang: Lang,
): TScreeningAnswer[] | null {
  const errors = screeningErrors(questions, answers);
  const fields = Object.entries(errors);
  if (fields.length) {
    const messages = Object.fromEntries(fields.map(([field, key]) => [field, SCREENING_MESSAGES[key][lang]]));
    throw new AppError(400, 'VALIDATION', messages, undefined, SCREENING_MESSAGES[fields[0]![1]][lang]);
  }
  return questions.length ? screeningSnapshot(questions, answers) : null;
}
