import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnswerOffer, ZIdQuery, ZMakeOffer, ZOfferListResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { answerOffer, listOffers, makeOffer, withdrawOffer } from './offers.js';

const ZApplicationQuery = z.object({ application_id: z.uuid() }).strict();
const ZEmptyBody = z.object({}).strict().optional();

/**
 * Job offers (docs/applications.md, "Offers"): the application's offers for every side that reads
 * the application; the company makes and withdraws them (its own applicants), the student answers
 * their own. Each answers with the application's offers, newest first.
 */
export async function offerRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offer'];

  r.get(
    '/offer/list',
    { schema: { tags, querystring: ZApplicationQuery, response: { 200: ZOfferListResult } }, config: { permission: permit('offer', 'list') } },
    async (request) => ({ data: await listOffers(db, requestScope(request), request.caller, request.query.application_id) }),
  );

  r.post(
    '/offer/create',
    {
      schema: { tags, querystring: ZApplicationQuery, body: ZMakeOffer, response: { 200: ZOfferListResult } },
      config: { permission: permit('offer', 'create') },
    },
    async (request) => ({
      data: await makeOffer(db, requestScope(request), request.caller!, request.query.application_id, request.body, request.lang),
    }),
  );

  r.post(
    '/offer/withdraw',
    {
      schema: { tags, querystring: ZIdQuery, body: ZEmptyBody, response: { 200: ZOfferListResult } },
      config: { permission: permit('offer', 'withdraw') },
    },
    async (request) => ({ data: await withdrawOffer(db, requestScope(request), request.caller!, request.query.id, request.lang) }),
  );

  r.post(
    '/offer/answer',
    {
      schema: { tags, querystring: ZIdQuery, body: ZAnswerOffer, response: { 200: ZOfferListResult } },
      config: { permission: permit('offer', 'answer') },
    },
    async (request) => ({ data: await answerOffer(db, requestScope(request), request.caller!, request.query.id, request.body, request.lang) }),
  );
}
