// What confirmed assessments leave behind: certificates, results per scheme and the results spreadsheet.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_RESULT_LABELS, certificateStatus, type Lang } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { assessmentCandidates, assessments, certificates, competencySchemes, schools, users } from '../../db/schema.js';
import { columnsIn, writeSpreadsheet, type HeadedColumn, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { today } from './marks.js';
import { student } from './schedule.js';

/** Certificates in scope: a student's own, a school's students', all (the Admin); each with its status today. */
export async function certificateRows(db: Db, scopeWhere: SQL | undefined, studentId: string | undefined) {
  const day = today();
  const rows = await db
    .select({
      id: certificates.id,
      number: certificates.number,
      student_id: certificates.studentId,
      student_name: users.name,
      scheme_code: competencySchemes.code,
      scheme_name_id: competencySchemes.nameId,
      scheme_name_en: competencySchemes.nameEn,
      issued_on: certificates.issuedOn,
      valid_until: certificates.validUntil,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.studentId))
    .innerJoin(competencySchemes, eq(competencySchemes.id, certificates.schemeId))
    .where(and(scopeWhere, studentId ? eq(certificates.studentId, studentId) : undefined))
    .orderBy(desc(certificates.issuedOn), asc(certificates.number))
    .limit(1000);
  return rows.map((row) => ({ ...row, status: certificateStatus(row.valid_until, day) }));
}

/** Confirmed candidates per scheme in scope: assessed, competent. */
export function resultRows(db: Db, scopeWhere: SQL | undefined) {
  return db
    .select({
      scheme_id: competencySchemes.id,
      scheme_code: competencySchemes.code,
      scheme_name_id: competencySchemes.nameId,
      scheme_name_en: competencySchemes.nameEn,
      assessed: count(assessmentCandidates.id),
      competent: sql<number>`(count(*) filter (where ${assessmentCandidates.result} = 'competent'))::int`,
    })
    .from(assessmentCandidates)
    .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
    .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
    .where(and(scopeWhere, eq(assessments.status, 'confirmed')))
    .groupBy(competencySchemes.id)
    .orderBy(asc(competencySchemes.code));
}

const EXPORT_COLUMNS: HeadedColumn[] = [
  ['scheme_code', 'Kode skema', 'Scheme code'],
  ['scheme_name', 'Skema', 'Scheme'],
  ['scheduled_at', 'Tanggal asesmen', 'Assessment date'],
  ['place', 'Tempat', 'Place'],
  ['school', 'Sekolah', 'School'],
  ['student', 'Siswa', 'Student'],
  ['nisn', 'NISN', 'NISN', true],
  ['result', 'Hasil', 'Result'],
  ['certificate', 'Nomor sertifikat', 'Certificate number'],
];

/** Every confirmed candidate in scope as one spreadsheet row, results in the caller's language. */
export async function resultsSpreadsheet(db: Db, scopeWhere: SQL | undefined, format: SpreadsheetFormat, lang: Lang) {
  const rows = await db
    .select({
      scheme_code: competencySchemes.code,
      scheme_name: competencySchemes.nameId,
      scheduled_at: assessments.scheduledAt,
      place: assessments.place,
      school: schools.name,
      student: student.name,
      nisn: student.nisn,
      result: assessmentCandidates.result,
      certificate: certificates.number,
    })
    .from(assessmentCandidates)
    .innerJoin(assessments, eq(assessments.id, assessmentCandidates.assessmentId))
    .innerJoin(competencySchemes, eq(competencySchemes.id, assessments.schemeId))
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .innerJoin(student, eq(student.id, assessmentCandidates.studentId))
    .leftJoin(certificates, eq(certificates.candidateId, assessmentCandidates.id))
    .where(and(scopeWhere, eq(assessments.status, 'confirmed')))
    .orderBy(asc(competencySchemes.code), desc(assessments.scheduledAt), asc(student.name))
    .limit(100_000);
  const sheet = rows.map((row) => ({
    ...row,
    scheduled_at: row.scheduled_at.toISOString().slice(0, 10),
    nisn: row.nisn ?? '',
    result: row.result ? CANDIDATE_RESULT_LABELS[row.result][lang] : '',
    certificate: row.certificate ?? '',
  }));
  return writeSpreadsheet(format, lang === 'en' ? 'Assessment results' : 'Hasil asesmen', columnsIn(lang, EXPORT_COLUMNS), sheet);
}
