import { OUTCOMES_MESSAGES, type ErrorCode, type Lang, type OutcomesMessageKey } from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';

/** A refusal of the outcomes domain: its own sentence in the caller's language, on the field it concerns. */
export function refuse(status: number, code: ErrorCode, field: string, key: OutcomesMessageKey, lang: Lang): AppError {
  return new AppError(status, code, { [field]: OUTCOMES_MESSAGES[key][lang] }, undefined, OUTCOMES_MESSAGES[key][lang]);
}
