import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  FIELD_MESSAGES, ERROR_MESSAGES, MAX_IMPORT_BYTES, issuesToFieldErrors, type ErrorCode, type ImportReport, type Lang, type ModelName,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readUpload } from '../../lib/read-upload.js';
import { authorize } from '../../crud/authorize.js';
import {
  CONTENT_TYPES, MAX_IMPORT_ROWS, SPREADSHEET_FORMATS, SpreadsheetError, readSpreadsheet, writeSpreadsheet,
  type Column, type SpreadsheetFormat,
} from '../spreadsheets/spreadsheet.js';
import { insertPerson, updatePerson, type EnrollDeps, type PersonKind } from './person-records.js';

type Row = Record<string, unknown>;

/** A column whose values belong to one person only (e-mail, NUPTK): who holds each value now. */
export interface UniqueColumn {
  column: string;
  /** The error when the value belongs to someone else than the row's person. */
  taken: ErrorCode;
  findOwners(db: Db, values: string[]): Promise<Array<{ value: string | null; userId: string }>>;
}

/** What differs between importing students and teachers; everything else is shared. */
export interface PersonImportConfig {
  /** Model name: routes `/{model}/import-template` and `/{model}/import`, permission `create` on it, sheet name. */
  model: Extract<ModelName, 'siswa' | 'guru'>;
  kind: PersonKind;
  /** Template columns, in order; `npsn` picks the school (Admin only). */
  columns: readonly Column[];
  /** Columns a file must have to be read at all. */
  requiredColumns: readonly string[];
  /** One row as the form would send it (without password and school); unknown columns are stripped. */
  rowSchema: z.ZodType<Row>;
  /** The account column that identifies a person: an existing one in the caller's scope is updated. */
  match: { column: string; dbColumn: PgColumn; taken: ErrorCode };
  /** Further columns unique per person. */
  unique: readonly UniqueColumn[];
  /** One non-blank cell (trimmed) → the value the schema expects; the shared rules run first. */
  normalizeCell?(key: string, value: string, format: SpreadsheetFormat): unknown;
  /** Checks beyond the schema (region chains): the columns that are invalid options. */
  checkRow?(values: Row): Promise<string[]>;
}

/** Spreadsheet cells → the values the schema expects: blanks are absent, options match case-insensitively, e-mails lower-case. */
export function normalizeRow(config: PersonImportConfig, row: Record<string, string>, format: SpreadsheetFormat): Row {
  const out: Row = {};
  for (const column of config.columns) {
    const value = row[column.key]?.trim();
    if (!value) continue;
    const option = column.options?.find((o) => o.toLowerCase() === value.toLowerCase());
    if (option) out[column.key] = option;
    else if (column.key === 'email') out[column.key] = value.toLowerCase();
    else out[column.key] = config.normalizeCell ? config.normalizeCell(column.key, value, format) : value;
  }
  return out;
}

function detectFormat(filename: string | undefined, bytes: Buffer): SpreadsheetFormat {
  // An .xlsx is a zip archive.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (filename && /\.xlsx$/i.test(filename)) return 'xlsx';
  return 'csv';
}

function listColumns(columns: readonly string[], lang: Lang): string {
  if (columns.length < 2) return columns.join('');
  return `${columns.slice(0, -1).join(', ')} ${lang === 'id' ? 'dan' : 'and'} ${columns[columns.length - 1]}`;
}

/** The uploaded file; every refusal names the `file` field so the form can show it. */
async function readImportFile(request: Parameters<typeof readUpload>[0], lang: Lang) {
  try {
    return await readUpload(request, MAX_IMPORT_BYTES);
  } catch (error) {
    const status = error instanceof AppError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 400);
    const code = (error as { code?: string }).code;
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { file: lang === 'id' ? 'Ukuran berkas maksimal 5 MB' : 'The file may be at most 5 MB' });
    }
    if (error instanceof AppError && error.fieldErrors) throw error;
    if (status === 415 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'UNSUPPORTED_MEDIA', { file: lang === 'id' ? 'Kirim berkas .xlsx atau .csv sebagai multipart' : 'Send an .xlsx or .csv file as multipart' });
    }
    throw new AppError(400, 'BAD_REQUEST', { file: FIELD_MESSAGES.INVALID_FORMAT[lang] });
  }
}

/**
 * Spreadsheet import of one kind of school person: a dry run reports every bad row with its
 * reason; a real run creates or updates by the match key in one transaction and applies nothing
 * when any row is bad. The Admin names each row's school by `npsn`; a school admin's rows always
 * go to their own school.
 */
