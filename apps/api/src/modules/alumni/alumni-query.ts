// Reads of the graduates: the list with its filters, one graduate with their status history, and the
// filters' choices — always inside the caller's scope (a school its own, the Admin every school).
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, TOutcomeFilters } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { alumni, alumniStatusEvents, schools, users, type StoredAlumniStatus } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

const recorder = alias(users, 'status_recorder');

/** The graduates the scope shows: a school its own alumni, a graduate their own record, the Admin all. */
export function alumniScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { school: alumni.schoolId, owner: alumni.userId });
}

/** The dashboards' and lists' filters as a condition on `alumni` (the province is the school's). */
export function alumniFilters(q: Partial<TOutcomeFilters> & { activity?: string; search?: string }): SQL[] {
  const search = q.search?.trim();
  return [
    q.school_id ? eq(alumni.schoolId, q.school_id) : undefined,
    q.province_code ? sql`${alumni.schoolId} in (select s.id from ${schools} s where s.province_code = ${q.province_code})` : undefined,
    q.graduation_year ? eq(alumni.graduationYear, q.graduation_year) : undefined,
    q.program ? eq(alumni.program, q.program) : undefined,
    q.class_name ? sql`lower(trim(${alumni.className})) = lower(trim(${q.class_name}))` : undefined,
    q.activity ? eq(alumni.activity, q.activity as StoredAlumniStatus['activity']) : undefined,
    search ? or(ilike(users.name, likePattern(search)), ilike(users.nisn, likePattern(search))) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** The columns of a graduate as ZAlumnus names them. */
export const alumnusSelection = {
  id: alumni.userId,
  name: users.name,
  nisn: users.nisn,
  school_id: alumni.schoolId,
  school_name: schools.name,
  program: alumni.program,
  class_name: alumni.className,
  graduation_year: alumni.graduationYear,
  graduated_on: alumni.graduatedOn,
  contact_phone: alumni.contactPhone,
  contact_email: alumni.contactEmail,
  activity: alumni.activity,
  company_name: alumni.companyName,
  position: alumni.position,
  sector: alumni.sector,
  start_month: alumni.startMonth,
  salary_band: alumni.salaryBand,
  program_fit: alumni.programFit,
  institution: alumni.institution,
  study_program: alumni.studyProgram,
  business_name: alumni.businessName,
  business_sector: alumni.businessSector,
  note: alumni.statusNote,
  source: alumni.statusSource,
  recorded_by_name: recorder.name,
  updated_at: alumni.statusUpdatedAt,
};

function fromAlumni(db: DbExecutor) {
  return db
    .select(alumnusSelection)
    .from(alumni)
    .innerJoin(users, eq(users.id, alumni.userId))
    .innerJoin(schools, eq(schools.id, alumni.schoolId))
    .leftJoin(recorder, eq(recorder.id, alumni.statusRecordedBy));
}

export async function alumniPage(
  db: DbExecutor,
  scope: Scope,
  caller: Caller | null,
  q: Partial<TOutcomeFilters> & { search: string; activity?: string; page: number; per_page: number },
) {
  const where = and(alumniScope(scope, caller), ...alumniFilters(q));
  const [rows, [total]] = await readTogether(
    db,
    () =>
      fromAlumni(db)
        .where(where)
        .orderBy(desc(alumni.graduationYear), asc(alumni.className), asc(users.name))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    () => db.select({ n: count() }).from(alumni).innerJoin(users, eq(users.id, alumni.userId)).where(where),
  );
  const n = total?.n ?? 0;
  return { data: rows, total: n, page: q.page, per_page: q.per_page, total_pages: Math.ceil(n / q.per_page) };
}

/** Every graduate in scope and filters, for the exports (one row each). */
export function alumniRows(db: DbExecutor, scope: Scope, caller: Caller | null, q: Partial<TOutcomeFilters>) {
  return fromAlumni(db)
    .where(and(alumniScope(scope, caller), ...alumniFilters(q)))
    .orderBy(desc(alumni.graduationYear), asc(alumni.program), asc(alumni.className), asc(users.name))
    .limit(100_000);
}

/** One graduate in scope with the history of their status (newest first), or 404. */
export async function alumnusDetail(db: DbExecutor, scope: Scope, caller: Caller | null, id: string) {
  const [row] = await fromAlumni(db).where(and(eq(alumni.userId, id), alumniScope(scope, caller)));
  if (!row) throw notFound();
  const events = await db
    .select({
      id: alumniStatusEvents.id,
      status: alumniStatusEvents.status,
      source: alumniStatusEvents.source,
      recorded_by_name: users.name,
      updated_at: alumniStatusEvents.createdAt,
    })
    .from(alumniStatusEvents)
    .leftJoin(users, eq(users.id, alumniStatusEvents.recordedBy))
    .where(eq(alumniStatusEvents.alumniId, id))
    .orderBy(desc(alumniStatusEvents.createdAt))
    .limit(200);
  const history = events.map(({ status, ...e }) => ({ ...status, ...e }));
  return { ...row, history };
}

/** The filters' choices in scope: graduation years with their counts, classes and programs of graduates. */
export async function alumniOptions(db: DbExecutor, scope: Scope, caller: Caller | null, schoolId: string | undefined) {
  const where = and(alumniScope(scope, caller), schoolId ? eq(alumni.schoolId, schoolId) : undefined);
  const [years, classes, programs] = await readTogether(
    db,
    () =>
      db
        .select({ year: alumni.graduationYear, count: count() })
        .from(alumni)
        .where(where)
        .groupBy(alumni.graduationYear)
        .orderBy(desc(alumni.graduationYear)),
    () => db.selectDistinct({ v: alumni.className }).from(alumni).where(where).orderBy(asc(alumni.className)).limit(500),
    () => db.selectDistinct({ v: alumni.program }).from(alumni).where(where).orderBy(asc(alumni.program)).limit(100),
  );
  const present = (rows: { v: string | null }[]) => rows.map((r) => r.v).filter((v): v is string => !!v);
  return { years, classes: present(classes), programs: present(programs) };
}
