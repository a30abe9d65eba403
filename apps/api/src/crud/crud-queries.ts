// The queries of the generic model convention over one model's config: finding a row in scope, a list's
// where and order, a page as a deferred join, its total, and the writes behind create, update and the
// deletes. registerCrud's routes call these and answer.
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ZListQuery, Scope } from '@jalurkarir/shared';
import { BATCHED_READ_TIMEOUT_MS, withTimeout, type Db } from '../db/client.js';
import { fillSlots, inSlots, preparedQuery, slotsFor } from '../db/prepared.js';
import { batchedLookup } from '../lib/batched-lookup.js';
import { single } from '../db/rows.js';
import { forbidden, notFound, validationFailed } from '../lib/app-error.js';
import { toColumnValues } from '../lib/case.js';
import { likePattern } from '../lib/like-pattern.js';
import type { Caller } from '../plugins/auth.js';
import { scopeShape } from '../modules/scope.js';
import type { CrudConfig, CrudContext, CrudOptions } from './register-crud.js';
import { estimateRows } from './row-estimate.js';

type Selection = Record<string, PgColumn | SQL.Aliased | SQL>;
type Row = Record<string, unknown>;
/** One detail asked: the row's id, as the caller may read it under the scope. */
export interface DetailKey {
  id: string;
  scope: Scope;
  caller: Caller | null;
}
export type ListQueryInput = z.infer<typeof ZListQuery> & Record<string, unknown>;

/** `/all` feeds selects; past this many rows the client must search. */
export const ALL_LIMIT = 1000;
/** Rows one export may hold. */
export const MAX_EXPORT_ROWS = 100_000;

export type CrudQueries = ReturnType<typeof crudQueries>;

export function crudQueries(db: Db, config: CrudConfig, options: CrudOptions) {
  const { table, selection } = config;
  const from = (s: Selection) => (config.from ? config.from(db, s) : db.select(s).from(table));

  function scoped(scope: Scope, caller: Caller | null, ...conditions: (SQL | undefined)[]) {
    return and(config.scopeWhere(scope, caller), ...conditions);
  }

  /**
   * A detail by primary key. Details asked while one is being read share the next statement, one
   * per scope shape (`lib/batched-lookup.ts`): callers whose scope embeds the same ids (two admins,
   * two staff of one school) share a round trip, and every detail is still read after it was asked.
   * Each shape's query is built once per batch length (db/prepared.ts slotsFor) and prepared once
   * per connection. A batch that hangs fails its requests after BATCHED_READ_TIMEOUT_MS, so it
   * cannot hold every detail of the process.
   */
  const findOne = batchedLookup(async (keys: DetailKey[]) => {
    const shapes = keys.map((key) => scopeShape(key.scope, key.caller));
    const byShape = new Map<string, DetailKey[]>();
    keys.forEach((key, i) => {
      const group = byShape.get(shapes[i]!);
      if (group) group.push(key);
      else byShape.set(shapes[i]!, [key]);
    });
    const found = new Map<string, Map<unknown, Row>>();
    const reads = [...byShape].map(async ([shape, group]) => {
      const { scope, caller } = group[0]!;
      const slots = slotsFor(group.length);
      const query = preparedQuery(db, `crud_${config.model}`, `${shape}|${slots}`, () =>
        from(selection).where(scoped(scope, caller, inSlots(table.id, 'id', slots))),
      );
      const ids = group.map((key) => key.id);
      const rows = (await query.execute(fillSlots('id', ids, slots))) as Row[];
      found.set(shape, new Map(rows.map((row) => [row.id, row])));
    });
    await withTimeout(Promise.all(reads), BATCHED_READ_TIMEOUT_MS);
    // PostgreSQL answers ids in lower case; one asked in capitals is the same uuid.
    return keys.map((key, i) => found.get(shapes[i]!)!.get(key.id.toLowerCase()));
  });

  /** The row just written, as the caller reads it (it exists: the write was in scope). */
  async function written(id: string, caller: Caller | null): Promise<Row> {
    const row = await findOne({ id, scope: 'all', caller });
    if (!row) throw notFound();
    return row;
  }

  /** Where and order of a list query: search, filters and scope; `sort_by` outside the sortable columns is a 400. */
  function listQueryParts(q: ListQueryInput, scope: Scope, caller: Caller | null) {
    let sortColumn = config.defaultSort.column;
    let direction = config.defaultSort.direction;
    if (q.sort_by) {
      const column = config.sortable[q.sort_by];
      if (!column) throw validationFailed({ sort_by: 'msg:INVALID_OPTION' });
      sortColumn = column;
      direction = q.sort_type || 'asc';
    } else if (q.sort_type) {
      direction = q.sort_type;
    }
    const search = q.search.trim();
    const where = scoped(
      scope,
      caller,
      search ? or(...config.searchable.map((c) => ilike(c, likePattern(search)))) : undefined,
      ...(config.listFilters?.where(q) ?? []),
    );
    const order = direction === 'desc' ? [desc(sortColumn), desc(table.id)] : [asc(sortColumn), asc(table.id)];
    return { where, order };
  }

  /**
   * One page of rows as a deferred join: the page's ids first — a query PostgreSQL can answer
   * from an index, dropping the joins it does not need — then the full rows of those ids only.
   * A deep page then skips through an index instead of joining and sorting every row before it
   * (bench/README.md: Admin page 5,000 of 100,000 students, 231–303 ms → 5 ms).
   */
  async function findPage(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<Row[]> {
    const page: { id: string }[] = await from({ id: table.id })
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    if (!page.length) return [];
    const ids = page.map((r) => r.id);
    const rows: Row[] = await from(selection).where(inArray(table.id, ids));
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => position.get(a.id as string)! - position.get(b.id as string)!);
  }

  /**
   * The list's total: exact while the planner expects at most `exactCountUpTo` rows; above that
   * its estimate, because an exact count reads every matching row (the Admin's 100,000 students:
   * ~99 % of the list's database time, bench/README.md).
   */
  async function countRows(where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
    if (options.exactCountUpTo > 0) {
      const estimate = await estimateRows(db, from({ id: table.id }).where(where));
      if (estimate > options.exactCountUpTo) return { total: estimate, estimated: true };
    }
    const [{ total }] = await (config.from
      ? config.from(db, { total: count() }).where(where)
      : db.select({ total: count() }).from(table).where(where));
    return { total, estimated: false };
  }

  /** The list as the caller sees it (search, filters, sort), every page up to MAX_EXPORT_ROWS. */
  async function exportRows(query: Row, scope: Scope, caller: Caller | null): Promise<Row[]> {
    const q = { ...query, page: 1, per_page: MAX_EXPORT_ROWS } as ListQueryInput;
    const { where, order } = listQueryParts(q, scope, caller);
    return from(selection)
      .where(where)
      .orderBy(...order)
      .limit(MAX_EXPORT_ROWS);
  }

  /** The rows of a picker by name; a `public` caller gets the public projection. */
  function allRows(search: string | undefined, scope: Scope, caller: Caller | null): Promise<Row[]> {
    const projection = scope === 'public' ? config.publicSelection : selection;
    return from(projection)
      .where(scoped(scope, caller, search ? ilike(config.nameColumn, likePattern(search)) : undefined))
      .orderBy(asc(config.nameColumn))
      .limit(ALL_LIMIT);
  }

  return { findOne, listQueryParts, findPage, countRows, exportRows, allRows, ...crudWrites(db, config, { scoped, findOne, written }) };
}

