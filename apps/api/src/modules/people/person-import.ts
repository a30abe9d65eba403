import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  FIELD_MESSAGES,
  ERROR_MESSAGES,
  canWriteAccountField,
  IMPORT_MESSAGES,
  importPhrase,
  issuesToFieldErrors,
  looseKey,
  type ErrorCode,
  type FieldDescriptor,
  type FieldOption,
  type ImportReport,
  type Lang,
  type ModelName,
  type Scope,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import type { Caller } from '../../plugins/auth.js';
import { findRegion, type RegionLevel } from '../regions/region-data.js';
import { writeImportTemplate, type TemplateColumn } from '../spreadsheets/import-file.js';
import { readImportFile, readImportSheet, refuseFile } from '../spreadsheets/import-upload.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS, type SpreadsheetFormat, type SheetRow } from '../spreadsheets/spreadsheet.js';
import { insertPerson, updatePerson, type PersonKind } from './person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';

type Row = Record<string, unknown>;

/** One column of an import file: its API key, its label (the form's, Indonesian) and how cells read. */
export interface ImportColumn {
  key: string;
  /** Indonesian label; the template shows it in the user's language, the importer accepts either language or the key. */
  label: string;
  /** Identifiers with leading zeros (NISN, NPSN): text cells in Excel. */
  text?: boolean;
  /** Allowed values: a cell may hold the value or its label in either language. */
  options?: readonly FieldOption[];
  /** Dates: YYYY-MM-DD, or DD/MM/YYYY as people type them. */
  date?: boolean;
  /** A region column: the cell holds the area's name ("Kota Bandung", "Bandung") or its official code. */
  region?: RegionLevel;
  /** The template's example value; for options, the value whose label is shown. */
  example?: string;
}

/** An import column from the model's form field (label, options, date), with the import's own details. */
export function columnFromField(fields: readonly FieldDescriptor[], key: string, extra: Omit<ImportColumn, 'key' | 'label'> = {}): ImportColumn {
  const field = fields.find((f) => f.name === key);
  if (!field) throw new Error(`No field ${key}`);
  const region: Record<string, RegionLevel> = { province: 'provinces', regency: 'regencies', district: 'districts', village: 'villages' };
  return {
    key,
    label: field.label,
    ...(field.options ? { options: field.options } : {}),
    ...(field.type === 'date' ? { date: true } : {}),
    ...(field.region ? { region: region[field.region], text: true } : {}),
    ...extra,
  };
}

/** The school column of the Admin's files (a school admin's rows always go to their own school). */
export const NPSN_COLUMN: ImportColumn = { key: 'npsn', label: 'NPSN', text: true, example: '20100001' };

/** The template's example row is recognised by this address and never imported (people leave it in). */
export const EXAMPLE_EMAIL = 'contoh@example.com';

/** A column whose values belong to one person only (e-mail, NUPTK): who holds each value now. */
export interface UniqueColumn {
  column: string;
  /** The error when the value belongs to someone else than the row's person. */
  taken: ErrorCode;
  findOwners(db: Db, values: string[]): Promise<Array<{ value: string | null; userId: string }>>;
}

