/**
 * Errors that mean "the database is not there right now" rather than "this request is wrong".
 * They become 503 DATABASE_UNAVAILABLE (plugins/errors.ts); a lost connection on a single
 * auto-commit SELECT is retried once first (db/client.ts). Everything else keeps its own path.
 */

/** The session was ended under a running request: server shutdown, failover, pg_terminate_backend. */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08007', // transaction_resolution_unknown
]);
const LOST_NODE_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** pg's own messages for a socket that closed under it, and for a client that lost it earlier. */
const LOST_MESSAGE = /Connection terminated|Client has encountered a connection error|not queryable/i;

/** No session could be had at all: the server is down, starting, full, or the network is. */
const UNREACHABLE_SQLSTATES = new Set([
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);
const UNREACHABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'DB_READY_TIMEOUT']);
/** pg-pool's connect timeout, a pool or PGlite being closed during shutdown. */
const UNREACHABLE_MESSAGE = /timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/** The readiness probe gave up waiting (db/client.ts `ping`). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DB_READY_TIMEOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

type Kind = 'lost' | 'unreachable';

function classifyOne(e: ErrorLike): Kind | null {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (LOST_SQLSTATES.has(code) || LOST_NODE_CODES.has(code)) return 'lost';
  if (UNREACHABLE_SQLSTATES.has(code) || UNREACHABLE_NODE_CODES.has(code)) return 'unreachable';
  // Messages only of the driver's own code-less errors: a server error's message (and Drizzle's
  // "Failed query: …" wrapper) can quote user input, which must never pass for a lost connection.
  if (code || message.startsWith('Failed query')) return null;
  if (LOST_MESSAGE.test(message)) return 'lost';
  if (UNREACHABLE_MESSAGE.test(message)) return 'unreachable';
  return null;
}

/** Walks the error and its causes (Drizzle wraps driver errors; net wraps per-address errors in an AggregateError). */
function find(error: unknown, depth = 0): { kind: Kind; error: ErrorLike } | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as ErrorLike;
  const kind = classifyOne(e);
  if (kind) return { kind, error: e };
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const found = find(inner, depth + 1);
      if (found) return found;
    }
  }
  return find(e.cause, depth + 1);
}

/** The connection died under the statement: safe to run a read again on a fresh connection. */
export function isConnectionLost(error: unknown): boolean {
  return find(error)?.kind === 'lost';
}

/** Any sign that the database cannot serve right now (lost or unreachable). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return find(error) !== null;
}

/**
 * What to log about it: the driver's code and message only. Never the wrapping Drizzle error,
 * whose message carries the SQL and its parameters.
 */
export function describeDatabaseUnavailable(error: unknown): { code?: string; message?: string } {
  const found = find(error);
  if (!found) return {};
  return {
    code: typeof found.error.code === 'string' ? found.error.code : undefined,
    message: typeof found.error.message === 'string' ? found.error.message.slice(0, 200) : undefined,
  };
}
