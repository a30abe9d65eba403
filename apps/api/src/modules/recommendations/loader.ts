/**
 * Reads students and openings from the database into matching features (issue 12). One query per
 * source, merged per student: accounts (verified, active), school records (program, city,
 * willingness to relocate), privacy (`visibleToCompaniesWhere`, the one visibility rule), the
 * latest submitted test results (issue 9), valid competency certificates (issue 11), months of
 * PKL and work (issue 8's work experience), and openings with their requirements and the
 * company's partner schools in force (issue 10). Missing data stays null or empty: the scoring
 * shows it as a gap with its action, never as a silent zero.
 */
import { sql } from 'drizzle-orm';
import {
  WEIGHT_BOUNDS,
  businessToday,
  type OpeningFeatures,
  type PartnerRule,
  type RiasecType,
  type StudentFeatures,
  type TestResult,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { matchingDataVersion, users } from '../../db/schema.js';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';
import { partnerSchoolsByCompany } from '../partnerships/partners.js';
import { experienceMonthsSql } from '../profile/matching-facts.js';

interface StudentRow extends Record<string, unknown> {
  id: string;
  verified: boolean;
  active: boolean;
  visible: boolean;
  school_id: string | null;
  program: string | null;
  province_code: string | null;
  city_code: string | null;
  willing_to_relocate: boolean | null;
}

interface TestResults {
  riasec?: Record<RiasecType, number>;
  attitude?: number;
  competency: Record<string, number>;
}

/**
 * Each student's latest submitted result per instrument (and per program for point-scored tests):
 * RIASEC scores, the attitude overall, the competency percent per program.
 */
export async function loadTestResults(db: Db): Promise<Map<string, TestResults>> {
  const out = new Map<string, TestResults>();
  const rows = await db.execute<{ student_id: string; instrument: string; program: string | null; result: TestResult | null }>(sql`
    select distinct on (a.student_id, t.instrument, coalesce(t.program, '')) a.student_id, t.instrument, t.program, a.result
    from test_attempts a join tests t on t.id = a.test_id
    where a.status = 'submitted' and a.result is not null
    order by a.student_id, t.instrument, coalesce(t.program, ''), a.submitted_at desc`);
  for (const row of rows.rows) {
    const entry = out.get(row.student_id) ?? { competency: {} };
    const r = row.result;
    if (r?.instrument === 'riasec') entry.riasec = r.scores;
    else if (r?.instrument === 'attitude-scale') entry.attitude = r.overall;
    else if (r?.instrument === 'points' && row.program) entry.competency[row.program] = r.percent;
    out.set(row.student_id, entry);
  }
  return out;
}

/** Scheme codes of each student's certificates still valid today (WIB), from the assessment domain. */
export async function loadValidSchemes(db: Db): Promise<Map<string, string[]>> {
  const rows = await db.execute<{ student_id: string; codes: string[] }>(sql`
    select c.student_id, array_agg(distinct s.code order by s.code) as codes
    from certificates c join competency_schemes s on s.id = c.scheme_id
    where c.valid_until >= ${businessToday()}
    group by c.student_id`);
  return new Map(rows.rows.map((r) => [r.student_id, r.codes]));
}

/**
 * Months of PKL and work per student: each record in whole months as the profile counts them
 * (`experienceMonthsSql`, modules/profile/matching-facts.ts), summed; one grouped pass over all
 * records. A student with no record has no entry (a gap, not zero months).
 */
export async function loadExperienceMonths(db: Db): Promise<Map<string, number>> {
  const rows = await db.execute<{ user_id: string; months: number }>(sql`
    select user_id, sum(${experienceMonthsSql})::int as months from student_experiences group by user_id`);
  return new Map(rows.rows.map((r) => [r.user_id, Number(r.months)]));
}

export async function loadStudents(db: Db, onlyId?: string): Promise<StudentFeatures[]> {
  const [tests, schemes, experience] = await Promise.all([loadTestResults(db), loadValidSchemes(db), loadExperienceMonths(db)]);
  const result = await db.execute<StudentRow>(sql`
    select ${users.id} as id, ${users.verified} as verified, ${users.status} = 'active' as active,
           ${visibleToCompaniesWhere(users.id)} as visible, ${users.schoolId} as school_id,
           sp.program, sp.province_code, sp.city_code, sp.willing_to_relocate
    from ${users} left join student_profiles sp on sp.user_id = ${users.id}
    where ${users.role} = 'siswa' ${onlyId ? sql`and ${users.id} = ${onlyId}` : sql``}`);
  return result.rows.map((r) => ({
    id: r.id,
    verified: r.verified,
    active: r.active,
    visible: r.visible,
    schoolId: r.school_id,
    program: r.program,
    provinceCode: r.province_code,
    cityCode: r.city_code,
    willingToRelocate: r.willing_to_relocate,
    riasec: tests.get(r.id)?.riasec ?? null,
    competency: tests.get(r.id)?.competency ?? {},
    attitude: tests.get(r.id)?.attitude ?? null,
    schemes: schemes.get(r.id) ?? [],
    experienceMonths: experience.get(r.id) ?? null,
  }));
}

interface OpeningRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  status: string;
  deadline: string | null;
  qualification: string;
  programs: string[];
  province_code: string | null;
  city_code: string | null;
  experience_min: number | null;
  experience_max: number | null;
  riasec_code: string | null;
  competency_requirements: { area: string; min: number }[];
  required_schemes: string[];
  preferred_schemes: string[];
  match_weights: Record<string, number> | null;
  partner_rule: PartnerRule;
}

