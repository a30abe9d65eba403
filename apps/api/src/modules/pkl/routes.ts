import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  PKL_PLACEMENT_STATUSES,
  VOCATIONAL_PROGRAMS,
  ZIdQuery,
  ZPklAnswerInput,
  ZPklApprovalInput,
  ZPklAspectsInput,
  ZPklAspectsResult,
  ZPklCancelInput,
  ZPklCommentInput,
  ZPklEvaluationInput,
  ZPklEvaluationResult,
  ZPklJournalDayInput,
  ZPklJournalDayResult,
  ZPklJournalDays,
  ZPklJournalUpsertResult,
  ZPklOverviewResult,
  ZPklPendingDays,
  ZPklPeriodInput,
  ZPklPeriodPage,
  ZPklPeriodResult,
  ZPklPlacementDetailResult,
  ZPklPlacementInput,
  ZPklPlacementPage,
  ZPklPlacementResult,
  ZPklProposalInput,
  ZPklReportResult,
  ZPklSupervisorsInput,
  ZPklValidationInput,
  ZPklVisitInput,
  ZPklVisitResult,
  zString,
  businessToday,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { readImageUpload } from '../files/routes.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { pklImportRoutes } from './import-routes.js';
import { pklSupervisorRoutes } from './supervisor-routes.js';
import { createPklPhotoStore, readPhoto, storePhoto, type PklPhotoStore } from './photos.js';
import { aspectsFor, evaluationOf, finishPlacement, scorePlacement, setAspects } from './evaluation.js';
import { commentDay, journalOf, pendingDays, upsertDay, validateDays } from './journal.js';
import { createPeriod, deletePeriod, listPeriods, scopedPeriod, updatePeriod } from './periods.js';
import { countedDates, type Actor } from './pkl-common.js';
import {
  answerPlacement,
  approveProposal,
  cancelPlacement,
  placeStudent,
  proposePlacement,
  recordVisit,
  updateSupervisors,
  visitById,
  visitsOf,
} from './placement-actions.js';
import { listPlacements, scopedPlacement } from './placement-query.js';
import { eventsOf, exportPlacements, overview, reportOf } from './reports.js';

const ZPeriodListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();
const ZPlacementListQuery = ZPeriodListQuery.extend({
  period_id: z.uuid().optional(),
  company_id: z.uuid().optional(),
  status: z.enum(PKL_PLACEMENT_STATUSES).optional(),
  class_name: zString().trim().max(50).optional(),
}).strict();
const ZPeriodQuery = z.object({ period_id: z.uuid().optional() }).strict();
const ZPlacementQuery = z.object({ placement_id: z.uuid() }).strict();
const ZPendingQuery = z.object({ placement_id: z.uuid().optional() }).strict();
const ZAspectsQuery = z.object({ program: z.enum(VOCATIONAL_PROGRAMS).optional() }).strict();
const ZOk = z.object({ ok: z.literal(true) });

const actor = (request: FastifyRequest): Actor => ({ scope: requestScope(request), caller: request.caller!, lang: request.lang });

/**
 * PKL (docs/pkl.md): periods, placements (place, propose, approve, answer, cancel, finish, visits),
 * the journal (upsert, validate, comment, pending), the evaluation, the school's overview and
 * export, and the certificate's data. Every route is one cell of the permission table; the rules
 * live in the files beside this one.
 */
export async function pklRoutes(app: FastifyInstance, { db, uploadDir, enroll }: { db: Db; uploadDir: string; enroll: EnrollDeps }) {
  await pklImportRoutes(app, { db });
  await pklSupervisorRoutes(app, { db, enroll });
  await periodRoutes(app, db);
  await placementRoutes(app, db);
  await journalRoutes(app, db);
  await photoRoutes(app, db, createPklPhotoStore(uploadDir));
}

async function photoRoutes(app: FastifyInstance, db: Db, store: PklPhotoStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];
  r.post(
    '/pkl-journal/upload-photo',
    {
      schema: { tags, querystring: ZIdQuery, response: { 200: ZPklJournalDayResult } },
      config: { permission: permit('pkl-journal', 'upload-photo') },
    },
    async (request) => ({ data: await storePhoto(db, store, actor(request), request.query.id, () => readImageUpload(request)) }),
  );
  r.get(
    '/pkl-journal/photo',
    { schema: { tags, querystring: ZIdQuery }, config: { permission: permit('pkl-journal', 'photo') } },
    async (request, reply) => {
      const { bytes, contentType } = await readPhoto(db, store, actor(request), request.query.id);
      // A minor's photo: never kept by a shared cache.
      return reply.header('content-type', contentType).header('cache-control', 'private, no-store').send(bytes);
    },
  );
}

