import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PKL_VISIT_INTERVAL_DAYS,
  pklPlacementStatus,
  pklPredicate,
  type PklJournalStatus,
  type PklPlacementStatus,
  type Scope,
  type ZPklAttendanceSummary,
  type ZPklPlacement,
  businessToday,
} from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { companies, pklEvaluations, pklJournalDays, pklPeriods, pklPlacements, pklVisits, schools, studentProfiles, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { withCityNames } from '../regions/city-names.js';
import { addDays, countedDates, placementScope } from './pkl-common.js';

export type PklPlacement = z.output<typeof ZPklPlacement>;
type Attendance = z.output<typeof ZPklAttendanceSummary>;

const student = alias(users, 'student');
const teacher = alias(users, 'school_supervisor');
const supervisor = alias(users, 'industry_supervisor');

/** The school's contact for the company: the first school admin's e-mail (schools keep a phone, not an e-mail). */
const schoolEmail = sql<
  string | null
>`(select a.email from users a where a.school_id = ${pklPlacements.schoolId} and a.role = 'admin_sekolah' and a.status = 'active' order by a.created_at limit 1)`;

const selection = {
  id: pklPlacements.id,
  period_id: pklPlacements.periodId,
  period_name: pklPeriods.name,
  start_date: pklPeriods.startDate,
  end_date: pklPeriods.endDate,
  hours_per_day: pklPeriods.hoursPerDay,
  working_days: pklPeriods.workingDays,
  industry_weight: pklPeriods.industryWeight,
  student_id: pklPlacements.studentId,
  student_name: student.name,
  class_name: studentProfiles.className,
  program: studentProfiles.program,
  school_id: pklPlacements.schoolId,
  school_name: schools.name,
  school_phone: schools.phone,
  school_email: schoolEmail,
  company_id: pklPlacements.companyId,
  company_name: companies.name,
  city_code: companies.cityCode,
  partnership_id: pklPlacements.partnershipId,
  school_supervisor_id: pklPlacements.schoolSupervisorId,
  school_supervisor_name: teacher.name,
  school_supervisor_phone: teacher.phone,
  industry_supervisor_id: pklPlacements.industrySupervisorId,
  industry_supervisor_name: supervisor.name,
  stored_status: pklPlacements.status,
  proposal_note: pklPlacements.proposalNote,
  reason: pklPlacements.reason,
  final_grade: pklPlacements.finalGrade,
  finished_at: pklPlacements.finishedAt,
  evaluated: sql<boolean>`exists (select 1 from ${pklEvaluations} where ${pklEvaluations.placementId} = ${pklPlacements.id})`,
  created_at: pklPlacements.createdAt,
  updated_at: pklPlacements.updatedAt,
};

function base(db: DbExecutor) {
  return db
    .select(selection)
    .from(pklPlacements)
    .innerJoin(pklPeriods, eq(pklPeriods.id, pklPlacements.periodId))
    .innerJoin(student, eq(student.id, pklPlacements.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, pklPlacements.studentId))
    .innerJoin(schools, eq(schools.id, pklPlacements.schoolId))
    .innerJoin(companies, eq(companies.id, pklPlacements.companyId))
    .leftJoin(teacher, eq(teacher.id, pklPlacements.schoolSupervisorId))
    .leftJoin(supervisor, eq(supervisor.id, pklPlacements.industrySupervisorId));
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

export interface DayFact {
  placement_id: string;
  date: string;
  status: PklJournalStatus;
  attendance: string;
}

/** Attendance so far: each attendance kind, the working days counted and those without a journal. */
export function attendanceOf(
  period: { start_date: string; end_date: string; working_days: readonly number[] },
  days: readonly DayFact[],
  today: string,
): Attendance {
  const counted = countedDates(period, today);
  const written = new Set(days.map((d) => d.date));
  const tally = (kind: string) => days.filter((d) => d.attendance === kind).length;
  return {
    hadir: tally('hadir'),
    sakit: tally('sakit'),
    izin: tally('izin'),
    alpa: tally('alpa'),
    missing: counted.filter((d) => !written.has(d)).length,
    working_days: counted.length,
  };
}

/** What attendance and the journal's progress are counted from: each journal day's date, status and attendance. */
export const JOURNAL_DAY_FACTS = {
  placement_id: pklJournalDays.placementId,
  date: pklJournalDays.date,
  status: pklJournalDays.status,
  attendance: pklJournalDays.attendance,
};

/** Rows → answers: the shown status, and the dashboards' figures from the journal and the visits. */
async function toDtos(db: DbExecutor, rows: Row[]): Promise<PklPlacement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const today = businessToday();
  const [days, visits] = await readTogether(
    db,
    () => db.select(JOURNAL_DAY_FACTS).from(pklJournalDays).where(inArray(pklJournalDays.placementId, ids)),
    () =>
      db
        .select({ placement_id: pklVisits.placementId, last: sql<string>`max(${pklVisits.date})::text` })
        .from(pklVisits)
        .where(inArray(pklVisits.placementId, ids))
        .groupBy(pklVisits.placementId),
  );
  return (await withCityNames(rows)).map(({ stored_status, city_code: _c, city_name, industry_weight: _w, ...r }) => {
    const own = days.filter((d) => d.placement_id === r.id);
    const status: PklPlacementStatus = pklPlacementStatus(stored_status, r.start_date, today);
    const lastVisit = visits.find((v) => v.placement_id === r.id)?.last ?? null;
    const since = lastVisit ?? r.start_date;
    return {
      ...r,
      company_city: city_name,
      status,
      predicate: r.final_grade === null ? null : pklPredicate(r.final_grade),
      attendance: attendanceOf(r, own, today),
      pending_days: own.filter((d) => d.status === 'submitted').length,
      returned_days: own.filter((d) => d.status === 'returned').length,
      validated_days: own.filter((d) => d.status === 'validated').length,
      today_status: own.find((d) => d.date === today)?.status ?? null,
      last_visit: lastVisit,
      visit_due: status === 'ongoing' && addDays(since, PKL_VISIT_INTERVAL_DAYS) <= today,
    };
  });
}

export interface PlacementListQuery {
  period_id?: string | undefined;
  company_id?: string | undefined;
  status?: PklPlacementStatus | undefined;
  class_name?: string | undefined;
  search: string;
  page: number;
  per_page: number;
}

function statusWhere(status: PklPlacementStatus): SQL {
  const today = businessToday();
  if (status === 'ongoing') return and(eq(pklPlacements.status, 'confirmed'), sql`${pklPeriods.startDate} <= ${today}`)!;
  if (status === 'confirmed') return and(eq(pklPlacements.status, 'confirmed'), sql`${pklPeriods.startDate} > ${today}`)!;
  return eq(pklPlacements.status, status);
}

export async function listPlacements(db: Db, scope: Scope, caller: Caller | null, q: PlacementListQuery) {
  const where = and(
    placementScope(scope, caller),
    q.period_id ? eq(pklPlacements.periodId, q.period_id) : undefined,
    q.company_id ? eq(pklPlacements.companyId, q.company_id) : undefined,
    q.class_name ? eq(studentProfiles.className, q.class_name) : undefined,
    q.status ? statusWhere(q.status) : undefined,
    q.search ? or(ilike(student.name, likePattern(q.search)), ilike(companies.name, likePattern(q.search))) : undefined,
  );
  const [rows, [total]] = await readTogether(
    db,
    () =>
      base(db)
        .where(where)
        .orderBy(desc(pklPeriods.startDate), asc(studentProfiles.className), asc(student.name))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    () =>
      db
        .select({ n: count() })
        .from(pklPlacements)
        .innerJoin(pklPeriods, eq(pklPeriods.id, pklPlacements.periodId))
        .innerJoin(student, eq(student.id, pklPlacements.studentId))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, pklPlacements.studentId))
        .innerJoin(companies, eq(companies.id, pklPlacements.companyId))
        .where(where),
  );
  const n = total?.n ?? 0;
  return { data: await toDtos(db, rows), total: n, page: q.page, per_page: q.per_page, total_pages: Math.ceil(n / q.per_page) };
}

/** A placement inside the caller's scope for the route's cell, or 404. */
export async function scopedPlacement(
  db: DbExecutor,
  id: string,
  scope: Scope,
  caller: Caller | null,
): Promise<PklPlacement & { industry_weight: number }> {
  const [row] = await base(db).where(and(eq(pklPlacements.id, id), placementScope(scope, caller)));
  if (!row) throw notFound();
  const [dto] = await toDtos(db, [row]);
  return { ...dto!, industry_weight: row.industry_weight };
}

/** Every placement in scope (the export: at most 5,000). */
export async function allPlacements(db: Db, scope: Scope, caller: Caller | null, periodId?: string): Promise<PklPlacement[]> {
  const rows = await base(db)
    .where(and(placementScope(scope, caller), periodId ? eq(pklPlacements.periodId, periodId) : undefined))
    .orderBy(asc(studentProfiles.className), asc(student.name))
    .limit(5000);
  return toDtos(db, rows);
}
