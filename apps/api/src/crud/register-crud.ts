import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import type { ScopeCaller } from '../modules/scope.js';
import type { Caller } from '../plugins/auth.js';
import { AppError, notFound } from '../lib/app-error.js';
import { permit, requestScope } from '../plugins/permission.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet, type SpreadsheetFormat } from '../modules/spreadsheets/spreadsheet.js';
import { exportColumnsOf, exportRowsIn } from './export-sheet.js';
import { crudQueries, type CrudQueries, type ListQueryInput } from './crud-queries.js';

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
  scopeWhere: (scope: Scope, caller: ScopeCaller | null) => SQL | undefined;
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

/** What each action's registration needs: the model, its queries, its path and its tags. */
interface CrudRoute {
  db: Db;
  config: CrudConfig;
  queries: CrudQueries;
  base: string;
  tags: string[];
  /** The shared read schema of one row (compiled by lib/response-serializer.ts): a client gets exactly its keys. */
  oneResponse: z.ZodObject;
}

export function registerCrud(app: FastifyInstance, db: Db, config: CrudConfig, options: CrudOptions = { exactCountUpTo: DEFAULT_EXACT_COUNT_UP_TO }) {
  const route: CrudRoute = {
    db,
    config,
    queries: crudQueries(db, config, options),
    base: `/${config.model}`,
    tags: [config.model],
    oneResponse: z.object({ data: config.readSchema }),
  };
  registerList(app, route);
  registerExport(app, route);
  registerFieldAndDetail(app, route);
  registerCreate(app, route);
  registerUpdate(app, route);
  registerDeletes(app, route);
  registerAll(app, route);
}

function listQuerySchema(config: CrudConfig) {
  return config.listFilters ? ZListQuery.extend(config.listFilters.schema) : ZListQuery;
}

function registerList(app: FastifyInstance, { config, queries, base, tags }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listResponse = zListResult(config.readSchema);
  r.get(
    `${base}/list`,
    { schema: { tags, querystring: listQuerySchema(config), response: { 200: listResponse } }, config: { permission: permit(config.model, 'list') } },
    async (request): Promise<ListResult<Row>> => {
      const q = request.query as ListQueryInput;
      const { where, order } = queries.listQueryParts(q, requestScope(request), request.caller);
      const [rows, { total, estimated }] = await Promise.all([
        queries.findPage(where, order, q.per_page, (q.page - 1) * q.per_page),
        queries.countRows(where),
      ]);
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
}

// Export: the list as the caller sees it (search, filters, sort), every page, as CSV or Excel.
function registerExport(app: FastifyInstance, { config, queries, base, tags }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exportQuery = (listQuerySchema(config) as typeof ZListQuery).omit({ page: true, per_page: true }).extend({
    ...(config.listFilters?.schema ?? {}),
    format: z.enum(SPREADSHEET_FORMATS).default('csv'),
  });
  // Export is the list in another format: the same cell.
  r.get(
    `${base}/export`,
    { schema: { tags, querystring: exportQuery }, config: { permission: permit(config.model, 'list') } },
    async (request, reply) => {
      const rows = await queries.exportRows(request.query as Row, requestScope(request), request.caller);
      const format = (request.query as { format: SpreadsheetFormat }).format;
      const file = await writeSpreadsheet(format, config.model, exportColumnsOf(config, request.lang), exportRowsIn(config, rows, request.lang));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${config.model}-${new Date().toISOString().slice(0, 10)}.${format}"`)
        .send(file);
    },
  );
}

function registerFieldAndDetail(app: FastifyInstance, { config, queries, base, tags, oneResponse }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${base}/field`, { schema: { tags }, config: { permission: permit(config.model, 'field') } }, async () => {
    return { data: config.fields };
  });

  r.get(
    `${base}/detail`,
    { schema: { tags, querystring: ZIdQuery.passthrough(), response: { 200: oneResponse } }, config: { permission: permit(config.model, 'detail') } },
    async (request) => {
      const row = await queries.findOne({ id: request.query.id, scope: requestScope(request), caller: request.caller });
      if (!row) throw notFound();
      return { data: row };
    },
  );
}

function registerCreate(app: FastifyInstance, { db, config, queries, base, tags, oneResponse }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${base}/create`,
    { schema: { tags, body: config.createSchema, response: { 201: oneResponse } }, config: { permission: permit(config.model, 'create') } },
    async (request, reply) => {
      const ctx = { db, caller: request.caller, scope: requestScope(request), request };
      return reply.status(201).send({ data: await queries.createRow(request.body as Row, ctx) });
    },
  );
}

function registerUpdate(app: FastifyInstance, { db, config, queries, base, tags, oneResponse }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${base}/update`,
    {
      schema: { tags, querystring: ZIdQuery, body: config.updateSchema, response: { 200: oneResponse } },
      config: { permission: permit(config.model, 'update') },
    },
    async (request) => {
      const ctx = { db, caller: request.caller, scope: requestScope(request), request };
      return { data: await queries.updateRow(request.query.id, request.body as Row, ctx) };
    },
  );
}

function registerDeletes(app: FastifyInstance, { config, queries, base, tags }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(`${base}/delete`, { schema: { tags, body: ZIdBody }, config: { permission: permit(config.model, 'delete') } }, async (request) => {
    await queries.deleteOne(request.body.id, requestScope(request), request.caller);
    return { deleted: 1 };
  });

  r.post(`${base}/deletes`, { schema: { tags, body: ZIdsBody }, config: { permission: permit(config.model, 'deletes') } }, async (request) => {
    const ids = [...new Set(request.body.ids)];
    return { deleted: await queries.deleteMany(ids, requestScope(request), request.caller) };
  });
}

function registerAll(app: FastifyInstance, { config, queries, base, tags }: CrudRoute) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // `/all` under the `public` scope returns the pickers' projection, a subset of the read schema.
  const allResponse = z.object({ data: z.array(config.readSchema.partial()) });
  r.get(
    `${base}/all`,
    {
      schema: { tags, querystring: z.object({ search: zString().max(200).optional() }).passthrough(), response: { 200: allResponse } },
      config: { permission: permit(config.model, 'all') },
    },
    async (request) => {
      return { data: await queries.allRows(request.query.search?.trim(), requestScope(request), request.caller) };
    },
  );
}

/** Lists expected to hold more rows than this show an estimated total (see `CrudOptions`). */
export const DEFAULT_EXACT_COUNT_UP_TO = 20_000;
export { ALL_LIMIT, MAX_EXPORT_ROWS } from './crud-queries.js';

export { AppError };
