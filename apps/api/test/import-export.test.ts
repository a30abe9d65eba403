import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, multipart, useTestApp, postImport } from './helpers.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\n'));

describe('student import and list export', () => {
  const ctx = useTestApp();
  let sekolah: string;
  beforeAll(async () => {
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
  });
  const importFile = (file: { payload: Buffer; headers: Record<string, string> }, dryRun: boolean, token = sekolah, lang = 'en') =>
    postImport(ctx.app, token, 'siswa', file, dryRun, lang);

  it('serves a template in both formats, with the allowed values on a second sheet', async () => {
    const res = await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/import-template?format=xlsx' });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Students', 'Allowed values']);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('NISN');
    const csvTemplate = await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/import-template?format=csv', headers: { 'x-lang': 'id' } });
    expect(csvTemplate.body.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^NISN,Nama,Email,Telepon,Kompetensi Keahlian,Kelas,/);
    const siswa = await login(ctx.app, DEMO.siswa);
    expect((await call(ctx.app, siswa, { method: 'GET', url: '/siswa/import-template' })).statusCode).toBe(403);
  });

  it('a dry run reports every bad row with its reason, in the user language; nothing is applied', async () => {
    const file = multipart(
      'kelas.csv',
      csv([
        'nisn,name,email,program,grade,birth_date',
        '0091000001,Ani Suryani,ani@siswa.id,rpl,10,2010-01-05',
        '123,Budi,budi@siswa.id,rpl,10,2010-01-05',
        '0091000003,Cici,bukan-email,astronot,15,2010-31-01',
        '0091000001,Dodi,dodi@siswa.id,tkj,10,',
        '0061234501,Andi Lain,siswa@jalurkarir.id,tkj,10,',
        '',
      ]),
    );
    const res = await importFile(file, true, sekolah, 'id');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    // Counts are of the rows that would apply: row 2 (new) and row 6 (an existing NISN of this school).
    expect(report).toMatchObject({ dry_run: true, total: 5, created: 1, updated: 1 });
    expect(report.errors).toEqual({
      '3.nisn': 'NISN harus 10 digit angka',
      '4.email': 'Format email tidak valid',
      '4.program': 'Pilihan tidak valid',
      '4.grade': 'Pilihan tidak valid',
      '4.birth_date': 'Tanggal tidak valid',
      '5.nisn': 'Sama dengan baris 2',
    });
    // The same file for real: refused whole.
    const real = await importFile(file, false);
    expect(real.statusCode).toBe(400);
    expect(real.json().errors['3.nisn']).toBe('NISN must be 10 digits');
    const none = await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?search=Ani%20Suryani' });
    expect(none.json().total).toBe(0);
  });

  it('imports a clean file: creates new students and updates existing ones by NISN', async () => {
    const file = multipart(
      'kelas.csv',
      csv([
        'nisn,name,email,program,grade,class_name,height_cm',
        '0091000001,Ani Suryani,ani@siswa.id,rpl,10,X RPL 1,155',
        '0091000002,Budi Santoso,budi@siswa.id,rpl,10,X RPL 1,',
        '0061234501,Andi Pratama,siswa@jalurkarir.id,rpl,12,XII RPL 2,',
      ]),
    );
    const res = await importFile(file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, total: 3, created: 2, updated: 1, errors: {} });
    const list = (await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/list?program=rpl&sort_by=nisn&per_page=100' })).json().data;
    expect(list.find((s: { nisn: string }) => s.nisn === '0091000001')).toMatchObject({
      name: 'Ani Suryani',
      class_name: 'X RPL 1',
      height_cm: 155,
      school_name: 'SMK Negeri 1 Jakarta',
    });
    expect(list.find((s: { nisn: string }) => s.nisn === '0061234501')).toMatchObject({ grade: '12', class_name: 'XII RPL 2' });
  });

  it('refuses a NISN of another school and reads Excel numbers without losing leading zeros', async () => {
    const other = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('siswa');
    sheet.addRow(['nisn', 'name', 'email', 'birth_date']);
    sheet.addRow([91000001, 'Ani Pindahan', 'ani2@siswa.id', new Date(Date.UTC(2010, 0, 5))]);
    sheet.addRow([91000009, 'Eka Putri', 'eka@siswa.id', new Date(Date.UTC(2010, 2, 9))]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile(multipart('kelas.xlsx', bytes), true, other);
    expect(res.json()).toMatchObject({ created: 1, updated: 0, errors: { '2.nisn': 'The NISN is already registered' } });
  });

  it('the Admin names each row’s school by NPSN', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const res = await importFile(
      multipart(
        'x.csv',
        csv([
          'nisn,name,email,npsn',
          '0091000020,Fajar,fajar@siswa.id,20219100',
          '0091000021,Gita,gita@siswa.id,99999999',
          '0091000022,Hana,hana@siswa.id,',
        ]),
      ),
      true,
      admin,
    );
    expect(res.json()).toMatchObject({ created: 1, errors: { '3.npsn': 'School not found', '4.npsn': 'Required' } });
  });

  it('refuses broken files and files without the key columns', async () => {
    expect((await importFile(multipart('x.xlsx', Buffer.from('PK\u0003\u0004garbage')), true)).json().errors).toHaveProperty('file');
    const noKeys = await importFile(multipart('x.csv', csv(['nama,surel', 'A,a@b.id'])), true);
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().errors).toHaveProperty('file');
    expect((await call(ctx.app, sekolah, { method: 'POST', url: '/siswa/import', payload: { a: 1 } })).statusCode).toBe(415);
  });

  it('exports the list with its search and sort, as CSV and Excel, within the caller’s scope', async () => {
    const res = await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/export?format=csv&sort_by=nisn&sort_type=desc&program=rpl' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['ID', 'NISN', 'Name', 'Email']);
    // Codes are written as their labels in the reader's language: the program filter is RPL.
    expect(lines.slice(1).every((line) => line.includes(',Software Engineering,'))).toBe(true);
    const indonesian = await call(ctx.app, sekolah, { method: 'GET', url: '/siswa/export?format=csv&program=rpl', headers: { 'x-lang': 'id' } });
    const idLines = indonesian.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(idLines[0]!.split(',').slice(0, 4)).toEqual(['ID', 'NISN', 'Nama', 'Email']);
    expect(idLines.slice(1).every((line) => line.includes(',Rekayasa Perangkat Lunak,'))).toBe(true);
    const nisns = lines.slice(1).map((l) => l.split(',')[1]);
    expect(nisns).toEqual([...nisns].sort().reverse());
    expect(nisns).toContain('0091000001');
    const xlsx = await call(ctx.app, sekolah, { method: 'GET', url: '/user/export?format=xlsx&search=jalurkarir.id' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const emails: string[] = [];
    wb.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) emails.push(String(row.getCell(3).value));
    });
    expect(emails.length).toBeGreaterThan(0);
    // Only this school's people: never the Admin or another school's staff.
    expect(emails).not.toContain('admin@jalurkarir.id');
    expect(emails).not.toContain('guru.bandung@jalurkarir.id');
    expect((await call(ctx.app, sekolah, { method: 'GET', url: '/user/export?sort_by=password_hash' })).statusCode).toBe(400);
    expect((await call(ctx.app, await login(ctx.app, DEMO.siswa), { method: 'GET', url: '/user/export' })).statusCode).toBe(403);
  });
});
