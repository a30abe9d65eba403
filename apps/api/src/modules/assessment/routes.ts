import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSESSMENT_STATUSES,
  ZAssessmentConfirmed,
  ZAssessmentCreated,
  ZAssessmentDetailResult,
  ZAssessmentOpenedEarly,
  ZAssessmentList,
  ZCertificates,
  ZCorrectMark,
  ZIdBody,
  ZIdQuery,
  ZMarkCorrected,
  ZMarkInput,
  ZMarkSaved,
  ZOpenEarly,
  ZScheduleAssessment,
  ZScheduleOptions,
  ZSchemeDetailResult,
  ZSchemeResults,
  ZSchemes,
  ZSchemeUpdated,
  ZUpdateScheme,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { certificates, users } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import { scopeCondition } from '../scope.js';
import { assessmentScope } from './assessment-query.js';
import { confirmAssessment, correctMark, openEarly, recordMark } from './marks.js';
import { certificateRows, resultRows, resultsSpreadsheet } from './reports.js';
import { assessmentDetail, listAssessments, scheduleAssessment, scheduleOptions, scheduleSchool } from './schedule.js';
import { listSchemes, schemeDetail, updateScheme } from './schemes.js';
import { schemeImportRoutes } from './scheme-import.js';
import { schemeTreeRoutes } from './tree-routes.js';

const ZListQuery = z
  .object({
    status: z.enum(ASSESSMENT_STATUSES).optional(),
    /** `upcoming`: scheduled from today on; `past`: before today. */
    when: z.enum(['upcoming', 'past']).optional(),
  })
  .strict();
const ZOptionsQuery = z.object({ school_id: z.uuid().optional() }).strict();
const ZSchemeQuery = z.object({ id: z.uuid() }).strict();
const ZCertificatesQuery = z.object({ student_id: z.uuid().optional() }).strict();
const ZExportQuery = z.object({ format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();

/**
 * Competency assessment (docs/assessment.md): schedule, the assessor's schedule and autosaved marks,
 * confirmation into results and certificates, the Admin's recorded corrections, certificates and results
 * per scheme. Every route is a cell of the permission table (`assessment`); the queries and rules live in
 * schedule.ts, marks.ts, schemes.ts and reports.ts beside this file.
 */
export async function assessmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assessment'];
  await schemeImportRoutes(app, { db });
  await schemeTreeRoutes(app, { db });

  r.get(
    '/assessment/list',
    { schema: { tags, querystring: ZListQuery, response: { 200: ZAssessmentList } }, config: { permission: permit('assessment', 'list') } },
    async (request) => {
      return { data: await listAssessments(db, assessmentScope(requestScope(request), request.caller), request.query) };
    },
  );

  r.get(
    '/assessment/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZAssessmentDetailResult } }, config: { permission: permit('assessment', 'detail') } },
    async (request) => {
      return { data: await assessmentDetail(db, request.query.id, assessmentScope(requestScope(request), request.caller)) };
    },
  );

  r.post(
    '/assessment/mark',
    { schema: { tags, body: ZMarkInput, response: { 200: ZMarkSaved } }, config: { permission: permit('assessment', 'mark') } },
    async (request) => {
      return { data: await recordMark(db, request.body, assessmentScope(requestScope(request), request.caller), request.lang) };
    },
  );

  r.post(
    '/assessment/confirm',
    { schema: { tags, body: ZIdBody, response: { 200: ZAssessmentConfirmed } }, config: { permission: permit('assessment', 'confirm') } },
    async (request) => {
      const where = assessmentScope(requestScope(request), request.caller);
      const { scheme, results } = await confirmAssessment(db, request.body.id, where, request.lang);
      return {
        data: {
          id: request.body.id,
          scheme_id: scheme.id,
          results: results.map((c) => ({ candidate_id: c.candidateId, result: c.result })),
        },
      };
    },
  );

  r.post(
    '/assessment/correct',
    { schema: { tags, body: ZCorrectMark, response: { 200: ZMarkCorrected } }, config: { permission: permit('assessment', 'correct') } },
    async (request) => {
      const where = assessmentScope(requestScope(request), request.caller);
      const result = await correctMark(db, request.body, where, request.caller?.user.id ?? null, request.lang);
      return { data: { candidate_id: request.body.candidate_id, result } };
    },
  );

  r.post(
    '/assessment/open-early',
    { schema: { tags, body: ZOpenEarly, response: { 200: ZAssessmentOpenedEarly } }, config: { permission: permit('assessment', 'open-early') } },
    async (request) => {
      const where = assessmentScope(requestScope(request), request.caller);
      return { data: await openEarly(db, request.body, where, request.caller?.user.id ?? null, request.lang) };
    },
  );

  r.post(
    '/assessment/create',
    { schema: { tags, body: ZScheduleAssessment, response: { 200: ZAssessmentCreated } }, config: { permission: permit('assessment', 'create') } },
    async (request) => {
      const caller = request.caller!;
      const school = scheduleSchool(requestScope(request), caller, request.body.school_id, request.lang);
      const id = await scheduleAssessment(db, request.body, school, caller.user.id, request.lang);
      return { data: { id } };
    },
  );

  r.get(
    '/assessment/options',
    { schema: { tags, querystring: ZOptionsQuery, response: { 200: ZScheduleOptions } }, config: { permission: permit('assessment', 'options') } },
    async (request) => {
      const scope = requestScope(request);
      const caller = request.caller!;
      const schoolId = scope === 'all' ? request.query.school_id : (caller.user.schoolId ?? undefined);
      return { data: await scheduleOptions(db, scope, caller, schoolId) };
    },
  );

  r.get(
    '/assessment/schemes',
    { schema: { tags, response: { 200: ZSchemes } }, config: { permission: permit('assessment', 'schemes') } },
    async () => {
      return { data: await listSchemes(db) };
    },
  );

  r.get(
    '/assessment/scheme',
    { schema: { tags, querystring: ZSchemeQuery, response: { 200: ZSchemeDetailResult } }, config: { permission: permit('assessment', 'schemes') } },
    async (request) => {
      return { data: await schemeDetail(db, request.query.id) };
    },
  );

  r.post(
    '/assessment/scheme-update',
    { schema: { tags, body: ZUpdateScheme, response: { 200: ZSchemeUpdated } }, config: { permission: permit('assessment', 'update') } },
    async (request) => {
      return { data: await updateScheme(db, request.body) };
    },
  );

  r.get(
    '/assessment/certificates',
    {
      schema: { tags, querystring: ZCertificatesQuery, response: { 200: ZCertificates } },
      config: { permission: permit('assessment', 'certificates') },
    },
    async (request) => {
      const scopeWhere = scopeCondition(requestScope(request), request.caller, { school: users.schoolId, owner: certificates.studentId });
      return { data: await certificateRows(db, scopeWhere, request.query.student_id) };
    },
  );

  r.get(
    '/assessment/results',
    { schema: { tags, response: { 200: ZSchemeResults } }, config: { permission: permit('assessment', 'results') } },
    async (request) => {
      return { data: await resultRows(db, assessmentScope(requestScope(request), request.caller)) };
    },
  );

  r.get(
    '/assessment/export',
    { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('assessment', 'export') } },
    async (request, reply) => {
      const format = request.query.format;
      const body = await resultsSpreadsheet(db, assessmentScope(requestScope(request), request.caller), format, request.lang);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="assessment-results.${format}"`)
        .send(body);
    },
  );
}