async function periodRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];
  r.get(
    '/pkl-period/list',
    { schema: { tags, querystring: ZPeriodListQuery, response: { 200: ZPklPeriodPage } }, config: { permission: permit('pkl-period', 'list') } },
    async (request) => listPeriods(db, requestScope(request), request.caller, request.query),
  );
  r.get(
    '/pkl-period/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZPklPeriodResult } }, config: { permission: permit('pkl-period', 'detail') } },
    async (request) => ({ data: await scopedPeriod(db, request.query.id, requestScope(request), request.caller) }),
  );
  r.post(
    '/pkl-period/create',
    { schema: { tags, body: ZPklPeriodInput, response: { 200: ZPklPeriodResult } }, config: { permission: permit('pkl-period', 'create') } },
    async (request) => {
      const id = await createPeriod(db, actor(request), request.body);
      return { data: await scopedPeriod(db, id, requestScope(request), request.caller) };
    },
  );
  r.post(
    '/pkl-period/update',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklPeriodInput, response: { 200: ZPklPeriodResult } },
      config: { permission: permit('pkl-period', 'update') },
    },
    async (request) => {
      await updatePeriod(db, actor(request), request.query.id, request.body);
      return { data: await scopedPeriod(db, request.query.id, requestScope(request), request.caller) };
    },
  );
  r.post(
    '/pkl-period/delete',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZOk } }, config: { permission: permit('pkl-period', 'delete') } },
    async (request) => {
      await deletePeriod(db, actor(request), request.query.id);
      return { ok: true as const };
    },
  );
}

async function placementRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];
  const answer = async (request: FastifyRequest, id: string) => ({ data: await scopedPlacement(db, id, requestScope(request), request.caller) });
  r.get(
    '/pkl-placement/list',
    {
      schema: { tags, querystring: ZPlacementListQuery, response: { 200: ZPklPlacementPage } },
      config: { permission: permit('pkl-placement', 'list') },
    },
    async (request) => listPlacements(db, requestScope(request), request.caller, request.query),
  );
  r.get(
    '/pkl-placement/detail',
    {
      schema: { tags, querystring: ZIdQuery, response: { 200: ZPklPlacementDetailResult } },
      config: { permission: permit('pkl-placement', 'detail') },
    },
    async (request) => {
      const p = await scopedPlacement(db, request.query.id, requestScope(request), request.caller);
      const [journal, visits, evaluation, events, aspects] = await Promise.all([
        journalOf(db, p.id),
        visitsOf(db, p.id),
        evaluationOf(db, p.id),
        eventsOf(db, p.id),
        aspectsFor(db, p.school_id, p.program),
      ]);
      const written = new Set(journal.map((d) => d.date));
      const live = p.status === 'ongoing' || p.status === 'finished';
      const missing = live ? countedDates(p, businessToday()).filter((d) => !written.has(d)) : [];
      const { industry_weight: _w, ...placement } = p;
      return { data: { ...placement, journal, missing_dates: missing, visits, aspects: evaluation?.scores ?? aspects.aspects, evaluation, events } };
    },
  );
  r.post(
    '/pkl-placement/create',
    { schema: { tags, body: ZPklPlacementInput, response: { 200: ZPklPlacementResult } }, config: { permission: permit('pkl-placement', 'create') } },
    async (request) => answer(request, await placeStudent(db, actor(request), request.body)),
  );
  r.post(
    '/pkl-placement/update',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklSupervisorsInput, response: { 200: ZPklPlacementResult } },
      config: { permission: permit('pkl-placement', 'update') },
    },
    async (request) => {
      await updateSupervisors(db, actor(request), request.query.id, request.body);
      return answer(request, request.query.id);
    },
  );
  r.post(
    '/pkl-placement/propose',
    { schema: { tags, body: ZPklProposalInput, response: { 200: ZPklPlacementResult } }, config: { permission: permit('pkl-placement', 'propose') } },
    async (request) => answer(request, await proposePlacement(db, actor(request), request.body)),
  );
  r.post(
    '/pkl-placement/approve',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklApprovalInput, response: { 200: ZPklPlacementResult } },
      config: { permission: permit('pkl-placement', 'approve') },
    },
    async (request) => {
      await approveProposal(db, actor(request), request.query.id, request.body);
      return answer(request, request.query.id);
    },
  );
  r.post(
    '/pkl-placement/answer',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklAnswerInput, response: { 200: ZPklPlacementResult } },
      config: { permission: permit('pkl-placement', 'answer') },
    },
    async (request) => {
      await answerPlacement(db, actor(request), request.query.id, request.body);
      return answer(request, request.query.id);
    },
  );
  r.post(
    '/pkl-placement/cancel',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklCancelInput, response: { 200: ZPklPlacementResult } },
      config: { permission: permit('pkl-placement', 'cancel') },
    },
    async (request) => {
      await cancelPlacement(db, actor(request), request.query.id, request.body.reason);
      return answer(request, request.query.id);
    },
  );
  r.post(
    '/pkl-placement/finish',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZPklPlacementResult } }, config: { permission: permit('pkl-placement', 'finish') } },
    async (request) => {
      await finishPlacement(db, actor(request), request.query.id);
      return answer(request, request.query.id);
    },
  );
  r.post(
    '/pkl-placement/visit',
    { schema: { tags, body: ZPklVisitInput, response: { 200: ZPklVisitResult } }, config: { permission: permit('pkl-placement', 'visit') } },
    async (request) => ({ data: await visitById(db, await recordVisit(db, actor(request), request.body)) }),
  );
  r.get(
    '/pkl-placement/overview',
    {
      schema: { tags, querystring: ZPeriodQuery, response: { 200: ZPklOverviewResult } },
      config: { permission: permit('pkl-placement', 'overview') },
    },
    async (request) => ({ data: await overview(db, requestScope(request), request.caller, request.query.period_id) }),
  );
  r.get(
    '/pkl-placement/export',
    { schema: { tags, querystring: ZPeriodQuery }, config: { permission: permit('pkl-placement', 'export') } },
    async (request, reply) => {
      const file = await exportPlacements(db, requestScope(request), request.caller, request.query.period_id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="pkl-penempatan.xlsx"')
        .send(file);
    },
  );
  r.get(
    '/pkl-placement/report',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZPklReportResult } }, config: { permission: permit('pkl-placement', 'report') } },
    async (request) => ({ data: await reportOf(db, await scopedPlacement(db, request.query.id, requestScope(request), request.caller)) }),
  );
}

