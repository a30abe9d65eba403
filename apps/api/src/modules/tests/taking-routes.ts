import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_PER_PAGE,
  TEST_GROUPS,
  ZAnswerAckResult,
  ZAttemptHistoryPage,
  ZAttemptViewResult,
  ZAvailableTests,
  ZIdQuery,
  ZLatestResults,
  SHARED_WITH_COMPANY_INSTRUMENTS,
  ZSaveAnswer,
  ZStartAttempt,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { testAttempts } from '../../db/schema.js';
import { grantedScope, permit, requestScope } from '../../plugins/permission.js';
import { saveAnswer } from './answers.js';
import { availableTests, openOwnAttempt, readableAttempt, startAttempt, writtenAttemptView, submitAttempt } from './attempts.js';
import { ownAttempts, takeableTests } from './engine.js';
import { attemptHistory, latestResults } from './histories.js';

// attemptView was exported from here; it stays reachable by that path.
export { attemptView } from './attempts.js';

const ZAvailableQuery = z.object({ group: z.enum(TEST_GROUPS).optional().default('other') }).strict();
const ZHistoryQuery = z
  .object({
    group: z.enum(TEST_GROUPS).optional(),
    student_id: z.uuid().optional(),
    test_id: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
  })
  .strict();
const ZEmpty = z.object({}).strict().optional();
const ZLatestQuery = z.object({ student_id: z.uuid().optional() }).strict();
const ZSharedQuery = z.object({ student_id: z.uuid() }).strict();

/**
 * Taking a test (Siswa) and the attempt histories (docs/tests-engine.md); the queries and rules live in
 * attempts.ts (available tests, start, read, submit), answers.ts (the autosave) and histories.ts.
 */
export async function testTakingRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test-attempt'];

  r.get(
    '/test-attempt/available',
    {
      schema: { tags, querystring: ZAvailableQuery, response: { 200: ZAvailableTests } },
      config: { permission: permit('test-attempt', 'available') },
    },
    async (request) => {
      return availableTests(db, request.caller!.user.id, request.query.group, now(), takeableTests(requestScope(request)));
    },
  );

  r.post(
    '/test-attempt/start',
    { schema: { tags, body: ZStartAttempt, response: { 200: ZAttemptViewResult } }, config: { permission: permit('test-attempt', 'start') } },
    async (request) => {
      const at = now();
      const id = await startAttempt(db, request.caller!.user.id, request.body.test_id, at, request.lang, takeableTests(requestScope(request)));
      return { data: await writtenAttemptView(db, id, at) };
    },
  );

  r.get(
    '/test-attempt/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZAttemptViewResult } }, config: { permission: permit('test-attempt', 'detail') } },
    async (request) => {
      const at = now();
      // The answer key before submission is a cell of its own (`test-attempt/points`), in its own scope.
      const pointsScope = grantedScope(request, permit('test-attempt', 'points'));
      return { data: await readableAttempt(db, request.query.id, requestScope(request), pointsScope, request.caller, at) };
    },
  );

  r.post(
    '/test-attempt/answer',
    {
      schema: { tags, querystring: ZIdQuery, body: ZSaveAnswer, response: { 200: ZAnswerAckResult } },
      config: { permission: permit('test-attempt', 'answer') },
    },
    async (request) => {
      const at = now();
      return { data: await saveAnswer(db, request.query.id, requestScope(request), request.caller, request.body, at, request.lang) };
    },
  );

  r.post(
    '/test-attempt/submit',
    {
      schema: { tags, querystring: ZIdQuery, body: ZEmpty, response: { 200: ZAttemptViewResult } },
      config: { permission: permit('test-attempt', 'submit') },
    },
    async (request) => {
      const at = now();
      const attempt = await openOwnAttempt(db, request.query.id, requestScope(request), request.caller, request.lang);
      return { data: await submitAttempt(db, attempt, at, request.lang) };
    },
  );

  r.get(
    '/test-result/latest',
    { schema: { tags, querystring: ZLatestQuery, response: { 200: ZLatestResults } }, config: { permission: permit('test-attempt', 'list') } },
    async (request) => {
      const caller = request.caller!;
      const scope = requestScope(request);
      // A student's own results (scope `self`, or their interest inventory while unverified); staff name
      // the student, whom the scope then has to reach.
      const studentId = ownAttempts(scope) ? caller.user.id : request.query.student_id;
      if (!studentId) return { data: [] };
      return { data: await latestResults(db, scope, caller, studentId, now()) };
    },
  );

  r.get(
    '/test-result/shared',
    {
      schema: { tags, querystring: ZSharedQuery, response: { 200: ZLatestResults } },
      config: { permission: permit('test-attempt', 'shared') },
    },
    async (request) => {
      // The scope (applicant-of-own-company) reaches the student only while their application stands.
      const rows = await latestResults(db, requestScope(request), request.caller!, request.query.student_id, now());
      return { data: rows.filter((row) => (SHARED_WITH_COMPANY_INSTRUMENTS as readonly string[]).includes(row.instrument)) };
    },
  );

  r.get(
    '/test-attempt/list',
    { schema: { tags, querystring: ZHistoryQuery, response: { 200: ZAttemptHistoryPage } }, config: { permission: permit('test-attempt', 'list') } },
    async (request) => {
      const at = now();
      // Not an access decision (the list's rows are `scope`'s): a student's history closes only their own overdue attempts.
      const expireWhere = ownAttempts(requestScope(request)) ? eq(testAttempts.studentId, request.caller!.user.id) : undefined;
      return attemptHistory(db, requestScope(request), request.caller, request.query, at, expireWhere);
    },
  );
}
