import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  TEST_KINDS,
  ZAssignTest,
  ZIdQuery,
  ZPublishTest,
  ZTestAssignments,
  ZTestCompletionList,
  ZTestDeleted,
  ZTestDetailResult,
  ZTestInput,
  ZTestPage,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import { assignTest, assignable, assignmentRows, completionInScope, completionSpreadsheet, unassignTest } from './assignments.js';
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
const ZExportQuery = z.object({ format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();
const ZEmpty = z.object({}).strict().optional();
const ZUnassignQuery = z.object({ id: z.uuid(), assignment_id: z.uuid() }).strict();

/**
 * Authoring, publishing, assignment and completion of tests (docs/tests-engine.md); the queries and rules
 * live in authoring.ts (a test's content) and assignments.ts (who takes it, how far they got).
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

  r.get(
    '/test/assignments',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZTestAssignments } }, config: { permission: permit('test', 'assignments') } },
    async (request) => {
      const { test, school } = await assignable(db, request.query.id, requestScope(request), request.caller!);
      return { data: await assignmentRows(db, test.id, school) };
    },
  );

  r.post(
    '/test/assign',
    {
      schema: { tags, querystring: ZIdQuery, body: ZAssignTest, response: { 200: ZTestAssignments } },
      config: { permission: permit('test', 'assign') },
    },
    async (request) => {
      const caller = request.caller!;
      const { test, school } = await assignable(db, request.query.id, requestScope(request), caller);
      await assignTest(db, test, school, request.body, caller.user.id, request.lang);
      return { data: await assignmentRows(db, test.id, school) };
    },
  );

  r.post(
    '/test/unassign',
    {
      schema: { tags, querystring: ZUnassignQuery, body: ZEmpty, response: { 200: ZTestAssignments } },
      config: { permission: permit('test', 'assign') },
    },
    async (request) => {
      const { test, school } = await assignable(db, request.query.id, requestScope(request), request.caller!);
      await unassignTest(db, test.id, request.query.assignment_id, school);
      return { data: await assignmentRows(db, test.id, school) };
    },
  );

  r.get(
    '/test/completion',
    { schema: { tags, response: { 200: ZTestCompletionList } }, config: { permission: permit('test', 'completion') } },
    async (request) => {
      return { data: await completionInScope(db, requestScope(request), request.caller) };
    },
  );

  r.get('/test/export', { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('test', 'export') } }, async (request, reply) => {
    const format = request.query.format;
    const file = await completionSpreadsheet(db, requestScope(request), request.caller, format, request.lang);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="test-completion-${new Date().toISOString().slice(0, 10)}.${format}"`)
      .send(file);
  });
}
