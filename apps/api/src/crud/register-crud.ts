import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZIdQuery,
  ZIdBody,
  ZIdsBody,
  ZListQuery,
  zListResult,
  zString,
  type FieldDescriptor,
  type ListResult,
  type ModelName,
  type Scope,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../db/client.js';
import type { Caller } from '../plugins/auth.js';
import { AppError, forbidden, notFound, validationFailed } from '../lib/app-error.js';
import { permit, requestScope } from '../plugins/permission.js';
import { likePattern } from '../lib/like-pattern.js';
import { toColumnValues } from '../lib/case.js';
import { estimateRows } from './row-estimate.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet, type Column, type SpreadsheetFormat } from '../modules/spreadsheets/spreadsheet.js';
import { single } from '../db/rows.js';

type Selection = Record<string, PgColumn | SQL.Aliased | SQL>;
type Row = Record<string, unknown>;

export interface CrudContext {
  db: Db;
  caller: Caller | null;
  scope: Scope;
  request: FastifyRequest;
}

/**
 * One model served by registerCrud. `TCreate` and `TUpdate` are what its create and update schemas
 * output: a config written with `defineCrud` gets the input of `prepareCreate` and `prepareUpdate`
 * typed from its own schemas. registerCrud and the list of configs take the plain form
 * (`CrudConfig`, inputs as records): the two hooks are method signatures, which TypeScript compares
 * in both directions, so a typed config is a `CrudConfig` without a cast.
 */
export interface CrudConfig<TCreate extends Row = Row, TUpdate extends Row = Row> {
  model: ModelName;
  table: PgTable & { id: PgColumn };
  /** API field (snake_case) → column or expression; the list/detail DTO is exactly this. */
  selection: Selection;
  /**
   * The shared read schema (`ZCurrency`, `ZStudent`, …): the response schema of list, detail,
   * create, update and all. Its keys are exactly the selection's (test/model-definitions.test.ts).
   */
  readSchema: z.ZodObject;
  /** What `/all` returns to callers whose scope is `public` (e.g. the sign-up school picker). */
  publicSelection: Selection;
  /**
   * Adds joins (e.g. the user's school name); receives the select builder.
   * `any` (the one left): each config returns a differently joined drizzle select builder, called
   * here with `.where().orderBy().limit()`; drizzle has no public type for "a select of any shape".
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  from?: (db: Db, selection: Selection) => any;
  fields: FieldDescriptor[];
  searchable: PgColumn[];
  /** Sortable API field → column. Anything else in `sort_by` is a 400. */
  sortable: Record<string, PgColumn>;
  defaultSort: { column: PgColumn; direction: 'asc' | 'desc' };
  /** Name column used to order `/all`. */
  nameColumn: PgColumn;
  createSchema: z.ZodType<TCreate>;
  updateSchema: z.ZodType<TUpdate>;
  /** Rows the caller may see and touch under a scope. `undefined` = no restriction. */
  scopeWhere: (scope: Scope, caller: Caller | null) => SQL | undefined;
  /** Extra list query parameters (e.g. `role`, `verified` for users) → conditions. */
  listFilters?: { schema: z.ZodRawShape; where: (query: Record<string, unknown>) => SQL[] };
  /** Turns validated input into column values, enforcing who may set which field. */
  prepareCreate(input: TCreate, ctx: CrudContext): Promise<Row> | Row;
  prepareUpdate(input: TUpdate, ctx: CrudContext, existing: Row): Promise<Row> | Row;
  /**
   * For a model stored in more than one table (a student = account + school record): writes the
   * prepared values (API names) inside the request's transaction and returns the new id.
   * Without it, the values go into `table`.
   */
  insert?: (tx: DbExecutor, values: Row, ctx: CrudContext) => Promise<string>;
  update?: (tx: DbExecutor, id: string, values: Row, ctx: CrudContext) => Promise<void>;
  /**
   * Runs inside the transaction of a delete or bulk delete with the deleted rows (`returning`:
   * API name → column), e.g. to recompute the owning student's profile completeness (modules/profile).
   */
  afterDelete?: { returning: Record<string, PgColumn>; run: (tx: DbExecutor, rows: Row[]) => Promise<void> };
}

/** A model's config with its hooks' input typed by its schemas (see CrudConfig). */
export function defineCrud<TCreate extends Row, TUpdate extends Row>(config: CrudConfig<TCreate, TUpdate>): CrudConfig<TCreate, TUpdate> {
  return config;
}

/**
 * The generic model convention of spec §7 as one route factory:
 * list / field / create / detail / update / delete / deletes / all, each declaring its cell of the
 * permission table (`permit(model, action)`, enforced by plugins/permission.ts) and restricted to
 * the scope the hook resolved.
 */
