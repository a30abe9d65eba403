import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAlumniListQuery,
  ZAlumniOptions,
  ZAlumniPage,
  ZAlumniStatusUpdate,
  ZAlumnusDetailResult,
  ZGraduateClass,
  ZGraduationResult,
  ZIdQuery,
  ZOutcomeFilters,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { XLSX_TYPE, alumniSpreadsheet } from './alumni-export.js';
import { alumniOptions, alumniPage, alumnusDetail } from './alumni-query.js';
import { graduateClass } from './graduation.js';
import { updateStatus } from './status-update.js';

/**
 * Graduates (docs/outcomes.md): graduating a class (dry run first), the school's alumni list and
 * filters, one graduate with their status history, the graduate's own record and status, and the
 * upward export. Queries in alumni-query.ts, changes in graduation.ts and status-update.ts.
 */
export async function alumniRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alumni'];

  r.post(
    '/alumni/graduate',
    { schema: { tags, body: ZGraduateClass, response: { 200: ZGraduationResult } }, config: { permission: permit('alumni', 'graduate') } },
    async (request) => ({ data: await graduateClass(db, requestScope(request), request.caller!, request.body, request.lang) }),
  );

  r.get(
    '/alumni/list',
    { schema: { tags, querystring: ZAlumniListQuery, response: { 200: ZAlumniPage } }, config: { permission: permit('alumni', 'list') } },
    async (request) => alumniPage(db, requestScope(request), request.caller, request.query),
  );

  r.get(
    '/alumni/options',
    {
      schema: { tags, querystring: z.object({ school_id: z.uuid().optional() }).strict(), response: { 200: ZAlumniOptions } },
      config: { permission: permit('alumni', 'options') },
    },
    async (request) => ({ data: await alumniOptions(db, requestScope(request), request.caller, request.query.school_id) }),
  );

  r.get(
    '/alumni/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZAlumnusDetailResult } }, config: { permission: permit('alumni', 'detail') } },
    async (request) => ({ data: await alumnusDetail(db, requestScope(request), request.caller, request.query.id) }),
  );

  // The graduate's own record (404 for a student who has not graduated: the web then offers nothing).
  r.get(
    '/alumni/me',
    { schema: { tags, response: { 200: ZAlumnusDetailResult } }, config: { permission: permit('alumni', 'me') } },
    async (request) => ({ data: await alumnusDetail(db, requestScope(request), request.caller, request.caller!.user.id) }),
  );

  r.post(
    '/alumni/status-update',
    {
      schema: { tags, body: ZAlumniStatusUpdate, response: { 200: ZAlumnusDetailResult } },
      config: { permission: permit('alumni', 'update-status') },
    },
    async (request) => ({ data: await updateStatus(db, requestScope(request), request.caller!, request.body, request.lang) }),
  );

  r.get(
    '/alumni/export',
    { schema: { tags, querystring: ZOutcomeFilters }, config: { permission: permit('alumni', 'export') } },
    async (request, reply) => {
      const file = await alumniSpreadsheet(db, requestScope(request), request.caller, request.query);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="alumni-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .send(file);
    },
  );
}
