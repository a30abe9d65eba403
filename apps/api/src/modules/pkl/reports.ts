import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  PKL_PLACEMENT_STATUS_LABELS,
  VOCATIONAL_PROGRAM_LABELS,
  type Scope,
  type VocationalProgram,
  type ZPklOverview,
  type ZPklReport,
} from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { companies, pklEvents, pklJournalDays, pklPeriods, pklQuotas, schools, studentProfiles, users } from '../../db/schema.js';
import type { Caller } from '../../plugins/auth.js';
import { withCityNames } from '../regions/city-names.js';
import { writeSpreadsheet } from '../spreadsheets/spreadsheet.js';
import { evaluationOf } from './evaluation.js';
import { allPlacements, type PklPlacement } from './placement-query.js';

type Overview = z.output<typeof ZPklOverview>;
type Counts = Overview['totals'];
const zero = (): Counts => ({ students: 0, not_placed: 0, proposed: 0, awaiting_company: 0, confirmed: 0, ongoing: 0, finished: 0 });

/** The latest placement of each student in the list (the one whose state the dashboard shows). */
function latestByStudent(placements: PklPlacement[]): Map<string, PklPlacement> {
  const live = placements.filter((p) => p.status !== 'cancelled' && p.status !== 'declined' && p.status !== 'rejected');
  const byStudent = new Map<string, PklPlacement>();
  for (const p of live) {
    const seen = byStudent.get(p.student_id);
    if (!seen || seen.start_date < p.start_date) byStudent.set(p.student_id, p);
  }
  return byStudent;
}

function tally(counts: Counts, p: PklPlacement | undefined) {
  counts.students += 1;
  if (!p) counts.not_placed += 1;
  else if (p.status in counts) counts[p.status as keyof Counts] += 1;
}

/**
 * The school's dashboard: for the students of the period's classes (or every student of the school
 * without a period), how many are not placed, proposed, awaiting the company, confirmed, ongoing,
 * finished — per class, per program; and per company its quota and placements.
 */
export async function overview(db: Db, scope: Scope, caller: Caller | null, periodId?: string): Promise<Overview> {
  const placements = await allPlacements(db, scope, caller, periodId);
  const [period] = periodId
    ? await db.select({ classNames: pklPeriods.classNames, schoolId: pklPeriods.schoolId }).from(pklPeriods).where(eq(pklPeriods.id, periodId))
    : [];
  const schoolId = period?.schoolId ?? (scope === 'all' ? null : (caller?.user.schoolId ?? null));
  const students = schoolId
    ? await db
        .select({ id: users.id, className: studentProfiles.className, program: studentProfiles.program })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(
          and(
            eq(users.role, 'siswa'),
            eq(users.schoolId, schoolId),
            eq(users.status, 'active'),
            period?.classNames.length ? inArray(studentProfiles.className, period.classNames) : undefined,
          ),
        )
    : placements.map((p) => ({ id: p.student_id, className: p.class_name, program: p.program }));
  const latest = latestByStudent(placements);
  const totals = zero();
  const byClass = new Map<string, Counts>();
  const byProgram = new Map<string | null, Counts>();
  for (const s of new Map(students.map((s) => [s.id, s])).values()) {
    const p = latest.get(s.id);
    tally(totals, p);
    const cls = s.className ?? '-';
    tally(byClass.get(cls) ?? byClass.set(cls, zero()).get(cls)!, p);
    tally(byProgram.get(s.program) ?? byProgram.set(s.program, zero()).get(s.program)!, p);
  }
  const quotas = periodId
    ? await db
        .select({ companyId: pklQuotas.companyId, quota: pklQuotas.quota, name: companies.name })
        .from(pklQuotas)
        .innerJoin(companies, eq(companies.id, pklQuotas.companyId))
        .where(eq(pklQuotas.periodId, periodId))
    : [];
  const byCompany = new Map<string, Overview['by_company'][number]>();
  const company = (id: string, name: string) =>
    byCompany.get(id) ??
    byCompany
      .set(id, {
        company_id: id,
        company_name: name,
        quota: quotas.find((q) => q.companyId === id)?.quota ?? null,
        awaiting_company: 0,
        confirmed: 0,
        ongoing: 0,
        finished: 0,
      })
      .get(id)!;
  for (const q of quotas) company(q.companyId, q.name);
  for (const p of latest.values()) {
    const c = company(p.company_id, p.company_name);
    if (p.status === 'awaiting_company' || p.status === 'confirmed' || p.status === 'ongoing' || p.status === 'finished') c[p.status] += 1;
  }
  return {
    totals,
    by_class: [...byClass].map(([class_name, c]) => ({ class_name, ...c })).sort((a, b) => a.class_name.localeCompare(b.class_name)),
    by_program: [...byProgram].map(([program, c]) => ({ program, ...c })),
    by_company: [...byCompany.values()].sort((a, b) => a.company_name.localeCompare(b.company_name)),
  };
}

