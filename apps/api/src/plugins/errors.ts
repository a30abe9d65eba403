import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  errorMessage,
  issueMessage,
  valueAt,
  type ApiErrorBody,
  type ErrorCode,
  type FieldMessageKey,
  type Lang,
} from '@jalurkarir/shared';
import { AppError } from '../lib/app-error.js';
import { toAppError } from '../lib/db-errors.js';
import { describeDatabaseUnavailable, isDatabaseUnavailable } from '../db/connection-errors.js';
import { safeError } from '../lib/safe-log.js';

const NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
};

function localizeFieldErrors(errors: Record<string, string> | undefined, lang: Lang) {
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const k = value.startsWith('msg:') ? value.slice(4) : undefined;
    if (k && k in FIELD_MESSAGES) out[key] = FIELD_MESSAGES[k as FieldMessageKey][lang];
    else if (k && k in ERROR_MESSAGES) out[key] = ERROR_MESSAGES[k as ErrorCode][lang];
    else out[key] = value;
  }
  return out;
}

export function sendError(
  reply: FastifyReply,
  lang: Lang,
  statusCode: number,
  code: ErrorCode,
  errors?: Record<string, string>,
  name?: string,
  message?: string,
) {
  const body: ApiErrorBody = {
    statusCode,
    code,
    name: name ?? NAMES[statusCode] ?? 'Error',
    message: message ?? errorMessage(code, lang),
    ...(errors && Object.keys(errors).length ? { errors: localizeFieldErrors(errors, lang) } : {}),
  };
  return reply.status(statusCode).send(body);
}

/** Zod issues as the type provider reports them → `{field: message}` in the request's language. */
function validationErrors(error: FastifyError & { validation: unknown[]; validationContext?: string }, request: FastifyRequest) {
  const lang = request.lang;
  const input = error.validationContext === 'querystring' ? request.query : error.validationContext === 'params' ? request.params : request.body;
  const errors: Record<string, string> = {};
  for (const v of error.validation as Array<{ keyword: string; instancePath: string; message: string; params: Record<string, unknown> }>) {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params.keys)) {
      for (const key of v.params.keys as string[]) errors[[...path, key].join('.')] ??= FIELD_MESSAGES.UNKNOWN_FIELD[lang];
      continue;
    }
    const key = path.length ? path.join('.') : '_';
    errors[key] ??= issueMessage({ code: v.keyword, message: v.message, ...v.params }, lang, { present: true, value: valueAt(input, path) });
  }
  return errors;
}

/**
 * One error shape for everything: our AppErrors, schema validation, Fastify's own 4xx (bad JSON,
 * body too large, wrong content type) and, last, unexpected errors — logged, never leaked.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      return sendError(reply, lang, error.statusCode, error.code, error.fieldErrors, error.errorName, error.detail);
    }
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      // The database went away under the request (or cannot be reached): not this request's
      // fault, and the pool replaces the connection; the client may simply try again.
      request.log.warn({ db: describeDatabaseUnavailable(error) }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(reply, lang, 503, 'DATABASE_UNAVAILABLE');
    }
    const dbError = toAppError(error);
    if (dbError) return sendError(reply, lang, dbError.statusCode, dbError.code, dbError.fieldErrors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, lang, 400, 'VALIDATION', validationErrors(error, request));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT') {
      return sendError(reply, lang, 413, 'PAYLOAD_TOO_LARGE');
    }
    if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return sendError(reply, lang, 415, 'UNSUPPORTED_MEDIA');
    if (status === 429) return sendError(reply, lang, 429, 'RATE_LIMITED');
    if (status >= 400 && status < 500) return sendError(reply, lang, status, 'BAD_REQUEST');
    // Never the raw error: Drizzle's message carries the SQL parameters (e-mails, hashes).
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return sendError(reply, lang, 500, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, request.lang, 404, 'NOT_FOUND'));
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['lang'] });
