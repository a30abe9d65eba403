import type { FastifyRequest } from 'fastify';

/**
 * What the API writes to its log, and only that: a log is read by more people and kept longer
 * than the database, so it never carries request bodies, query values, SQL parameters, password
 * hashes, tokens or e-mail addresses (docs/decisions.md "Logs carry no personal data").
 */

/** Query parameters whose values are codes, ids or switches — everything else is `[redacted]`. */
const SAFE_QUERY_KEYS = new Set([
  'page',
  'per_page',
  'sort_by',
  'sort_type',
  'format',
  'id',
  'role',
  'verified',
  'school_id',
  'company_id',
  'program',
  'grade',
  'dry_run',
  'dir',
  'inline',
  'parent',
]);
export const REDACTED = '[redacted]';

/** `/api/v1/user/list?search=budi&page=2` → `/api/v1/user/list?search=[redacted]&page=2`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        return REDACTED;
      }
      if (eq < 0) return SAFE_QUERY_KEYS.has(key) ? pair : REDACTED;
      return SAFE_QUERY_KEYS.has(key) ? pair : `${rawKey}=${REDACTED}`;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** No `/` on the left, so `node_modules/@scope/pkg` in a stack frame stays readable. */
const EMAIL = /[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+/g;
const ARGON2 = /\$argon2[a-z]*\$[^\s"',]*/gi;
/** Long runs of token alphabet with both letters and digits: session JWTs, reset tokens, hex digests. */
const TOKEN = /(?=[A-Za-z0-9_\-.]*\d)(?=[A-Za-z0-9_\-.]*[A-Za-z])[A-Za-z0-9_\-.]{24,}/g;

/** Masks e-mails, password hashes and token-like strings in free text (an error message). */
export function redactText(text: string): string {
  return text
    .replace(ARGON2, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(TOKEN, REDACTED)
    .replace(/\u0000/g, '\\0');
}

/** Fields of a PostgreSQL error (pg and PGlite alike) that name things, never values. */
const PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** Results of safeError, so the logger's `err` serializer passes them through unchanged. */
const SANITIZED = new WeakSet<object>();

function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * An error as it may be logged. Drizzle's "Failed query: … params: …" loses its parameters; a
 * PostgreSQL error keeps its code and the names it reports (constraint, table, column), and its
 * message keeps only quoted names among those (`invalid input syntax for type uuid: "<value>"`
 * would otherwise log the value); `detail`, `query`, `params` and bodies are dropped. The stack
 * keeps its frames, not its first line (which repeats the message).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error === null || typeof error !== 'object') return { message: redactText(String(error)) };
  if (SANITIZED.has(error)) return error as Record<string, unknown>;
  const e = error as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown; cause?: unknown };
  const out: Record<string, unknown> = {};
  const ctor = (error as object).constructor?.name;
  out.type = ctor && ctor !== 'Object' && ctor !== 'Error' ? ctor : typeof e.name === 'string' ? e.name : 'Error';
  let message = typeof e.message === 'string' ? e.message : '';
  // Drizzle: "Failed query: <SQL with $n placeholders>\nparams: <values>".
  const params = message.search(/\n?params:/);
  if (message.startsWith('Failed query:') && params >= 0) message = message.slice(0, params);
  if (isSqlState(e.code)) {
    const names = new Set(PG_FIELDS.map((k) => e[k]).filter((v): v is string => typeof v === 'string'));
    names.add('UTF8');
    message = message.replace(/"([^"]*)"/g, (whole, inner: string) => (names.has(inner) ? whole : `"${REDACTED}"`));
    for (const key of PG_FIELDS) if (typeof e[key] === 'string') out[key] = e[key];
  } else if (typeof e.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(e.code)) {
    out.code = e.code; // Node and Fastify codes: ECONNRESET, FST_ERR_…
  }
  const safeMessage = redactText(message);
  out.message = safeMessage;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = redactText([`${out.type}: ${safeMessage.split('\n')[0]}`, ...frames].join('\n'));
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  SANITIZED.add(out);
  return out;
}

/**
 * Pino options for Fastify: requests are logged as method, redacted URL, host and address (no
 * headers, no body); every `err` goes through safeError; structured fields with these names are
 * masked wherever someone logs them. `stream` lets tests read the log.
 */
export function loggerOptions(level: string, stream?: { write(msg: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body',
        'res.body',
        'body',
        '*.body',
        'params',
        '*.params',
        'query',
        '*.query',
        'password',
        '*.password',
        'email',
        '*.email',
        'token',
        '*.token',
        'password_hash',
        '*.password_hash',
        'passwordHash',
        '*.passwordHash',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket ? req.socket.remotePort : undefined,
      }),
      err: (err: unknown) => safeError(err) as { type: string; message: string; stack: string; [key: string]: unknown },
    },
  };
}