interface CrudReads {
  scoped: (scope: Scope, caller: Caller | null, ...conditions: (SQL | undefined)[]) => SQL | undefined;
  findOne: (key: DetailKey) => Promise<Row | undefined>;
  written: (id: string, caller: Caller | null) => Promise<Row>;
}

/** The writes of create, update, delete and bulk delete; create and update answer with the row as the caller reads it. */
function crudWrites(db: Db, config: CrudConfig, { scoped, findOne, written }: CrudReads) {
  const { table } = config;

  /** Prepares and stores a new row; returns it as the caller reads it. */
  async function createRow(input: Row, ctx: CrudContext): Promise<Row> {
    const values = await config.prepareCreate(input, ctx);
    // Casts: a transaction is used as a Db by the hooks (drizzle types PgTransaction apart from the
    // database it runs on, for the same query API); the table is any PgTable here, so drizzle cannot
    // type its insert values — toColumnValues checked every key against the table instead.
    const id = config.insert
      ? await db.transaction((tx) => config.insert!(tx, values, ctx))
      : (single(
          await db
            .insert(table)
            .values(toColumnValues(table, values) as never)
            .returning({ id: table.id }),
        ).id as string);
    return written(id, ctx.caller);
  }

  /** Prepares and stores the changes of a row in scope (404 outside it); returns it as the caller reads it. */
  async function updateRow(id: string, input: Row, ctx: CrudContext): Promise<Row> {
    const existing = await findOne({ id, scope: ctx.scope, caller: ctx.caller });
    if (!existing) throw notFound();
    const prepared = await config.prepareUpdate(input, ctx, existing);
    if (config.update) {
      // The transaction as a Db: see createRow.
      await db.transaction((tx) => config.update!(tx, id, prepared, ctx));
      return written(id, ctx.caller);
    }
    const values: Row = toColumnValues(table, prepared);
    if (Object.keys(values).length) {
      if ('updatedAt' in getTableColumns(table)) values.updatedAt = sql`now()`;
      // Any PgTable: drizzle cannot type its columns here; toColumnValues checked the keys (see createRow).
      await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, id));
    }
    return written(id, ctx.caller);
  }

  /** Deletes one row in scope (404 outside it), running the model's afterDelete in the same transaction. */
  async function deleteOne(id: string, scope: Scope, caller: Caller | null): Promise<void> {
    const deleted = await db.transaction(async (tx) => {
      const rows: Row[] = await tx
        .delete(table)
        .where(scoped(scope, caller, eq(table.id, id)))
        .returning({ id: table.id, ...config.afterDelete?.returning });
      if (rows.length && config.afterDelete) await config.afterDelete.run(tx, rows);
      return rows;
    });
    if (!deleted.length) throw notFound();
  }

  /** One transaction: either every id is the caller's to delete and all go, or nothing changes (403). */
  async function deleteMany(ids: string[], scope: Scope, caller: Caller | null): Promise<number> {
    return db.transaction(async (tx) => {
      const visible = await tx
        .select({ id: table.id })
        .from(table)
        .where(scoped(scope, caller, inArray(table.id, ids)));
      if (visible.length !== ids.length) throw forbidden();
      const rows: Row[] = await tx
        .delete(table)
        .where(inArray(table.id, ids))
        .returning({ id: table.id, ...config.afterDelete?.returning });
      if (rows.length && config.afterDelete) await config.afterDelete.run(tx, rows);
      return rows.length;
    });
  }

  return { createRow, updateRow, deleteOne, deleteMany };
}
