// Import of a whole certification scheme from one spreadsheet (docs/assessment.md): one row per
// performance criterion, with its scheme, unit and element repeated; a dry run answers the same
// report as the real run, errors keyed "<row>.<column>", and nothing is written while any row is bad.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  IMPORT_MESSAGES,
  UNIT_CODE_PATTERN,
  VOCATIONAL_PROGRAMS,
  VOCATIONAL_PROGRAM_LABELS,
  isStorableText,
  looseKey,
  ZSchemeImportReport,
  type Lang,
  type SchemeImportReport,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { competencyCriteria, competencyElements, competencySchemes, competencyUnits, schemeUnits } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { permit } from '../../plugins/permission.js';
import { writeImportTemplate, type TemplateColumn } from '../spreadsheets/import-file.js';
import { readImportFile, readImportSheet, refuseFile } from '../spreadsheets/import-upload.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';

type Key =
  | 'scheme_code'
  | 'scheme_name_id'
  | 'scheme_name_en'
  | 'program'
  | 'kkni_level'
  | 'unit_code'
  | 'unit_title_id'
  | 'unit_title_en'
  | 'element_id'
  | 'element_en'
  | 'criterion_id'
  | 'criterion_en';

/** The columns, their headers in both languages (the importer accepts either, or the key) and an example. */
export const SCHEME_COLUMNS: { key: Key; id: string; en: string; example: string; text?: boolean; options?: readonly string[] }[] = [
  { key: 'scheme_code', id: 'Kode Skema', en: 'Scheme code', example: 'SKM-DKV-DG-2026', text: true },
  { key: 'scheme_name_id', id: 'Nama Skema', en: 'Scheme name (Indonesian)', example: 'Desainer Grafis Muda' },
  { key: 'scheme_name_en', id: 'Nama Skema (Inggris)', en: 'Scheme name (English)', example: 'Junior Graphic Designer' },
  { key: 'program', id: 'Kompetensi Keahlian', en: 'Vocational program', example: 'dkv', options: VOCATIONAL_PROGRAMS },
  { key: 'kkni_level', id: 'Level KKNI', en: 'KKNI level', example: '2' },
  { key: 'unit_code', id: 'Kode Unit', en: 'Unit code', example: 'M.743100.001.02', text: true },
  { key: 'unit_title_id', id: 'Judul Unit', en: 'Unit title (Indonesian)', example: 'Menerapkan Prinsip Desain' },
  { key: 'unit_title_en', id: 'Judul Unit (Inggris)', en: 'Unit title (English)', example: 'Apply Design Principles' },
  { key: 'element_id', id: 'Elemen', en: 'Element (Indonesian)', example: 'Menganalisis kebutuhan desain' },
  { key: 'element_en', id: 'Elemen (Inggris)', en: 'Element (English)', example: 'Analyse the design brief' },
  {
    key: 'criterion_id',
    id: 'Kriteria Unjuk Kerja',
    en: 'Performance criterion (Indonesian)',
    example: 'Tujuan dan sasaran desain dicatat dari brief klien.',
  },
  {
    key: 'criterion_en',
    id: 'Kriteria Unjuk Kerja (Inggris)',
    en: 'Performance criterion (English)',
    example: "The purpose and audience of the design are recorded from the client's brief.",
  },
];