export interface CrudOptions {
  /**
   * A list whose estimated size is above this gets the planner's estimate as its total
   * (`total_estimated: true`) instead of an exact count, which would read every row. 0 = always exact.
   */
  exactCountUpTo: number;
}

export function registerCrud(app: FastifyInstance, db: Db, config: CrudConfig, options: CrudOptions = { exactCountUpTo: DEFAULT_EXACT_COUNT_UP_TO }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${config.model}`;
  const { table, selection } = config;
  const tags = [config.model];
  // Response schemas are the shared read schema (compiled by lib/response-serializer.ts): a client
  // gets exactly its keys. `/all` under the `public` scope returns the pickers' projection, a subset.
  const listResponse = zListResult(config.readSchema);
  const oneResponse = z.object({ data: config.readSchema });
  const allResponse = z.object({ data: z.array(config.readSchema.partial()) });
  const from = (s: Selection, executor: Db = db) => (config.from ? config.from(executor, s) : executor.select(s).from(table));

  function scoped(scope: Scope, caller: Caller | null, ...conditions: (SQL | undefined)[]) {
    return and(config.scopeWhere(scope, caller), ...conditions);
  }

  async function findOne(id: string, scope: Scope, caller: Caller | null, executor: Db = db): Promise<Row | undefined> {
    const rows = await from(selection, executor)
      .where(scoped(scope, caller, eq(table.id, id)))
      .limit(1);
    return rows[0];
  }

  /** The row just written, as the caller reads it (it exists: the write was in scope). */
  async function written(id: string, caller: Caller | null): Promise<Row> {
    const row = await findOne(id, 'all', caller);
    if (!row) throw notFound();
    return row;
  }

  const listQuery = config.listFilters ? ZListQuery.extend(config.listFilters.schema) : ZListQuery;

  /** Where and order of a list query: search, filters and scope; `sort_by` outside the sortable columns is a 400. */
  function listQueryParts(q: z.infer<typeof ZListQuery> & Record<string, unknown>, scope: Scope, caller: Caller | null) {
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

  r.get(
    `${base}/list`,
    { schema: { tags, querystring: listQuery, response: { 200: listResponse } }, config: { permission: permit(config.model, 'list') } },
    async (request): Promise<ListResult<Row>> => {
      const scope = requestScope(request);
      const q = request.query as z.infer<typeof ZListQuery> & Record<string, unknown>;
      const { where, order } = listQueryParts(q, scope, request.caller);
      const [rows, { total, estimated }] = await Promise.all([findPage(where, order, q.per_page, (q.page - 1) * q.per_page), countRows(where)]);
      return {
        data: rows,
        total,
        page: q.page,
        per_page: q.per_page,
        total_pages: Math.ceil(total / q.per_page),
        ...(estimated ? { total_estimated: true } : {}),
      };
    },
  );

  // Export: the list as the caller sees it (search, filters, sort), every page, as CSV or Excel.
  const exportQuery = (listQuery as typeof ZListQuery).omit({ page: true, per_page: true }).extend({
    ...(config.listFilters?.schema ?? {}),
    format: z.enum(SPREADSHEET_FORMATS).default('csv'),
  });
  const exportColumns: Column[] = [
    { key: 'id' },
    ...config.fields
      .filter((f) => f.type !== 'password')
      .flatMap((f) => {
        const named = f.type === 'reference' && `${f.name.replace(/_id$/, '')}_name` in selection;
        const column: Column = { key: f.name, text: f.type === 'text' || f.type === 'phone' };
        return named ? [column, { key: `${f.name.replace(/_id$/, '')}_name` }] : [column];
      }),
  ];
  // Export is the list in another format: the same cell.
  r.get(
    `${base}/export`,
    { schema: { tags, querystring: exportQuery }, config: { permission: permit(config.model, 'list') } },
    async (request, reply) => {
      const scope = requestScope(request);
      const q = { ...(request.query as Record<string, unknown>), page: 1, per_page: MAX_EXPORT_ROWS } as z.infer<typeof ZListQuery> &
        Record<string, unknown>;
      const { where, order } = listQueryParts(q, scope, request.caller);
      const rows = await from(selection)
        .where(where)
        .orderBy(...order)
        .limit(MAX_EXPORT_ROWS);
      const format = (request.query as { format: SpreadsheetFormat }).format;
      const file = await writeSpreadsheet(format, config.model, exportColumns, rows);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${config.model}-${new Date().toISOString().slice(0, 10)}.${format}"`)
        .send(file);
    },
  );

  r.get(`${base}/field`, { schema: { tags }, config: { permission: permit(config.model, 'field') } }, async () => {
    return { data: config.fields };
  });

  r.get(
    `${base}/detail`,
    { schema: { tags, querystring: ZIdQuery.passthrough(), response: { 200: oneResponse } }, config: { permission: permit(config.model, 'detail') } },
    async (request) => {
      const scope = requestScope(request);
      const row = await findOne(request.query.id, scope, request.caller);
      if (!row) throw notFound();
      return { data: row };
    },
  );

  r.post(
    `${base}/create`,
    { schema: { tags, body: config.createSchema, response: { 201: oneResponse } }, config: { permission: permit(config.model, 'create') } },
    async (request, reply) => {
      const scope = requestScope(request);
      const ctx = { db, caller: request.caller, scope, request };
      const values = await config.prepareCreate(request.body as Row, ctx);
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
      return reply.status(201).send({ data: await written(id, request.caller) });
    },
  );

  r.post(
    `${base}/update`,
    {
      schema: { tags, querystring: ZIdQuery, body: config.updateSchema, response: { 200: oneResponse } },
      config: { permission: permit(config.model, 'update') },
    },
    async (request) => {
      const scope = requestScope(request);
      const existing = await findOne(request.query.id, scope, request.caller);
      if (!existing) throw notFound();
      const ctx = { db, caller: request.caller, scope, request };
      const prepared = await config.prepareUpdate(request.body as Row, ctx, existing);
      if (config.update) {
        // The transaction as a Db: see create.
        await db.transaction((tx) => config.update!(tx, request.query.id, prepared, ctx));
        return { data: await written(request.query.id, request.caller) };
      }
      const values: Row = toColumnValues(table, prepared);
      if (Object.keys(values).length) {
        if ('updatedAt' in getTableColumns(table)) values.updatedAt = sql`now()`;
        // Any PgTable: drizzle cannot type its columns here; toColumnValues checked the keys (see create).
        await db
          .update(table)
          .set(values as never)
          .where(eq(table.id, request.query.id));
      }
      return { data: await written(request.query.id, request.caller) };
    },
  );

  r.post(`${base}/delete`, { schema: { tags, body: ZIdBody }, config: { permission: permit(config.model, 'delete') } }, async (request) => {
    const scope = requestScope(request);
    const deleted = await db.transaction(async (tx) => {
      const rows: Row[] = await tx
        .delete(table)
        .where(scoped(scope, request.caller, eq(table.id, request.body.id)))
        .returning({ id: table.id, ...config.afterDelete?.returning });
      if (rows.length && config.afterDelete) await config.afterDelete.run(tx, rows);
      return rows;
    });
    if (!deleted.length) throw notFound();
    return { deleted: 1 };
  });

  r.post(`${base}/deletes`, { schema: { tags, body: ZIdsBody }, config: { permission: permit(config.model, 'deletes') } }, async (request) => {
    const scope = requestScope(request);
    const ids = [...new Set(request.body.ids)];
    // One transaction: either every id is the caller's to delete and all go, or nothing changes.
    const deleted = await db.transaction(async (tx) => {
      const visible = await tx
        .select({ id: table.id })
        .from(table)
        .where(scoped(scope, request.caller, inArray(table.id, ids)));
      if (visible.length !== ids.length) throw forbidden();
      const rows: Row[] = await tx
        .delete(table)
        .where(inArray(table.id, ids))
        .returning({ id: table.id, ...config.afterDelete?.returning });
      if (rows.length && config.afterDelete) await config.afterDelete.run(tx, rows);
      return rows.length;
    });
    return { deleted };
  });

  r.get(
    `${base}/all`,
    {
      schema: { tags, querystring: z.object({ search: zString().max(200).optional() }).passthrough(), response: { 200: allResponse } },
      config: { permission: permit(config.model, 'all') },
    },
    async (request) => {
      const scope = requestScope(request);
      const search = request.query.search?.trim();
      const projection = scope === 'public' ? config.publicSelection : selection;
      const rows = await from(projection)
        .where(scoped(scope, request.caller, search ? ilike(config.nameColumn, likePattern(search)) : undefined))
        .orderBy(asc(config.nameColumn))
        .limit(ALL_LIMIT);
      return { data: rows };
    },
  );
}

/** Lists expected to hold more rows than this show an estimated total (see `CrudOptions`). */
export const DEFAULT_EXACT_COUNT_UP_TO = 20_000;
/** `/all` feeds selects; past this many rows the client must search. */
export const ALL_LIMIT = 1000;
/** Rows one export may hold. */
export const MAX_EXPORT_ROWS = 100_000;

export { AppError };
