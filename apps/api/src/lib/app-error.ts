import type { ErrorCode } from '@jalurkarir/shared';

/** A failure with a known code; the error handler turns it into `{statusCode, code, name, message, errors}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** Field errors already localized, or message keys from FIELD_MESSAGES written as `msg:KEY`. */
    readonly fieldErrors?: Record<string, string>,
    /** Overrides the `name` of the body (`Unauthorized` is reserved for session failures). */
    readonly errorName?: string,
    /**
     * Overrides the body's `message` (already localized): a domain refusal says its own reason, not
     * the generic sentence of its code ("You have already applied for this opening", not "This record already exists").
     */
    readonly detail?: string,
  ) {
    super(code);
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', undefined, 'Unauthorized');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const validationFailed = (errors: Record<string, string>) => new AppError(400, 'VALIDATION', errors);
