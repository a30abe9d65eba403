import type { Lang } from '@jalurkarir/shared';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizeCsvCell, plainCellValue } from './csv-safety.js';
import { decodeCsv } from './import-file.js';

export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows one import file may hold; a school enrolls a few hundred at a time. */
export const MAX_IMPORT_ROWS = 5000;

export interface Column {
  key: string;
  /** The heading row's text in the reader's language; the key when absent (files meant for re-import). */
  header?: string;
  /** Columns whose values are identifiers with leading zeros (NISN, NPSN): text in Excel. */
  text?: boolean;
  /** Allowed values, listed on the template's second sheet. */
  options?: readonly string[];
}

/** A report's column: its key, its heading in Indonesian and in English, and whether it is text (NISN). */
export type HeadedColumn = readonly [key: string, id: string, en: string, text?: boolean];

/** A report's columns with their headings in the reader's language. */
export function columnsIn(lang: Lang, columns: readonly HeadedColumn[]): Column[] {
  return columns.map(([key, id, en, text]) => ({ key, header: lang === 'en' ? en : id, ...(text ? { text } : {}) }));
}

export class SpreadsheetError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_many_rows' | 'no_header') {
    super(reason);
  }
}

/** A cell as the person typed it: dates as YYYY-MM-DD, numbers as digits, formulas by result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** One row of a sheet: cell text by header, and its row number in the file (`__row`, for error messages). */
export type SheetRow = Record<string, string> & { __row: string };

function sheetRows(sheet: ExcelJS.Worksheet): { headers: string[]; rows: SheetRow[] } {
  const headerRow = sheet.getRow(1);
  const headers: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, col) => {
    // As typed: the import matches headers loosely and names columns as the file does.
    headers[col - 1] = cellText(cell.value);
  });
  if (!headers.some(Boolean)) throw new SpreadsheetError('no_header');
  if (sheet.rowCount - 1 > MAX_IMPORT_ROWS) throw new SpreadsheetError('too_many_rows');
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const record: Record<string, string> = {};
    headers.forEach((header, i) => {
      if (header) record[header] = cellText(row.getCell(i + 1).value);
    });
    // Blank lines in a spreadsheet are not rows anyone meant.
    if (Object.values(record).some((v) => v !== '')) rows.push({ ...record, __row: String(r) });
  }
  return { headers: headers.filter(Boolean), rows };
}

/** Reads the first sheet of an .xlsx or a CSV (UTF-8 or Windows-1252, comma or semicolon) into records keyed by header. */
export async function readSpreadsheet(format: SpreadsheetFormat, bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  try {
    if (format === 'xlsx') {
      // Cast: ExcelJS types load() with its own Buffer declaration, which Node's Buffer does not match; it accepts Node's.
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } else {
      const text = decodeCsv(bytes);
      // Excel in an Indonesian locale saves "CSV" with semicolons: take the separator of the header line.
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      const stream = new PassThrough();
      stream.end(text);
      // Keep every value as typed: no number or date guessing (NISN 0081112223 stays text).
      // Cast: ExcelJS's CsvReadOptions type leaves out `parserOptions`, which it passes on to fast-csv.
      await workbook.csv.read(stream, { map: (value: unknown) => value, parserOptions: { delimiter } } as never);
    }
  } catch {
    throw new SpreadsheetError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError('no_header');
  return sheetRows(sheet);
}

/**
 * Writes rows under a header of column keys. Every value is a plain cell (never a formula object);
 * in CSV a text that a spreadsheet would read as a formula gets a leading `'` (csv-safety.ts).
 */
export async function writeSpreadsheet(
  format: SpreadsheetFormat,
  sheetName: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'JalurKarir';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => {
    const header = c.header ?? c.key;
    return { header, key: c.key, width: Math.max(12, header.length + 4), style: c.text ? { numFmt: '@' } : {} };
  });
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const c of columns) {
      const v = row[c.key];
      const cell = plainCellValue(v);
      values[c.key] = format === 'csv' ? neutralizeCsvCell(cell) : cell;
    }
    sheet.addRow(values);
  }
  sheet.getRow(1).font = { bold: true };
  if (format === 'xlsx') {
    const withOptions = columns.filter((c) => c.options?.length);
    if (withOptions.length) {
      const guide = workbook.addWorksheet('pilihan');
      guide.columns = withOptions.map((c) => ({ header: c.key, key: c.key, width: Math.max(12, c.key.length + 4) }));
      const longest = Math.max(...withOptions.map((c) => c.options!.length));
      for (let i = 0; i < longest; i++) guide.addRow(Object.fromEntries(withOptions.map((c) => [c.key, c.options![i] ?? ''])));
      guide.getRow(1).font = { bold: true };
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  // A BOM so Excel opens the UTF-8 CSV with the right characters.
  const csv = await workbook.csv.writeBuffer();
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(csv)]);
}