const M = {
  required: { id: 'Wajib diisi', en: 'Required' },
  tooLong: { id: 'Terlalu panjang', en: 'Too long' },
  invalidText: { id: 'Berisi karakter yang tidak diizinkan', en: 'Contains characters that are not allowed' },
  oneScheme: {
    id: 'Satu berkas berisi satu skema: kode skema harus sama di setiap baris',
    en: 'One file holds one scheme: the scheme code must be the same on every row',
  },
  schemeExists: { id: 'Kode skema sudah terdaftar', en: 'This scheme code is already registered' },
  program: { id: 'Kompetensi keahlian tidak dikenal', en: 'Unknown vocational program' },
  kkni: { id: 'Level KKNI 1 sampai 9, atau kosong', en: 'KKNI level 1 to 9, or empty' },
  unitCode: { id: 'Format kode unit seperti J.620100.004.02', en: 'A unit code looks like J.620100.004.02' },
  unitExists: {
    id: 'Unit ini sudah terdaftar; kosongkan elemen dan KUK untuk memakainya dalam skema ini',
    en: 'This unit is already registered; leave element and criterion empty to use it in this scheme',
  },
  unitTitle: {
    id: 'Judul unit berbeda dengan baris sebelumnya untuk kode unit yang sama',
    en: 'The unit title differs from an earlier row with the same unit code',
  },
  empty: { id: 'Berkas tidak berisi baris data', en: 'The file holds no data rows' },
} as const satisfies Record<string, { id: string; en: string }>;

const MAX_TEXT = 1000;
const GUIDE_SHEET = { id: 'Petunjuk', en: 'Guide' };

type Row = Record<Key, string> & { __row: string };

interface Plan {
  scheme: { code: string; nameId: string; nameEn: string; program: string; kkniLevel: number | null };
  /** In file order: a new unit with its elements and criteria, or an existing unit linked by code. */
  units: (
    | { code: string; existingId: string }
    | {
        code: string;
        titleId: string;
        titleEn: string;
        elements: { titleId: string; titleEn: string; criteria: { textId: string; textEn: string }[] }[];
      }
  )[];
}

function programOf(value: string): string | undefined {
  const key = looseKey(value);
  return VOCATIONAL_PROGRAMS.find((p) => p === key || looseKey(VOCATIONAL_PROGRAM_LABELS[p]) === key);
}

