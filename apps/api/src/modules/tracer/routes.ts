import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmployerFeedbackAnswer,
  ZEmployerFeedbackCreated,
  ZEmployerFeedbackInvitation,
  ZEmployerFeedbackList,
  ZEmployerFeedbackRequest,
  ZIdQuery,
  ZPublicAnswered,
  ZTracerAnswer,
  ZTracerInvitation,
  ZTracerLink,
  ZTracerPhoneAnswer,
  ZTracerResponses,
  ZTracerRound,
  ZTracerRoundList,
  ZTracerRoundResult,
  ZTracerRowResult,
  ZTracerSend,
  ZTracerSent,
  ZTracerUnreachable,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, PUBLIC, requestScope } from '../../plugins/permission.js';
import { XLSX_TYPE } from '../alumni/alumni-export.js';
import type { Mailer } from '../mail/mailer.js';
import { answerByToken, invitationByToken, recordPhoneAnswer } from './answers.js';
import { answerEmployerFeedback, employerFeedbackList, employerInvitation, requestEmployerFeedback } from './employers.js';
import { copyLink, markUnreachable, roundResponses, sendLinks } from './responses.js';
import { roundSpreadsheet } from './round-export.js';
import { closeRound, createRound, listRounds, roundDetail, updateRound } from './rounds.js';

const ZToken = zString().trim().min(20).max(100);
const ZYearFilter = z.object({ school_id: z.uuid().optional(), graduation_year: z.coerce.number().int().min(2000).max(2100).optional() }).strict();
// The public pages are a link in a message: a person answers a few times a minute at most; more is someone guessing.
const PUBLIC_LIMITED = { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } };

export interface TracerDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The tracer study (docs/outcomes.md): rounds, response tracking, personal links (copied or e-mailed),
 * reminders, phone answers, the export; employer feedback; and the public pages a graduate or an
 * employer opens from a link without logging in. Queries and rules live beside this file.
 */