/** What differs between importing students and teachers; everything else is shared. */
export interface PersonImportConfig {
  /** Model name: routes `/{model}/import-template` and `/{model}/import`, permission `import` on it (the table's cell). */
  model: Extract<ModelName, 'siswa' | 'guru'>;
  kind: PersonKind;
  /** The template's sheet name, in both languages. */
  sheetName: Record<Lang, string>;
  /** Template columns, in order (the school's NPSN is added for the Admin). */
  columns: readonly ImportColumn[];
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

const GUIDE_SHEET: Record<Lang, string> = { id: 'Pilihan', en: 'Allowed values' };
const REGION_NOTE: Record<Lang, string> = {
  id: 'Tulis nama wilayah (mis. Kota Bandung) atau kode resminya',
  en: 'Write the area’s name (e.g. Kota Bandung) or its official code',
};

/** The columns of a caller's file: the Admin also names each row's school. */
function columnsFor(config: PersonImportConfig, scope: Scope): readonly ImportColumn[] {
  return scope === 'all' ? [...config.columns, NPSN_COLUMN] : config.columns;
}

/** Every spelling a header may have: the key (files made before labels), the label in either language. */
function headerKeys(column: ImportColumn): string[] {
  return [looseKey(column.key), looseKey(column.label), looseKey(importPhrase(column.label, 'en'))];
}

/** A typed option → its value: the value itself or its label in either language, loosely compared. */
function optionValue(column: ImportColumn, typed: string): string | undefined {
  const key = looseKey(typed);
  return column.options?.find((o) => [o.value, o.label, importPhrase(o.label, 'en')].some((s) => looseKey(s) === key))?.value;
}

function optionLabel(column: ImportColumn, value: string | undefined, lang: Lang): string {
  const option = column.options?.find((o) => o.value === value);
  return option ? importPhrase(option.label, lang) : (value ?? '');
}

/** DD/MM/YYYY (or with dots or dashes), as Indonesian users type dates, → YYYY-MM-DD. */
function normalizeDate(value: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!dmy) return value;
  const [, day = '', month = '', year = ''] = dmy;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Spreadsheet cells (by column key) → the values the schema expects: blanks are absent, options by value or label, e-mails lower-case. */
export function normalizeRow(
  config: PersonImportConfig,
  columns: readonly ImportColumn[],
  row: Record<string, string>,
  format: SpreadsheetFormat,
): Row {
  const out: Row = {};
  for (const column of columns) {
    const value = row[column.key]?.trim();
    if (!value) continue;
    if (column.options) out[column.key] = optionValue(column, value) ?? value;
    else if (column.key === 'email') out[column.key] = value.toLowerCase();
    else if (column.date) out[column.key] = normalizeDate(value);
    else out[column.key] = config.normalizeCell ? config.normalizeCell(column.key, value, format) : value;
  }
  return out;
}

/** Errors per `<row>.<column>`; a row with any error is not applied. */
class ImportErrors {
  readonly errors: Record<string, string> = {};
  readonly rows = new Set<string>();
  fail(row: string, column: string, message: string) {
    this.errors[`${row}.${column}`] ??= message;
    this.rows.add(row);
  }
  ok<T extends { row: string }>(list: readonly T[]): T[] {
    return list.filter((x) => !this.rows.has(x.row));
  }
  get any() {
    return this.rows.size > 0 || 'file' in this.errors;
  }
}

/** Step 1: the file as rows keyed by column, and each column's name as the user's file writes it. */
async function readImportRows(config: PersonImportConfig, columns: readonly ImportColumn[], upload: { filename: string; bytes: Buffer }, lang: Lang) {
  const refuse = refuseFile;
  const sheet = await readImportSheet(upload, lang);
  const { format } = sheet;
  // Each header → its column (unknown headers, e.g. an export's `id`, are ignored).
  const headerOf = new Map<string, string>();
  const keyOf = new Map<string, string>();
  for (const header of sheet.headers) {
    const column = columns.find((c) => headerKeys(c).includes(looseKey(header)));
    if (column && !headerOf.has(column.key)) {
      headerOf.set(column.key, header);
      keyOf.set(header, column.key);
    }
  }
  const labelOf = (key: string) => headerOf.get(key) ?? importPhrase(columns.find((c) => c.key === key)?.label ?? key, lang);
  const missing = config.requiredColumns.filter((key) => !headerOf.has(key));
  if (missing.length) refuse(IMPORT_MESSAGES.missingColumns(missing.map(labelOf), lang));
  const rows = sheet.rows
    .map((raw) => {
      const row: SheetRow = { __row: raw.__row };
      for (const [header, value] of Object.entries(raw)) {
        const key = keyOf.get(header);
        if (key) row[key] = value;
      }
      return row;
    })
    .filter((row) => row.email?.trim().toLowerCase() !== EXAMPLE_EMAIL);
  if (!rows.length) refuse(IMPORT_MESSAGES.noRows(lang));
  return { format, rows, labelOf };
}

/** Region cells typed as names → their codes, level by level (a named level narrows the next). */
async function resolveRegions(columns: readonly ImportColumn[], input: Row, fail: (column: string, message: string) => void, lang: Lang) {
  let parent: string | null = null;
  let failed = false;
  for (const column of columns.filter((c) => c.region)) {
    const typed = input[column.key];
    if (typeof typed !== 'string') continue;
    // Below a level that failed, names cannot be looked up: that one error is the row's.
    if (failed) {
      delete input[column.key];
      continue;
    }
    const found = await findRegion(column.region!, parent, typed);
    if ('code' in found) {
      input[column.key] = found.code;
      parent = found.code;
    } else {
      fail(
        column.key,
        found.error === 'ambiguous'
          ? IMPORT_MESSAGES.regionAmbiguous(typed, found.matches, lang)
          : IMPORT_MESSAGES.regionNotFound(typed, found.closest, lang),
      );
      failed = true;
    }
  }
  if (failed) return;
  // A city named without its province still says which province it is in: fill the levels above.
  const regionColumns = columns.filter((c) => c.region);
  for (let i = regionColumns.length - 1; i > 0; i--) {
    const column = regionColumns[i];
    const parent = regionColumns[i - 1];
    if (!column || !parent) continue;
    const code = input[column.key];
    const above = parent.key;
    if (typeof code === 'string' && input[above] === undefined) input[above] = code.split('.').slice(0, -1).join('.');
  }
}

/** Step 2: each row on its own — regions by name, the same rules as the form, region chains. */
async function validateRows(
  config: PersonImportConfig,
  columns: readonly ImportColumn[],
  rows: SheetRow[],
  format: SpreadsheetFormat,
  errors: ImportErrors,
  lang: Lang,
) {
  const valid: Array<{ row: string; values: Row }> = [];
  for (const raw of rows) {
    const fail = (column: string, message: string) => errors.fail(raw.__row, column, message);
    const input = normalizeRow(config, columns, raw, format);
    await resolveRegions(columns, input, fail, lang);
    const parsed = config.rowSchema.safeParse(input);
    if (!parsed.success) {
      for (const [column, message] of Object.entries(issuesToFieldErrors(parsed.error.issues, lang, input))) fail(column, message);
    }
    if (!parsed.success || errors.rows.has(raw.__row)) continue;
    const badColumns = config.checkRow ? await config.checkRow(parsed.data) : [];
    for (const column of badColumns) fail(column, FIELD_MESSAGES.INVALID_OPTION[lang]);
    if (badColumns.length) continue;
    valid.push({ row: raw.__row, values: { ...parsed.data, npsn: input.npsn } });
  }
  return valid;
}

/** Step 3: the school of each row — the school admin's own, or the one the Admin names by NPSN. */
async function assignSchools(db: Db, valid: Array<{ row: string; values: Row }>, scope: Scope, caller: Caller, errors: ImportErrors, lang: Lang) {
  const npsns = [...new Set(valid.map((v) => v.values.npsn).filter(Boolean))] as string[];
  const schoolByNpsn = new Map(
    npsns.length
      ? (await db.select({ id: schools.id, npsn: schools.npsn }).from(schools).where(inArray(schools.npsn, npsns))).map((s) => [s.npsn, s.id])
      : [],
  );
  for (const v of valid) {
    if (scope === 'own-school') v.values.school_id = caller.user.schoolId;
    else if (!v.values.npsn) errors.fail(v.row, 'npsn', FIELD_MESSAGES.REQUIRED[lang]);
    else if (!schoolByNpsn.has(v.values.npsn as string)) errors.fail(v.row, 'npsn', ERROR_MESSAGES.SCHOOL_NOT_FOUND[lang]);
    else v.values.school_id = schoolByNpsn.get(v.values.npsn as string);
    delete v.values.npsn;
  }
}

/** Step 4: duplicates inside the file; answers the values seen per key column. */
function findDuplicates(config: PersonImportConfig, valid: Array<{ row: string; values: Row }>, errors: ImportErrors, lang: Lang) {
  const keyColumns = [config.match.column, ...config.unique.map((u) => u.column)];
  const seen = new Map(keyColumns.map((c) => [c, new Map<string, string>()]));
  for (const v of errors.ok(valid)) {
    for (const column of keyColumns) {
      const value = v.values[column];
      if (typeof value !== 'string' || !value) continue;
      const first = seen.get(column)!.get(value);
      if (first) errors.fail(v.row, column, IMPORT_MESSAGES.sameAsRow(first, lang));
      else seen.get(column)!.set(value, v.row);
    }
  }
  return seen;
}

/**
 * Step 5: against existing accounts — a match of this kind in the caller's scope is updated; any
 * other holder of the key (another role, another school) is an error, never an overwrite.
 */
async function planWrites(
  db: Db,
  config: PersonImportConfig,
  valid: Array<{ row: string; values: Row }>,
  seen: Map<string, Map<string, string>>,
  scope: Scope,
  caller: Caller,
  errors: ImportErrors,
  lang: Lang,
) {
  const matchValues = [...seen.get(config.match.column)!.keys()];
  const matches = matchValues.length
    ? await db
        .select({ id: users.id, key: config.match.dbColumn, role: users.role, schoolId: users.schoolId, email: users.email })
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
  for (const v of errors.ok(valid)) {
    const existing = matches.find((m) => m.key === v.values[config.match.column]);
    const inScope = existing && existing.role === config.kind.role && (scope === 'all' || existing.schoolId === caller.user.schoolId);
    if (existing && !inScope) {
      errors.fail(v.row, config.match.column, ERROR_MESSAGES[config.match.taken][lang]);
      continue;
    }
    // Matched by another key (NISN), a row may not change the e-mail of an account unless the
    // caller may (ACCOUNT_FIELD_WRITERS): said in the dry run, on the row, not first at the write.
    const email = v.values.email;
    if (
      existing &&
      typeof email === 'string' &&
      email !== existing.email.toLowerCase() &&
      !canWriteAccountField(caller.principal, 'email', 'update')
    ) {
      errors.fail(v.row, 'email', FIELD_MESSAGES.ADMIN_ONLY_FIELD[lang]);
    }
    config.unique.forEach((u, i) => {
      const value = v.values[u.column];
      if (value === undefined) return;
      const holder = owners[i]?.find((o) => o.value === value);
      if (holder && holder.userId !== existing?.id) errors.fail(v.row, u.column, ERROR_MESSAGES[u.taken][lang]);
    });
    if (!errors.rows.has(v.row)) plan.push({ row: v.row, id: existing?.id, values: v.values });
  }
  return plan;
}

/** The template's columns in the user's language, with an example row and the allowed values. */
function templateColumns(columns: readonly ImportColumn[], lang: Lang): TemplateColumn[] {
  return columns.map((c) => ({
    header: importPhrase(c.label, lang),
    text: c.text,
    example: c.options ? optionLabel(c, c.example, lang) : c.example,
    options: c.options?.map((o) => importPhrase(o.label, lang)),
    note: c.region ? REGION_NOTE[lang] : undefined,
  }));
}

/**
 * Spreadsheet import of one kind of school person: a dry run reports every bad row with its
 * reason; a real run creates or updates by the match key in one transaction and applies nothing
 * when any row is bad. The Admin names each row's school by `npsn`; a school admin's rows always
 * go to their own school. Headers may be the labels in either language or the API keys.
 */
export async function personImportRoutes(app: FastifyInstance, deps: EnrollDeps & { db: Db }, config: PersonImportConfig) {
  const { db } = deps;
  const { model, kind } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [model];
  // Import creates and updates people of the caller's scope: its own cell of the table (`import`).
  const routeConfig = { permission: permit(model, 'import') };

  r.get(
    `/${model}/import-template`,
    { schema: { tags, querystring: z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict() }, config: routeConfig },
    async (request, reply) => {
      const scope = requestScope(request);
      const { format } = request.query;
      const lang: Lang = request.lang;
      const file = await writeImportTemplate(
        format,
        { main: config.sheetName[lang], guide: GUIDE_SHEET[lang] },
        templateColumns(columnsFor(config, scope), lang),
      );
      const name = `${lang === 'id' ? 'templat' : 'template'}-${config.sheetName[lang].toLowerCase()}.${format}`;
      return reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).send(file);
    },
  );

