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
  ) {
    super(code);
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', undefined, 'Unauthorized');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const validationFailed = (errors: Record<string, string>) => new AppError(400, 'VALIDATION', errors);
