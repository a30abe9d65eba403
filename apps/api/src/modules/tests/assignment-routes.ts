import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssignTest,
  ZClassGroups,
  ZIdQuery,
  ZTestAssignResult,
  ZTestAssignments,
  ZTestCompletionList,
  ZTestStudentProgressList,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { assignTest, assignable, assignmentRows, classGroups, completionInScope, completionSpreadsheet, unassignTest } from './assignments.js';
import { studentProgress, studentProgressSpreadsheet } from './student-progress.js';

const format = z.enum(SPREADSHEET_FORMATS).optional().default('csv');
const ZExportQuery = z.object({ format }).strict();
const ZProgressExportQuery = z.object({ id: z.uuid(), format }).strict();
const ZEmpty = z.object({}).strict().optional();
const ZUnassignQuery = z.object({ id: z.uuid(), assignment_id: z.uuid() }).strict();
/** The Admin names the school whose class groups to list; a school admin's own school is implied. */
const ZClassGroupsQuery = z.object({ school_id: z.uuid().optional() }).strict();

const attachment = (name: string, fileFormat: SpreadsheetFormat) =>
  `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${fileFormat}"`;

/**
 * Who takes a test and how far they got (docs/tests-engine.md, "Assignment"): the school's class
 * groups to assign, the assignments, each assigned student's progress, and the completion counts;
 * the queries and rules live in assignments.ts and student-progress.ts.
 */
export async function testAssignmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test'];

  r.get(
    '/test/class-groups',
    { schema: { tags, querystring: ZClassGroupsQuery, response: { 200: ZClassGroups } }, config: { permission: permit('test', 'assign') } },
    async (request) => {
      const scope = requestScope(request);
      const school = scope === 'all' ? (request.query.school_id ?? null) : request.caller!.user.schoolId;
      return { data: school ? await classGroups(db, school) : [] };
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
      schema: { tags, querystring: ZIdQuery, body: ZAssignTest, response: { 200: ZTestAssignResult } },
      config: { permission: permit('test', 'assign') },
    },
    async (request) => {
      const caller = request.caller!;
      const { test, school } = await assignable(db, request.query.id, requestScope(request), caller);
      const reached = await assignTest(db, test, school, request.body, caller.user.id, request.lang);
      return { data: await assignmentRows(db, test.id, school), reached };
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
    '/test/students',
    {
      schema: { tags, querystring: ZIdQuery, response: { 200: ZTestStudentProgressList } },
      config: { permission: permit('test', 'assignments') },
    },
    async (request) => {
      const { test, school } = await assignable(db, request.query.id, requestScope(request), request.caller!);
      return { data: await studentProgress(db, test.id, school) };
    },
  );

  r.get(
    '/test/students/export',
    { schema: { tags, querystring: ZProgressExportQuery }, config: { permission: permit('test', 'assignments') } },
    async (request, reply) => {
      const { test, school } = await assignable(db, request.query.id, requestScope(request), request.caller!);
      const fileFormat = request.query.format;
      const file = await studentProgressSpreadsheet(db, test, school, fileFormat, request.lang);
      return reply
        .header('content-type', CONTENT_TYPES[fileFormat])
        .header('content-disposition', attachment('test-students', fileFormat))
        .send(file);
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
    const fileFormat = request.query.format;
    const file = await completionSpreadsheet(db, requestScope(request), request.caller, fileFormat, request.lang);
    return reply
      .header('content-type', CONTENT_TYPES[fileFormat])
      .header('content-disposition', attachment('test-completion', fileFormat))
      .send(file);
  });
}