/** Reads, validates and plans; `errors` is keyed "<row>.<column>". */
async function planImport(db: Db, rows: Row[], lang: Lang): Promise<{ plan: Plan | null; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const fail = (row: string, key: Key, message: { id: string; en: string }) => {
    errors[`${row}.${key}`] ??= message[lang];
  };
  const first = rows[0];
  if (!first) return { plan: null, errors: { file: M.empty[lang] } };
  for (const row of rows)
    for (const column of SCHEME_COLUMNS) {
      const value = row[column.key];
      if (value.length > MAX_TEXT) fail(row.__row, column.key, M.tooLong);
      else if (!isStorableText(value)) fail(row.__row, column.key, M.invalidText);
    }
  // The scheme: from the first row, the same code on every row.
  const code = first.scheme_code.trim().toUpperCase();
  if (!code) fail(first.__row, 'scheme_code', M.required);
  for (const row of rows) if (row.scheme_code.trim().toUpperCase() !== code) fail(row.__row, 'scheme_code', M.oneScheme);
  if (code && (await db.select({ id: competencySchemes.id }).from(competencySchemes).where(eq(competencySchemes.code, code))).length)
    fail(first.__row, 'scheme_code', M.schemeExists);
  for (const key of ['scheme_name_id', 'scheme_name_en', 'program'] as const) if (!first[key].trim()) fail(first.__row, key, M.required);
  const program = programOf(first.program);
  if (first.program.trim() && !program) fail(first.__row, 'program', M.program);
  const kkni = first.kkni_level.trim();
  const kkniLevel = kkni ? Number(kkni) : null;
  if (kkniLevel !== null && !(Number.isInteger(kkniLevel) && kkniLevel >= 1 && kkniLevel <= 9)) fail(first.__row, 'kkni_level', M.kkni);

  // Units: an existing code is linked (no element or criterion on its rows); a new one needs titles, elements and criteria.
  const codes = [...new Set(rows.map((r) => r.unit_code.trim().toUpperCase()).filter(Boolean))];
  const existing = new Map(
    codes.length
      ? (
          await db.select({ id: competencyUnits.id, code: competencyUnits.code }).from(competencyUnits).where(inArray(competencyUnits.code, codes))
        ).map((u) => [u.code, u.id])
      : [],
  );
  const units: Plan['units'] = [];
  const byCode = new Map<string, Plan['units'][number]>();
  for (const row of rows) {
    const unitCode = row.unit_code.trim().toUpperCase();
    if (!unitCode) {
      fail(row.__row, 'unit_code', M.required);
      continue;
    }
    if (!UNIT_CODE_PATTERN.test(unitCode)) {
      fail(row.__row, 'unit_code', M.unitCode);
      continue;
    }
    const existingId = existing.get(unitCode);
    if (existingId) {
      if (row.element_id.trim() || row.element_en.trim() || row.criterion_id.trim() || row.criterion_en.trim())
        fail(row.__row, 'unit_code', M.unitExists);
      if (!byCode.has(unitCode)) {
        const unit = { code: unitCode, existingId };
        byCode.set(unitCode, unit);
        units.push(unit);
      }
      continue;
    }
    let unit = byCode.get(unitCode);
    const titleId = row.unit_title_id.trim();
    const titleEn = row.unit_title_en.trim();
    if (!unit) {
      if (!titleId) fail(row.__row, 'unit_title_id', M.required);
      if (!titleEn) fail(row.__row, 'unit_title_en', M.required);
      unit = { code: unitCode, titleId, titleEn, elements: [] };
      byCode.set(unitCode, unit);
      units.push(unit);
    } else if ('titleId' in unit && ((titleId && titleId !== unit.titleId) || (titleEn && titleEn !== unit.titleEn))) {
      fail(row.__row, 'unit_title_id', M.unitTitle);
    }
    if (!('elements' in unit)) continue;
    const elementId = row.element_id.trim();
    const elementEn = row.element_en.trim();
    const criterionId = row.criterion_id.trim();
    const criterionEn = row.criterion_en.trim();
    for (const [key, value] of [
      ['element_id', elementId],
      ['element_en', elementEn],
      ['criterion_id', criterionId],
      ['criterion_en', criterionEn],
    ] as const)
      if (!value) fail(row.__row, key, M.required);
    let element = unit.elements.find((e) => e.titleId === elementId);
    if (!element) {
      element = { titleId: elementId, titleEn: elementEn, criteria: [] };
      unit.elements.push(element);
    }
    element.criteria.push({ textId: criterionId, textEn: criterionEn });
  }
  if (Object.keys(errors).length) return { plan: null, errors };
  return {
    plan: { scheme: { code, nameId: first.scheme_name_id.trim(), nameEn: first.scheme_name_en.trim(), program: program ?? '', kkniLevel }, units },
    errors,
  };
}

async function applyPlan(db: Db, plan: Plan): Promise<string> {
  return db.transaction(async (tx) => {
    const [scheme] = await tx
      .insert(competencySchemes)
      .values({
        code: plan.scheme.code,
        nameId: plan.scheme.nameId,
        nameEn: plan.scheme.nameEn,
        program: plan.scheme.program,
        kkniLevel: plan.scheme.kkniLevel,
      })
      .returning({ id: competencySchemes.id });
    if (!scheme) throw new AppError(500, 'INTERNAL');
    for (const [position, unit] of plan.units.entries()) {
      let unitId: string;
      if ('existingId' in unit) unitId = unit.existingId;
      else {
        const [created] = await tx
          .insert(competencyUnits)
          .values({ code: unit.code, titleId: unit.titleId, titleEn: unit.titleEn })
          .returning({ id: competencyUnits.id });
        if (!created) throw new AppError(500, 'INTERNAL');
        unitId = created.id;
        for (const [e, element] of unit.elements.entries()) {
          const [elementRow] = await tx
            .insert(competencyElements)
            .values({ unitId, position: e, titleId: element.titleId, titleEn: element.titleEn })
            .returning({ id: competencyElements.id });
          if (!elementRow) throw new AppError(500, 'INTERNAL');
          await tx
            .insert(competencyCriteria)
            .values(element.criteria.map((c, i) => ({ elementId: elementRow.id, position: i, textId: c.textId, textEn: c.textEn })));
        }
      }
      await tx.insert(schemeUnits).values({ schemeId: scheme.id, unitId, position });
    }
    return scheme.id;
  });
}

