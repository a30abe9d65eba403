import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  APPLICATION_STAGE_NAMES,
  VOCATIONAL_PROGRAM_LABELS,
  VOCATIONAL_PROGRAM_LABELS_EN,
  emptyStageCounts,
  type Lang,
  type Scope,
  type TStageCounts,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applications, opportunities, studentProfiles, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { columnsIn, writeSpreadsheet, type HeadedColumn, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { applicationScope, asSeenBy, fromApplications, hidesWithdrawn, student } from './application-query.js';
import { filteredApplications, type ApplicationFilters } from './application-reads.js';

const EXPORT_COLUMNS: HeadedColumn[] = [
  ['student_name', 'Siswa', 'Student'],
  ['nisn', 'NISN', 'NISN', true],
  ['school_name', 'Sekolah', 'School'],
  ['program', 'Kompetensi keahlian', 'Vocational program'],
  ['class_name', 'Rombel', 'Class group'],
  ['opportunity_title', 'Lowongan', 'Opening'],
  ['company_name', 'Perusahaan', 'Company'],
  ['stage_label', 'Tahap', 'Stage'],
  ['applied_at', 'Tanggal melamar', 'Applied on'],
  ['hired_at', 'Tanggal diterima', 'Hired on'],
];

const day = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : '');

/**
 * The school's BKK placement report (and every side's list) as a spreadsheet: the list's filters,
 * every row, as the caller's side may see it. Returns the file and the name it goes by.
 */
export async function applicationsSpreadsheet(
  db: Db,
  scope: Scope,
  caller: Caller | null,
  q: ApplicationFilters & { format: SpreadsheetFormat },
  lang: Lang,
) {
  const programs = lang === 'en' ? VOCATIONAL_PROGRAM_LABELS_EN : VOCATIONAL_PROGRAM_LABELS;
  const where = filteredApplications(q, scope, caller);
  const rows = await fromApplications(db).where(where).orderBy(asc(student.name), asc(applications.createdAt)).limit(100_000);
  const ids = rows.map((row) => row.id);
  const extras = ids.length
    ? await db
        .select({
          id: applications.id,
          nisn: users.nisn,
          class_name: studentProfiles.className,
          hired_at: sql<Date | null>`(select min(e.created_at) from application_events e where e.application_id = ${applications.id} and e.to_stage = 'hired')`,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.studentId))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
        .where(inArray(applications.id, ids))
    : [];
  const byId = new Map(extras.map((e) => [e.id, e]));
  const sheetRows = rows.map((row) => {
    const extra = byId.get(row.id);
    const hidden = hidesWithdrawn(scope, row.stage);
    return {
      ...asSeenBy(scope, row),
      nisn: hidden ? '' : (extra?.nisn ?? ''),
      class_name: extra?.class_name ?? '',
      program: row.program ? (programs[row.program as VocationalProgram] ?? row.program) : '',
      stage_label: APPLICATION_STAGE_NAMES[row.stage][lang],
      applied_at: day(row.created_at),
      hired_at: day(extra?.hired_at),
    };
  });
  const name = q.stage === 'hired' ? 'placements' : 'applications';
  return { name, file: await writeSpreadsheet(q.format, name, columnsIn(lang, EXPORT_COLUMNS), sheetRows) };
}

type OpeningCounts = { opportunity_id: string; title: string; company_name: string; counts: TStageCounts; total: number };

/**
 * Applications per stage in the caller's scope (optionally one company's): in total, per opening,
 * and the students who applied and were hired.
 */
export async function stageCounts(db: Db, scope: Scope, caller: Caller | null, companyFilter: string | undefined) {
  const where = and(applicationScope(scope, caller), companyFilter ? eq(applications.companyId, companyFilter) : undefined);
  const groups = await db
    .select({
      opportunity_id: applications.opportunityId,
      title: opportunities.title,
      company_name: sql<string>`(select c.name from companies c where c.id = ${applications.companyId})`,
      stage: applications.stage,
      n: sql<number>`count(*)::int`,
      students: sql<number>`count(distinct ${applications.studentId})::int`,
    })
    .from(applications)
    .innerJoin(opportunities, eq(applications.opportunityId, opportunities.id))
    .innerJoin(student, eq(applications.studentId, student.id))
    .where(where)
    .groupBy(applications.opportunityId, opportunities.title, applications.companyId, applications.stage);
  const [people] = await db
    .select({
      students: sql<number>`count(distinct ${applications.studentId})::int`,
      hired: sql<number>`count(distinct ${applications.studentId}) filter (where ${applications.stage} = 'hired')::int`,
    })
    .from(applications)
    .innerJoin(student, eq(applications.studentId, student.id))
    .where(where);
  const total: TStageCounts = emptyStageCounts();
  const openings = new Map<string, OpeningCounts>();
  // A company's openings without applicants yet are listed too (with zeros).
  const companyId = scope === 'own-company' ? caller?.user.companyId : scope === 'all' ? companyFilter : undefined;
  if (companyId) {
    const own = await db
      .select({ id: opportunities.id, title: opportunities.title })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, companyId), ne(opportunities.status, 'draft')))
      .orderBy(desc(opportunities.createdAt));
    for (const o of own) openings.set(o.id, { opportunity_id: o.id, title: o.title, company_name: '', counts: emptyStageCounts(), total: 0 });
  }
  for (const g of groups) {
    const opening = openings.get(g.opportunity_id) ?? {
      opportunity_id: g.opportunity_id,
      title: g.title,
      company_name: g.company_name,
      counts: emptyStageCounts(),
      total: 0,
    };
    opening.company_name = g.company_name;
    opening.counts[g.stage] += g.n;
    opening.total += g.n;
    total[g.stage] += g.n;
    openings.set(g.opportunity_id, opening);
  }
  return { total, students: people?.students ?? 0, students_hired: people?.hired ?? 0, openings: [...openings.values()] };
}
