// Question bank import (docs/tests-engine.md): one row per question appended to a test
// that nobody has started; a dry run answers the same report as the real run, errors keyed
// "<row>.<column>" in the caller's language, and nothing is written while any row is bad.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  IMPORT_MESSAGES,
  ZIdQuery,
  ZImportReport,
  isStorableText,
  looseKey,
  type ImportReport,
  type Instrument,
  type Lang,
  type TTestQuestionInput,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { tests } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { writeImportTemplate, type TemplateColumn } from '../spreadsheets/import-file.js';
import { readImportFile, readImportSheet, refuseFile } from '../spreadsheets/import-upload.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import { dimensionFits, hasAttempts, saveQuestions, testDetail } from './authoring-routes.js';
import { refuse as refuseWith, testScope } from './engine.js';

const LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;
type OptionKey = `${(typeof LETTERS)[number]}_${'id' | 'en'}`;
type Key = 'type' | 'question_id' | 'question_en' | 'topic_id' | 'topic_en' | 'dimension' | 'reverse' | OptionKey | 'correct';

const EXAMPLE: Record<(typeof LETTERS)[number], [string, string]> = {
  a: ['SELECT', 'SELECT'],
  b: ['INSERT', 'INSERT'],
  c: ['UPDATE', 'UPDATE'],
  d: ['DELETE', 'DELETE'],
  e: ['', ''],
};

/** The columns, their headers in both languages (the importer accepts either, or the key) and an example. */
export const QUESTION_COLUMNS: { key: Key; id: string; en: string; example: string; options?: readonly string[] }[] = [
  { key: 'type', id: 'Tipe', en: 'Type', example: 'single', options: ['single', 'multiple', 'likert'] },
  { key: 'question_id', id: 'Pertanyaan', en: 'Question (Indonesian)', example: 'Perintah SQL untuk menambah baris baru adalah …' },
  { key: 'question_en', id: 'Pertanyaan (Inggris)', en: 'Question (English)', example: 'The SQL statement that adds a new row is …' },
  { key: 'topic_id', id: 'Topik', en: 'Topic (Indonesian)', example: 'Basis data' },
  { key: 'topic_en', id: 'Topik (Inggris)', en: 'Topic (English)', example: 'Databases' },
  { key: 'dimension', id: 'Dimensi', en: 'Dimension', example: '' },
  { key: 'reverse', id: 'Kunci Terbalik', en: 'Reverse keyed', example: '', options: ['ya', 'tidak'] },
  ...LETTERS.flatMap((l) => [
    { key: `${l}_id` as Key, id: `Pilihan ${l.toUpperCase()}`, en: `Option ${l.toUpperCase()} (Indonesian)`, example: EXAMPLE[l][0] },
    { key: `${l}_en` as Key, id: `Pilihan ${l.toUpperCase()} (Inggris)`, en: `Option ${l.toUpperCase()} (English)`, example: EXAMPLE[l][1] },
  ]),
  { key: 'correct', id: 'Jawaban Benar', en: 'Correct answer', example: 'B' },
];

const M = {
  required: { id: 'Wajib diisi', en: 'Required' },
  tooLong: { id: 'Terlalu panjang', en: 'Too long' },
  invalidText: { id: 'Berisi karakter yang tidak diizinkan', en: 'Contains characters that are not allowed' },
  type: { id: 'Tipe soal: single, multiple, atau likert', en: 'Question type: single, multiple or likert' },
  typeForTest: {
    id: 'Tipe soal ini tidak cocok dengan jenis tes (tes berpoin: single/multiple; inventori: likert)',
    en: 'This question type does not fit the test (point-scored: single/multiple; inventories: likert)',
  },
  optionIndonesian: { id: 'Isi pilihan dalam bahasa Indonesia', en: 'Fill the option in Indonesian' },
  twoOptions: { id: 'Minimal dua pilihan jawaban', en: 'At least two options' },
  correct: {
    id: 'Jawaban benar berupa huruf pilihan yang terisi, misalnya B atau A,C',
    en: 'The correct answer is the letter of a filled option, e.g. B or A,C',
  },
  oneCorrect: { id: 'Soal pilihan tunggal memiliki tepat satu jawaban benar', en: 'A single-choice question has exactly one correct answer' },
  dimension: { id: 'Dimensi tidak sesuai dengan instrumen tes', en: 'The dimension does not match the test instrument' },
  reverse: { id: 'Isi ya atau tidak', en: 'Fill yes or no' },
  empty: { id: 'Berkas tidak berisi baris data', en: 'The file holds no data rows' },
} as const satisfies Record<string, { id: string; en: string }>;

