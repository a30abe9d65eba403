import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplicantNote, ZRateApplicant, ZScorecardCriteriaResult, ZScorecardResult, ZSetScorecardCriteria } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { addApplicantNote, applicantScorecard, openingCriteria, rateApplicant, setOpeningCriteria } from './scorecards.js';

const ZOpeningQuery = z.object({ opportunity_id: z.uuid() }).strict();
const ZApplicationQuery = z.object({ application_id: z.uuid() }).strict();

/**
 * Scorecards and notes on applicants (docs/applications.md): the company's admins set an opening's
 * criteria, rate an applicant and write notes, and read everyone's. The `scorecard` cells belong to
 * the company admin alone, so no other side reaches these routes; nothing of it joins the
 * application's own responses (list, detail, export), which the student and the school read too.
 */
export async function scorecardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scorecard'];

  r.get(
    '/scorecard/criteria',
    {
      schema: { tags, querystring: ZOpeningQuery, response: { 200: ZScorecardCriteriaResult } },
      config: { permission: permit('scorecard', 'criteria') },
    },
    async (request) => ({ data: await openingCriteria(db, requestScope(request), request.caller!, request.query.opportunity_id) }),
  );

  r.post(
    '/scorecard/set-criteria',
    {
      schema: { tags, querystring: ZOpeningQuery, body: ZSetScorecardCriteria, response: { 200: ZScorecardCriteriaResult } },
      config: { permission: permit('scorecard', 'set-criteria') },
    },
    async (request) => ({
      data: await setOpeningCriteria(db, requestScope(request), request.caller!, request.query.opportunity_id, request.body, request.lang),
    }),
  );

  r.get(
    '/scorecard/detail',
    { schema: { tags, querystring: ZApplicationQuery, response: { 200: ZScorecardResult } }, config: { permission: permit('scorecard', 'detail') } },
    async (request) => ({ data: await applicantScorecard(db, requestScope(request), request.caller!, request.query.application_id) }),
  );

  r.post(
    '/scorecard/rate',
    {
      schema: { tags, querystring: ZApplicationQuery, body: ZRateApplicant, response: { 200: ZScorecardResult } },
      config: { permission: permit('scorecard', 'rate') },
    },
    async (request) => {
      const { application_id } = request.query;
      await rateApplicant(db, requestScope(request), request.caller!, application_id, request.body, request.lang);
      return { data: await applicantScorecard(db, requestScope(request), request.caller!, application_id) };
    },
  );

  r.post(
    '/scorecard/note',
    {
      schema: { tags, querystring: ZApplicationQuery, body: ZApplicantNote, response: { 200: ZScorecardResult } },
      config: { permission: permit('scorecard', 'note') },
    },
    async (request) => {
      const { application_id } = request.query;
      await addApplicantNote(db, requestScope(request), request.caller!, application_id, request.body);
      return { data: await applicantScorecard(db, requestScope(request), request.caller!, application_id) };
    },
  );
}
