/**
 * Reads students and openings from the database into matching features. One query per source,
 * merged per student: accounts (verified, active), school records (program, city, willingness to
 * relocate), privacy (`visibleToCompaniesWhere`, the one visibility rule), the latest submitted
 * test results, valid competency certificates, months of PKL and work, and openings with their
 * requirements and the company's partner schools in force. Missing data stays null or empty: the
 * scoring shows it as a gap with its action, never as a silent zero.
 *
 * A student's features are made by `studentFeaturesFrom` (packages/shared), the one function that
 * turns a stored record into features; the student query only selects columns under the names it
 * reads. A key it does not read is dropped there, but a column derived here from a protected
 * attribute would pass, so test/fairness-counterfactual.test.ts changes those attributes in the
 * database and checks that no recommendation answer moves.
 */
import { and, gt, lte, sql } from 'drizzle-orm';
import {
  WEIGHT_BOUNDS,
  businessToday,
  studentFeaturesFrom,
  type OpeningFeatures,
  type PartnerRule,
  type RiasecType,
  type StudentFeatures,
  type StoredStudent,
  type TestResult,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { matchingChanges, matchingDataVersion, users } from '../../db/schema.js';
import { preparedQuery, uuidArray } from '../../db/prepared.js';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';
import { partnerSchoolsByCompany } from '../partnerships/partners.js';
import { experienceMonthsSql } from '../profile/matching-facts.js';

/** `column = any(ids)` when only some rows are read (an incremental update), else no condition. */
function onlyIds(column: string, ids: readonly string[] | undefined) {
  // Ids come from the database (uuid columns of matching_changes), so the array literal holds uuids only.
  return ids ? sql`and ${sql.raw(column)} = any(${uuidArray(ids)}::uuid[])` : sql``;
}

/** A row of the student query: its aliases are the names `studentFeaturesFrom` reads. */
type StudentRow = StoredStudent & Record<string, unknown>;

interface TestResults {
  riasec?: Record<RiasecType, number>;
  attitude?: number;
  competency: Record<string, number>;
}

/**
 * Each student's latest submitted result per instrument (and per program for point-scored tests):
 * RIASEC scores, the attitude overall, the competency percent per program.
 */
export async function loadTestResults(db: DbExecutor, ids?: readonly string[]): Promise<Map<string, TestResults>> {
  const out = new Map<string, TestResults>();
  // Only the numbers the score reads leave the database, not each whole result (answers, texts):
  // at 1,000,000 students that is most of the load's time (bench/README.md, "Matching").
  const rows = await db.execute<{
    student_id: string;
    kind: TestResult['instrument'] | null;
    program: string | null;
    scores: Record<RiasecType, number> | null;
    value: number | null;
  }>(sql`
    select student_id, kind, program, scores, value from (
      select distinct on (a.student_id, t.instrument, coalesce(t.program, '')) a.student_id, a.result->>'instrument' as kind, t.program,
             case when a.result->>'instrument' = 'riasec' then a.result->'scores' end as scores,
             case a.result->>'instrument' when 'attitude-scale' then (a.result->>'overall')::float8
                                          when 'points' then (a.result->>'percent')::float8 end as value
      from test_attempts a join tests t on t.id = a.test_id
      where a.status = 'submitted' and a.result is not null ${onlyIds('a.student_id', ids)}
      order by a.student_id, t.instrument, coalesce(t.program, ''), a.submitted_at desc) latest
    where kind in ('riasec', 'attitude-scale', 'points')`);
  for (const row of rows.rows) {
    const entry = out.get(row.student_id) ?? { competency: {} };
    if (row.kind === 'riasec' && row.scores) entry.riasec = row.scores;
    else if (row.kind === 'attitude-scale' && row.value !== null) entry.attitude = Number(row.value);
    else if (row.kind === 'points' && row.program && row.value !== null) entry.competency[row.program] = Number(row.value);
    out.set(row.student_id, entry);
  }
  return out;
}

/** Scheme codes of each student's certificates still valid today (WIB), from the assessment domain. */
export async function loadValidSchemes(db: DbExecutor, ids?: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db.execute<{ student_id: string; codes: string[] }>(sql`
    select c.student_id, array_agg(distinct s.code order by s.code) as codes
    from certificates c join competency_schemes s on s.id = c.scheme_id
    where c.valid_until >= ${businessToday()} ${onlyIds('c.student_id', ids)}
    group by c.student_id`);
  return new Map(rows.rows.map((r) => [r.student_id, r.codes]));
}

/**
 * Months of PKL and work per student: each record in whole months as the profile counts them
 * (`experienceMonthsSql`, modules/profile/matching-facts.ts), summed; one grouped pass over all
 * records. A student with no record has no entry (a gap, not zero months).
 */
export async function loadExperienceMonths(db: DbExecutor, ids?: readonly string[]): Promise<Map<string, { months: number; verified: number }>> {
  // `verified`: the months of records a finished PKL placement wrote (docs/pkl.md), weighted more by the score.
  const rows = await db.execute<{ user_id: string; months: number; verified: number }>(sql`
    select user_id, sum(${experienceMonthsSql})::int as months,
           coalesce(sum(${experienceMonthsSql}) filter (where pkl_placement_id is not null), 0)::int as verified
    from student_experiences where true ${onlyIds('user_id', ids)} group by user_id`);
  return new Map(rows.rows.map((r) => [r.user_id, { months: Number(r.months), verified: Number(r.verified) }]));
}

/** Every student, or only those of `ids` (an id that is no student's has no entry). */
export async function loadStudents(db: DbExecutor, ids?: readonly string[]): Promise<StudentFeatures[]> {
  if (ids?.length === 0) return [];
  const [tests, schemes, experience] = await readTogether(
    db,
    () => loadTestResults(db, ids),
    () => loadValidSchemes(db, ids),
    () => loadExperienceMonths(db, ids),
  );
  const result = await db.execute<StudentRow>(sql`
    select ${users.id} as id, ${users.verified} as verified, ${users.status} = 'active' as active,
           ${visibleToCompaniesWhere(users.id)} as visible, ${users.schoolId} as "schoolId",
           sp.program, sp.province_code as "provinceCode", sp.city_code as "cityCode", sp.willing_to_relocate as "willingToRelocate"
    from ${users} left join student_profiles sp on sp.user_id = ${users.id}
    where ${users.role} = 'siswa' ${onlyIds('users.id', ids)}`);
  return result.rows.map((r) =>
    studentFeaturesFrom({
      ...r,
      ...tests.get(r.id),
      schemes: schemes.get(r.id) ?? [],
      experienceMonths: experience.get(r.id)?.months ?? null,
      verifiedPklMonths: experience.get(r.id)?.verified ?? 0,
    }),
  );
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
  contract_type: string;
  salary_from: string | number | null;
  salary_to: string | number | null;
}

/** Certification schemes by code (what openings name in `required_schemes` / `preferred_schemes`), with their names. */
async function loadSchemeNames(db: DbExecutor): Promise<Map<string, { id: string; en: string }>> {
  const rows = await db.execute<{ code: string; name_id: string; name_en: string }>(sql`select code, name_id, name_en from competency_schemes`);
  return new Map(rows.rows.map((r) => [r.code, { id: r.name_id, en: r.name_en }]));
}

/** An opening's matching features, with what the student's filters read (before the top k). */
export interface LoadedOpening {
  companyId: string;
  contractType: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  features: OpeningFeatures;
}

/**
 * Openings with their partner-school rule (docs/partnerships.md): the partnership part always
 * counts with the company's partner schools in force; `priority` raises its weight to the top of its
 * bound unless the company set that weight itself; `restricted` admits partner schools' students only.
 */
export async function loadOpenings(db: DbExecutor, only?: { ids?: readonly string[]; companyIds?: readonly string[] }): Promise<LoadedOpening[]> {
  if (only && !only.ids?.length && !only.companyIds?.length) return [];
  const which = only
    ? sql`where id = any(${uuidArray(only.ids ?? [])}::uuid[]) or company_id = any(${uuidArray(only.companyIds ?? [])}::uuid[])`
    : sql``;
  const result = await db.execute<OpeningRow>(sql`
    select id, company_id, status, deadline::text as deadline, qualification, programs, province_code, city_code,
           experience_min, experience_max, riasec_code, competency_requirements, required_schemes, preferred_schemes, match_weights, partner_rule,
           contract_type, salary_from, salary_to
    from opportunities ${which}`);
  const companyIds = only ? [...new Set(result.rows.map((r) => r.company_id))] : undefined;
  const [partners, schemeNames] = await readTogether(
    db,
    () => partnerSchoolsByCompany(db, companyIds),
    () => loadSchemeNames(db),
  );
  const schemeRef = (code: string) => ({ id: code, name: schemeNames.get(code) ?? { id: code, en: code } });
  return result.rows.map((r) => ({
    companyId: r.company_id,
    contractType: r.contract_type,
    // bigint columns arrive as strings from node-postgres.
    salaryFrom: r.salary_from === null ? null : Number(r.salary_from),
    salaryTo: r.salary_to === null ? null : Number(r.salary_to),
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

/** The counter row: the newest committed version, and the newest whose changes were pruned. */
export async function readVersion(db: Db): Promise<{ version: number; prunedThrough: number }> {
  // Every recommendation request asks: built once, prepared once per connection.
  const [row] = await preparedQuery(db, 'matching_version', '', () =>
    db.select({ version: matchingDataVersion.version, prunedThrough: matchingDataVersion.prunedThrough }).from(matchingDataVersion).limit(1),
  ).execute();
  return { version: Number(row?.version ?? 0), prunedThrough: Number(row?.prunedThrough ?? 0) };
}

export interface ChangeSet {
  all: boolean;
  students: string[];
  openings: string[];
  companies: string[];
}

/** The changes recorded after version `after`, up to `upTo` (both committed: see 0018_matching_changes.sql). */
export async function changesBetween(db: Db, after: number, upTo: number): Promise<ChangeSet> {
  const rows = await db
    .selectDistinct({ kind: matchingChanges.kind, refId: matchingChanges.refId })
    .from(matchingChanges)
    .where(and(gt(matchingChanges.version, after), lte(matchingChanges.version, upTo)));
  const of = (kind: string) => rows.flatMap((r) => (r.kind === kind && r.refId ? [r.refId] : []));
  return { all: rows.some((r) => r.kind === 'all'), students: of('student'), openings: of('opening'), companies: of('company') };
}

/**
 * Deletes changes recorded before `olderThan` and remembers the newest version deleted, in one
 * statement (a process whose index is older than it reloads everything). Returns how many went.
 */
export async function pruneChanges(db: Db, olderThan: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (delete from matching_changes where changed_at < ${olderThan.toISOString()} returning version),
    moved as (update matching_data_version set pruned_through = greatest(pruned_through, (select max(version) from gone))
              where id = 1 and exists (select 1 from gone) returning 1)
    select (select count(*) from gone)::int as n, (select count(*) from moved) as m`);
  return Number(result.rows[0]?.n ?? 0);
}
