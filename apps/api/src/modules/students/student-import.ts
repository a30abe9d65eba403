import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  FIELD_MESSAGES, ERROR_MESSAGES, GENDERS, GRADES, RELIGIONS, MARITAL_STATUSES, CITIZENSHIPS, VOCATIONAL_PROGRAMS,
  ZCreateStudent, issuesToFieldErrors, type Lang,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readUpload } from '../../lib/read-upload.js';
import { authorize } from '../../crud/authorize.js';
import type { Mailer } from '../mail/mailer.js';
import { checkRegionChain } from '../regions/region-data.js';
import {
  CONTENT_TYPES, MAX_IMPORT_ROWS, SPREADSHEET_FORMATS, SpreadsheetError, readSpreadsheet, writeSpreadsheet,
  type Column, type SpreadsheetFormat,
} from '../spreadsheets/spreadsheet.js';
import { insertPerson, updatePerson } from '../people/person-records.js';
import { STUDENT_KIND } from './student-crud.js';

/** Columns of the import template, in order. `npsn` picks the school (Admin only). */
export const STUDENT_IMPORT_COLUMNS: Column[] = [
  { key: 'nisn', text: true }, { key: 'name' }, { key: 'email' }, { key: 'phone', text: true },
  { key: 'program', options: VOCATIONAL_PROGRAMS }, { key: 'grade', options: GRADES }, { key: 'class_name' },
  { key: 'birth_place' }, { key: 'birth_date' }, { key: 'gender', options: GENDERS }, { key: 'religion', options: RELIGIONS },
  { key: 'marital_status', options: MARITAL_STATUSES }, { key: 'height_cm' }, { key: 'weight_kg' }, { key: 'hobby' },
  { key: 'citizenship', options: CITIZENSHIPS }, { key: 'province_code', text: true }, { key: 'city_code', text: true },
  { key: 'district_code', text: true }, { key: 'village_code', text: true }, { key: 'address' }, { key: 'npsn', text: true },
];

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** One row as the form would send it: unknown columns (e.g. `id`, `school_name` of an export) are ignored. */
const ZImportRow = z.object(ZCreateStudent.omit({ password: true, school_id: true }).shape);

export interface ImportReport {
  dry_run: boolean;
  total: number;
  created: number;
  updated: number;
  /** `{ "<row>.<column>": message }`, row numbers as in the spreadsheet (header = row 1). */
  errors: Record<string, string>;
}

/** Spreadsheet cells → the values the schema expects: blanks are absent, numbers are numbers, NISN keeps its zeros. */
function normalizeRow(row: Record<string, string>, format: SpreadsheetFormat): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key } of STUDENT_IMPORT_COLUMNS) {
    const value = row[key]?.trim();
    if (!value) continue;
    if (key === 'height_cm' || key === 'weight_kg') out[key] = /^\d+$/.test(value) ? Number(value) : value;
    // Excel stores a typed NISN as a number and drops its leading zeros (students born 2000–2009
    // have NISNs starting 00): give them back for 8- or 9-digit numbers from an .xlsx only.
    else if (key === 'nisn' && format === 'xlsx' && /^\d{8,9}$/.test(value)) out[key] = value.padStart(10, '0');
    else if (key === 'email') out[key] = value.toLowerCase();
    else out[key] = value;
  }
  return out;
}

function detectFormat(filename: string | undefined, bytes: Buffer): SpreadsheetFormat {
  // An .xlsx is a zip archive.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (filename && /\.xlsx$/i.test(filename)) return 'xlsx';
  return 'csv';
}

/**
 * Enrolls a class from a spreadsheet: a dry run reports every bad row with its reason; a real run
 * creates or updates by NISN in one transaction and applies nothing when any row is bad.
 */
