// Bulk placement from a spreadsheet (docs/pkl.md, "Bulk placement"): one row per student (NISN, the
// company by name, the supervising teacher by e-mail), checked by the same rules as one placement,
// all or nothing, with a dry run that writes nothing.
import { and, eq, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  PKL_IMPORT_COLUMNS,
  PKL_MESSAGES,
  ZPklPlacementRow,
  issuesToFieldErrors,
  looseKey,
  type ImportReport,
  type Lang,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readImportSheet, refuseFile } from '../spreadsheets/import-upload.js';
import { writeImportTemplate } from '../spreadsheets/import-file.js';
import type { SheetRow, SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import type { PklPeriod } from './periods.js';
import { verifiedTeacherOf, type Actor } from './pkl-common.js';
import { placeInTransaction, placingPeriod } from './placement-actions.js';

type Column = (typeof PKL_IMPORT_COLUMNS)[number]['name'];
/** Where a placement rule's field error belongs in the sheet. */
const COLUMN_OF_FIELD: Record<string, Column> = { student_id: 'nisn', company_id: 'company', school_supervisor_id: 'teacher_email' };
const headerIn = (c: (typeof PKL_IMPORT_COLUMNS)[number], lang: Lang) => (lang === 'en' ? c.header_en : c.header);
/** The template's example row: a sheet that still holds it imports without it. */
const EXAMPLE: Record<Column, string> = { nisn: '0091000001', company: 'PT Contoh Industri', teacher_email: 'guru.pembimbing@sekolah.sch.id' };
/** Thrown to undo a dry run or a sheet with errors: the rows were placed to check them, never kept. */
const UNDO = Symbol('undo');

const cellOf = (raw: SheetRow, header: Map<Column, string>, c: Column) => (raw[header.get(c) ?? ''] ?? '').trim();
/** The template's example row left in the sheet. */
const isExample = (raw: SheetRow, header: Map<Column, string>) => PKL_IMPORT_COLUMNS.every((c) => cellOf(raw, header, c.name) === EXAMPLE[c.name]);

/** Each sheet header → its column (by key or by the header in either language, loosely). */
function columnsOf(headers: readonly string[]): Map<Column, string> {
  const found = new Map<Column, string>();
  for (const header of headers) {
    const key = looseKey(header);
    const column = PKL_IMPORT_COLUMNS.find((c) => [c.name, c.header, c.header_en].some((name) => looseKey(name) === key));
    if (column && !found.has(column.name)) found.set(column.name, header);
  }
  return found;
}

/** The ids a row names, or the column each one failed in. */
async function resolveRow(tx: DbExecutor, period: PklPeriod, row: { nisn: string; company: string; teacher_email?: string | null }, lang: Lang) {
  const fails: Partial<Record<Column, string>> = {};
  const [student] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nisn, row.nisn), eq(users.role, 'siswa'), eq(users.schoolId, period.school_id)));
  if (!student) fails.nisn = PKL_MESSAGES.STUDENT_NOT_FOUND[lang];
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${row.company})`);
  if (!company) fails.company = PKL_MESSAGES.COMPANY_NOT_FOUND[lang];
  let teacherId: string | null = null;
  if (row.teacher_email) {
    teacherId = await verifiedTeacherOf(tx, period.school_id, { email: row.teacher_email });
    if (!teacherId) fails.teacher_email = PKL_MESSAGES.TEACHER_NOT_FOUND[lang];
  }
  return { fails, studentId: student?.id, companyId: company?.id, teacherId };
}

/** Places every row inside `tx`, each in its own savepoint; a refused row records why and is rolled back alone. */
async function placeRows(tx: DbExecutor, actor: Actor, period: PklPeriod, rows: readonly SheetRow[], header: Map<Column, string>) {
  const errors: Record<string, string> = {};
  let placed = 0;
  for (const raw of rows) {
    const fail = (column: string, message: string) => (errors[`${raw.__row}.${column}`] ??= message);
    const cell = (c: Column) => cellOf(raw, header, c);
    const parsed = ZPklPlacementRow.safeParse({ nisn: cell('nisn'), company: cell('company'), teacher_email: cell('teacher_email') || null });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(issuesToFieldErrors(parsed.error.issues, actor.lang))) fail(field, message);
      continue;
    }
    const ids = await resolveRow(tx, period, parsed.data, actor.lang);
    for (const [column, message] of Object.entries(ids.fails)) fail(column, message);
    if (!ids.studentId || !ids.companyId || Object.keys(ids.fails).length) continue;
    const body = { period_id: period.id, student_id: ids.studentId, company_id: ids.companyId, school_supervisor_id: ids.teacherId };
    try {
      await tx.transaction((savepoint) => placeInTransaction(savepoint, actor, period, body));
      placed++;
    } catch (error) {
      if (!(error instanceof AppError) || !error.fieldErrors) throw error;
      const [field, message] = Object.entries(error.fieldErrors)[0] ?? ['nisn', error.message];
      fail(COLUMN_OF_FIELD[field] ?? 'nisn', message);
    }
  }
  return { errors, placed };
}

/**
 * The import: the sheet read, every row placed in one transaction (so a student twice in the sheet is
 * refused on the second row, as the overlap rule says), then undone for a dry run or when any row
 * failed. Returns the report; `ok` is false when nothing was applied because of errors.
 */
export async function importPlacements(db: Db, actor: Actor, periodId: string, upload: { filename: string; bytes: Buffer }, dryRun: boolean) {
  const { lang } = actor;
  const sheet = await readImportSheet(upload, lang);
  const header = columnsOf(sheet.headers);
  const missing = PKL_IMPORT_COLUMNS.filter((c) => c.name !== 'teacher_email' && !header.has(c.name));
  if (missing.length)
    refuseFile(
      IMPORT_MESSAGES.missingColumns(
        missing.map((c) => headerIn(c, lang)),
        lang,
      ),
    );
  const period = await placingPeriod(db, actor, periodId);
  const rows = sheet.rows.filter((raw) => !isExample(raw, header));
  let outcome = { errors: {} as Record<string, string>, placed: 0 };
  try {
    await db.transaction(async (tx) => {
      outcome = await placeRows(tx, actor, period, rows, header);
      if (dryRun || Object.keys(outcome.errors).length) throw UNDO;
    });
  } catch (error) {
    if (error !== UNDO) throw error;
  }
  const errorColumns = new Set(Object.keys(outcome.errors).map((k) => k.slice(k.indexOf('.') + 1)));
  const report: ImportReport = {
    dry_run: dryRun,
    total: rows.length,
    created: outcome.placed,
    updated: 0,
    errors: outcome.errors,
    columns: Object.fromEntries(
      [...errorColumns].map((key) => [
        key,
        header.get(key as Column) ?? headerIn(PKL_IMPORT_COLUMNS.find((c) => c.name === key) ?? PKL_IMPORT_COLUMNS[0], lang),
      ]),
    ),
  };
  return { report, ok: Object.keys(outcome.errors).length === 0 };
}

/** The template: the three columns with an example row (skipped when imported as it is), headers in the caller's language. */
export function placementTemplate(format: SpreadsheetFormat, lang: Lang) {
  return writeImportTemplate(
    format,
    lang === 'en' ? { main: 'PKL placements', guide: 'Guide' } : { main: 'Penempatan PKL', guide: 'Panduan' },
    PKL_IMPORT_COLUMNS.map((c) => ({ header: headerIn(c, lang), example: EXAMPLE[c.name], text: c.name === 'nisn' })),
  );
}