export async function personImportRoutes(app: FastifyInstance, deps: EnrollDeps & { db: Db }, config: PersonImportConfig) {
  const { db } = deps;
  const { model, kind } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [model];

  r.get(`/${model}/import-template`, { schema: { tags, querystring: z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict() } }, async (request, reply) => {
    authorize(request, model, 'create');
    const format = request.query.format;
    const file = await writeSpreadsheet(format, model, config.columns, []);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="template-${model}.${format}"`)
      .send(file);
  });

  r.post(
    `/${model}/import`,
    { schema: { tags, consumes: ['multipart/form-data'], querystring: z.object({ dry_run: z.enum(['true', 'false']).default('true') }).strict() } },
    async (request, reply) => {
      const scope = authorize(request, model, 'create');
      // An import also updates the people it matches.
      authorize(request, model, 'update');
      const caller = request.caller!;
      const lang: Lang = request.lang;
      const dryRun = request.query.dry_run === 'true';
      const upload = await readImportFile(request, lang);
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
      if (!config.requiredColumns.every((c) => sheet.headers.includes(c))) {
        const names = listColumns(config.requiredColumns, lang);
        throw new AppError(400, 'VALIDATION', { file: lang === 'id' ? `Kolom ${names} wajib ada` : `The columns ${names} are required` });
      }

      const errors: Record<string, string> = {};
      const failedRows = new Set<string>();
      const fail = (row: string, column: string, message: string) => {
        errors[`${row}.${column}`] ??= message;
        failedRows.add(row);
      };
      const ok = <T extends { row: string }>(list: T[]) => list.filter((x) => !failedRows.has(x.row));

      // 1. Each row on its own: the same rules as the form.
      const valid: Array<{ row: string; values: Row }> = [];
      for (const raw of sheet.rows) {
        const input = normalizeRow(config, raw, format);
        const parsed = config.rowSchema.safeParse(input);
        if (!parsed.success) {
          for (const [column, message] of Object.entries(issuesToFieldErrors(parsed.error.issues, lang, input))) fail(raw.__row, column, message);
          continue;
        }
        const badColumns = config.checkRow ? await config.checkRow(parsed.data) : [];
        for (const column of badColumns) fail(raw.__row, column, FIELD_MESSAGES.INVALID_OPTION[lang]);
        if (badColumns.length) continue;
        valid.push({ row: raw.__row, values: { ...parsed.data, npsn: input.npsn } });
      }

      // 2. The school of each row: the school admin's own, or the one the Admin names by NPSN.
      const npsns = [...new Set(valid.map((v) => v.values.npsn).filter(Boolean))] as string[];
      const schoolByNpsn = new Map(
        npsns.length ? (await db.select({ id: schools.id, npsn: schools.npsn }).from(schools).where(inArray(schools.npsn, npsns))).map((s) => [s.npsn, s.id]) : [],
      );
      for (const v of valid) {
        if (scope === 'own-school') v.values.school_id = caller.user.schoolId;
        else if (!v.values.npsn) fail(v.row, 'npsn', FIELD_MESSAGES.REQUIRED[lang]);
        else if (!schoolByNpsn.has(v.values.npsn as string)) fail(v.row, 'npsn', ERROR_MESSAGES.SCHOOL_NOT_FOUND[lang]);
        else v.values.school_id = schoolByNpsn.get(v.values.npsn as string);
        delete v.values.npsn;
      }

      // 3. Duplicates inside the file.
      const keyColumns = [config.match.column, ...config.unique.map((u) => u.column)];
      const seen = new Map(keyColumns.map((c) => [c, new Map<string, string>()]));
      for (const v of ok(valid)) {
        for (const column of keyColumns) {
          const value = v.values[column];
          if (typeof value !== 'string' || !value) continue;
          const first = seen.get(column)!.get(value);
          if (first) fail(v.row, column, lang === 'id' ? `Sama dengan baris ${first}` : `Same as row ${first}`);
          else seen.get(column)!.set(value, v.row);
        }
      }

      // 4. Against existing accounts: a match of this kind in the caller's scope is updated; any
      // other holder of the key (another role, another school) is an error, never an overwrite.
      const matchValues = [...seen.get(config.match.column)!.keys()];
      const matches = matchValues.length
        ? await db
            .select({ id: users.id, key: config.match.dbColumn, role: users.role, schoolId: users.schoolId })
            .from(users)
            .where(inArray(config.match.dbColumn, matchValues))
        : [];
      const owners = await Promise.all(
        config.unique.map(async (u) => {
          const values = [...seen.get(u.column)!.keys()];
          return values.length ? u.findOwners(db, values) : [];
        }),
      );
      const plan: Array<{ row: string; id?: string; values: Row }> = [];
      for (const v of ok(valid)) {
        const existing = matches.find((m) => m.key === v.values[config.match.column]);
        const inScope = existing && existing.role === kind.role && (scope === 'all' || existing.schoolId === caller.user.schoolId);
        if (existing && !inScope) {
          fail(v.row, config.match.column, ERROR_MESSAGES[config.match.taken][lang]);
          continue;
        }
        config.unique.forEach((u, i) => {
          const value = v.values[u.column];
          if (value === undefined) return;
          const holder = owners[i].find((o) => o.value === value);
          if (holder && holder.userId !== existing?.id) fail(v.row, u.column, ERROR_MESSAGES[u.taken][lang]);
        });
        if (!failedRows.has(v.row)) plan.push({ row: v.row, id: existing?.id, values: v.values });
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
          if (p.id) await updatePerson(tx as unknown as Db, kind, p.id, p.values);
          else await insertPerson(tx as unknown as Db, kind, p.values, caller.user.id, deps);
        }
      });
      return report;
    },
  );
}
