// Each student a test is assigned to, and where they stand on it: the staff's "who has not started yet".
import { and, asc, eq, sql } from 'drizzle-orm';
import { ATTEMPT_STATUS_LABELS, ATTEMPT_STATUS_LABELS_EN, type AttemptStatus, type Lang } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { studentProfiles, testAttempts, users } from '../../db/schema.js';
import { columnsIn, writeSpreadsheet, type HeadedColumn, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { assignedTo } from './engine.js';

/** A student's standing: submitted once any attempt is, in progress while one is open, else not started. */
const standing = (testId: string) => sql<AttemptStatus>`case
  when exists (select 1 from ${testAttempts} a where a.test_id = ${testId} and a.student_id = ${users.id} and a.status = 'submitted') then 'submitted'
  when exists (select 1 from ${testAttempts} a where a.test_id = ${testId} and a.student_id = ${users.id}) then 'in_progress'
  else 'not_started' end`;

/**
 * The active students the test's assignments reach (within `schoolId` when given), those who have not
 * started first, then by class and name.
 */
export async function studentProgress(db: Db, testId: string, schoolId: string | null) {
  const status = standing(testId);
  return db
    .select({
      id: users.id,
      name: users.name,
      nisn: users.nisn,
      class_name: studentProfiles.className,
      status,
      submitted_at: sql<Date | null>`(select max(a.submitted_at) from ${testAttempts} a
        where a.test_id = ${testId} and a.student_id = ${users.id} and a.status = 'submitted')`.mapWith(testAttempts.submittedAt),
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'siswa'),
        eq(users.status, 'active'),
        schoolId ? eq(users.schoolId, schoolId) : undefined,
        assignedTo(sql`${testId}::uuid`, sql`${users.id}`),
      ),
    )
    .orderBy(sql`case ${status} when 'not_started' then 0 when 'in_progress' then 1 else 2 end`, asc(studentProfiles.className), asc(users.name))
    .limit(5000);
}

/** The progress sheet's columns: key, Indonesian heading, English heading. */
const PROGRESS_COLUMNS: HeadedColumn[] = [
  ['name', 'Nama', 'Name'],
  ['nisn', 'NISN', 'NISN', true],
  ['class_name', 'Rombel', 'Class'],
  ['status', 'Status', 'Status'],
  ['submitted_at', 'Selesai pada', 'Submitted at'],
];

/** The progress list as a spreadsheet for the staff, in their language (the test named in the sheet's title). */
export async function studentProgressSpreadsheet(
  db: Db,
  test: { id: string; nameId: string },
  schoolId: string | null,
  format: SpreadsheetFormat,
  lang: Lang,
) {
  const rows = await studentProgress(db, test.id, schoolId);
  const labels = lang === 'en' ? ATTEMPT_STATUS_LABELS_EN : ATTEMPT_STATUS_LABELS;
  return writeSpreadsheet(
    format,
    // Excel refuses sheet names over 31 characters.
    test.nameId.slice(0, 31),
    columnsIn(lang, PROGRESS_COLUMNS),
    rows.map((row) => ({ ...row, class_name: row.class_name ?? '', nisn: row.nisn ?? '', status: labels[row.status] })),
  );
}
