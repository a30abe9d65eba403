import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  TEST_KINDS,
  ZIdQuery,
  ZPublishTest,
  ZTestDeleted,
  ZTestDetailResult,
  ZTestInput,
  ZTestPage,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { createTest, deleteTest, listTests, newTestVersion, publishTest, updateTest, visibleTestDetail, writtenTestDetail } from './authoring.js';

// The test-taking routes and the question import read these from here.
export { dimensionFits, hasAttempts, likertLabelsOf, saveQuestions, testDetail } from './authoring.js';

const ZTestListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    kind: z.enum(TEST_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();
const ZEmpty = z.object({}).strict().optional();

/**
 * Authoring and publishing of tests (docs/tests-engine.md); the queries and rules live in authoring.ts.
 * Who takes a test and how far they got: assignment-routes.ts.
 */
export async function testAuthoringRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test'];

  r.get(
    '/test/list',
    { schema: { tags, querystring: ZTestListQuery, response: { 200: ZTestPage } }, config: { permission: permit('test', 'list') } },
    async (request) => {
      return listTests(db, requestScope(request), request.caller, request.query);
    },
  );

  r.get(
    '/test/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZTestDetailResult } }, config: { permission: permit('test', 'detail') } },
    async (request) => {
      return { data: await visibleTestDetail(db, request.query.id, requestScope(request), request.caller) };
    },
  );

  r.post(
    '/test/create',
    { schema: { tags, body: ZTestInput, response: { 200: ZTestDetailResult } }, config: { permission: permit('test', 'create') } },
    async (request) => {
      const id = await createTest(db, request.body, requestScope(request), request.caller!, request.lang);
      return { data: await writtenTestDetail(db, id) };
    },
  );

  r.post(
    '/test/update',
    {
      schema: { tags, querystring: ZIdQuery, body: ZTestInput, response: { 200: ZTestDetailResult } },
      config: { permission: permit('test', 'update') },
    },
    async (request) => {
      await updateTest(db, request.query.id, request.body, requestScope(request), request.caller!, request.lang);
      return { data: await writtenTestDetail(db, request.query.id) };
    },
  );

  // A draft copy the caller may edit: how a test changes once students have started it.
  r.post(
    '/test/new-version',
    { schema: { tags, querystring: ZIdQuery, body: ZEmpty, response: { 200: ZTestDetailResult } }, config: { permission: permit('test', 'create') } },
    async (request) => {
      const id = await newTestVersion(db, request.query.id, requestScope(request), request.caller!);
      return { data: await writtenTestDetail(db, id) };
    },
  );

  r.post(
    '/test/delete',
    { schema: { tags, querystring: ZIdQuery, body: ZEmpty, response: { 200: ZTestDeleted } }, config: { permission: permit('test', 'delete') } },
    async (request) => {
      return { data: { id: await deleteTest(db, request.query.id, requestScope(request), request.caller, request.lang) } };
    },
  );

  r.post(
    '/test/publish',
    {
      schema: { tags, querystring: ZIdQuery, body: ZPublishTest, response: { 200: ZTestDetailResult } },
      config: { permission: permit('test', 'publish') },
    },
    async (request) => {
      const id = await publishTest(db, request.query.id, request.body.published, requestScope(request), request.caller, request.lang);
      return { data: await writtenTestDetail(db, id) };
    },
  );
}