/** The export's columns: Indonesian headers (the school's own reports are in Indonesian). */
const EXPORT_COLUMNS = [
  { key: 'Periode' },
  { key: 'Nama Siswa' },
  { key: 'Kelas' },
  { key: 'Jurusan' },
  { key: 'Perusahaan' },
  { key: 'Status' },
  { key: 'Guru Pembimbing' },
  { key: 'Pembimbing Industri' },
  { key: 'Mulai' },
  { key: 'Selesai' },
  { key: 'Hadir' },
  { key: 'Sakit' },
  { key: 'Izin' },
  { key: 'Alpa' },
  { key: 'Jurnal Belum Diisi' },
  { key: 'Nilai Akhir' },
  { key: 'Predikat' },
] as const;

export async function exportPlacements(db: Db, scope: Scope, caller: Caller | null, periodId?: string): Promise<Buffer> {
  const rows = (await allPlacements(db, scope, caller, periodId)).map((p) => ({
    Periode: p.period_name,
    'Nama Siswa': p.student_name,
    Kelas: p.class_name ?? '',
    Jurusan: p.program ? (VOCATIONAL_PROGRAM_LABELS[p.program as VocationalProgram] ?? p.program) : '',
    Perusahaan: p.company_name,
    Status: PKL_PLACEMENT_STATUS_LABELS[p.status],
    'Guru Pembimbing': p.school_supervisor_name ?? '',
    'Pembimbing Industri': p.industry_supervisor_name ?? '',
    Mulai: p.start_date,
    Selesai: p.end_date,
    Hadir: p.attendance.hadir,
    Sakit: p.attendance.sakit,
    Izin: p.attendance.izin,
    Alpa: p.attendance.alpa,
    'Jurnal Belum Diisi': p.attendance.missing,
    'Nilai Akhir': p.final_grade ?? '',
    Predikat: p.predicate ?? '',
  }));
  return writeSpreadsheet('xlsx', 'PKL', EXPORT_COLUMNS, rows);
}

/** Everything the printed certificate/report shows of one placement (the caller already reached it in scope). */
export async function reportOf(db: Db, p: PklPlacement): Promise<z.output<typeof ZPklReport>> {
  const [school] = await db
    .select({ name: schools.name, npsn: schools.npsn, address: schools.address, phone: schools.phone, city_code: schools.cityCode })
    .from(schools)
    .where(eq(schools.id, p.school_id));
  const [company] = await db
    .select({ name: companies.name, address: companies.address, city_code: companies.cityCode })
    .from(companies)
    .where(eq(companies.id, p.company_id));
  const [headmaster] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, p.school_id), eq(users.role, 'kepala_sekolah'), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const [student] = await db.select({ nisn: users.nisn }).from(users).where(eq(users.id, p.student_id));
  const [hours] = await db
    .select({ total: sql<number>`coalesce(sum(${pklJournalDays.hours}), 0)::float` })
    .from(pklJournalDays)
    .where(and(eq(pklJournalDays.placementId, p.id), eq(pklJournalDays.attendance, 'hadir')));
  const [schoolNamed] = await withCityNames([{ city_code: school?.city_code ?? null }]);
  const [companyNamed] = await withCityNames([{ city_code: company?.city_code ?? null }]);
  return {
    placement_id: p.id,
    school: {
      name: school?.name ?? p.school_name,
      npsn: school?.npsn ?? '',
      address: school?.address ?? null,
      city: schoolNamed?.city_name ?? null,
      phone: school?.phone ?? null,
      email: p.school_email,
      headmaster_name: headmaster?.name ?? null,
    },
    company: { name: company?.name ?? p.company_name, address: company?.address ?? null, city: companyNamed?.city_name ?? null },
    student: { name: p.student_name, nisn: student?.nisn ?? null, class_name: p.class_name, program: p.program },
    period: { name: p.period_name, start_date: p.start_date, end_date: p.end_date, hours_per_day: p.hours_per_day },
    school_supervisor_name: p.school_supervisor_name,
    industry_supervisor_name: p.industry_supervisor_name,
    status: p.status,
    evaluation: await evaluationOf(db, p.id),
    total_hours: hours?.total ?? 0,
    finished_at: p.finished_at,
  };
}

/** A placement's history, oldest first. */
export async function eventsOf(db: Db, placementId: string) {
  return db
    .select({ id: pklEvents.id, action: pklEvents.action, actor_name: users.name, note: pklEvents.note, created_at: pklEvents.createdAt })
    .from(pklEvents)
    .leftJoin(users, eq(users.id, pklEvents.actorId))
    .where(eq(pklEvents.placementId, placementId))
    .orderBy(asc(pklEvents.createdAt));
}
