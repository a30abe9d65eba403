import { APPLICATION_MESSAGES, type ApplicationMessageKey, type ErrorCode, type Lang } from '@jalurkarir/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * A refusal of this domain: the generic code (VALIDATION, DUPLICATE, FORBIDDEN…) with the reason on
 * its field, in the request's language (APPLICATION_MESSAGES holds both).
 */
export function refuse(status: number, code: ErrorCode, field: string, key: ApplicationMessageKey, lang: Lang): AppError {
  return new AppError(status, code, { [field]: APPLICATION_MESSAGES[key][lang] });
}
