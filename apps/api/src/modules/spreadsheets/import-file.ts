import ExcelJS from 'exceljs';
import type { UploadKind } from '@jalurkarir/shared';
import type { SpreadsheetFormat } from './spreadsheet.js';

const starts = (bytes: Buffer, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What an uploaded import file is, from its first bytes: an .xlsx (a zip), CSV text, or one of
 * the things people upload by mistake (a photo of the list, a PDF, an old .xls, a renamed or
 * damaged file), so the refusal can say what was wrong.
 */
export function sniffUpload(bytes: Buffer, filename = ''): { format: SpreadsheetFormat } | { kind: UploadKind } {
  if (bytes.length === 0) return { kind: 'empty' };
  if (
    starts(bytes, 0x89, 0x50, 0x4e, 0x47) ||
    starts(bytes, 0xff, 0xd8, 0xff) ||
    starts(bytes, 0x47, 0x49, 0x46, 0x38) ||
    starts(bytes, 0x42, 0x4d)
  ) {
    return { kind: 'image' };
  }
  if (starts(bytes, 0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return { kind: 'image' };
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46)) return { kind: 'pdf' };
  if (starts(bytes, 0xd0, 0xcf, 0x11, 0xe0)) return { kind: 'xls' };
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    // Zip entry names are stored as plain text: a workbook has an `xl/` folder.
    return bytes.includes('xl/') ? { format: 'xlsx' } : { kind: 'archive' };
  }
  if (starts(bytes, 0xff, 0xfe) || starts(bytes, 0xfe, 0xff)) return { kind: 'utf16' };
  const head = bytes.subarray(0, 8192);
  // Text has no NUL bytes and few control characters besides tab and line ends.
  let control = 0;
  for (const b of head) if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) control++;
  if (head.includes(0) || control > head.length / 100) return { kind: /\.xlsx$/i.test(filename) ? 'corrupt_xlsx' : 'binary' };
  return { format: 'csv' };
}

/** CSV bytes as text: UTF-8, or Windows-1252 (Excel's plain "CSV (comma delimited)") when not valid UTF-8. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface TemplateColumn {
  header: string;
  /** Identifiers with leading zeros (NISN, NPSN, codes): text cells in Excel. */
  text?: boolean;
  example?: string;
  /** Allowed values as the user may type them: listed on the second sheet, offered as a dropdown in Excel. */
  options?: readonly string[];
  /** A note under the column on the second sheet (e.g. how regions are written). */
  note?: string;
}

/** Rows of the main sheet that get the dropdown of allowed values. */
const DROPDOWN_ROWS = 500;

function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/**
 * An import template: headers in the user's language, one example row, and (in Excel) a second
 * sheet listing the allowed values of each column with choices, which also feed dropdowns.
 */
export async function writeImportTemplate(
  format: SpreadsheetFormat,
  sheets: { main: string; guide: string },
  columns: readonly TemplateColumn[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'JalurKarir';
  const sheet = workbook.addWorksheet(sheets.main, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.min(40, Math.max(14, c.header.length + 4, (c.example ?? '').length + 2)),
    style: c.text ? { numFmt: '@' } : {},
  }));
  sheet.addRow(Object.fromEntries(columns.map((c, i) => [String(i), c.example ?? ''])));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF666666' } };
  if (format === 'csv') {
    const csv = await workbook.csv.writeBuffer();
    // A BOM so Excel opens the UTF-8 CSV with the right characters.
    return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(csv)]);
  }
  const guided = columns.map((c, i) => ({ ...c, index: i + 1 })).filter((c) => c.options?.length || c.note);
  if (guided.length) {
    const guide = workbook.addWorksheet(sheets.guide);
    guide.columns = guided.map((c) => ({
      header: c.header,
      key: String(c.index),
      width: Math.min(45, Math.max(16, c.header.length + 4, ...(c.options ?? []).map((o) => o.length + 2))),
    }));
    const longest = Math.max(...guided.map((c) => (c.options?.length ?? 0) + (c.note ? 1 : 0)));
    for (let r = 0; r < longest; r++) {
      guide.addRow(Object.fromEntries(guided.map((c) => [String(c.index), [...(c.options ?? []), ...(c.note ? [c.note] : [])][r] ?? ''])));
    }
    guide.getRow(1).font = { bold: true };
    guided.forEach((c, g) => {
      if (!c.options?.length) return;
      const col = columnLetter(g + 1);
      const source = `'${sheets.guide.replace(/'/g, "''")}'!$${col}$2:$${col}$${c.options.length + 1}`;
      for (let r = 2; r <= DROPDOWN_ROWS + 1; r++) {
        sheet.getCell(r, c.index).dataValidation = { type: 'list', allowBlank: true, formulae: [source], showErrorMessage: false };
      }
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
