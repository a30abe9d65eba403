import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVITATION_STATUSES,
  MAX_PER_PAGE,
  ZAnswerInvitation,
  ZIdQuery,
  ZInvitationCandidates,
  ZInvitationPage,
  ZInvitationResult,
  ZInvite,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { answerInvitation, createInvitation, forCaller, invitationCandidates, invitationRow, listInvitations } from './invitations.js';

const ZInvitationListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    status: z.enum(INVITATION_STATUSES).optional(),
    opportunity_id: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();

const ZCandidatesQuery = z.object({ opportunity_id: z.uuid(), search: zString().trim().max(200).optional().default('') }).strict();

/**
 * Invitations (docs/applications.md): a company invites a visible student to one of its open
 * openings; the student accepts (an application is created, and with it the company may read the
 * full profile) or declines. The recommendations module calls the same `POST /invitation/create`.
 * The queries and rules live in invitations.ts.
 */
export async function invitationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitation'];

  r.get(
    '/invitation/list',
    { schema: { tags, querystring: ZInvitationListQuery, response: { 200: ZInvitationPage } }, config: { permission: permit('invitation', 'list') } },
    async (request) => {
      return listInvitations(db, requestScope(request), request.caller, request.query);
    },
  );

  // Students the company may invite to one of its openings (the privacy projection: no names until they apply).
  r.get(
    '/invitation/candidates',
    {
      schema: { tags, querystring: ZCandidatesQuery, response: { 200: ZInvitationCandidates } },
      config: { permission: permit('invitation', 'candidates') },
    },
    async (request) => {
      const { opportunity_id, search } = request.query;
      return { data: await invitationCandidates(db, requestScope(request), request.caller!, opportunity_id, search, request.lang) };
    },
  );

  r.post(
    '/invitation/create',
    { schema: { tags, body: ZInvite, response: { 200: ZInvitationResult } }, config: { permission: permit('invitation', 'create') } },
    async (request) => {
      const scope = requestScope(request);
      const id = await createInvitation(db, scope, request.caller!, request.body, request.lang);
      const row = await invitationRow(db, id);
      if (!row) throw notFound();
      // A new invitation has no application yet.
      return { data: forCaller(row, scope, false) };
    },
  );

  r.post(
    '/invitation/answer',
    {
      schema: { tags, querystring: ZIdQuery, body: ZAnswerInvitation, response: { 200: ZInvitationResult } },
      config: { permission: permit('invitation', 'answer') },
    },
    async (request) => {
      await answerInvitation(db, requestScope(request), request.caller!, request.query.id, request.body, request.lang);
      const row = await invitationRow(db, request.query.id);
      if (!row) throw notFound();
      return { data: row };
    },
  );
}
