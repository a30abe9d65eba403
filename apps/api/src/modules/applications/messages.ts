import { APPLICATION_MESSAGES, type ApplicationMessageKey, type ErrorCode, type Lang } from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * A refusal of this domain: the generic code (VALIDATION, DUPLICATE, FORBIDDEN…) with the reason on
 * its field and as the message, in the request's language (APPLICATION_MESSAGES holds both): a client
 * showing the message tells "already applied" apart from a generic duplicate record.
 */
export function refuse(status: number, code: ErrorCode, field: string, key: ApplicationMessageKey, lang: Lang): AppError {
  const reason = APPLICATION_MESSAGES[key][lang];
  return new AppError(status, code, { [field]: reason }, undefined, reason);
}
