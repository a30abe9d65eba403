import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();

type RawClient = { query: (config: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Named statements live on a server connection. A pooler in transaction mode hands each transaction
 * whichever connection is free, so a statement prepared on one may be missing on the next (PgBouncer
 * before 1.21 has no prepared-statement support): behind one, the hot paths run unnamed, planned
 * each time as before. Set once per process from DATABASE_POOLER (db/client.ts).
 */
let statementNames = true;
export function useStatementNames(on: boolean): void {
  statementNames = on;
}

const nameOf = (prefix: string, text: string) => `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * Runs a raw statement of a hot path as a named prepared statement on PostgreSQL: parsed and
 * planned once per pooled connection instead of on every request (the autosave's statement costs
 * PostgreSQL more to plan than to run). The name carries a hash of the text, so two texts never
 * share a name (the scope a statement embeds changes its text). Only for statements of a bounded
 * number of shapes: every shape stays prepared on every connection for the connection's life.
 * PGlite runs the text as is (one in-process connection; planning is not its bottleneck).
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: RawClient }).$client;
  if (statementNames && client instanceof pg.Pool) {
    const result = await client.query({ name: nameOf(name, text), text, values: params });
    return result.rows as T[];
  }
  const result = await client.query(text, params);
  return result.rows as T[];
}

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
  execute(): Promise<T>;
}

/**
 * A drizzle query (a select by primary key on a hot path) run as a named prepared statement, under
 * the same rules as executePrepared, through drizzle's own `prepare(name)`; drizzle maps its rows as
 * usual. Works inside a transaction too. The name needs the text, so the query is built twice
 * (`toSQL`, then `prepare`): a few microseconds, where setting the name inside drizzle's prepared
 * query object would tie the code to a private shape of one drizzle version.
 */
export function runPrepared<T>(prefix: string, query: Preparable<T>): Promise<T> {
  if (!statementNames) return query.execute();
  return query.prepare(nameOf(prefix, query.toSQL().sql)).execute();
}

/**
 * `column = any('{…}'::uuid[])`: a list of ids as one array parameter, so the statement has one
 * shape whatever the list's length (drizzle's inArray makes one placeholder per id, a new shape for
 * each length). The ids are uuids the server produced; PostgreSQL rejects anything else in the cast.
 */
export function inUuids(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