/** Certification schemes by code (what openings name in `required_schemes` / `preferred_schemes`), with their names. */
async function loadSchemeNames(db: Db): Promise<Map<string, { id: string; en: string }>> {
  const rows = await db.execute<{ code: string; name_id: string; name_en: string }>(sql`select code, name_id, name_en from competency_schemes`);
  return new Map(rows.rows.map((r) => [r.code, { id: r.name_id, en: r.name_en }]));
}

export interface LoadedOpening {
  companyId: string;
  features: OpeningFeatures;
}

/**
 * Openings with their partner-school rule (docs/partnerships.md): the partnership part always
 * counts with the company's partner schools in force; `priority` raises its weight to the top of its
 * bound unless the company set that weight itself; `restricted` admits partner schools' students only.
 */
export async function loadOpenings(db: Db): Promise<LoadedOpening[]> {
  const result = await db.execute<OpeningRow>(sql`
    select id, company_id, status, deadline::text as deadline, qualification, programs, province_code, city_code,
           experience_min, experience_max, riasec_code, competency_requirements, required_schemes, preferred_schemes, match_weights, partner_rule
    from opportunities`);
  const [partners, schemeNames] = await Promise.all([partnerSchoolsByCompany(db), loadSchemeNames(db)]);
  const schemeRef = (code: string) => ({ id: code, name: schemeNames.get(code) ?? { id: code, en: code } });
  return result.rows.map((r) => ({
    companyId: r.company_id,
    features: {
      id: r.id,
      status: r.status,
      deadline: r.deadline,
      qualification: r.qualification,
      programs: r.programs,
      provinceCode: r.province_code,
      cityCode: r.city_code,
      experienceMin: r.experience_min,
      experienceMax: r.experience_max,
      riasecCode: r.riasec_code,
      competencies: r.competency_requirements,
      requiredSchemes: r.required_schemes.map(schemeRef),
      preferredSchemes: r.preferred_schemes.map(schemeRef),
      partnerOnly: r.partner_rule === 'restricted',
      partnerSchoolIds: partners.get(r.company_id) ?? [],
      weights:
        r.partner_rule === 'priority' && r.match_weights?.partnership === undefined
          ? { ...(r.match_weights ?? {}), partnership: WEIGHT_BOUNDS.partnership.max }
          : r.match_weights,
    },
  }));
}

/**
 * The version of the data the features are read from: the one-row counter that the write
 * triggers of 0016_recommendations.sql move in the writing transaction, and today's date in WIB
 * (deadlines and certificate validity change with the day). One primary-key read per request,
 * whatever the number of students; every API process compares it before it answers.
 */
export async function dataVersion(db: Db): Promise<string> {
  const [row] = await db.select({ version: matchingDataVersion.version }).from(matchingDataVersion).limit(1);
  return `${row?.version ?? 0}|${businessToday()}`;
}
