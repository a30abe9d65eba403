import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schools } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Assigning a test to a school's real class groups (docs/tests-engine.md, "Assignment"): the groups
 * come from the student records with their sizes, an assignment that reaches nobody is refused, the
 * answer says how many it reached, and each assigned student's standing is listed and exported in
 * the staff's language. The class below is made here, so every count is known: three students
 * created, one of them deactivated.
 */
describe('test assignment by class group', () => {
  const ctx = useTestApp();
  const PASSWORD = 'Rombel-uji-2026!';
  const CLASS = 'XII TKJ 9';
  const tokens: Record<string, string> = {};
  const students: { id: string; email: string; name: string }[] = [];
  let testId = '';

  const get = (who: string, url: string, lang = 'en') => call(ctx.app, tokens[who] ?? null, { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (who: string, url: string, payload: unknown = {}, lang = 'en') =>
    call(ctx.app, tokens[who] ?? null, { method: 'POST', url, payload: payload as object, headers: { 'x-lang': lang } });

  beforeAll(async () => {
    for (const [k, email] of Object.entries({ ...DEMO, sekolah_bandung: 'sekolah.bandung@jalurkarir.id' })) tokens[k] = await login(ctx.app, email);
    const [jakarta] = await ctx.database.db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211'));
    for (const [i, name] of ['Rani Wulandari', 'Bayu Saputra', 'Citra Lestari'].entries()) {
      const email = `rombel.uji${i}@jalurkarir.id`;
      const body = { name, email, nisn: `00960000${i}1`, password: PASSWORD, school_id: jakarta!.id, grade: '12', program: 'tkj', class_name: CLASS };
      const res = await post('admin', '/siswa/create', body);
      expect(res.statusCode, res.body).toBe(201);
      students.push({ id: res.json().data.id, email, name });
    }
    // The third leaves the school: inactive students are no one's class any more.
    expect((await post('admin_sekolah', `/user/update?id=${students[2]!.id}`, { status: 'not_activated' })).statusCode).toBeLessThan(300);
    const test = await post('guru', '/test/create', {
      kind: 'competency',
      program: 'tkj',
      name_id: 'Ulangan Jaringan Dasar',
      name_en: 'Basic networking quiz',
      instructions_id: 'Pilih jawaban yang paling tepat.',
      instructions_en: 'Choose the best answer.',
      minutes: 10,
      passing_score: 60,
      questions: [
        {
          type: 'single',
          topic_id: 'Jaringan',
          topic_en: 'Networking',
          text_id: 'Perangkat yang menghubungkan dua jaringan berbeda adalah …',
          text_en: 'The device that connects two different networks is …',
          options: [
            { text_id: 'Router', text_en: 'Router', points: 1 },
            { text_id: 'Switch', text_en: 'Switch', points: 0 },
          ],
        },
      ],
    });
    expect(test.statusCode, test.body).toBe(200);
    testId = test.json().data.id;
    expect((await post('guru', `/test/publish?id=${testId}`, { published: true })).statusCode).toBe(200);
  });

  it('offers the school’s class groups with the number of active students in each', async () => {
    const res = await get('admin_sekolah', '/test/class-groups');
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().data.find((g: { class_name: string }) => g.class_name === CLASS);
    expect(group).toEqual({ class_name: CLASS, grade: '12', program: 'tkj', students: 2 });
    // Another school's admin does not see this school's groups; the Admin names the school.
    const bandung = (await get('sekolah_bandung', '/test/class-groups')).json().data;
    expect(bandung.map((g: { class_name: string }) => g.class_name)).not.toContain(CLASS);
    expect((await get('admin', '/test/class-groups')).json().data).toEqual([]);
  });

  it('only who assigns reads the class groups', async () => {
    for (const who of ['guru', 'kepala_sekolah', 'siswa', 'asesor', 'admin_perusahaan'])
      expect((await get(who, '/test/class-groups')).statusCode, who).toBe(403);
    expect((await get('anonymous', '/test/class-groups')).statusCode).toBe(401);
  });

  it('refuses an assignment that reaches nobody, in the caller’s language, and stores nothing', async () => {
    const typo = await post('admin_sekolah', `/test/assign?id=${testId}`, { target: 'group', class_name: 'XII TKJ 99' }, 'id');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual({ class_name: 'Tidak ada siswa aktif yang cocok; tes tidak ditugaskan.' });
    const english = await post('admin_sekolah', `/test/assign?id=${testId}`, { target: 'group', class_name: 'XII TKJ 99' });
    expect(english.json().errors).toEqual({ class_name: 'No active student matches; the test was not assigned.' });
    expect((await get('admin_sekolah', `/test/assignments?id=${testId}`)).json().data).toEqual([]);
  });

  it('says how many students an assignment reached', async () => {
    const res = await post('admin_sekolah', `/test/assign?id=${testId}`, { target: 'group', class_name: CLASS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reached).toBe(2);
    expect(res.json().data).toHaveLength(1);
  });

  it('lists each assigned student’s standing, who has not started first', async () => {
    const session = await login(ctx.app, students[1]!.email, PASSWORD);
    const started = await call(ctx.app, session, { method: 'POST', url: '/test-attempt/start', payload: { test_id: testId } });
    expect(started.statusCode, started.body).toBe(200);
    const res = await get('admin_sekolah', `/test/students?id=${testId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Rani Wulandari', 'not_started'],
      ['Bayu Saputra', 'in_progress'],
    ]);
    // Staff without the assignment cell, and another school, see none of it.
    expect((await get('guru', `/test/students?id=${testId}`)).statusCode).toBe(403);
    expect((await get('kepala_sekolah', `/test/students?id=${testId}`)).statusCode).toBe(403);
    expect((await get('sekolah_bandung', `/test/students?id=${testId}`)).statusCode).toBe(404);
  });

  it('exports the standings with headings and statuses in the staff’s language', async () => {
    const id = await get('admin_sekolah', `/test/students/export?id=${testId}&format=csv`, 'id');
    expect(id.statusCode, id.body).toBe(200);
    const lines = id.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Nama,NISN,Rombel,Status,Selesai pada');
    expect(lines.slice(1)).toEqual(['Rani Wulandari,0096000001,XII TKJ 9,Belum dikerjakan,', 'Bayu Saputra,0096000011,XII TKJ 9,Sedang dikerjakan,']);
    const en = await get('admin_sekolah', `/test/students/export?id=${testId}&format=csv`, 'en');
    expect(en.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Name,NISN,Class,Status,Submitted at');
    expect(en.body).toContain('Not started');
  });

  it('writes the completion summary with headings, kinds and programs in the staff’s language', async () => {
    const res = await get('admin_sekolah', '/test/export?format=csv', 'id');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Nama tes,Jenis,Kompetensi keahlian,Ditugaskan,Mulai,Selesai');
    expect(lines).toContain('Ulangan Jaringan Dasar,Kompetensi,Teknik Komputer dan Jaringan,2,1,0');
    const en = (await get('admin_sekolah', '/test/export?format=csv', 'en')).body;
    expect(en).toContain('Basic networking quiz,Competency,Computer and Network Engineering,2,1,0');
  });
});
