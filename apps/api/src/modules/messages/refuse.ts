import { MESSAGE_REFUSALS, type ErrorCode, type Lang, type MessageRefusal } from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';

/** A refusal of the conversations, its reason on `field` and as the message, in the request's language. */
export function refuseMessage(status: number, code: ErrorCode, field: string, key: MessageRefusal, lang: Lang): AppError {
  const reason = MESSAGE_REFUSALS[key][lang];
  return new AppError(status, code, { [field]: reason }, undefined, reason);
}