  r.post(
    `/${model}/import`,
    {
      schema: { tags, consumes: ['multipart/form-data'], querystring: z.object({ dry_run: z.enum(['true', 'false']).default('true') }).strict() },
      config: routeConfig,
    },
    async (request, reply) => {
      const scope = requestScope(request);
      const caller = request.caller!;
      const lang: Lang = request.lang;
      const dryRun = request.query.dry_run === 'true';
      const columns = columnsFor(config, scope);
      const upload = await readImportFile(request, lang);
      const { format, rows, labelOf } = await readImportRows(config, columns, upload, lang);

      const errors = new ImportErrors();
      const valid = await validateRows(config, columns, rows, format, errors, lang);
      await assignSchools(db, valid, scope, caller, errors, lang);
      const seen = findDuplicates(config, valid, errors, lang);
      const plan = await planWrites(db, config, valid, seen, scope, caller, errors, lang);

      const errorColumns = new Set(Object.keys(errors.errors).map((k) => k.slice(k.indexOf('.') + 1)));
      const report: ImportReport = {
        dry_run: dryRun,
        total: rows.length,
        created: plan.filter((p) => !p.id).length,
        updated: plan.filter((p) => p.id).length,
        errors: errors.errors,
        columns: Object.fromEntries([...errorColumns].map((key) => [key, labelOf(key)])),
      };
      if (errors.any) {
        if (dryRun) return report;
        // Nothing is applied when any row is bad.
        return reply
          .status(400)
          .send({ statusCode: 400, code: 'VALIDATION', name: 'BadRequest', message: ERROR_MESSAGES.VALIDATION[lang], errors: errors.errors, report });
      }
      if (dryRun) return report;
      await db.transaction(async (tx) => {
        for (const p of plan) {
          if (p.id) await updatePerson(tx, kind, p.id, p.values);
          else await insertPerson(tx, kind, p.values, caller.user.id, deps);
        }
      });
      return report;
    },
  );
}
