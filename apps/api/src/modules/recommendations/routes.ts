import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  adverseImpact,
  CONTRACT_TYPES,
  suggestOccupations,
  suggestRiasecCode,
  toCompanyStudentView,
  topReasons,
  VOCATIONAL_PROGRAMS,
  zRegionCode,
  zString,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, competencySchemes, opportunities, schools, studentProfiles, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { withCityNames } from '../regions/city-names.js';
import { companyCertificatesOf } from '../assessment/certificates-of.js';
import { partnerCompanyIdsOf, partnerSchoolIdsOf } from '../partnerships/partners.js';
import { scopeCondition } from '../scope.js';
import { recommendationService } from './service.js';

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

/** A recommendation above this counts for the school's figure ("at least one above 70"). */
export const SCHOOL_THRESHOLD = 70;

/**
 * Recommendations both ways (issue 12, docs/matching.md). Ranks come from the in-memory index;
 * the results shown are re-scored exactly by `scoreMatch`, with the parts, sentences and gaps.
 */
export async function recommendationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recommendation'];

  r.get(
    '/recommendation/opportunities',
    { schema: { tags, querystring: ZStudentQuery }, config: { permission: permit('recommendation', 'opportunities') } },
    async (request) => {
      const q = request.query;
      // `self`: a student only ever ranks their own account.
      const me = request.caller!.user.id;
      const service = await recommendationService(db).fresh();
      const student = service.student(me);
      const careers = suggestOccupations(student?.riasec ?? null, student?.program ?? null, 6);
      const blocked = service.blockedReason(me);
      if (blocked) return { data: { blocked, items: [], careers } };
      // Filters narrow the openings the index may rank (before its top k, so a filter never
      // leaves the page short while matching openings exist further down).
      const partnerOnly = q.partner === '1';
      const mySchool = request.caller!.user.schoolId;
      const partnerCompanies = partnerOnly ? (mySchool ? await partnerCompanyIdsOf(db, mySchool) : []) : null;
      const companies = partnerCompanies ? new Set(partnerCompanies) : null;
      const ranked = service.openingsFor(
        me,
        q.limit,
        (o) =>
          (!q.city_code || o.features.cityCode === q.city_code) &&
          (!q.contract_type || o.contractType === q.contract_type) &&
          (q.salary_min === undefined || (o.salaryTo ?? o.salaryFrom ?? -1) >= q.salary_min) &&
          (!companies || companies.has(o.companyId)),
      );
      // Titles, companies and dates of the ranked page only (at most `limit` rows by primary key).
      const details = await openingDetails(
        db,
        ranked.map((x) => x.openingId),
      );
      const items = await withCityNames(
        ranked.flatMap((x) => {
          const d = details.get(x.openingId);
          return d ? [{ ...d, total: x.total, parts: x.parts, gaps: x.gaps, reasons: topReasons(x.parts) }] : [];
        }),
      );
      return { data: { blocked: null, items, careers } };
    },
  );

  r.get(
    '/recommendation/students',
    { schema: { tags, querystring: ZCompanyQuery }, config: { permission: permit('recommendation', 'students') } },
    async (request) => {
      const q = request.query;
      const [opening] = await db
        .select({ id: opportunities.id, title: opportunities.title, companyId: opportunities.companyId })
        .from(opportunities)
        .where(
          and(eq(opportunities.id, q.opportunity_id), scopeCondition(requestScope(request), request.caller, { company: opportunities.companyId })),
        );
      if (!opening) throw notFound();
      const service = await recommendationService(db).fresh();
      // Filters on the student narrow what the index ranks (before its top k); the score floor
      // cuts the ranked list, which is in score order.
      const partnerSchools = q.partner_only === '1' ? new Set(await partnerSchoolIdsOf(db, opening.companyId)) : null;
      const accept = (s: { cityCode: string | null; schemes: readonly string[]; schoolId: string | null }) =>
        (!q.city_code || s.cityCode === q.city_code) &&
        (!q.scheme || s.schemes.includes(q.scheme)) &&
        (!partnerSchools || (s.schoolId !== null && partnerSchools.has(s.schoolId)));
      // Visible students only: the index holds `visibleToCompaniesWhere` as a hard filter.
      const all = service.studentsFor(opening.id, 1000, accept);
      const ranked = all.filter((x) => q.min_score === undefined || x.total >= q.min_score).slice(0, q.limit);
      const ids = ranked.map((x) => x.studentId);
      const people = ids.length
        ? await db
            .select({ id: users.id, name: users.name, program: studentProfiles.program, grade: studentProfiles.grade, city_code: schools.cityCode })
            .from(users)
            .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
            .leftJoin(schools, eq(schools.id, users.schoolId))
            .where(inArray(users.id, ids))
        : [];
      const byId = new Map((await withCityNames(people)).map((p) => [p.id, p]));
      const certificates = await companyCertificatesOf(db, ids, request.lang);
      const items = ranked.flatMap((x) => {
        const p = byId.get(x.studentId);
        if (!p) return [];
        return [
          {
            student: toCompanyStudentView({
              id: p.id,
              name: p.name,
              program: p.program,
              grade: p.grade,
              schoolCity: p.city_name,
              certificates: certificates.get(p.id),
            }),
            total: x.total,
            parts: x.parts,
            reasons: topReasons(x.parts),
          },
        ];
      });
      // Adverse impact over every recommended student (aggregate only; gender is read here, never by the score).
      const genders = all.length
        ? await db
            .select({ id: studentProfiles.userId, gender: studentProfiles.gender })
            .from(studentProfiles)
            .where(
              inArray(
                studentProfiles.userId,
                all.map((x) => x.studentId),
              ),
            )
        : [];
      const genderOf = new Map(genders.map((g) => [g.id, g.gender]));
      const impact = adverseImpact(
        all.map((x) => ({ group: genderOf.get(x.studentId) ?? null, score: x.total })),
        q.min_score ?? SCHOOL_THRESHOLD,
      );
      return { data: { opening, items, adverseImpact: impact } };
    },
  );

  r.get('/recommendation/school', { schema: { tags }, config: { permission: permit('recommendation', 'school') } }, async (request) => {
    const scoped = scopeCondition(requestScope(request), request.caller, { school: users.schoolId });
    const students = await db
      .select({ id: users.id, name: users.name, program: studentProfiles.program })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(eq(users.role, 'siswa'), scoped))
      .orderBy(users.name)
      .limit(2000);
    const service = await recommendationService(db).fresh();
    const bestOf = new Map(students.map((s) => [s.id, service.openingsFor(s.id, 3)]));
    const titles = await openingDetails(db, [...new Set([...bestOf.values()].flat().map((x) => x.openingId))]);
    let above = 0;
    const rows = students.map((s) => {
      const best = (bestOf.get(s.id) ?? []).map((x) => ({
        opening_id: x.openingId,
        title: titles.get(x.openingId)?.title ?? '',
        company_name: titles.get(x.openingId)?.company_name ?? '',
        total: x.total,
      }));
      if (best.some((b) => b.total > SCHOOL_THRESHOLD)) above++;
      return { id: s.id, name: s.name, program: s.program, blocked: service.blockedReason(s.id), best };
    });
    return { data: { students: rows, total: students.length, above, threshold: SCHOOL_THRESHOLD } };
  });

  r.get(
    '/recommendation/riasec-suggestion',
    { schema: { tags, querystring: ZSuggestQuery }, config: { permission: permit('recommendation', 'suggest-code') } },
    async (request) => {
      const programs = (request.query.programs ?? '').split(',').filter((p) => (VOCATIONAL_PROGRAMS as readonly string[]).includes(p));
      return { data: { code: suggestRiasecCode({ programs, occupation: request.query.occupation ?? null }) } };
    },
  );

  // The certification schemes an opening may require or prefer (the opening editor's choices), by code.
  r.get(
    '/recommendation/schemes',
    { schema: { tags, querystring: z.object({}).strict() }, config: { permission: permit('recommendation', 'schemes') } },
    async () => {
      const rows = await db
        .select({
          code: competencySchemes.code,
          name_id: competencySchemes.nameId,
          name_en: competencySchemes.nameEn,
          program: competencySchemes.program,
        })
        .from(competencySchemes)
        .where(eq(competencySchemes.active, true))
        .orderBy(competencySchemes.code);
      return { data: rows };
    },
  );
}

/** What a ranked opening shows beside its score, for the given openings only (one primary-key read). */
async function openingDetails(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, never>();
  const rows = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      company_name: companies.name,
      city_code: opportunities.cityCode,
      contract_type: opportunities.contractType,
      salary_from: opportunities.salaryFrom,
      salary_to: opportunities.salaryTo,
      deadline: opportunities.deadline,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(inArray(opportunities.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
