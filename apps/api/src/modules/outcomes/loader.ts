// The rows the outcome figures are computed from (figures.ts), read in the caller's scope and the
// dashboard's filters: graduates with their latest tracer answer, current students with their
// funnel facts, certification results, partnerships in force and employer ratings.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AlumniActivity, JobSource, Scope, TOutcomeFilters } from '@jalurkarir/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { isCurrentStudent } from '../../db/current-students.js';
import { alumni, assessments, employerFeedback, partnerships, pklPeriods, schools, studentProfiles, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { alumniFilters } from '../alumni/alumni-query.js';
import { resultRows } from '../assessment/reports.js';
import { todayIso } from '../privacy/settings.js';
import { recommendationService } from '../recommendations/service.js';
import { scopeCondition } from '../scope.js';
import { assignedTo } from '../tests/engine.js';
import type { GraduateFact, PklFact, PklState, StudentFact } from './figures.js';

/** A school column inside the scope and the school / province filters. */
function schoolWhere(column: PgColumn, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>): SQL | undefined {
  return and(
    scopeCondition(scope, caller, { school: column }),
    f.school_id ? sql`${column} = ${f.school_id}` : undefined,
    f.province_code ? sql`${column} in (select s.id from ${schools} s where s.province_code = ${f.province_code})` : undefined,
  );
}

/** The school's current students (active, not graduated) inside the scope and the filters; joins `student_profiles`. */
function currentStudentsIn(scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>): (SQL | undefined)[] {
  return [
    eq(users.role, 'siswa'),
    eq(users.status, 'active'),
    isCurrentStudent(users.id),
    schoolWhere(users.schoolId, scope, caller, f),
    f.program ? eq(studentProfiles.program, f.program) : undefined,
    f.class_name ? sql`lower(trim(${studentProfiles.className})) = lower(trim(${f.class_name}))` : undefined,
  ];
}

/** Graduates in scope and filters, each with the core values of their latest answer to a round of their year. */
export async function graduateFacts(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>): Promise<GraduateFact[]> {
  const rows = await db
    .select({
      graduation_year: alumni.graduationYear,
      program: alumni.program,
      answers: sql<Record<string, unknown> | null>`(select tr.answers from tracer_responses tr join tracer_rounds r on r.id = tr.round_id
        where tr.alumni_id = ${alumni.userId} and tr.status = 'responded' and r.graduation_year = ${alumni.graduationYear}
        order by tr.responded_at desc limit 1)`,
      hired_in_app: sql<boolean>`exists (select 1 from applications ap where ap.student_id = ${alumni.userId} and ap.stage = 'hired')`,
    })
    .from(alumni)
    .innerJoin(users, eq(users.id, alumni.userId))
    .where(
      and(
        schoolWhere(alumni.schoolId, scope, caller, f),
        ...alumniFilters({ graduation_year: f.graduation_year, program: f.program, class_name: f.class_name }),
      ),
    )
    .limit(200_000);
  return rows.map((r) => ({
    graduation_year: r.graduation_year,
    program: r.program,
    hired_in_app: r.hired_in_app,
    answer: r.answers
      ? {
          activity: r.answers.activity as AlumniActivity,
          months_to_first_job: typeof r.answers.months_to_first_job === 'number' ? r.answers.months_to_first_job : null,
          job_source: (r.answers.job_source as JobSource | undefined) ?? null,
          program_fit: (r.answers.program_fit as string | undefined) ?? null,
          position: (r.answers.position as string | undefined) ?? null,
        }
      : null,
  }));
}

/** Current students (not graduated) in scope and filters with what the funnel, test completion and RIASEC read. */
export async function studentFacts(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>): Promise<StudentFact[]> {
  const t = sql.raw('t.id');
  const rows = await db
    .select({
      id: users.id,
      program: studentProfiles.program,
      class_name: studentProfiles.className,
      profile_complete: sql<boolean>`coalesce(${studentProfiles.completeness}, 0) >= 100`,
      tests_assigned: sql<number>`(select count(*)::int from tests t where t.published and ${assignedTo(t, sql`${users.id}`)})`,
      tests_submitted: sql<number>`(select count(distinct a.test_id)::int from test_attempts a join tests t on t.id = a.test_id
        where a.student_id = ${users.id} and a.status = 'submitted' and t.published and ${assignedTo(t, sql`${users.id}`)})`,
      applied: sql<boolean>`exists (select 1 from applications ap where ap.student_id = ${users.id})`,
      interviewed: sql<boolean>`exists (select 1 from applications ap where ap.student_id = ${users.id} and (ap.stage in ('interview', 'offered', 'hired')
        or exists (select 1 from application_events e where e.application_id = ap.id and e.to_stage in ('interview', 'offered', 'hired'))))`,
      hired: sql<boolean>`exists (select 1 from applications ap where ap.student_id = ${users.id} and ap.stage = 'hired')`,
      riasec: sql<string | null>`(select left(a.result->>'code', 1) from test_attempts a where a.student_id = ${users.id} and a.status = 'submitted'
        and a.result->>'instrument' = 'riasec' order by a.submitted_at desc limit 1)`,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(...currentStudentsIn(scope, caller, f)))
    .limit(50_000);
  // The best match is the recommendation service's own score (docs/matching.md), not a second formula.
  const service = rows.length ? await recommendationService(db).fresh() : null;
  return rows.map(({ id, ...r }) => ({ ...r, best_match: service?.openingsFor(id, 1)[0]?.total ?? null }));
}

export async function certificationRows(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>) {
  return resultRows(db, schoolWhere(assessments.schoolId, scope, caller, f));
}

/** Active partnerships whose period includes today (WIB). */
export async function partnershipsInForce(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>) {
  const today = todayIso();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerships)
    .where(
      and(
        schoolWhere(partnerships.schoolId, scope, caller, f),
        eq(partnerships.status, 'active'),
        sql`(${partnerships.startDate} is null or ${partnerships.startDate} <= ${today})`,
        sql`(${partnerships.endDate} is null or ${partnerships.endDate} >= ${today})`,
      ),
    );
  return row?.n ?? 0;
}

/** The employers' answers about graduates in scope and filters. */
export function employerRatings(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>) {
  return db
    .select({
      technical: sql<number>`${employerFeedback.technical}::int`,
      attitude: sql<number>`${employerFeedback.attitude}::int`,
      communication: sql<number>`${employerFeedback.communication}::int`,
      teamwork: sql<number>`${employerFeedback.teamwork}::int`,
    })
    .from(employerFeedback)
    .innerJoin(alumni, eq(alumni.userId, employerFeedback.alumniId))
    .innerJoin(users, eq(users.id, alumni.userId))
    .where(
      and(
        schoolWhere(employerFeedback.schoolId, scope, caller, f),
        sql`${employerFeedback.answeredAt} is not null`,
        ...alumniFilters({ graduation_year: f.graduation_year, program: f.program, class_name: f.class_name }),
      ),
    )
    .limit(50_000);
}

/** The school year (tahun ajaran, July to June) a WIB date falls in: its first and last day and its name, e.g. 2026/2027. */
export function schoolYearOf(today: string) {
  const y = Number(today.slice(0, 4));
  const first = Number(today.slice(5, 7)) >= 7 ? y : y - 1;
  return { from: `${first}-07-01`, to: `${first + 1}-06-30`, name: `${first}/${first + 1}` };
}

/**
 * Current students in scope and filters who are in a class group (and the program, when set) of a
 * PKL period of their school starting in the current school year, each with the state of their latest
 * placement in those periods (the placement rule's class match: case and surrounding spaces ignored).
 */
export async function pklFacts(db: Db, scope: Scope, caller: Caller | null, f: Partial<TOutcomeFilters>, today = todayIso()) {
  const year = schoolYearOf(today);
  const periodOf = sql`p.school_id = ${users.schoolId} and p.start_date between ${year.from} and ${year.to}`;
  const inPeriod = sql`exists (select 1 from pkl_periods p where ${periodOf}
    and lower(trim(${studentProfiles.className})) in (select lower(trim(c)) from unnest(p.class_names) c)
    and (p.program is null or p.program = ${studentProfiles.program}))`;
  const [periods] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pklPeriods)
    .where(and(schoolWhere(pklPeriods.schoolId, scope, caller, f), sql`${pklPeriods.startDate} between ${year.from} and ${year.to}`));
  const rows = await db
    .select({
      program: studentProfiles.program,
      state: sql<string | null>`(select case when pl.status = 'confirmed' and p.start_date <= ${today} then 'ongoing' else pl.status end
        from pkl_placements pl join pkl_periods p on p.id = pl.period_id
        where pl.student_id = ${users.id} and ${periodOf} and pl.status not in ('cancelled', 'declined', 'rejected')
        order by p.start_date desc, pl.created_at desc limit 1)`,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(...currentStudentsIn(scope, caller, f), inPeriod))
    .limit(50_000);
  const stateOf = (s: string | null): PklState => (s === 'finished' || s === 'ongoing' ? s : s === 'confirmed' ? 'placed' : 'not_placed');
  const facts: PklFact[] = rows.map((r) => ({ program: r.program, state: stateOf(r.state) }));
  return { school_year: year.name, periods: periods?.n ?? 0, facts };
}
