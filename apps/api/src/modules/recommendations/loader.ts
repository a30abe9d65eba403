/**
 * Reads students and openings from the database into matching features (issue 12). One query per
 * side over the tables that exist today: accounts (verified, active), school records (program, city),
 * privacy (`visibleToCompaniesWhere`, the one visibility rule), openings and their requirements.
 *
 * Test results (issue 9) are read by `loadTestResults` as soon as the engine's tables exist.
 * NOT YET READ (their tables had not landed when this was written; each is one more query merged
 * into the features here): certificates per scheme (`certificatesOf`, assessment), PKL/work
 * months and willingness to relocate (profile). Partner schools in force are read (partnerships). Until then those
 * parts show as gaps with their action, never as a silent zero.
 */
import { sql } from 'drizzle-orm';
import { WEIGHT_BOUNDS, type OpeningFeatures, type PartnerRule, type RiasecType, type StudentFeatures, type TestResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';
import { partnerSchoolsByCompany } from '../partnerships/partners.js';

interface StudentRow extends Record<string, unknown> {
  id: string;
  verified: boolean;
  active: boolean;
  visible: boolean;
  school_id: string | null;
  program: string | null;
  province_code: string | null;
  city_code: string | null;
}

/** Columns the test-results reader needs (issue 9's documented shape); absent = not landed yet. */
const TEST_COLUMNS = [
  'tests.id',
  'tests.instrument',
  'tests.program',
  'test_attempts.test_id',
  'test_attempts.student_id',
  'test_attempts.status',
  'test_attempts.submitted_at',
  'test_attempts.result',
];

interface TestResults {
  riasec?: Record<RiasecType, number>;
  attitude?: number;
  competency: Record<string, number>;
}

/**
 * Each student's latest submitted result per instrument (and per program for point-scored tests):
 * RIASEC scores, the attitude overall, the competency percent per program. Reads the test engine's
 * tables only when they exist with the documented columns; otherwise nothing (the parts stay gaps).
 */
export async function loadTestResults(db: Db): Promise<Map<string, TestResults>> {
  const out = new Map<string, TestResults>();
  const present = await db.execute<{ c: string }>(sql`
    select table_name || '.' || column_name as c from information_schema.columns
    where table_schema = current_schema() and table_name in ('tests', 'test_attempts')`);
  const have = new Set(present.rows.map((r) => r.c));
  if (!TEST_COLUMNS.every((c) => have.has(c))) return out;
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

export async function loadStudents(db: Db, onlyId?: string): Promise<StudentFeatures[]> {
  const tests = await loadTestResults(db);
  const result = await db.execute<StudentRow>(sql`
    select ${users.id} as id, ${users.verified} as verified, ${users.status} = 'active' as active,
           ${visibleToCompaniesWhere(users.id)} as visible, ${users.schoolId} as school_id,
           sp.program, sp.province_code, sp.city_code
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
    willingToRelocate: null,
    riasec: tests.get(r.id)?.riasec ?? null,
    competency: tests.get(r.id)?.competency ?? {},
    attitude: tests.get(r.id)?.attitude ?? null,
    schemes: [],
    experienceMonths: null,
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
  const partners = await partnerSchoolsByCompany(db);
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
      // Scheme names come with the assessment domain; until then the id names the scheme.
      requiredSchemes: r.required_schemes.map((id) => ({ id, name: id })),
      preferredSchemes: r.preferred_schemes.map((id) => ({ id, name: id })),
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
 * A cheap fingerprint of everything the features depend on. Each process compares it before
 * answering and reloads when it moved, so several API processes answer the same without a
 * broadcast (LISTEN/NOTIFY would avoid the reload; see docs/matching.md).
 */
export async function dataVersion(db: Db): Promise<string> {
  const result = await db.execute<{ v: string }>(sql`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from opportunities),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from users where role = 'siswa'),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from student_profiles),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from student_privacy),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from guardian_consents),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from partnerships),
      (now() at time zone 'Asia/Jakarta')::date) as v`);
  const tests = await db.execute<{ n: string }>(sql`select to_regclass('test_attempts') is not null as n`);
  if (!tests.rows[0]?.n) return result.rows[0]?.v ?? '';
  // Submitted attempts change results: a new one moves the count or the latest submission time.
  const attempts = await db.execute<{ v: string }>(
    sql.raw(`select count(*) || ':' || coalesce(max(submitted_at)::text, '') as v from test_attempts`),
  );
  return `${result.rows[0]?.v ?? ''}|${attempts.rows[0]?.v ?? ''}`;
}