async function journalRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];
  r.get(
    '/pkl-journal/pending',
    { schema: { tags, querystring: ZPendingQuery, response: { 200: ZPklPendingDays } }, config: { permission: permit('pkl-journal', 'pending') } },
    async (request) => ({ data: await pendingDays(db, requestScope(request), request.caller, request.query.placement_id) }),
  );
  r.post(
    '/pkl-journal/upsert',
    {
      schema: { tags, body: ZPklJournalDayInput, response: { 200: ZPklJournalUpsertResult } },
      config: { permission: permit('pkl-journal', 'upsert') },
    },
    async (request) => upsertDay(db, actor(request), request.body),
  );
  r.post(
    '/pkl-journal/validate',
    { schema: { tags, body: ZPklValidationInput, response: { 200: ZPklJournalDays } }, config: { permission: permit('pkl-journal', 'validate') } },
    async (request) => ({ data: await validateDays(db, actor(request), request.body) }),
  );
  r.post(
    '/pkl-journal/comment',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPklCommentInput, response: { 200: ZPklJournalDayResult } },
      config: { permission: permit('pkl-journal', 'comment') },
    },
    async (request) => ({ data: await commentDay(db, actor(request), request.query.id, request.body.comment) }),
  );
  r.get(
    '/pkl-evaluation/aspects',
    {
      schema: { tags, querystring: ZAspectsQuery, response: { 200: ZPklAspectsResult } },
      config: { permission: permit('pkl-evaluation', 'aspects') },
    },
    async (request) => {
      const program = request.query.program ?? null;
      // The Admin belongs to no school: it reads the project's default.
      return { data: { program, ...(await aspectsFor(db, request.caller?.user.schoolId ?? null, program)) } };
    },
  );
  r.post(
    '/pkl-evaluation/update-aspects',
    {
      schema: { tags, body: ZPklAspectsInput, response: { 200: ZPklAspectsResult } },
      config: { permission: permit('pkl-evaluation', 'update-aspects') },
    },
    async (request) => ({ data: { program: request.body.program, ...(await setAspects(db, actor(request), request.body)) } }),
  );
  r.post(
    '/pkl-evaluation/score',
    {
      schema: { tags, querystring: ZPlacementQuery, body: ZPklEvaluationInput, response: { 200: ZPklEvaluationResult } },
      config: { permission: permit('pkl-evaluation', 'score') },
    },
    async (request) => ({ data: await scorePlacement(db, actor(request), request.query.placement_id, request.body) }),
  );
}
