import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

export interface PreparedStatement<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * A raw statement of a hot path (drizzle's `sql` template), built once per database handle and
 * shape, then only executed: `build` puts `sql.placeholder(name)` wherever a request's value goes,
 * and each run fills them in. On PostgreSQL it runs as a named prepared statement, parsed and
 * planned once per pooled connection (the autosave's statement costs PostgreSQL more to plan than to
 * run); the name carries a hash of the text, so two texts never share a name. PGlite runs the text
 * as is (its query API names no statements; planning is about a tenth of an autosave's CPU there).
 * `shape` as for preparedQuery.
 */
export function preparedStatement<T>(db: Db, prefix: string, shape: string, build: () => SQL): PreparedStatement<T> {
  return builtOnce(db, `statement:${prefix}|${shape}`, (): PreparedStatement<T> => {
    const { sql: text, params } = dialect.sqlToQuery(build());
    const name = nameOf(prefix, text);
    const client = (db as unknown as { $client: RawClient }).$client;
    return {
      async execute(values) {
        const filled = fillPlaceholders(params, values);
        const named = statementNames && client instanceof pg.Pool;
        const result = await (named ? client.query({ name, text, values: filled }) : client.query(text, filled));
        return result.rows as T[];
      },
    };
  });
}

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedRun<T>;
}

export interface PreparedRun<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
}

/** Shapes kept per database handle; past this the least recently used is built again when next asked. */
const MAX_SHAPES = 2000;
const preparedByExecutor = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle query of a hot path, built once per database handle (or transaction) and shape, then
 * only executed: `build` returns the query with `sql.placeholder(name)` wherever a request's value
 * goes, and each run fills them in (`execute({ id })`). Building a drizzle query walks its whole
 * selection and costs more CPU than PostgreSQL's answer to a primary-key read. On PostgreSQL the
 * query runs as a named prepared statement (parsed and planned once per pooled connection), named
 * by a hash of its text, under the same rules as executePrepared; drizzle maps the rows as usual.
 *
 * `shape` names what the built query embeds besides its placeholders (e.g. a scope and the caller
 * ids its condition holds): two calls with the same prefix and shape must build the same query.
 */
export function preparedQuery<T>(executor: object, prefix: string, shape: string, build: () => Preparable<T>): PreparedRun<T> {
  return builtOnce(executor, `${prefix}|${shape}`, () => {
    const query = build();
    // The name needs the text, so a new shape is built twice (toSQL, then prepare): once per shape.
    return query.prepare(statementNames ? nameOf(prefix, query.toSQL().sql) : '');
  });
}

/** What `build` made for this handle and key before, or made now; least recently used dropped past MAX_SHAPES. */
function builtOnce<T>(executor: object, key: string, build: () => T): T {
  let shapes = preparedByExecutor.get(executor);
  if (!shapes) preparedByExecutor.set(executor, (shapes = new Map()));
  if (shapes.has(key)) {
    const known = shapes.get(key) as T;
    // Most recently used last, so the oldest entry is the first one Map iteration gives.
    shapes.delete(key);
    shapes.set(key, known);
    return known;
  }
  const made = build();
  shapes.set(key, made);
  if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
  return made;
}

/**
 * How many parameters a batch of `length` values is sent as: the next power of two, so a batched
 * statement has at most nine texts up to a batch of 256. A list as one array parameter
 * (`= any($1)`) made PostgreSQL's generic plan guess ten elements and cost more than the plans for
 * the one to three a batch holds, so it planned every execution afresh (a detail's three-table join:
 * ~0.12 ms of planning for ~0.02 ms of work). As exactly `slots` parameters the generic plan counts
 * what a custom plan counts, costs the same, and is kept after five executions.
 */
export function slotsFor(length: number): number {
  let slots = 1;
  while (slots < length) slots *= 2;
  return slots;
}

/** `$name0::type, …`: a list of exactly `slots` placeholders, filled by fillSlots. */
export function slotList(name: string, slots: number, type: 'uuid' | 'text'): SQL {
  const cast = sql.raw(`::${type}`);
  return sql.join(
    Array.from({ length: slots }, (_, i) => sql`${sql.placeholder(`${name}${i}`)}${cast}`),
    sql`, `,
  );
}

/** `column in ($name0::type, …)` over `slots` placeholders (slotList's). */
export function inSlots(column: AnyColumn, name: string, slots: number, type: 'uuid' | 'text' = 'uuid'): SQL {
  return sql`${column} in (${slotList(name, slots, type)})`;
}

/** Placeholder names per list name and slot count, made once: a batch fills them on every run. */
const slotNames = new Map<string, string[]>();

/**
 * The values of slotList's placeholders: the list, then its last value again up to `slots` (`pad`
 * 'last': an `in (…)` list, where a repeated id matches the same row once and the planner counts
 * it as the generic plan does), or NULL ('null': rows of a VALUES list, where a repeat would join
 * its rows again).
 */
export function fillSlots(
  name: string,
  values: readonly (string | null)[],
  slots: number,
  pad: 'last' | 'null' = 'last',
): Record<string, string | null> {
  let names = slotNames.get(`${name}|${slots}`);
  if (!names) slotNames.set(`${name}|${slots}`, (names = Array.from({ length: slots }, (_, i) => `${name}${i}`)));
  const filled: Record<string, string | null> = {};
  const last = pad === 'last' ? (values[values.length - 1] ?? null) : null;
  for (let i = 0; i < slots; i++) filled[names[i]!] = i < values.length ? (values[i] ?? null) : last;
  return filled;
}

/**
 * The array literal of a list of ids for a `uuid[]` value, a missing id as NULL.
 * The ids are uuids the server produced; PostgreSQL rejects anything else in the cast.
 */
export const uuidArray = (ids: readonly (string | null)[]): string => `{${ids.map((id) => id ?? 'NULL').join(',')}}`;
