import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_NAMES,
  APPLICATION_STAGES,
  MAX_PER_PAGE,
  WITHDRAWABLE_STAGES,
  ZApply,
  ZApplicationDetailResult,
  ZApplicationPage,
  ZApplicationResult,
  ZApplicationStageCountsResult,
  ZIdQuery,
  ZMoveApplication,
  canMove,
  emptyStageCounts,
  zString,
  type ApplicationStage,
  type Scope,
  type TStageCounts,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, invitations, opportunities, studentProfiles, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import { permit, requestScope } from '../../plugins/permission.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, writeSpreadsheet, type Column } from '../spreadsheets/spreadsheet.js';
import {
  applicationHistory,
  applicationScope,
  asSeenBy,
  companyAdminIds,
  countApplications,
  fromApplications,
  hidesWithdrawn,
  student,
} from './application-query.js';
import { refuse } from './messages.js';

const ZApplicationFilters = {
  search: zString().trim().max(200).optional().default(''),
  stage: z.enum(APPLICATION_STAGES).optional(),
  opportunity_id: z.uuid().optional(),
  /** The Admin narrows to one company (the `company` page); inside another scope it only narrows further. */
  company_id: z.uuid().optional(),
};
const ZApplicationListQuery = z
  .object({
    ...ZApplicationFilters,
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
    sort: z.enum(['updated', 'newest', 'name']).optional().default('updated'),
  })
  .strict();
const ZExportQuery = z.object({ ...ZApplicationFilters, format: z.enum(SPREADSHEET_FORMATS).optional().default('csv') }).strict();
const ZStageCountsQuery = z.object({ company_id: z.uuid().optional() }).strict();
const ZWithdrawBody = z.object({}).strict().optional();

type Filters = { search: string; stage?: ApplicationStage; opportunity_id?: string; company_id?: string };

function filterWhere(q: Filters, scope: Scope): (SQL | undefined)[] {
  const search = q.search.trim();
  // A company that searches by full name must not learn who withdrew (the row shows initials only).
  const byName =
    scope === 'own-company'
      ? and(ilike(student.name, likePattern(search)), ne(applications.stage, 'withdrawn'))
      : ilike(student.name, likePattern(search));
  return [
    search ? or(byName, ilike(opportunities.title, likePattern(search))) : undefined,
    q.stage ? eq(applications.stage, q.stage) : undefined,
    q.opportunity_id ? eq(applications.opportunityId, q.opportunity_id) : undefined,
    q.company_id ? eq(applications.companyId, q.company_id) : undefined,
  ];
}

/** Only a verified, active student applies or accepts an invitation (the table already refuses an unverified one). */
export function assertEligibleStudent(caller: Caller | null, lang: 'id' | 'en') {
  if (!caller || caller.role !== 'siswa' || !caller.user.verified || caller.user.status !== 'active')
    throw refuse(403, 'FORBIDDEN', 'student', 'STUDENT_NOT_ELIGIBLE', lang);
}

/**
 * Applications (docs/applications.md): list and detail in every side's scope, apply and withdraw
 * (the student), move through the stages (the company), export and per-stage counts.
 */
