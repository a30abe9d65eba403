import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACT_TYPES,
  suggestRiasecCode,
  VOCATIONAL_PROGRAMS,
  ZActiveSchemes,
  ZCompanyRecommendations,
  zRegionCode,
  ZRiasecSuggestion,
  ZSchoolRecommendations,
  zString,
  ZStudentRecommendations,
  ZRequestTest,
  ZTestRequested,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { activeSchemes, openingsForStudent, schoolOverview, studentsForOpening } from './results.js';
import { requestTest } from './test-requests.js';

export { SCHOOL_THRESHOLD } from './results.js';

const flag = z.enum(['0', '1']).optional();
const ZStudentQuery = z
  .object({
    city_code: zRegionCode.optional(),
    contract_type: z.enum(CONTRACT_TYPES).optional(),
    salary_min: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
    partner: flag,
    limit: z.coerce.number().int().min(1).max(50).optional().default(20),
  })
  .strict();
const ZCompanyQuery = z
  .object({
    opportunity_id: z.uuid(),
    city_code: zRegionCode.optional(),
    min_score: z.coerce.number().min(0).max(100).optional(),
    scheme: zString().trim().min(1).max(64).optional(),
    partner_only: flag,
    limit: z.coerce.number().int().min(1).max(100).optional().default(30),
  })
  .strict();
const ZSuggestQuery = z.object({ programs: zString().max(200).optional(), occupation: zString().max(64).optional() }).strict();

/**
 * Recommendations both ways (docs/matching.md). Ranks come from the in-memory index;
 * the results shown are re-scored exactly by `scoreMatch`, with the parts, sentences and gaps.
 * What the answers read beside the ranks lives in results.ts.
 */
export async function recommendationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recommendation'];

  r.get(
    '/recommendation/opportunities',
    {
      schema: { tags, querystring: ZStudentQuery, response: { 200: ZStudentRecommendations } },
      config: { permission: permit('recommendation', 'opportunities') },
    },
    async (request) => {
      // `self`: a student only ever ranks their own account.
      return { data: await openingsForStudent(db, request.caller!.user, request.query) };
    },
  );

  r.post(
    '/recommendation/request-test',
    { schema: { tags, body: ZRequestTest, response: { 200: ZTestRequested } }, config: { permission: permit('recommendation', 'request-test') } },
    async (request) => {
      // `own-school`: the test must be one the student's own school may assign, and only its staff hear of it.
      return { data: await requestTest(db, request.caller!.user, request.body.test_id, request.lang) };
    },
  );

  r.get(
    '/recommendation/students',
    {
      schema: { tags, querystring: ZCompanyQuery, response: { 200: ZCompanyRecommendations } },
      config: { permission: permit('recommendation', 'students') },
    },
    async (request) => {
      return { data: await studentsForOpening(db, requestScope(request), request.caller, request.query, request.lang) };
    },
  );

  r.get(
    '/recommendation/school',
    { schema: { tags, response: { 200: ZSchoolRecommendations } }, config: { permission: permit('recommendation', 'school') } },
    async (request) => {
      return { data: await schoolOverview(db, requestScope(request), request.caller) };
    },
  );

  r.get(
    '/recommendation/riasec-suggestion',
    {
      schema: { tags, querystring: ZSuggestQuery, response: { 200: ZRiasecSuggestion } },
      config: { permission: permit('recommendation', 'suggest-code') },
    },
    async (request) => {
      const programs = (request.query.programs ?? '').split(',').filter((p) => (VOCATIONAL_PROGRAMS as readonly string[]).includes(p));
      return { data: { code: suggestRiasecCode({ programs, occupation: request.query.occupation ?? null }) } };
    },
  );

  // The certification schemes an opening may require or prefer (the opening editor's choices), by code.
  r.get(
    '/recommendation/schemes',
    {
      schema: { tags, querystring: z.object({}).strict(), response: { 200: ZActiveSchemes } },
      config: { permission: permit('recommendation', 'schemes') },
    },
    async () => {
      return { data: await activeSchemes(db) };
    },
  );
}
