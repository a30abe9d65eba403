// The answers of the recommendation routes: the index ranks (service.ts), these read what the ranked
// rows show — titles and companies, the privacy view of students, certificates, the school's figure —
// and the aggregate adverse-impact check.
import { and, eq, inArray } from 'drizzle-orm';
import { adverseImpact, toCompanyStudentView, type CONTRACT_TYPES, type Lang, type Scope, type ScorePart } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { competencySchemes, opportunities, schools, studentProfiles, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { withCityNames } from '../regions/city-names.js';
import { companyCertificatesOf } from '../assessment/certificates-of.js';
import { partnerCompanyIdsOf, partnerSchoolIdsOf } from '../partnerships/partners.js';
import { scopeCondition } from '../scope.js';
import { contactedFor } from './application-state.js';
import { readVersion, type LoadedOpening } from './loader.js';
import { openingDetails } from './opening-pages.js';
import { recommendationService, type OpeningFilter } from './service.js';
import { competencyTestAccess } from './test-requests.js';

/** A recommendation above this counts for the school's figure ("at least one above 70"). */
export const SCHOOL_THRESHOLD = 70;

export interface StudentFilters {
  city_code?: string | undefined;
  contract_type?: (typeof CONTRACT_TYPES)[number] | undefined;
  salary_min?: number | undefined;
  partner?: '0' | '1' | undefined;
  limit: number;
}

/**
 * The openings the student may be shown, the partner filter applied when asked (the student's
 * school's partners), and a key naming exactly these filters (the partner companies included).
 */
async function openingFilter(db: Db, schoolId: string | null, q: StudentFilters): Promise<OpeningFilter> {
  const partnerOnly = q.partner === '1';
  const partnerCompanies = partnerOnly ? (schoolId ? await partnerCompanyIdsOf(db, schoolId) : []) : null;
  const companyIds = partnerCompanies ? new Set(partnerCompanies) : null;
  return {
    key: JSON.stringify([q.city_code ?? null, q.contract_type ?? null, q.salary_min ?? null, partnerCompanies ? [...partnerCompanies].sort() : null]),
    accept: (o: LoadedOpening) =>
      (!q.city_code || o.features.cityCode === q.city_code) &&
      (!q.contract_type || o.contractType === q.contract_type) &&
      (q.salary_min === undefined || (o.salaryTo ?? o.salaryFrom ?? -1) >= q.salary_min) &&
      (!companyIds || companyIds.has(o.companyId)),
  };
}

/**
 * The student's own ranked openings with their parts and gaps, the student's application to
 * each (null before applying), and suggested careers (or why none).
 */
export async function openingsForStudent(db: Db, me: Caller['user'], q: StudentFilters) {
  const service = await recommendationService(db).loaded();
  // Filters narrow the openings the index may rank (before its top k, so a filter never
  // leaves the page short while matching openings exist further down).
  const filter = await openingFilter(db, me.schoolId, q);
  const rank = () => (service.blockedReason(me.id) ? [] : service.rememberedOpeningsFor(me.id, q.limit, filter));
  const readPage = (ranks: ReturnType<typeof rank>) =>
    openingDetails(
      db,
      ranks.map((x) => x.openingId),
      me.id,
    );
  // Ranked on the index as it stands; the statement that reads the page's titles, companies and
  // dates (at most `limit` rows by primary key) also reads the data version. When a change
  // committed after the version these ranks were made at — the caller's own, or one made through
  // another process — the index catches up and the page is ranked and read once more: a round trip
  // fewer than reading the version first. (The version is taken with the ranks, in the same
  // synchronous step: another request may move the index on while this one waits for its page.)
  const rankedAt = service.dataVersion ?? 0;
  let ranked = rank();
  let page = await readPage(ranked);
  const version = page.version ?? (await readVersion(db)).version;
  if (version > rankedAt) {
    await service.catchUpTo(version);
    ranked = rank();
    page = await readPage(ranked);
  }
  const careers = service.careersFor(me.id);
  const blocked = service.blockedReason(me.id);
  if (blocked) return { blocked, items: [], careers, competency_tests: [] };
  const items = await withCityNames(
    ranked.flatMap((x) => {
      const d = page.rows.get(x.openingId);
      if (!d) return [];
      const { application_id, application_stage, ...opening } = d;
      const application = application_id && application_stage ? { id: application_id, stage: application_stage } : null;
      return [{ ...opening, total: x.total, parts: x.parts, gaps: x.gaps, application }];
    }),
  );
  return {
    blocked: null,
    items,
    careers,
    competency_tests: await competencyTestAccess(
      db,
      me,
      items.flatMap((i) => i.gaps),
    ),
  };
}

export interface CompanyFilters {
  opportunity_id: string;
  city_code?: string | undefined;
  min_score?: number | undefined;
  scheme?: string | undefined;
  partner_only?: '0' | '1' | undefined;
  limit: number;
}

/**
 * The shown students: the privacy view with city and certificates, beside the score, and whether the
 * student applied to or was invited to this opening.
 */
async function studentViews(db: Db, openingId: string, ranked: { studentId: string; total: number; parts: readonly ScorePart[] }[], lang: Lang) {
  const ids = ranked.map((x) => x.studentId);
  const contacted = await contactedFor(db, openingId, ids);
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, program: studentProfiles.program, grade: studentProfiles.grade, city_code: schools.cityCode })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map((await withCityNames(people)).map((p) => [p.id, p]));
  const certificates = await companyCertificatesOf(db, ids, lang);
  return ranked.flatMap((x) => {
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
        ...contacted(x.studentId),
      },
    ];
  });
}

