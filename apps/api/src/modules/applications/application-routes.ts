import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_STAGES,
  MAX_PER_PAGE,
  ZAnswerInterview,
  ZApply,
  ZApplicationDetailResult,
  ZBulkMoveApplications,
  ZBulkMoveResult,
  ZApplicationPage,
  ZApplicationResult,
  ZApplicationStageCountsResult,
  ZIdQuery,
  ZMoveApplication,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import { applyToOpening, assertEligibleStudent, moveApplication, withdrawApplication } from './application-actions.js';
import { applicationById, applicationDetail, listApplications } from './application-reads.js';
import { applicationsSpreadsheet, stageCounts } from './application-reports.js';
import { answerInterview, interviewIcs } from './interview-slots.js';
import { bulkMoveApplications } from './bulk.js';

const ZApplicationFilters = {
  search: zString().trim().max(200).optional().default(''),
  stage: z.enum(APPLICATION_STAGES).optional(),
  opportunity_id: z.uuid().optional(),
  /** The Admin narrows to one company (the `company` page); inside another scope it only narrows further. */
  company_id: z.uuid().optional(),
};
const ZApplicationListQuery = z
  .object({
    ...ZApplicationFilters,
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
    sort: z.enum(['updated', 'newest', 'name']).optional().default('updated'),
  })
  .strict();
const ZExportQuery = z.object({ ...ZApplicationFilters, format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();
const ZStageCountsQuery = z.object({ company_id: z.uuid().optional() }).strict();
const ZWithdrawBody = z.object({}).strict().optional();

/**
 * Applications (docs/applications.md): list and detail in every side's scope, apply and withdraw
 * (the student), move through the stages (the company), export and per-stage counts. The reads live
 * in application-reads.ts, the changes and their rules in application-actions.ts, the spreadsheet
 * and the counts in application-reports.ts.
 */
export async function applicationRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['application'];

  r.get(
    '/application/list',
    {
      schema: { tags, querystring: ZApplicationListQuery, response: { 200: ZApplicationPage } },
      config: { permission: permit('application', 'list') },
    },
    async (request) => listApplications(db, requestScope(request), request.caller, request.query),
  );

  r.get(
    '/application/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZApplicationDetailResult } }, config: { permission: permit('application', 'detail') } },
    async (request) => ({ data: await applicationDetail(db, requestScope(request), request.caller, request.query.id, request.lang) }),
  );

  r.post(
    '/application/apply',
    { schema: { tags, body: ZApply, response: { 200: ZApplicationResult } }, config: { permission: permit('application', 'apply') } },
    async (request) => {
      const caller = request.caller!;
      assertEligibleStudent(caller, request.lang);
      const id = await applyToOpening(db, caller, request.body, request.lang);
      return { data: await applicationById(db, id) };
    },
  );

  r.post(
    '/application/withdraw',
    {
      schema: { tags, querystring: ZIdQuery, body: ZWithdrawBody, response: { 200: ZApplicationResult } },
      config: { permission: permit('application', 'withdraw') },
    },
    async (request) => {
      await withdrawApplication(db, requestScope(request), request.caller!, request.query.id, request.lang);
      return { data: await applicationById(db, request.query.id) };
    },
  );

  r.post(
    '/application/move',
    {
      schema: { tags, querystring: ZIdQuery, body: ZMoveApplication, response: { 200: ZApplicationResult } },
      config: { permission: permit('application', 'move') },
    },
    async (request) => {
      await moveApplication(db, requestScope(request), request.caller!, request.query.id, request.body, request.lang);
      return { data: await applicationById(db, request.query.id) };
    },
  );

  // Several applicants of the company to one stage with one message (all or none).
  r.post(
    '/application/bulk-move',
    {
      schema: { tags, body: ZBulkMoveApplications, response: { 200: ZBulkMoveResult } },
      config: { permission: permit('application', 'bulk-move') },
    },
    async (request) => ({ data: { moved: await bulkMoveApplications(db, requestScope(request), request.caller!, request.body, request.lang) } }),
  );

  // The student picks one of the proposed interview times, or asks for another one.
  r.post(
    '/application/interview-answer',
    {
      schema: { tags, querystring: ZIdQuery, body: ZAnswerInterview, response: { 200: ZApplicationDetailResult } },
      config: { permission: permit('application', 'interview-answer') },
    },
    async (request) => {
      const scope = requestScope(request);
      await answerInterview(db, mailer, scope, request.caller!, request.query.id, request.body, request.lang);
      return { data: await applicationDetail(db, scope, request.caller, request.query.id, request.lang) };
    },
  );

  // The picked interview as a calendar file (both sides may add it to their calendar).
  r.get(
    '/application/interview-ics',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('application', 'interview-ics') } },
    async (request, reply) => {
      const ics = await interviewIcs(db, requestScope(request), request.caller, request.query.id, request.lang);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="undangan-wawancara.ics"')
        .send(ics);
    },
  );

  // The school's BKK placement report (and every side's list) as a spreadsheet: the list's filters, every row.
  r.get(
    '/application/export',
    { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('application', 'export') } },
    async (request, reply) => {
      const q = request.query;
      const { name, file } = await applicationsSpreadsheet(db, requestScope(request), request.caller, q, request.lang);
      return reply
        .header('content-type', CONTENT_TYPES[q.format])
        .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${q.format}"`)
        .send(file);
    },
  );

  r.get(
    '/application/stage-counts',
    {
      schema: { tags, querystring: ZStageCountsQuery, response: { 200: ZApplicationStageCountsResult } },
      config: { permission: permit('application', 'stage-counts') },
    },
    async (request) => ({ data: await stageCounts(db, requestScope(request), request.caller, request.query.company_id) }),
  );
}