/** `GET /assessment/scheme-template` and `POST /assessment/scheme-import?dry_run=` (Admin, `assessment`/`import`). */
export async function schemeImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assessment'];
  const config = { permission: permit('assessment', 'import') };

  r.get(
    '/assessment/scheme-template',
    { schema: { tags, querystring: z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict() }, config },
    async (request, reply) => {
      const lang = request.lang;
      const columns: TemplateColumn[] = SCHEME_COLUMNS.map((c) => ({ header: c[lang], text: c.text, example: c.example, options: c.options }));
      const file = await writeImportTemplate(request.query.format, { main: lang === 'id' ? 'Skema' : 'Scheme', guide: GUIDE_SHEET[lang] }, columns);
      return reply
        .header('content-type', CONTENT_TYPES[request.query.format])
        .header('content-disposition', `attachment; filename="${lang === 'id' ? 'templat-skema' : 'scheme-template'}.${request.query.format}"`)
        .send(file);
    },
  );

  r.post(
    '/assessment/scheme-import',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ dry_run: z.enum(['true', 'false']).default('true') }).strict(),
        response: { 200: ZSchemeImportReport },
      },
      config,
    },
    async (request, reply) => {
      const lang = request.lang;
      const dryRun = request.query.dry_run === 'true';
      const refuse = refuseFile;
      const sheet = await readImportSheet(await readImportFile(request, lang), lang);
      // Headers in either language, or the keys themselves.
      const keyOf = new Map<string, Key>();
      for (const header of sheet.headers) {
        const column = SCHEME_COLUMNS.find((c) => [c.key, c.id, c.en].map(looseKey).includes(looseKey(header)));
        if (column) keyOf.set(header, column.key);
      }
      const found = new Set(keyOf.values());
      const missing = SCHEME_COLUMNS.filter((c) => !found.has(c.key)).map((c) => c[lang]);
      if (missing.length) return refuse(IMPORT_MESSAGES.missingColumns(missing, lang));
      const rows: Row[] = sheet.rows.map((raw) => {
        const row = Object.fromEntries(SCHEME_COLUMNS.map((c) => [c.key, ''])) as Row;
        row.__row = raw.__row;
        for (const [header, key] of keyOf) row[key] = (raw[header] ?? '').trim();
        return row;
      });
      const { plan, errors } = await planImport(db, rows, lang);
      const criteria = plan ? plan.units.reduce((n, u) => n + ('elements' in u ? u.elements.reduce((m, e) => m + e.criteria.length, 0) : 0), 0) : 0;
      const errorColumns = new Set(Object.keys(errors).map((k) => k.slice(k.indexOf('.') + 1)));
      const scheme = plan && { code: plan.scheme.code, units: plan.units.length, criteria };
      const report: SchemeImportReport = {
        dry_run: dryRun,
        total: rows.length,
        created: plan ? rows.length : 0,
        updated: 0,
        errors,
        columns: Object.fromEntries([...errorColumns].map((key) => [key, SCHEME_COLUMNS.find((c) => c.key === key)?.[lang] ?? key])),
        ...(scheme ? { scheme } : {}),
      };
      if (!plan || !scheme) {
        if (dryRun) return report;
        // A refused import is an error body (the shared error shape) carrying the report too: not the route's declared answer.
        return (reply as FastifyReply)
          .status(400)
          .send({ statusCode: 400, code: 'VALIDATION', name: 'BadRequest', message: ERROR_MESSAGES.VALIDATION[lang], errors, report });
      }
      if (dryRun) return report;
      const id = await applyPlan(db, plan);
      return { ...report, scheme: { ...scheme, id } };
    },
  );
}