/** Adverse impact over every recommended student (aggregate only; gender is read here, never by the score). */
async function impactOf(db: Db, all: { studentId: string; total: number }[], threshold: number) {
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
  return adverseImpact(
    all.map((x) => ({ group: genderOf.get(x.studentId) ?? null, score: x.total })),
    threshold,
  );
}

/** The students ranked for one of the company's openings in scope (404 otherwise), with the adverse-impact check. */
export async function studentsForOpening(db: Db, scope: Scope, caller: Caller | null, q: CompanyFilters, lang: Lang) {
  const [opening] = await db
    .select({ id: opportunities.id, title: opportunities.title, companyId: opportunities.companyId })
    .from(opportunities)
    .where(and(eq(opportunities.id, q.opportunity_id), scopeCondition(scope, caller, { company: opportunities.companyId })));
  if (!opening) throw notFound();
  const service = await recommendationService(db).fresh();
  // Filters on the student narrow what the index ranks (before its top k); the score floor
  // cuts the ranked list, which is in score order.
  const partnerSchools = q.partner_only === '1' ? new Set(await partnerSchoolIdsOf(db, opening.companyId)) : null;
  const accept = (s: { cityCode: string | null; schemes: readonly string[]; schoolId: string | null }) =>
    (!q.city_code || s.cityCode === q.city_code) &&
    (!q.scheme || s.schemes.includes(q.scheme)) &&
    (!partnerSchools || (s.schoolId !== null && partnerSchools.has(s.schoolId)));
  // Visible students only: the company's side of the index skips students hidden from companies
  // (`visibleToCompaniesWhere`, read by the loader), and `studentsFor` checks each shown row again.
  const all = service.studentsFor(opening.id, 1000, accept);
  const ranked = all.filter((x) => q.min_score === undefined || x.total >= q.min_score).slice(0, q.limit);
  const items = await studentViews(db, opening.id, ranked, lang);
  const impact = await impactOf(db, all, q.min_score ?? SCHOOL_THRESHOLD);
  return { opening, items, adverseImpact: impact };
}

/** Every student of the school in scope with their three best openings, and how many have one above the threshold. */
export async function schoolOverview(db: Db, scope: Scope, caller: Caller | null) {
  const scoped = scopeCondition(scope, caller, { school: users.schoolId });
  const students = await db
    .select({ id: users.id, name: users.name, program: studentProfiles.program })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.role, 'siswa'), scoped))
    .orderBy(users.name)
    .limit(2000);
  const service = await recommendationService(db).fresh();
  const bestOf = new Map(students.map((s) => [s.id, service.openingsFor(s.id, 3)]));
  const titles = (await openingDetails(db, [...new Set([...bestOf.values()].flat().map((x) => x.openingId))], null)).rows;
  let above = 0;
  const rows = students.map((s) => {
    const best = (bestOf.get(s.id) ?? []).map((x) => ({
      opening_id: x.openingId,
      title: titles.get(x.openingId)?.title ?? '',
      company_id: titles.get(x.openingId)?.company_id ?? '',
      company_name: titles.get(x.openingId)?.company_name ?? '',
      total: x.total,
    }));
    if (best.some((b) => b.total > SCHOOL_THRESHOLD)) above++;
    return { id: s.id, name: s.name, program: s.program, blocked: service.blockedReason(s.id), best };
  });
  return { students: rows, total: students.length, above, threshold: SCHOOL_THRESHOLD };
}

/** The certification schemes an opening may require or prefer (the opening editor's choices), by code. */
export function activeSchemes(db: Db) {
  return db
    .select({
      code: competencySchemes.code,
      name_id: competencySchemes.nameId,
      name_en: competencySchemes.nameEn,
      program: competencySchemes.program,
    })
    .from(competencySchemes)
    .where(eq(competencySchemes.active, true))
    .orderBy(competencySchemes.code);
}
