import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, multipart, useTestApp, postImport } from './helpers.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\n'));
type Upload = { payload: Buffer; headers: Record<string, string> };

async function workbook(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => {
  const values: unknown[] = [];
  sheet.getRow(n).eachCell({ includeEmpty: true }, (cell) => values.push(cell.value));
  return values;
};

describe('import templates a school admin can fill', () => {
  const ctx = useTestApp();
  let sekolah: string;
  let admin: string;
  beforeAll(async () => {
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
    admin = await login(ctx.app, DEMO.admin);
  });
  const importFile = (file: Upload, lang = 'en', dryRun = true, token = sekolah) => postImport(ctx.app, token, 'siswa', file, dryRun, lang);
  const template = async (lang: string, token = sekolah, model = 'siswa') =>
    (await call(ctx.app, token, { method: 'GET', url: `/${model}/import-template?format=xlsx`, headers: { 'x-lang': lang } })).rawPayload;
  const student = async (nisn: string) => (await call(ctx.app, sekolah, { method: 'GET', url: `/siswa/list?search=${nisn}` })).json().data[0];

  it('labels the columns in the user’s language, shows an example row and lists the allowed values', async () => {
    const wb = await workbook(await template('id'));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Siswa', 'Pilihan']);
    const main = wb.worksheets[0]!;
    const guide = wb.worksheets[1]!;
    const header = rowValues(main, 1);
    expect(header.slice(0, 10)).toEqual([
      'NISN',
      'Nama',
      'Email',
      'Telepon',
      'Kompetensi Keahlian',
      'Kelas',
      'Rombel',
      'Tempat Lahir',
      'Tanggal Lahir',
      'Jenis Kelamin',
    ]);
    expect(header).toContain('Provinsi');
    expect(header).not.toContain('NPSN');
    expect(header.some((h) => /_/.test(String(h)))).toBe(false);
    // The example row speaks the same words as the form.
    const example = Object.fromEntries(header.map((h, i) => [String(h), rowValues(main, 2)[i]]));
    expect(example).toMatchObject({
      Nama: 'Budi Santoso',
      Email: 'contoh@example.com',
      'Kompetensi Keahlian': 'Rekayasa Perangkat Lunak',
      Kelas: 'X',
      'Jenis Kelamin': 'Laki-laki',
      'Kabupaten/Kota': 'Kota Bandung',
    });
    const guideHeader = rowValues(guide, 1);
    expect(guideHeader).toEqual(expect.arrayContaining(['Kompetensi Keahlian', 'Kelas', 'Jenis Kelamin', 'Agama', 'Provinsi']));
    const programs: unknown[] = [];
    guide!.getColumn(guideHeader.indexOf('Kompetensi Keahlian') + 1).eachCell((c) => programs.push(c.value));
    expect(programs).toHaveLength(13);
    expect(programs).toContain('Tata Boga');
    // Columns with choices offer them as a dropdown in Excel.
    expect(main.getCell(3, header.indexOf('Kelas') + 1).dataValidation).toMatchObject({ type: 'list' });

    const en = await workbook(await template('en'));
    expect(rowValues(en.worksheets[0]!, 1).slice(0, 6)).toEqual(['NISN', 'Name', 'Email', 'Phone', 'Vocational program', 'Grade']);
    // The Admin's file also names each row's school.
    expect(rowValues((await workbook(await template('id', admin))).worksheets[0]!, 1)).toContain('NPSN');
    const teachers = await workbook(await template('id', sekolah, 'guru'));
    expect(rowValues(teachers.worksheets[0]!, 1)).toEqual([
      'Nama',
      'Email',
      'Telepon',
      'NUPTK',
      'Mata Pelajaran',
      'Status Kepegawaian',
      'Jenis Kelamin',
      'Tanggal Lahir',
    ]);
  });

  it('imports the filled-in template: the example row is skipped, choices by their labels, regions by name', async () => {
    const wb = await workbook(await template('id'));
    const main = wb.worksheets[0]!;
    const header = rowValues(main, 1).map(String);
    const row = (values: Record<string, string>) => header.map((h) => values[h] ?? '');
    main.addRow(
      row({
        NISN: '0093000001',
        Nama: 'Citra Lestari',
        Email: 'citra@siswa.id',
        'Kompetensi Keahlian': 'Tata Boga',
        Kelas: 'XI',
        'Jenis Kelamin': 'perempuan',
        'Tanggal Lahir': '17/08/2009',
        Provinsi: 'JAWA BARAT',
        'Kabupaten/Kota': 'kota bandung',
        Kecamatan: 'Coblong',
        'Desa/Kelurahan': 'DAGO',
      }),
    );
    main.addRow(row({ NISN: '0093000002', Nama: 'Dimas Putra', Email: 'dimas@siswa.id', 'Kabupaten/Kota': 'Jakarta Pusat', Kewarganegaraan: 'WNI' }));
    main.addRow(row({ NISN: '0093000003', Nama: 'Eko Prasetyo', Email: 'eko@siswa.id', Provinsi: '32', 'Kabupaten/Kota': '32.73' }));
    const file = multipart('kelas.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const res = await importFile(file, 'id', false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, created: 3, errors: {} });
    expect(await student('0093000001')).toMatchObject({ program: 'tbg', grade: '11' });
    const citra = (await call(ctx.app, sekolah, { method: 'GET', url: `/siswa/detail?id=${(await student('0093000001')).id}` })).json().data;
    expect(citra).toMatchObject({ gender: 'P', birth_date: '2009-08-17', province_code: '32', city_code: '32.73', district_code: '32.73.02' });
    expect(citra.village_code).toMatch(/^32\.73\.02\.\d{4}$/);
    // A city named without its province still lands in its province.
    const dimas = (await call(ctx.app, sekolah, { method: 'GET', url: `/siswa/detail?id=${(await student('0093000002')).id}` })).json().data;
    expect(dimas).toMatchObject({ province_code: '31', city_code: '31.71' });
  });

  it('accepts headers in English and the old column keys, in CSV with commas or semicolons', async () => {
    const english = multipart(
      'x.csv',
      csv(['NISN,Name,Email,Vocational program,Grade,Gender', '0093000011,Fina,fina@siswa.id,Culinary Arts,XII,Female']),
    );
    expect((await importFile(english)).json()).toMatchObject({ created: 1, errors: {} });
    const keys = multipart('x.csv', csv(['nisn,name,email,program,grade,gender', '0093000012,Gani,gani@siswa.id,tbg,12,L']));
    expect((await importFile(keys)).json()).toMatchObject({ created: 1, errors: {} });
    // Excel in an Indonesian locale saves "CSV" with semicolons.
    const semicolons = multipart('x.csv', csv(['NISN;Nama;Email;Kelas', '0093000013;Hani;hani@siswa.id;X']));
    expect((await importFile(semicolons, 'id')).json()).toMatchObject({ created: 1, errors: {} });
  });

  it('serves region names in one proper case at every level', async () => {
    const provinces = (await call(ctx.app, null, { method: 'GET', url: '/service/provinces' })).json().data;
    expect(provinces).toContainEqual({ code: '31', name: 'DKI Jakarta' });
    expect(provinces).toContainEqual({ code: '34', name: 'Daerah Istimewa Yogyakarta' });
    const cities = (await call(ctx.app, null, { method: 'GET', url: '/service/regencies?parent=31' })).json().data;
    expect(cities).toContainEqual({ code: '31.71', name: 'Kota Administrasi Jakarta Pusat' });
    for (const level of [provinces, cities]) for (const r of level) expect(r.name).not.toMatch(/^[^a-z]*$/);
  });

  it('finds a region by name, and says which names are meant when it is ambiguous or unknown', async () => {
    const file = multipart(
      'x.csv',
      csv([
        'NISN,Nama,Email,Provinsi,Kabupaten/Kota',
        '0093000021,Indah,indah@siswa.id,Jawa Barat,Bandung',
        '0093000022,Joko,joko@siswa.id,Jawa Barat,Bandungg',
        '0093000023,Kiki,kiki@siswa.id,Jawa Baratt,Kota Bandung',
        '0093000024,Lala,lala@siswa.id,Jawa Barat,31.71',
      ]),
    );
    const id = (await importFile(file, 'id')).json();
    expect(id.errors).toEqual({
      '2.city_code': '"Bandung" cocok dengan beberapa wilayah: "Kabupaten Bandung" dan "Kota Bandung"; tulis nama lengkapnya',
      '3.city_code': '"Bandungg" tidak ditemukan; mungkin maksud Anda "Kabupaten Bandung" atau "Kota Bandung"?',
      '4.province_code': '"Jawa Baratt" tidak ditemukan; mungkin maksud Anda "Jawa Barat"?',
      '5.city_code': '"31.71" tidak ditemukan',
    });
    const en = (await importFile(file, 'en')).json();
    expect(en.errors['2.city_code']).toBe('"Bandung" matches several areas: "Kabupaten Bandung" and "Kota Bandung"; write the full name');
  });

  it('names the column of an error by its header as the file writes it, else by its label in the user’s language', async () => {
    const indonesian = multipart('x.csv', csv(['NISN,Nama,Email,Tanggal Lahir,Kelas', '0093000031,Mira,mira@siswa.id,2009-31-01,XX']));
    const report = (await importFile(indonesian, 'en')).json();
    expect(report.errors).toEqual({ '2.birth_date': 'Invalid date', '2.grade': 'Invalid option' });
    expect(report.columns).toEqual({ birth_date: 'Tanggal Lahir', grade: 'Kelas' });
    // The Admin forgot the school column: it is named as the template names it.
    const noSchool = (await importFile(multipart('x.csv', csv(['NISN,Nama,Email', '0093000032,Nana,nana@siswa.id'])), 'id', true, admin)).json();
    expect(noSchool.errors).toEqual({ '2.npsn': 'Wajib diisi' });
    expect(noSchool.columns).toEqual({ npsn: 'NPSN' });
    const missing = await importFile(multipart('x.csv', csv(['Nama,Kelas', 'Ola,X'])), 'id');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toBe(
      'Kolom "NISN" dan "Email" wajib ada. Gunakan templat; judul kolom boleh berbahasa Indonesia atau Inggris.',
    );
    expect((await importFile(multipart('x.csv', csv(['Name,Grade', 'Ola,X'])), 'en')).json().errors.file).toMatch(
      /^The columns "NISN" and "Email" are required\./,
    );
  });

  it('says what is wrong with a file that is not a spreadsheet, and what to upload instead', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const cases: Array<[string, Buffer, RegExp, RegExp]> = [
      [
        'daftar-siswa.xlsx',
        png,
        /^Berkas ini adalah gambar, bukan spreadsheet\. Unggah templat yang sudah diisi, sebagai Excel \(\.xlsx\) atau CSV\.$/,
        /^This file is an image, not a spreadsheet\. Upload the filled-in template as Excel \(\.xlsx\) or CSV\.$/,
      ],
      ['acak.xlsx', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256)), /rusak atau tidak lengkap/, /damaged or incomplete/],
      [
        'rusak.xlsx',
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('[Content_Types].xml xl/workbook.xml garbage')]),
        /rusak atau tidak lengkap/,
        /damaged or incomplete/,
      ],
      ['arsip.xlsx', Buffer.from('PK\u0003\u0004garbage'), /arsip ZIP/, /ZIP archive/],
      ['kosong.csv', Buffer.alloc(0), /^Berkas kosong \(0 bita\)\. Unggah templat/, /^The file is empty \(0 bytes\)\. Upload the filled-in template/],
      ['lama.xls', Buffer.from('d0cf11e0a1b11ae1000000000000', 'hex'), /Excel lama \(\.xls/, /old Excel file \(\.xls/],
      ['surat.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), /adalah PDF/, /is a PDF/],
      ['unicode.csv', Buffer.from('\ufeffNISN,Nama', 'utf16le'), /UTF-16/, /UTF-16/],
      ['hanya-judul.csv', csv(['NISN,Nama,Email']), /tidak berisi data/, /holds no data/],
    ];
    for (const [name, bytes, id, en] of cases) {
      const res = await importFile(multipart(name, bytes), 'id');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors.file, name).toMatch(id);
      expect(res.json().message, name).toBe('Data tidak valid');
      expect((await importFile(multipart(name, bytes), 'en')).json().errors.file, name).toMatch(en);
    }
  });
});
