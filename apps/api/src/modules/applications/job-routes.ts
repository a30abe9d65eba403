import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, arrayContains, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTRACT_TYPES,
  MAX_PER_PAGE,
  VOCATIONAL_PROGRAMS,
  ZIdQuery,
  ZJobDetailResult,
  ZJobPage,
  zDate,
  zRegionCode,
  zString,
  type ApplicationStage,
  type InvitationStatus,
  type Scope,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applications, companies, currencies, invitations, opportunities } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { scopeCondition } from '../scope.js';
import { withCityNames } from '../regions/city-names.js';
import { companyResponsiveness } from './responsiveness.js';

const ZJobListQuery = z
  .object({
    search: zString().trim().max(200).optional().default(''),
    province_code: zRegionCode.optional(),
    city_code: zRegionCode.optional(),
    contract_type: z.enum(CONTRACT_TYPES).optional(),
    program: z.enum(VOCATIONAL_PROGRAMS).optional(),
    /** Openings that may pay at least this much (their upper bound, or lower bound when open-ended). */
    salary_min: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
    /** Openings still open on this day at least. */
    deadline_from: zDate.optional(),
    sort: z.enum(['newest', 'deadline', 'salary']).optional().default('newest'),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(12),
  })
  .strict();

const jobScope = (scope: Scope, caller: Caller | null) => scopeCondition(scope, caller, { publicWhere: isPublished() });

/** The caller's own application and invitation on each opening (a student's list shows "Sudah melamar"). */
const mine = (caller: Caller | null) => {
  const me = caller?.user.id ?? '00000000-0000-0000-0000-000000000000';
  return {
    my_application_id: sql<string | null>`(select a.id from applications a where a.opportunity_id = ${opportunities.id} and a.student_id = ${me})`,
    my_stage: sql<ApplicationStage | null>`(select a.stage from applications a where a.opportunity_id = ${opportunities.id} and a.student_id = ${me})`,
    my_invitation_status: sql<InvitationStatus | null>`(select i.status from invitations i where i.opportunity_id = ${opportunities.id} and i.student_id = ${me})`,
  };
};

/**
 * Open openings as a student browses them (`/jobs` in the web app): published openings only (open,
 * deadline not passed in WIB), with search, filters, and the company's responsiveness on the detail.
 */
export async function jobRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['job'];

  r.get(
    '/job/list',
    { schema: { tags, querystring: ZJobListQuery, response: { 200: ZJobPage } }, config: { permission: permit('job', 'list') } },
    async (request) => {
      const q = request.query;
      const search = q.search.trim();
      const conditions: (SQL | undefined)[] = [
        jobScope(requestScope(request), request.caller),
        search ? or(ilike(opportunities.title, likePattern(search)), ilike(companies.name, likePattern(search))) : undefined,
        q.province_code ? eq(opportunities.provinceCode, q.province_code) : undefined,
        q.city_code ? eq(opportunities.cityCode, q.city_code) : undefined,
        q.contract_type ? eq(opportunities.contractType, q.contract_type) : undefined,
        // An opening without programs takes any program.
        q.program ? or(arrayContains(opportunities.programs, [q.program]), sql`cardinality(${opportunities.programs}) = 0`) : undefined,
        q.salary_min !== undefined ? gte(sql`coalesce(${opportunities.salaryTo}, ${opportunities.salaryFrom})`, q.salary_min) : undefined,
        q.deadline_from ? or(sql`${opportunities.deadline} is null`, gte(opportunities.deadline, q.deadline_from)) : undefined,
      ];
      const where = and(...conditions);
      const order =
        q.sort === 'deadline'
          ? [sql`${opportunities.deadline} asc nulls last`, asc(opportunities.id)]
          : q.sort === 'salary'
            ? [sql`coalesce(${opportunities.salaryTo}, ${opportunities.salaryFrom}) desc nulls last`, asc(opportunities.id)]
            : [desc(opportunities.createdAt), desc(opportunities.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: opportunities.id,
            title: opportunities.title,
            company_id: opportunities.companyId,
            company_name: companies.name,
            company_logo: companies.logo,
            province_code: opportunities.provinceCode,
            city_code: opportunities.cityCode,
            salary_from: opportunities.salaryFrom,
            salary_to: opportunities.salaryTo,
            currency_code: currencies.code,
            contract_type: opportunities.contractType,
            career_level: opportunities.careerLevel,
            programs: opportunities.programs,
            deadline: opportunities.deadline,
            created_at: opportunities.createdAt,
            ...mine(request.caller),
          })
          .from(opportunities)
          .innerJoin(companies, eq(opportunities.companyId, companies.id))
          .leftJoin(currencies, eq(opportunities.currencyId, currencies.id))
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(opportunities).innerJoin(companies, eq(opportunities.companyId, companies.id)).where(where),
      ]);
      const total = counted?.n ?? 0;
      return { data: await withCityNames(rows), total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
    },
  );

  r.get(
    '/job/detail',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZJobDetailResult } }, config: { permission: permit('job', 'detail') } },
    async (request) => {
      const caller = request.caller;
      const [row] = await db
        .select({
          id: opportunities.id,
          title: opportunities.title,
          description: opportunities.description,
          company_id: opportunities.companyId,
          company_name: companies.name,
          company_logo: companies.logo,
          company_sector: companies.sector,
          company_website: companies.website,
          company_description: companies.description,
          province_code: opportunities.provinceCode,
          city_code: opportunities.cityCode,
          programs: opportunities.programs,
          salary_from: opportunities.salaryFrom,
          salary_to: opportunities.salaryTo,
          currency_code: currencies.code,
          experience_min: opportunities.experienceMin,
          experience_max: opportunities.experienceMax,
          contract_type: opportunities.contractType,
          working_hours: opportunities.workingHours,
          career_level: opportunities.careerLevel,
          qualification: opportunities.qualification,
          quota: opportunities.quota,
          screening_questions: opportunities.screeningQuestions,
          deadline: opportunities.deadline,
          created_at: opportunities.createdAt,
        })
        .from(opportunities)
        .innerJoin(companies, eq(opportunities.companyId, companies.id))
        .leftJoin(currencies, eq(opportunities.currencyId, currencies.id))
        .where(and(eq(opportunities.id, request.query.id), jobScope(requestScope(request), caller)));
      if (!row) throw notFound();
      const me = caller!.user.id;
      const [[application], [invitation], responsiveness] = await Promise.all([
        db
          .select({ id: applications.id, stage: applications.stage, created_at: applications.createdAt })
          .from(applications)
          .where(and(eq(applications.opportunityId, row.id), eq(applications.studentId, me))),
        db
          .select({ id: invitations.id, status: invitations.status, message: invitations.message, created_at: invitations.createdAt })
          .from(invitations)
          .where(and(eq(invitations.opportunityId, row.id), eq(invitations.studentId, me))),
        companyResponsiveness(db, row.company_id),
      ]);
      const [named = { ...row, city_name: null }] = await withCityNames([row]);
      return { data: { ...named, my_application: application ?? null, my_invitation: invitation ?? null, responsiveness } };
    },
  );
}
