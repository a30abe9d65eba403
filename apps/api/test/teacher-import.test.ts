import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema.js';
import { call, DEMO, login, multipart, useTestApp, postImport } from './helpers.js';

const csv = (lines: string[]) => Buffer.from(lines.join('\n'));

interface Teacher {
  email: string;
  name: string;
  nuptk: string | null;
  subject: string | null;
  employment_status: string | null;
  school_name: string;
}

describe('teacher import (guru)', () => {
  const ctx = useTestApp();
  let sekolah: string;
  let admin: string;
  beforeAll(async () => {
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
    admin = await login(ctx.app, DEMO.admin);
  });
  const importFile = (file: { payload: Buffer; headers: Record<string, string> }, dryRun: boolean, token: string | null = sekolah, lang = 'en') =>
    postImport(ctx.app, token, 'guru', file, dryRun, lang);
  const teachers = async (token = admin): Promise<Teacher[]> =>
    (await call(ctx.app, token, { method: 'GET', url: '/guru/list?per_page=100' })).json().data;
  const teacher = async (email: string) => (await teachers()).find((t) => t.email === email);

  it('serves a template in both formats, with the allowed values on a second sheet', async () => {
    const res = await call(ctx.app, sekolah, { method: 'GET', url: '/guru/import-template?format=xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('template-teachers.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Teachers', 'Allowed values']);
    const header: unknown[] = [];
    wb.worksheets[0]!.getRow(1).eachCell((cell) => header.push(cell.value));
    // Labels in the request's language; a school admin's file has no school column.
    expect(header).toEqual(['Name', 'Email', 'Phone', 'NUPTK', 'Subject', 'Employment status', 'Gender', 'Date of birth']);
    const options: unknown[] = [];
    wb.worksheets[1]!.getColumn(1).eachCell((cell) => options.push(cell.value));
    expect(options).toEqual([
      'Employment status',
      'Civil servant (PNS)',
      'Contract civil servant (PPPK)',
      'Permanent foundation teacher',
      'Non-permanent teacher',
      'Contract (honorary)',
    ]);
    // NUPTK is a text column, so Excel keeps its leading zeros and all 16 digits.
    expect(wb.worksheets[0]!.getColumn(4).numFmt).toBe('@');

    const csvTemplate = await call(ctx.app, sekolah, { method: 'GET', url: '/guru/import-template?format=csv', headers: { 'x-lang': 'id' } });
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-type']).toMatch(/text\/csv/);
    expect(
      csvTemplate.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')[0],
    ).toBe('Nama,Email,Telepon,NUPTK,Mata Pelajaran,Status Kepegawaian,Jenis Kelamin,Tanggal Lahir');
  });

  const badFile = multipart(
    'guru.csv',
    csv([
      'name,email,nuptk,subject,employment_status,gender,birth_date',
      'Hadi Wijaya,hadi@guru.id,0012345678901234,Matematika,PNS,L,1985-04-12',
      'Bukan Email,bukan-email,,,,,',
      'Nuptk Pendek,nuptk@guru.id,12345,,,,',
      'Status Aneh,status@guru.id,,,kontrak,,',
      'Hadi Lagi,HADI@guru.id,,,,,',
      'Andi Siswa,siswa@jalurkarir.id,,,,,',
      'Siti Rahmawati,guru@jalurkarir.id,,Bahasa Indonesia,gty,P,',
      'Agus Salim,guru.bandung@jalurkarir.id,,,,,',
      'Bambang Kepsek,kepsek@jalurkarir.id,,,,,',
      'Nuptk Kembar,kembar@guru.id,0012345678901234,,,,',
      '',
    ]),
  );

  it('a dry run reports every bad row with its reason, in Indonesian and English; nothing is applied', async () => {
    const id = await importFile(badFile, true, sekolah, 'id');
    expect(id.statusCode, id.body).toBe(200);
    // Row 2 would be created, row 8 (a teacher of this school, matched by e-mail) updated.
    expect(id.json()).toMatchObject({ dry_run: true, total: 10, created: 1, updated: 1 });
    expect(id.json().errors).toEqual({
      '3.email': 'Format email tidak valid',
      '4.nuptk': 'NUPTK harus 16 digit angka',
      '5.employment_status': 'Pilihan tidak valid',
      '6.email': 'Sama dengan baris 2',
      // A student's, another school's teacher's and the headmaster's e-mails: errors, never overwrites.
      '7.email': 'Email sudah terdaftar',
      '9.email': 'Email sudah terdaftar',
      '10.email': 'Email sudah terdaftar',
      '11.nuptk': 'Sama dengan baris 2',
    });
    const en = await importFile(badFile, true, sekolah, 'en');
    expect(en.json().errors).toMatchObject({
      '3.email': 'Invalid e-mail address',
      '4.nuptk': 'NUPTK must be 16 digits',
      '5.employment_status': 'Invalid option',
      '6.email': 'Same as row 2',
      '7.email': 'The e-mail is already registered',
    });
    expect(await teacher('hadi@guru.id')).toBeUndefined();
  });

  it('a real run with one bad row applies nothing (400 with the same errors)', async () => {
    const before = await teacher('guru@jalurkarir.id');
    const res = await importFile(badFile, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'The data is not valid' });
    expect(res.json().errors['4.nuptk']).toBe('NUPTK must be 16 digits');

    const oneBad = multipart(
      'guru.csv',
      csv(['name,email,subject', 'Hadi Wijaya,hadi@guru.id,Matematika', 'Siti Rahmawati,guru@jalurkarir.id,Kimia', 'Salah,salah@,Fisika']),
    );
    const refused = await importFile(oneBad, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ '4.email': 'Invalid e-mail address' });
    expect(await teacher('hadi@guru.id')).toBeUndefined();
    expect(await teacher('guru@jalurkarir.id')).toEqual(before);
  });

  it('imports a clean file: creates new teachers (with an invitation e-mail), then updates them by e-mail', async () => {
    const first = multipart(
      'guru.csv',
      csv([
        'name,email,phone,nuptk,subject,employment_status,gender,birth_date',
        'Hadi Wijaya,Hadi@Guru.id,081234567890,0012345678901234,Matematika,pns,L,1985-04-12',
        'Siti Rahmawati,guru@jalurkarir.id,,,Bahasa Indonesia,gty,P,',
      ]),
    );
    const res = await importFile(first, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dry_run: false, total: 2, created: 1, updated: 1, errors: {}, columns: {} });
    expect(await teacher('hadi@guru.id')).toMatchObject({
      name: 'Hadi Wijaya',
      nuptk: '0012345678901234',
      subject: 'Matematika',
      employment_status: 'pns',
      school_name: 'SMK Negeri 1 Jakarta',
    });
    expect(await teacher('guru@jalurkarir.id')).toMatchObject({ subject: 'Bahasa Indonesia', employment_status: 'gty' });
    const invitations = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'hadi@guru.id'));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.bodyText).toContain('reset-password?token=');

    // The same people again, edited: matched by e-mail, so updated, never duplicated.
    const second = multipart('guru.csv', csv(['email,name,subject', 'hadi@guru.id,Hadi Wijaya S.Pd.,Statistika']));
    const again = await importFile(second, false);
    expect(again.json()).toEqual({ dry_run: false, total: 1, created: 0, updated: 1, errors: {}, columns: {} });
    expect(await teacher('hadi@guru.id')).toMatchObject({ name: 'Hadi Wijaya S.Pd.', subject: 'Statistika', nuptk: '0012345678901234' });
    expect((await teachers()).filter((t) => t.email === 'hadi@guru.id')).toHaveLength(1);
  });

  it('refuses a NUPTK that belongs to another teacher, and reads Excel numbers without losing leading zeros', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('guru');
    sheet.addRow(['name', 'email', 'nuptk', 'birth_date']);
    sheet.addRow(['Rina Excel', 'rina@guru.id', 987654321012345, new Date(Date.UTC(1990, 5, 1))]);
    sheet.addRow(['Nuptk Dipakai', 'dipakai@guru.id', '0012345678901234', null]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile(multipart('guru.xlsx', bytes), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '3.nuptk': 'The NUPTK is already registered' });
    sheet.spliceRows(3, 1);
    const ok = await importFile(multipart('guru.xlsx', Buffer.from(await wb.xlsx.writeBuffer())), false);
    expect(ok.json(), ok.body).toMatchObject({ created: 1, errors: {} });
    // 15 digits from a number cell: the leading zero Excel dropped is back.
    const rina = (await call(ctx.app, admin, { method: 'GET', url: '/guru/list?search=rina@guru.id' })).json().data[0];
    expect(rina).toMatchObject({ nuptk: '0987654321012345', birth_date: '1990-06-01' });
  });

  it('a school admin’s rows always go to their own school: the npsn column is ignored', async () => {
    const file = multipart('guru.csv', csv(['name,email,npsn', 'Tono Pindahan,tono@guru.id,20219100']));
    const res = await importFile(file, false);
    expect(res.json(), res.body).toMatchObject({ created: 1, errors: {} });
    expect(await teacher('tono@guru.id')).toMatchObject({ school_name: 'SMK Negeri 1 Jakarta' });
    // Another school's admin cannot take the teacher over by e-mail.
    const bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    const takeover = await importFile(multipart('guru.csv', csv(['name,email,subject', 'Tono,tono@guru.id,Seni'])), true, bandung);
    expect(takeover.json()).toMatchObject({ created: 0, updated: 0, errors: { '2.email': 'The e-mail is already registered' } });
    expect(await teacher('tono@guru.id')).toMatchObject({ name: 'Tono Pindahan', subject: null });
  });

  it('the Admin names each row’s school by NPSN and may update any teacher', async () => {
    const file = multipart(
      'guru.csv',
      csv([
        'name,email,npsn',
        'Umar Bandung,umar@guru.id,20219100',
        'Vina,vina@guru.id,99999999',
        'Wati,wati@guru.id,',
        'Agus Salim,guru.bandung@jalurkarir.id,20219100',
        'Siswa Bukan Guru,siswa@jalurkarir.id,20100211',
      ]),
    );
    const dry = await importFile(file, true, admin, 'id');
    expect(dry.json()).toMatchObject({
      created: 1,
      updated: 1,
      errors: { '3.npsn': 'Sekolah tidak ditemukan', '4.npsn': 'Wajib diisi', '6.email': 'Email sudah terdaftar' },
    });
  });

  it('only the roles that may create teachers may import them', async () => {
    const file = multipart('guru.csv', csv(['name,email', 'X,x@guru.id']));
    for (const email of [DEMO.guru, DEMO.siswa, DEMO.admin_perusahaan]) {
      const token = await login(ctx.app, email);
      expect((await call(ctx.app, token, { method: 'GET', url: '/guru/import-template' })).statusCode).toBe(403);
      expect((await importFile(file, true, token)).statusCode).toBe(403);
    }
    const anon = await importFile(file, true, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().name).toBe('Unauthorized');
    expect((await call(ctx.app, null, { method: 'GET', url: '/guru/import-template' })).statusCode).toBe(401);
  });

  it('a broken upload is a 4xx with {code, message, errors}, never a 500', async () => {
    const expectRefusal = async (res: Awaited<ReturnType<typeof importFile>>, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
      expect(body.errors).toHaveProperty('file');
    };
    // Not a spreadsheet: a PNG, and a zip that is no workbook.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await expectRefusal(await importFile(multipart('foto.png', png, 'image/png'), true), 400);
    await expectRefusal(await importFile(multipart('guru.xlsx', Buffer.from('PK\u0003\u0004garbage')), true), 400);
    // Empty file, and a header without the key columns.
    await expectRefusal(await importFile(multipart('guru.csv', Buffer.alloc(0)), true), 400);
    await expectRefusal(await importFile(multipart('guru.csv', csv(['nama,surel', 'A,a@b.id'])), true), 400);
    // Over the size limit (5 MB).
    await expectRefusal(await importFile(multipart('guru.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a')), true), 413);
    // Not multipart at all, and multipart without a file.
    await expectRefusal(await call(ctx.app, sekolah, { method: 'POST', url: '/guru/import', payload: { a: 1 } }), 415);
    const boundary = '----nofile';
    await expectRefusal(
      await call(ctx.app, sekolah, {
        method: 'POST',
        url: '/guru/import',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}--\r\n`,
      }),
      400,
    );
    // A query that is not true/false is refused before the upload is read.
    expect(
      (await call(ctx.app, sekolah, { method: 'POST', url: '/guru/import?dry_run=maybe', ...multipart('g.csv', csv(['name,email'])) })).statusCode,
    ).toBe(400);
  });
});