export async function studentImportRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/siswa/import-template', { schema: { tags: ['siswa'], querystring: z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict() } }, async (request, reply) => {
    authorize(request, 'siswa', 'create');
    const format = request.query.format;
    const file = await writeSpreadsheet(format, 'siswa', STUDENT_IMPORT_COLUMNS, []);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="template-siswa.${format}"`)
      .send(file);
  });

  r.post(
    '/siswa/import',
    { schema: { tags: ['siswa'], consumes: ['multipart/form-data'], querystring: z.object({ dry_run: z.enum(['true', 'false']).default('true') }).strict() } },
    async (request, reply) => {
      const createScope = authorize(request, 'siswa', 'create');
      authorize(request, 'siswa', 'update');
      const caller = request.caller!;
      const lang: Lang = request.lang;
      const dryRun = request.query.dry_run === 'true';
      const upload = await readUpload(request, MAX_IMPORT_BYTES);
      const format = detectFormat(upload.filename, upload.bytes);
      let sheet: Awaited<ReturnType<typeof readSpreadsheet>>;
      try {
        sheet = await readSpreadsheet(format, upload.bytes);
      } catch (error) {
        if (!(error instanceof SpreadsheetError)) throw error;
        const reason = error.reason === 'too_many_rows'
          ? (lang === 'id' ? `Maksimal ${MAX_IMPORT_ROWS} baris per berkas` : `At most ${MAX_IMPORT_ROWS} rows per file`)
          : FIELD_MESSAGES.INVALID_FORMAT[lang];
        throw new AppError(400, 'VALIDATION', { file: reason });
      }

      const errors: Record<string, string> = {};
      const failedRows = new Set<string>();
      const fail = (row: string, column: string, message: string) => {
        errors[`${row}.${column}`] ??= message;
        failedRows.add(row);
      };
      if (!sheet.headers.includes('nisn') || !sheet.headers.includes('name') || !sheet.headers.includes('email')) {
        throw new AppError(400, 'VALIDATION', { file: lang === 'id' ? 'Kolom nisn, name dan email wajib ada' : 'The columns nisn, name and email are required' });
      }

      // 1. Each row on its own: the same rules as the form.
      const valid: Array<{ row: string; values: Record<string, unknown> }> = [];
      for (const raw of sheet.rows) {
        const input = normalizeRow(raw, format);
        const parsed = ZImportRow.safeParse(input);
        if (!parsed.success) {
          for (const [column, message] of Object.entries(issuesToFieldErrors(parsed.error.issues, lang, input))) fail(raw.__row, column, message);
          continue;
        }
        const regionErrors = await checkRegionChain(parsed.data);
        for (const column of Object.keys(regionErrors)) fail(raw.__row, column, FIELD_MESSAGES.INVALID_OPTION[lang]);
        if (Object.keys(regionErrors).length) continue;
        valid.push({ row: raw.__row, values: { ...parsed.data, npsn: input.npsn } });
      }

      // 2. The school of each row: the school admin's own, or the one the Admin names by NPSN.
      const npsns = [...new Set(valid.map((v) => v.values.npsn).filter(Boolean))] as string[];
      const schoolByNpsn = new Map(
        npsns.length ? (await db.select({ id: schools.id, npsn: schools.npsn }).from(schools).where(inArray(schools.npsn, npsns))).map((s) => [s.npsn, s.id]) : [],
      );
      for (const v of valid) {
        if (createScope === 'own-school') v.values.school_id = caller.user.schoolId;
        else if (!v.values.npsn) fail(v.row, 'npsn', FIELD_MESSAGES.REQUIRED[lang]);
        else if (!schoolByNpsn.has(v.values.npsn as string)) fail(v.row, 'npsn', ERROR_MESSAGES.SCHOOL_NOT_FOUND[lang]);
        else v.values.school_id = schoolByNpsn.get(v.values.npsn as string);
        delete v.values.npsn;
      }

      // 3. Duplicates inside the file, then against existing accounts: a NISN of this scope is updated.
      const seen = { nisn: new Map<string, string>(), email: new Map<string, string>() };
      for (const v of valid.filter((x) => !failedRows.has(x.row))) {
        for (const key of ['nisn', 'email'] as const) {
          const value = v.values[key] as string;
          const first = seen[key].get(value);
          if (first) fail(v.row, key, lang === 'id' ? `Sama dengan baris ${first}` : `Same as row ${first}`);
          else seen[key].set(value, v.row);
        }
      }
      const existing = valid.length
        ? await db
            .select({ id: users.id, nisn: users.nisn, email: users.email, role: users.role, schoolId: users.schoolId })
            .from(users)
            .where(or(inArray(users.nisn, [...seen.nisn.keys()]), inArray(users.email, [...seen.email.keys()])))
        : [];
      const plan: Array<{ row: string; id?: string; values: Record<string, unknown> }> = [];
      for (const v of valid.filter((x) => !failedRows.has(x.row))) {
        const byNisn = existing.find((u) => u.nisn === v.values.nisn);
        const byEmail = existing.find((u) => u.email === v.values.email);
        const inScope = byNisn && byNisn.role === 'siswa' && (createScope === 'all' || byNisn.schoolId === caller.user.schoolId);
        if (byNisn && !inScope) fail(v.row, 'nisn', ERROR_MESSAGES.NISN_TAKEN[lang]);
        else if (byEmail && byEmail.id !== byNisn?.id) fail(v.row, 'email', ERROR_MESSAGES.EMAIL_TAKEN[lang]);
        else plan.push({ row: v.row, id: byNisn?.id, values: v.values });
      }

      const report: ImportReport = {
        dry_run: dryRun,
        total: sheet.rows.length,
        created: plan.filter((p) => !p.id).length,
        updated: plan.filter((p) => p.id).length,
        errors,
      };
      if (Object.keys(errors).length) {
        if (dryRun) return report;
        // Nothing is applied when any row is bad.
        return reply.status(400).send({ statusCode: 400, code: 'VALIDATION', name: 'BadRequest', message: ERROR_MESSAGES.VALIDATION[lang], errors, report });
      }
      if (dryRun) return report;
      await db.transaction(async (tx) => {
        for (const p of plan) {
          if (p.id) await updatePerson(tx as unknown as Db, STUDENT_KIND, p.id, p.values);
          else await insertPerson(tx as unknown as Db, STUDENT_KIND, p.values, caller.user.id, deps);
        }
      });
      return report;
    },
  );
}

