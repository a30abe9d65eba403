// The completeness page's queries: the students in the caller's scope with their stored
// completeness, filtered and sorted, as a page, a spreadsheet and a distribution.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPLETENESS_BUCKETS,
  VOCATIONAL_PROGRAM_LABELS,
  VOCATIONAL_PROGRAM_LABELS_EN,
  ZCompletenessFilters,
  type CompletenessDistribution,
  type CompletenessRow,
  type Lang,
  type Scope,
  type TCompletenessListQuery,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, studentProfiles, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import type { CrudOptions } from '../../crud/register-crud.js';
import { estimateRows } from '../../crud/row-estimate.js';
import { columnsIn, writeSpreadsheet, type HeadedColumn, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { scopeCondition } from '../scope.js';
import { isCurrentStudent } from '../../db/current-students.js';

/** Students the caller may see on the completeness page: a school's staff their own school, the Admin all. */
function studentsInScope(scope: Scope, caller: Caller | null): SQL | undefined {
  // Graduates keep their account but are not chased for their profile: current students only.
  return and(eq(users.role, 'siswa'), isCurrentStudent(users.id), scopeCondition(scope, caller, { school: users.schoolId }));
}

const completenessColumn = sql<number>`coalesce(${studentProfiles.completeness}, 0)`;

function completenessWhere(q: z.infer<typeof ZCompletenessFilters>, scope: Scope, caller: Caller | null) {
  const search = q.search.trim();
  return and(
    studentsInScope(scope, caller),
    q.school_id ? eq(users.schoolId, q.school_id) : undefined,
    q.program ? eq(studentProfiles.program, q.program) : undefined,
    q.grade ? eq(studentProfiles.grade, q.grade) : undefined,
    q.class_name ? eq(studentProfiles.className, q.class_name) : undefined,
    q.min !== undefined ? gte(completenessColumn, q.min) : undefined,
    q.max !== undefined ? lte(completenessColumn, q.max) : undefined,
    search ? or(ilike(users.name, likePattern(search)), ilike(users.nisn, likePattern(search))) : undefined,
  );
}

const completenessSelection = {
  id: users.id,
  name: users.name,
  nisn: users.nisn,
  school_id: users.schoolId,
  school_name: schools.name,
  program: studentProfiles.program,
  grade: studentProfiles.grade,
  class_name: studentProfiles.className,
  completeness: completenessColumn,
};
const SORT_COLUMNS = {
  name: users.name,
  completeness: completenessColumn,
  school_name: schools.name,
  program: studentProfiles.program,
  grade: studentProfiles.grade,
  class_name: studentProfiles.className,
};

// `as never`: drizzle cannot type the joins of a select over a selection that is a type
// parameter; each caller names the row type of its own selection.
const listFrom = <T extends Record<string, unknown>>(db: Db, selection: T) =>
  db
    .select(selection as never)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, users.schoolId));

/**
 * The total of a list: exact while the planner expects at most `exactCountUpTo` rows, its estimate above
 * (an exact count reads every matching row; the same rule as the generic lists).
 */
async function countStudents(db: Db, crudOptions: CrudOptions, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  const counted = db.select({ id: users.id }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(where);
  if (crudOptions.exactCountUpTo > 0) {
    const estimate = await estimateRows(db, counted);
    if (estimate > crudOptions.exactCountUpTo) return { total: estimate, estimated: true };
  }
  const [row] = await db.select({ total: count() }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id)).where(where);
  return { total: row?.total ?? 0, estimated: false };
}

/** One page of the completeness list with its total (`total_estimated` when the total is the planner's estimate). */
export async function completenessList(db: Db, crudOptions: CrudOptions, q: TCompletenessListQuery, scope: Scope, caller: Caller | null) {
  const where = completenessWhere(q, scope, caller);
  const column = SORT_COLUMNS[q.sort_by];
  const order = q.sort_type === 'desc' ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)];
  // A deferred join (as registerCrud's lists): the page's ids first, from the account and its
  // profile only (the school's name only when sorting by it), then the rows of those ids.
  const idsFrom = db.select({ id: users.id }).from(users).leftJoin(studentProfiles, eq(studentProfiles.userId, users.id));
  const ids = (
    await (q.sort_by === 'school_name' ? idsFrom.leftJoin(schools, eq(schools.id, users.schoolId)) : idsFrom)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
  ).map((r) => r.id);
  const [found, { total, estimated }] = await Promise.all([
    ids.length ? (listFrom(db, completenessSelection).where(inArray(users.id, ids)) as Promise<CompletenessRow[]>) : Promise.resolve([]),
    countStudents(db, crudOptions, where),
  ]);
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = [...found].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return {
    data: rows,
    total,
    page: q.page,
    per_page: q.per_page,
    total_pages: Math.ceil(total / q.per_page),
    ...(estimated ? { total_estimated: true } : {}),
  };
}

const COMPLETENESS_COLUMNS: HeadedColumn[] = [
  ['nisn', 'NISN', 'NISN', true],
  ['name', 'Nama', 'Name'],
  ['school_name', 'Sekolah', 'School'],
  ['program', 'Kompetensi keahlian', 'Vocational program'],
  ['grade', 'Kelas', 'Grade'],
  ['class_name', 'Rombel', 'Class group'],
  ['completeness', 'Kelengkapan profil (%)', 'Profile completeness (%)'],
];

/** The whole filtered list (up to 100,000 students) as a CSV or XLSX file, in the reader's language. */
export async function completenessSpreadsheet(
  db: Db,
  q: Omit<TCompletenessListQuery, 'page' | 'per_page'> & { format: SpreadsheetFormat },
  scope: Scope,
  caller: Caller | null,
  lang: Lang,
) {
  const where = completenessWhere(q, scope, caller);
  const column = SORT_COLUMNS[q.sort_by];
  const rows = (await listFrom(db, completenessSelection)
    .where(where)
    .orderBy(q.sort_type === 'desc' ? desc(column) : asc(column), asc(users.id))
    .limit(100_000)) as CompletenessRow[];
  const programs = lang === 'en' ? VOCATIONAL_PROGRAM_LABELS_EN : VOCATIONAL_PROGRAM_LABELS;
  const named = rows.map((row) => ({ ...row, program: row.program ? (programs[row.program as VocationalProgram] ?? row.program) : '' }));
  return writeSpreadsheet(q.format, lang === 'en' ? 'Completeness' : 'Kelengkapan', columnsIn(lang, COMPLETENESS_COLUMNS), named);
}

/** How many students fall in each tenth of completeness, with the total and the average. */
export async function completenessDistribution(
  db: Db,
  q: z.infer<typeof ZCompletenessFilters>,
  scope: Scope,
  caller: Caller | null,
): Promise<CompletenessDistribution> {
  const where = completenessWhere(q, scope, caller);
  const bucket = sql<number>`least(${completenessColumn} / 10, 9)::int`;
  const rows = (await listFrom(db, { bucket, students: count(), sum: sql<number>`sum(${completenessColumn})::int` })
    .where(where)
    .groupBy(bucket)) as { bucket: number; students: number; sum: number }[];
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), Number(row.students)]));
  const total = rows.reduce((a, row) => a + Number(row.students), 0);
  const sum = rows.reduce((a, row) => a + Number(row.sum ?? 0), 0);
  return {
    buckets: COMPLETENESS_BUCKETS.map((b, i) => ({ ...b, count: byBucket.get(i) ?? 0 })),
    total,
    average: total ? Math.round(sum / total) : 0,
  };
}