export async function applicationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['application'];

  /** An application just written, as the writes answer it (deleted meanwhile by a cascade: 404). */
  async function applicationById(id: string) {
    const [row] = await fromApplications(db).where(eq(applications.id, id));
    if (!row) throw notFound();
    return row;
  }

  r.get(
    '/application/list',
    {
      schema: { tags, querystring: ZApplicationListQuery, response: { 200: ZApplicationPage } },
      config: { permission: permit('application', 'list') },
    },
    async (request) => {
      const q = request.query;
      const scope = requestScope(request);
      const where = and(applicationScope(scope, request.caller), ...filterWhere(q, scope));
      const order =
        q.sort === 'name'
          ? [asc(student.name), asc(applications.id)]
          : q.sort === 'newest'
            ? [desc(applications.createdAt), desc(applications.id)]
            : [desc(applications.updatedAt), desc(applications.id)];
      const [rows, total] = await Promise.all([
        fromApplications(db)
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        countApplications(db, where),
      ]);
      const data = rows.map((row) => asSeenBy(scope, row));
      return { data, total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
    },
  );

  r.get(
    '/application/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZApplicationDetailResult } }, config: { permission: permit('application', 'detail') } },
    async (request) => {
      const scope = requestScope(request);
      const [found] = await fromApplications(db).where(and(eq(applications.id, request.query.id), applicationScope(scope, request.caller)));
      if (!found) throw notFound();
      const row = asSeenBy(scope, found);
      const [opening] = await db
        .select({
          city_code: opportunities.cityCode,
          contract_type: opportunities.contractType,
          deadline: opportunities.deadline,
          status: opportunities.status,
        })
        .from(opportunities)
        .where(eq(opportunities.id, row.opportunity_id));
      const history = await applicationHistory(db, row.id, row.student_id);
      // The student's own moves (applying, withdrawing) carry their name as the actor: the same name the row shows.
      const events = history.map((e) => (e.by_student ? { ...e, actor_name: row.student_name } : e));
      return { data: { ...row, opening: opening ?? null, events } };
    },
  );

  r.post(
    '/application/apply',
    { schema: { tags, body: ZApply, response: { 200: ZApplicationResult } }, config: { permission: permit('application', 'apply') } },
    async (request) => {
      const caller = request.caller!;
      assertEligibleStudent(caller, request.lang);
      const { opportunity_id, note } = request.body;
      const id = await db.transaction(async (tx) => {
        const [opening] = await tx
          .select({ id: opportunities.id, title: opportunities.title, companyId: opportunities.companyId, published: sql<boolean>`${isPublished()}` })
          .from(opportunities)
          .where(and(eq(opportunities.id, opportunity_id), ne(opportunities.status, 'draft')));
        if (!opening) throw notFound();
        if (!opening.published) throw refuse(400, 'VALIDATION', 'opportunity_id', 'OPENING_CLOSED', request.lang);
        const [created] = await tx
          .insert(applications)
          .values({ opportunityId: opening.id, studentId: caller.user.id, companyId: opening.companyId, note: note ?? null })
          .onConflictDoNothing()
          .returning({ id: applications.id });
        if (!created) throw refuse(409, 'DUPLICATE', 'opportunity_id', 'ALREADY_APPLIED', request.lang);
        await tx.insert(applicationEvents).values({ applicationId: created.id, fromStage: null, toStage: 'applied', actorId: caller.user.id });
        // Applying to an opening one was invited to answers the invitation.
        await tx
          .update(invitations)
          .set({ status: 'accepted', answeredAt: sql`now()`, applicationId: created.id, updatedAt: sql`now()` })
          .where(and(eq(invitations.opportunityId, opening.id), eq(invitations.studentId, caller.user.id), eq(invitations.status, 'pending')));
        await notify(tx, {
          kind: 'application-received',
          userIds: await companyAdminIds(tx, opening.companyId),
          params: { student: caller.user.name, opening: opening.title },
          link: `/applicants/${created.id}`,
        });
        return created.id;
      });
      return { data: await applicationById(id) };
    },
  );

  r.post(
    '/application/withdraw',
    {
      schema: { tags, querystring: ZIdQuery, body: ZWithdrawBody, response: { 200: ZApplicationResult } },
      config: { permission: permit('application', 'withdraw') },
    },
    async (request) => {
      const caller = request.caller!;
      const scope = applicationScope(requestScope(request), caller);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ stage: applications.stage })
          .from(applications)
          .innerJoin(student, eq(applications.studentId, student.id))
          .where(and(eq(applications.id, request.query.id), scope));
        if (!current) throw notFound();
        const [moved] = await tx
          .update(applications)
          .set({ stage: 'withdrawn', updatedAt: sql`now()` })
          .where(and(eq(applications.id, request.query.id), inArray(applications.stage, [...WITHDRAWABLE_STAGES])))
          .returning({ id: applications.id });
        if (!moved) throw refuse(409, 'BAD_REQUEST', 'stage', 'CANNOT_WITHDRAW', request.lang);
        await tx
          .insert(applicationEvents)
          .values({ applicationId: moved.id, fromStage: current.stage, toStage: 'withdrawn', actorId: caller.user.id });
      });
      return { data: await applicationById(request.query.id) };
    },
  );

  r.post(
    '/application/move',
    {
      schema: { tags, querystring: ZIdQuery, body: ZMoveApplication, response: { 200: ZApplicationResult } },
      config: { permission: permit('application', 'move') },
    },
    async (request) => {
      const caller = request.caller!;
      const scope = applicationScope(requestScope(request), caller);
      const body = request.body;
      await db.transaction(async (tx) => {
        const [current] = await fromApplications(tx).where(and(eq(applications.id, request.query.id), scope));
        if (!current) throw notFound();
        if (!canMove(current.stage, body.stage)) throw refuse(400, 'VALIDATION', 'stage', 'STAGE_NOT_ALLOWED', request.lang);
        // The stage we read must still be the stage we move from: two admins moving at once, one wins.
        const [moved] = await tx
          .update(applications)
          .set({ stage: body.stage, updatedAt: sql`now()` })
          .where(and(eq(applications.id, current.id), eq(applications.stage, current.stage)))
          .returning({ id: applications.id });
        if (!moved) throw refuse(409, 'DUPLICATE', 'stage', 'STAGE_NOT_ALLOWED', request.lang);
        const interview = body.stage === 'interview';
        await tx.insert(applicationEvents).values({
          applicationId: current.id,
          fromStage: current.stage,
          toStage: body.stage,
          actorId: caller.user.id,
          reason: body.stage === 'rejected' ? (body.reason ?? null) : null,
          message: body.message || null,
          interviewAt: interview && body.interview_at ? new Date(body.interview_at) : null,
          interviewPlace: interview ? (body.interview_place ?? null) : null,
        });
        await notify(tx, {
          kind: 'application-stage',
          userIds: [current.student_id],
          params: { opening: current.opportunity_title, stage: APPLICATION_STAGE_NAMES[body.stage] },
          link: `/applications/${current.id}`,
        });
      });
      return { data: await applicationById(request.query.id) };
    },
  );

  // The school's BKK placement report (and every side's list) as a spreadsheet: the list's filters, every row.
  const exportColumns: Column[] = [
    { key: 'student_name' },
    { key: 'nisn', text: true },
    { key: 'school_name' },
    { key: 'program' },
    { key: 'class_name' },
    { key: 'opportunity_title' },
    { key: 'company_name' },
    { key: 'stage' },
    { key: 'stage_label' },
    { key: 'applied_at' },
    { key: 'hired_at' },
  ];
  r.get(
    '/application/export',
    { schema: { tags, querystring: ZExportQuery }, config: { permission: permit('application', 'export') } },
    async (request, reply) => {
      const q = request.query;
      const scope = requestScope(request);
      const where = and(applicationScope(scope, request.caller), ...filterWhere(q, scope));
      const rows = await fromApplications(db).where(where).orderBy(asc(student.name), asc(applications.createdAt)).limit(100_000);
      const ids = rows.map((row) => row.id);
      const extras = ids.length
        ? await db
            .select({
              id: applications.id,
              nisn: users.nisn,
              class_name: studentProfiles.className,
              hired_at: sql<Date | null>`(select min(e.created_at) from application_events e where e.application_id = ${applications.id} and e.to_stage = 'hired')`,
            })
            .from(applications)
            .innerJoin(users, eq(users.id, applications.studentId))
            .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
            .where(inArray(applications.id, ids))
        : [];
      const byId = new Map(extras.map((e) => [e.id, e]));
      const day = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : '');
      const sheetRows = rows.map((row) => {
        const extra = byId.get(row.id);
        const hidden = hidesWithdrawn(scope, row.stage);
        return {
          ...asSeenBy(scope, row),
          nisn: hidden ? '' : (extra?.nisn ?? ''),
          class_name: extra?.class_name ?? '',
          stage_label: APPLICATION_STAGE_LABELS[row.stage],
          applied_at: day(row.created_at),
          hired_at: day(extra?.hired_at),
        };
      });
      const name = q.stage === 'hired' ? 'placements' : 'applications';
      const file = await writeSpreadsheet(q.format, name, exportColumns, sheetRows);
      return reply
        .header('content-type', CONTENT_TYPES[q.format])
        .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${q.format}"`)
        .send(file);
    },
  );

  r.get(
    '/application/stage-counts',
    {
      schema: { tags, querystring: ZStageCountsQuery, response: { 200: ZApplicationStageCountsResult } },
      config: { permission: permit('application', 'stage-counts') },
    },
    async (request) => {
      const scope = requestScope(request);
      const where = and(
        applicationScope(scope, request.caller),
        request.query.company_id ? eq(applications.companyId, request.query.company_id) : undefined,
      );
      const groups = await db
        .select({
          opportunity_id: applications.opportunityId,
          title: opportunities.title,
          company_name: sql<string>`(select c.name from companies c where c.id = ${applications.companyId})`,
          stage: applications.stage,
          n: sql<number>`count(*)::int`,
          students: sql<number>`count(distinct ${applications.studentId})::int`,
        })
        .from(applications)
        .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
        .innerJoin(student, eq(applications.studentId, student.id))
        .where(where)
        .groupBy(applications.opportunityId, opportunities.title, applications.companyId, applications.stage);
      const [people] = await db
        .select({
          students: sql<number>`count(distinct ${applications.studentId})::int`,
          hired: sql<number>`count(distinct ${applications.studentId}) filter (where ${applications.stage} = 'hired')::int`,
        })
        .from(applications)
        .innerJoin(student, eq(applications.studentId, student.id))
        .where(where);
      const total: TStageCounts = emptyStageCounts();
      const openings = new Map<string, { opportunity_id: string; title: string; company_name: string; counts: TStageCounts; total: number }>();
      // A company's openings without applicants yet are listed too (with zeros).
      const companyId = scope === 'own-company' ? request.caller?.user.companyId : scope === 'all' ? request.query.company_id : undefined;
      if (companyId) {
        const own = await db
          .select({ id: opportunities.id, title: opportunities.title })
          .from(opportunities)
          .where(and(eq(opportunities.companyId, companyId), ne(opportunities.status, 'draft')))
          .orderBy(desc(opportunities.createdAt));
        for (const o of own) openings.set(o.id, { opportunity_id: o.id, title: o.title, company_name: '', counts: emptyStageCounts(), total: 0 });
      }
      for (const g of groups) {
        const opening = openings.get(g.opportunity_id) ?? {
          opportunity_id: g.opportunity_id,
          title: g.title,
          company_name: g.company_name,
          counts: emptyStageCounts(),
          total: 0,
        };
        opening.company_name = g.company_name;
        opening.counts[g.stage] += g.n;
        opening.total += g.n;
        total[g.stage] += g.n;
        openings.set(g.opportunity_id, opening);
      }
      return { data: { total, students: people?.students ?? 0, students_hired: people?.hired ?? 0, openings: [...openings.values()] } };
    },
  );
}