export async function tracerRoutes(app: FastifyInstance, { db, mailer, publicUrl }: TracerDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracer'];
  const cell = (action: Parameters<typeof permit<'tracer'>>[1]) => ({ permission: permit('tracer', action) });

  r.get(
    '/tracer/list',
    { schema: { tags, querystring: ZYearFilter, response: { 200: ZTracerRoundList } }, config: cell('list') },
    async (request) => ({
      data: await listRounds(db, requestScope(request), request.caller, request.query),
    }),
  );
  r.post(
    '/tracer/create',
    { schema: { tags, body: ZTracerRound, response: { 200: ZTracerRoundResult } }, config: cell('create') },
    async (request) => ({
      data: await createRound(db, requestScope(request), request.caller!, request.body, request.lang),
    }),
  );
  r.get(
    '/tracer/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZTracerRoundResult } }, config: cell('detail') },
    async (request) => ({
      data: await roundDetail(db, requestScope(request), request.caller, request.query.id),
    }),
  );
  r.post(
    '/tracer/update',
    { schema: { tags, querystring: ZIdQuery, body: ZTracerRound, response: { 200: ZTracerRoundResult } }, config: cell('update') },
    async (request) => ({ data: await updateRound(db, requestScope(request), request.caller!, request.query.id, request.body, request.lang) }),
  );
  r.post(
    '/tracer/close',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZTracerRoundResult } }, config: cell('close') },
    async (request) => ({
      data: await closeRound(db, requestScope(request), request.caller!, request.query.id, request.lang),
    }),
  );
  r.get(
    '/tracer/responses',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZTracerResponses } }, config: cell('responses') },
    async (request) => ({
      data: await roundResponses(db, requestScope(request), request.caller, request.query.id),
    }),
  );
  r.post(
    '/tracer/link',
    { schema: { tags, querystring: z.object({ id: z.uuid(), alumni_id: z.uuid() }).strict(), response: { 200: ZTracerLink } }, config: cell('link') },
    async (request) => ({
      data: await copyLink(db, requestScope(request), request.caller!, request.query.id, request.query.alumni_id, publicUrl, request.lang),
    }),
  );
  for (const [path, action, dueOnly] of [
    ['/tracer/send', 'send', false],
    ['/tracer/remind', 'remind', true],
  ] as const) {
    r.post(
      path,
      { schema: { tags, querystring: ZIdQuery, body: ZTracerSend, response: { 200: ZTracerSent } }, config: cell(action) },
      async (request) => ({
        data: await sendLinks(
          db,
          { mailer, publicUrl },
          requestScope(request),
          request.caller!,
          request.query.id,
          request.body.alumni_ids,
          dueOnly,
          request.lang,
        ),
      }),
    );
  }
  r.post(
    '/tracer/record',
    { schema: { tags, querystring: ZIdQuery, body: ZTracerPhoneAnswer, response: { 200: ZTracerRowResult } }, config: cell('record') },
    async (request) => ({
      data: await recordPhoneAnswer(
        db,
        requestScope(request),
        request.caller!,
        request.query.id,
        request.body.alumni_id,
        request.body.answers,
        request.lang,
      ),
    }),
  );
  r.post(
    '/tracer/unreachable',
    { schema: { tags, querystring: ZIdQuery, body: ZTracerUnreachable, response: { 200: ZTracerRowResult } }, config: cell('record') },
    async (request) => ({ data: await markUnreachable(db, requestScope(request), request.caller!, request.query.id, request.body, request.lang) }),
  );
  r.get('/tracer/export', { schema: { tags, querystring: ZIdQuery }, config: cell('export') }, async (request, reply) => {
    const { name, file } = await roundSpreadsheet(db, requestScope(request), request.caller, request.query.id);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(file);
  });

  // The graduate's page: the token is the only key (query values are never logged).
  r.get(
    '/tracer/by-token',
    { schema: { tags, querystring: z.object({ token: ZToken }), response: { 200: ZTracerInvitation } }, config: PUBLIC_LIMITED },
    async (request) => ({
      data: await invitationByToken(db, request.query.token, request.lang),
    }),
  );
  r.post('/tracer/answer', { schema: { tags, body: ZTracerAnswer, response: { 200: ZPublicAnswered } }, config: PUBLIC_LIMITED }, async (request) => {
    await answerByToken(db, request.body.token, request.body.answers, request.lang);
    return { data: { ok: true as const } };
  });

  r.get(
    '/employer-feedback/list',
    {
      schema: { tags, querystring: ZYearFilter, response: { 200: ZEmployerFeedbackList } },
      config: { permission: permit('employer-feedback', 'list') },
    },
    async (request) => ({ data: await employerFeedbackList(db, requestScope(request), request.caller, request.query) }),
  );
  r.post(
    '/employer-feedback/create',
    {
      schema: { tags, body: ZEmployerFeedbackRequest, response: { 200: ZEmployerFeedbackCreated } },
      config: { permission: permit('employer-feedback', 'create') },
    },
    async (request) => ({
      data: await requestEmployerFeedback(db, { mailer, publicUrl }, requestScope(request), request.caller!, request.body, request.lang),
    }),
  );
  r.get(
    '/employer-feedback/by-token',
    { schema: { tags, querystring: z.object({ token: ZToken }), response: { 200: ZEmployerFeedbackInvitation } }, config: PUBLIC_LIMITED },
    async (request) => ({ data: await employerInvitation(db, request.query.token, request.lang) }),
  );
  r.post(
    '/employer-feedback/answer',
    { schema: { tags, body: ZEmployerFeedbackAnswer, response: { 200: ZPublicAnswered } }, config: PUBLIC_LIMITED },
    async (request) => {
      await answerEmployerFeedback(db, request.body, request.lang);
      return { data: { ok: true as const } };
    },
  );
}
