import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOutcomeFigures, ZOutcomeFilters, ZOutcomeReport } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { XLSX_TYPE, alumniSpreadsheet } from '../alumni/alumni-export.js';
import { outcomeFigures, outcomeReport } from './outcome-figures.js';

/**
 * The outcome dashboards (docs/outcomes.md): the figures, the printable report's data, and the
 * spreadsheet behind them (one row per graduate, the shape schools send upward). A school's staff
 * see their own school; the Admin every school, filtered by school or province.
 */
export async function outcomeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['outcomes'];

  r.get(
    '/outcomes/figures',
    { schema: { tags, querystring: ZOutcomeFilters, response: { 200: ZOutcomeFigures } }, config: { permission: permit('outcomes', 'figures') } },
    async (request) => ({ data: await outcomeFigures(db, requestScope(request), request.caller, request.query) }),
  );
  r.get(
    '/outcomes/report',
    { schema: { tags, querystring: ZOutcomeFilters, response: { 200: ZOutcomeReport } }, config: { permission: permit('outcomes', 'report') } },
    async (request) => ({ data: await outcomeReport(db, requestScope(request), request.caller, request.query) }),
  );
  r.get(
    '/outcomes/export',
    { schema: { tags, querystring: ZOutcomeFilters }, config: { permission: permit('outcomes', 'export') } },
    async (request, reply) => {
      const file = await alumniSpreadsheet(db, requestScope(request), request.caller, request.query);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="lulusan-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .send(file);
    },
  );
}