const MAX_TEXT = 2000;
const GUIDE_SHEET = { id: 'Petunjuk', en: 'Guide' };
type Row = Record<Key, string> & { __row: string };

const TYPES: Record<string, TTestQuestionInput['type']> = {
  single: 'single',
  tunggal: 'single',
  pilihantunggal: 'single',
  multiple: 'multiple',
  ganda: 'multiple',
  pilihanganda: 'multiple',
  likert: 'likert',
  skala: 'likert',
};
const YES = new Set(['ya', 'y', 'yes', 'true', '1']);
const NO = new Set(['tidak', 't', 'no', 'n', 'false', '0', '']);

/** Reads and validates the rows into questions; `errors` is keyed "<row>.<column>". */
export function planQuestions(rows: Row[], instrument: Instrument, lang: Lang): { questions: TTestQuestionInput[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fail = (row: string, key: Key, message: { id: string; en: string }) => {
    errors[`${row}.${key}`] ??= message[lang];
  };
  if (!rows.length) return { questions: [], errors: { file: M.empty[lang] } };
  const questions: TTestQuestionInput[] = [];
  for (const row of rows) {
    for (const column of QUESTION_COLUMNS) {
      const value = row[column.key];
      if (value.length > MAX_TEXT) fail(row.__row, column.key, M.tooLong);
      else if (!isStorableText(value)) fail(row.__row, column.key, M.invalidText);
    }
    const type = TYPES[looseKey(row.type)];
    if (!type) fail(row.__row, 'type', row.type ? M.type : M.required);
    else if ((type === 'likert') !== (instrument !== 'points')) fail(row.__row, 'type', M.typeForTest);
    // Indonesian is required, English optional (the shared ZTestQuestionInput's rule).
    if (!row.question_id) fail(row.__row, 'question_id', M.required);
    const base = {
      type: type ?? 'single',
      text_id: row.question_id,
      text_en: row.question_en,
      topic_id: row.topic_id || null,
      topic_en: row.topic_en || null,
      image_url: null,
    };
    if (type === 'likert') {
      if (!dimensionFits(instrument, row.dimension)) fail(row.__row, 'dimension', row.dimension ? M.dimension : M.required);
      const reverse = looseKey(row.reverse);
      if (!YES.has(reverse) && !NO.has(reverse)) fail(row.__row, 'reverse', M.reverse);
      questions.push({ ...base, dimension: row.dimension, reverse: YES.has(reverse), options: [] });
      continue;
    }
    const filled = LETTERS.filter((l) => row[`${l}_id`] || row[`${l}_en`]);
    for (const l of filled) if (!row[`${l}_id`]) fail(row.__row, `${l}_id`, M.optionIndonesian);
    if (filled.length < 2) fail(row.__row, 'a_id', M.twoOptions);
    const correct = row.correct
      .toLowerCase()
      .split(/[\s,;/]+/)
      .filter(Boolean);
    if (!correct.length || correct.some((c) => !filled.includes(c as (typeof LETTERS)[number])))
      fail(row.__row, 'correct', row.correct ? M.correct : M.required);
    else if (type === 'single' && new Set(correct).size !== 1) fail(row.__row, 'correct', M.oneCorrect);
    questions.push({
      ...base,
      dimension: null,
      reverse: false,
      options: filled.map((l) => ({ text_id: row[`${l}_id`], text_en: row[`${l}_en`], points: correct.includes(l) ? 1 : 0 })),
    });
  }
  return { questions, errors };
}

/** `GET /test/question-template` and `POST /test/question-import?id=&dry_run=` (authors: `test`/`update`). */
export async function questionImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test'];
  const config = { permission: permit('test', 'update') };

  r.get(
    '/test/question-template',
    { schema: { tags, querystring: z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict() }, config },
    async (request, reply) => {
      const lang = request.lang;
      const columns: TemplateColumn[] = QUESTION_COLUMNS.map((c) => ({ header: c[lang], example: c.example, options: c.options }));
      const file = await writeImportTemplate(request.query.format, { main: lang === 'id' ? 'Soal' : 'Questions', guide: GUIDE_SHEET[lang] }, columns);
      return reply
        .header('content-type', CONTENT_TYPES[request.query.format])
        .header('content-disposition', `attachment; filename="${lang === 'id' ? 'templat-soal' : 'question-template'}.${request.query.format}"`)
        .send(file);
    },
  );

  r.post(
    '/test/question-import',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ZIdQuery.extend({ dry_run: z.enum(['true', 'false']).default('true') }).strict(),
        response: { 200: ZImportReport },
      },
      config,
    },
    async (request, reply) => {
      const lang = request.lang;
      const dryRun = request.query.dry_run === 'true';
      const [test] = await db
        .select({ id: tests.id, instrument: tests.instrument })
        .from(tests)
        .where(and(eq(tests.id, request.query.id), testScope(requestScope(request), request.caller, true)));
      if (!test) throw notFound();
      if (await hasAttempts(db, test.id)) throw refuseWith(409, 'IN_USE', 'file', 'HAS_ATTEMPTS', lang);
      const refuse = refuseFile;
      const sheet = await readImportSheet(await readImportFile(request, lang), lang);
      const keyOf = new Map<string, Key>();
      for (const header of sheet.headers) {
        const column = QUESTION_COLUMNS.find((c) => [c.key, c.id, c.en].map(looseKey).includes(looseKey(header)));
        if (column) keyOf.set(header, column.key);
      }
      const found = new Set(keyOf.values());
      const needed: Key[] = [
        'type',
        'question_id',
        ...(test.instrument === 'points' ? (['a_id', 'b_id', 'correct'] as Key[]) : ['dimension' as Key]),
      ];
      const missing = QUESTION_COLUMNS.filter((c) => needed.includes(c.key) && !found.has(c.key)).map((c) => c[lang]);
      if (missing.length) return refuse(IMPORT_MESSAGES.missingColumns(missing, lang));
      const rows: Row[] = sheet.rows.map((raw) => {
        const row = Object.fromEntries(QUESTION_COLUMNS.map((c) => [c.key, ''])) as Row;
        row.__row = raw.__row;
        for (const [header, key] of keyOf) row[key] = (raw[header] ?? '').trim();
        return row;
      });
      const { questions, errors } = planQuestions(rows, test.instrument, lang);
      const ok = Object.keys(errors).length === 0;
      const errorColumns = new Set(Object.keys(errors).map((k) => k.slice(k.indexOf('.') + 1)));
      const report: ImportReport = {
        dry_run: dryRun,
        total: rows.length,
        created: ok ? questions.length : 0,
        updated: 0,
        errors,
        columns: Object.fromEntries([...errorColumns].map((key) => [key, QUESTION_COLUMNS.find((c) => c.key === key)?.[lang] ?? key])),
      };
      if (!ok) {
        if (dryRun) return report;
        // A refused import is an error body (the shared error shape) carrying the report too: not the route's declared answer.
        return (reply as FastifyReply)
          .status(400)
          .send({ statusCode: 400, code: 'VALIDATION', name: 'BadRequest', message: ERROR_MESSAGES.VALIDATION[lang], errors, report });
      }
      if (dryRun) return report;
      await db.transaction(async (tx) => {
        const current = await testDetail(tx, test.id);
        const existing: TTestQuestionInput[] = (current?.questions ?? []).map((q) => ({
          type: q.type,
          text_id: q.text_id,
          text_en: q.text_en,
          dimension: q.dimension,
          reverse: q.reverse,
          topic_id: q.topic_id,
          topic_en: q.topic_en,
          image_url: q.image_url,
          options: q.options.map((o) => ({ text_id: o.text_id, text_en: o.text_en, points: o.points })),
        }));
        await saveQuestions(tx, test.id, test.instrument, [...existing, ...questions]);
      });
      return report;
    },
  );
}
