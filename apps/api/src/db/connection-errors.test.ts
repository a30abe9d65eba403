import { describe, expect, it } from 'vitest';
import { DatabaseTimeoutError, describeDatabaseUnavailable, isConnectionLost, isDatabaseUnavailable } from './connection-errors.js';

/** A server error as node-postgres builds it: message + SQLSTATE code. */
function pgError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

/** Drizzle's wrapper: "Failed query: <sql> params: <values>" with the driver error as cause. */
function drizzleWrapped(cause: Error, params = 'someone@example.com') {
  return Object.assign(new Error(`Failed query: select 1\nparams: ${params}`), { cause });
}

describe('database connection errors', () => {
  it('knows a terminated session (pg_terminate_backend, failover) as lost, through Drizzle’s wrapper', () => {
    for (const e of [
      pgError('57P01', 'terminating connection due to administrator command'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    ]) {
      expect(isConnectionLost(e), e.message).toBe(true);
      expect(isConnectionLost(drizzleWrapped(e)), e.message).toBe(true);
      expect(isDatabaseUnavailable(drizzleWrapped(e)), e.message).toBe(true);
    }
  });

  it('knows an unreachable server as unavailable but not as lost (no retry)', () => {
    const refused = Object.assign(
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
      {},
    );
    for (const e of [
      refused,
      new Error('timeout exceeded when trying to connect'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      new DatabaseTimeoutError(2000),
      new Error('Cannot use a pool after calling end on the pool'),
    ]) {
      expect(isDatabaseUnavailable(e), e.message).toBe(true);
      expect(isConnectionLost(e), e.message).toBe(false);
    }
  });

  it('leaves request errors alone, even when their message quotes the connection words', () => {
    for (const e of [
      pgError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
      pgError('22P02', 'invalid input syntax for type uuid: "Connection terminated unexpectedly"'),
      drizzleWrapped(pgError('23503', 'violates foreign key'), 'Connection terminated unexpectedly'),
      new Error('something else'),
      null,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(e)).toBe(false);
    }
  });

  it('describes the driver error only, never the SQL and parameters of the wrapper', () => {
    const described = describeDatabaseUnavailable(drizzleWrapped(pgError('57P01', 'terminating connection due to administrator command')));
    expect(described).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(described)).not.toMatch(/example\.com|select/);
  });
});
