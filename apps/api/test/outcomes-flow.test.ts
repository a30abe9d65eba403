import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type Principal } from '@jalurkarir/shared';
import { alumni, schools, studentProfiles, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Graduates and outcomes through the API (docs/outcomes.md): who reaches which route, the scopes,
 * graduation (dry run, then real), the graduate's own status, the tracer link that works without
 * logging in, and the figures of the demo data computed by hand from the seed's table
 * (apps/api/src/seed/outcomes.ts).
 */
describe('graduates and outcomes', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'bandung' | 'graduate', string | null>;
  const ids = { jakarta: '', bandung: '' };
  // The demo graduation years are relative to today (WIB): the recent one and the one before.
  const thisYear = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4));
  const recent = thisYear - 1;
  const older = thisYear - 2;

  const get = (token: string | null, url: string, lang = 'en') => call(ctx.app, token, { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (token: string | null, url: string, payload: object = {}, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url, payload, headers: { 'x-lang': lang } });
  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.anonymous = null;
    t.bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    t.graduate = await login(ctx.app, 'alumni@jalurkarir.id');
    const s = await db().select({ id: schools.id, npsn: schools.npsn }).from(schools);
    ids.jakarta = s.find((x) => x.npsn === '20100211')!.id;
    ids.bandung = s.find((x) => x.npsn === '20219100')!.id;
  });

  describe('cells: who reaches the read routes', () => {
    const reads = ['/alumni/list', '/alumni/options', '/tracer/list', '/employer-feedback/list', '/outcomes/figures', '/outcomes/report'];
    // Written from the policy, not read from the table: the Admin, the school admin and the headmaster; nobody else.
    const expected: Record<(typeof ROLES)[number] | 'anonymous', number> = {
      admin: 200,
      admin_sekolah: 200,
      kepala_sekolah: 200,
      guru: 403,
      siswa: 403,
      asesor: 403,
      admin_perusahaan: 403,
      anonymous: 401,
    };
    for (const url of reads) {
      it(url, async () => {
        for (const who of [...ROLES, 'anonymous'] as const) {
          expect((await get(t[who], url)).statusCode, `${who} ${url}`).toBe(expected[who]);
        }
      });
    }

    it('running the tracer and graduating are the school admin’s (and the Admin’s), not the headmaster’s', async () => {
      expect((await post(t.kepala_sekolah, '/alumni/graduate', { class_name: 'XII RPL 1', graduation_year: thisYear })).statusCode).toBe(403);
      expect((await post(t.guru, '/tracer/create', {})).statusCode).toBe(403);
      expect((await post(t.admin_perusahaan, '/employer-feedback/create', {})).statusCode).toBe(403);
      expect((await get(t.kepala_sekolah, '/alumni/export')).statusCode).toBe(200);
    });

    it('a student who has not graduated has no alumni record; a graduate reads their own', async () => {
      expect((await get(t.siswa, '/alumni/me')).statusCode).toBe(404);
      const me = await get(t.graduate, '/alumni/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ graduation_year: recent, program: 'rpl', class_name: 'XII RPL 1' });
      expect((await get(t.graduate, '/alumni/list')).statusCode).toBe(403);
    });
  });

  describe('scopes', () => {
    it('a school sees its own graduates only; another school’s graduate is not found', async () => {
      const list = (await get(t.admin_sekolah, '/alumni/list?per_page=100')).json();
      // Jakarta's seed: 3 classes × 8 (older year) + 3 classes × 6 (recent year) = 42 graduates
      expect(list.total).toBe(42);
      expect(list.data.every((a: { school_id: string }) => a.school_id === ids.jakarta)).toBe(true);
      const jakartaGraduate = list.data[0].id;
      expect((await get(t.bandung, `/alumni/detail?id=${jakartaGraduate}`)).statusCode).toBe(404);
      expect((await post(t.bandung, '/alumni/status-update', { alumni_id: jakartaGraduate, activity: 'mencari_kerja' })).statusCode).toBe(404);
      const rounds = (await get(t.admin_sekolah, '/tracer/list')).json().data;
      expect(rounds.map((r: { graduation_year: number }) => r.graduation_year).sort()).toEqual([older, recent]);
      expect((await get(t.bandung, `/tracer/responses?id=${rounds[0].id}`)).statusCode).toBe(404);
      expect((await post(t.bandung, `/tracer/link?id=${rounds[0].id}&alumni_id=${jakartaGraduate}`)).statusCode).toBe(404);
      // The Admin: every school; Bandung's seed: 2 classes × 6 (older) + 2 × 5 (recent) = 22
      const all = (await get(t.admin, '/alumni/list?per_page=1')).json();
      expect(all.total).toBe(42 + 22);
    });
  });

  describe('graduation', () => {
    const className = 'XII UJI 9';
    let studentIds: string[] = [];

    beforeAll(async () => {
      const made = await db()
        .insert(users)
        .values(
          ['Uji Lulus Satu', 'Uji Lulus Dua', 'Uji Lulus Tiga'].map((name, i) => ({
            name,
            email: `uji.lulus${i}@jalurkarir.id`,
            passwordHash: 'x',
            role: 'siswa',
            schoolId: ids.jakarta,
            verified: true,
            status: 'active',
          })),
        )
        .returning({ id: users.id });
      studentIds = made.map((m) => m.id);
      // The class name as typed in the school's records: other spaces and case than the request below.
      await db()
        .insert(studentProfiles)
        .values(studentIds.map((userId) => ({ userId, program: 'rpl', grade: '12', className: ' xii uji 9 ' })));
    });

    it('a dry run lists who would graduate and changes nothing', async () => {
      const res = await post(t.admin_sekolah, '/alumni/graduate', { class_name: className, graduation_year: thisYear, exclude_ids: [studentIds[2]] });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ dry_run: true, count: 2, school_id: ids.jakarta, excluded: [{ id: studentIds[2] }] });
      expect(data.graduates.map((g: { name: string }) => g.name)).toEqual(['Uji Lulus Dua', 'Uji Lulus Satu']);
      expect(await db().select().from(alumni).where(eq(alumni.userId, studentIds[0]!))).toHaveLength(0);
    });

    it('the real run makes alumni: out of the student list, into the alumni list; the account stays', async () => {
      const res = await post(t.admin_sekolah, '/alumni/graduate', {
        class_name: className,
        graduation_year: thisYear,
        dry_run: false,
        exclude_ids: [studentIds[2]],
      });
      expect(res.json().data).toMatchObject({ dry_run: false, count: 2 });
      const current = (await get(t.admin_sekolah, '/siswa/list?search=Uji%20Lulus&per_page=100')).json();
      expect(current.data.map((s: { name: string }) => s.name)).toEqual(['Uji Lulus Tiga']);
      const graduates = (await get(t.admin_sekolah, '/siswa/list?search=Uji%20Lulus&alumni=true&per_page=100')).json();
      expect(graduates.total).toBe(2);
      const listed = (await get(t.admin_sekolah, `/alumni/list?graduation_year=${thisYear}&class_name=${encodeURIComponent(className)}`)).json();
      expect(listed.total).toBe(2);
      const [account] = await db().select({ role: users.role, status: users.status }).from(users).where(eq(users.id, studentIds[0]!));
      expect(account).toEqual({ role: 'siswa', status: 'active' });
      // Graduated ones are not graduated twice: only the one left out remains in the class.
      const again = (await post(t.admin_sekolah, '/alumni/graduate', { class_name: className, graduation_year: thisYear })).json();
      expect(again.data.graduates.map((g: { id: string }) => g.id)).toEqual([studentIds[2]]);
    });

    it('refuses a class without current students, another school, and an Admin who names no school', async () => {
      const none = await post(t.admin_sekolah, '/alumni/graduate', { class_name: 'XII TIDAK ADA', graduation_year: thisYear }, 'id');
      expect(none.statusCode).toBe(400);
      expect(none.json().errors.class_name).toBe('Tidak ada siswa aktif di kelas ini');
      const other = await post(t.admin_sekolah, '/alumni/graduate', { school_id: ids.bandung, class_name: className, graduation_year: thisYear });
      expect(other.statusCode).toBe(404);
      const admin = await post(t.admin, '/alumni/graduate', { class_name: className, graduation_year: thisYear });
      expect(admin.statusCode).toBe(400);
      expect(admin.json().errors.school_id).toBeTruthy();
      expect((await post(t.admin_sekolah, '/alumni/graduate', { class_name: className, graduation_year: 1900 })).statusCode).toBe(400);
    });
  });

  describe('the graduate’s own status', () => {
    it('updates with what the activity needs, in the caller’s language, and keeps the history', async () => {
      const missing = await post(t.graduate, '/alumni/status-update', { activity: 'bekerja', company_name: 'PT Contoh' }, 'id');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toMatchObject({ position: 'Wajib diisi', program_fit: 'Wajib diisi' });
      const ok = await post(t.graduate, '/alumni/status-update', {
        activity: 'melanjutkan',
        institution: 'Universitas Terbuka',
        study_program: 'Sistem Informasi',
        company_name: 'left behind',
        contact_phone: '081299990000',
      });
      expect(ok.statusCode).toBe(200);
      const data = ok.json().data;
      // A field of another activity is not kept (the figures would count it).
      expect(data).toMatchObject({
        activity: 'melanjutkan',
        institution: 'Universitas Terbuka',
        company_name: null,
        source: 'self',
        contact_phone: '081299990000',
      });
      expect(data.history[0]).toMatchObject({ activity: 'melanjutkan', source: 'self' });
      // A graduate cannot write someone else's status: the id they send is ignored, their own scope applies.
      const other = (await get(t.admin_sekolah, '/alumni/list?per_page=1')).json().data[0].id;
      await post(t.graduate, '/alumni/status-update', { alumni_id: other, activity: 'lainnya' });
      expect((await get(t.admin_sekolah, `/alumni/detail?id=${other}`)).json().data.activity).not.toBe('lainnya');
    });

    it('the school records a status heard by phone, with who recorded it', async () => {
      const id = await userId('alumni@jalurkarir.id');
      const res = await post(t.admin_sekolah, '/alumni/status-update', { alumni_id: id, activity: 'mencari_kerja' });
      expect(res.json().data).toMatchObject({ activity: 'mencari_kerja', source: 'phone', recorded_by_name: 'Rina Wulandari' });
    });
  });
});

describe('figures of the demo data (seed table, counted by hand)', () => {
  const ctx = useTestApp();
  const thisYear = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 4));
  const older = thisYear - 2;
  let kepsek: string;
  let admin: string;
  beforeAll(async () => {
    kepsek = await login(ctx.app, DEMO.kepala_sekolah);
    admin = await login(ctx.app, DEMO.admin);
  });
  const figures = async (token: string, query: string) => {
    const res = await call(ctx.app, token, { method: 'GET', url: `/outcomes/figures?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('BMW of Jakarta’s older year against both denominators', async () => {
    const [year] = (await figures(kepsek, `graduation_year=${older}`)).bmw;
    // 24 graduates (RPL 8, TKJ 8, AKL 8). Respondents: RPL 6 (1 unreachable, 1 silent), TKJ 6 (same), AKL 8 → 20.
    expect([year.graduation_year, year.graduates, year.respondents]).toEqual([older, 24, 20]);
    const count = (a: string) => year.categories.find((c: { activity: string }) => c.activity === a);
    // bekerja: RPL 3 + TKJ 4 + AKL 5 = 12 → 12/24 = 50%, 12/20 = 60%
    expect([count('bekerja').of_graduates.percent, count('bekerja').of_respondents.percent]).toEqual([50, 60]);
    // melanjutkan 2 + 1 + 1 = 4; wirausaha 1 + 0 + 1 = 2; mencari kerja 0 + 1 + 1 = 2
    expect([count('melanjutkan').of_graduates.count, count('wirausaha').of_graduates.count, count('mencari_kerja').of_graduates.count]).toEqual([
      4, 2, 2,
    ]);
    // B + M + W = 18 → 18/24 = 75% of graduates, 18/20 = 90% of respondents
    expect([year.bmw_of_graduates.percent, year.bmw_of_respondents.percent]).toEqual([75, 90]);
    // Through the BKK or JalurKarir: RPL 1, TKJ 2, AKL 2 = 5 (none hired in the app) → 5/24 = 20.8%
    expect(year.placed_by_bkk).toEqual({ count: 5, of: 24, percent: 20.8, small_group: false });
    // Months of the 12 working: 2,3,4 | 1,6,5,3 | 2,4,7,3,2 → sorted 1,2,2,2,3,3,3,4,4,5,6,7 → (3 + 3) / 2 = 3
    expect(year.median_months_to_first_job).toBe(3);
  });

  it('programs working outside their field, with the small-number rule', async () => {
    const data = await figures(kepsek, `graduation_year=${older}`);
    // TKJ: 4 working, 2 "tidak sesuai" (Kasir, Staf Gudang) → a group of 4: count only. AKL: 5 working, 1 (Pramuniaga) → 20%.
    expect(data.misaligned).toEqual([
      {
        program: 'tkj',
        share: { count: 2, of: 4, percent: null, small_group: true },
        occupations: [
          { position: 'Kasir', count: 1 },
          { position: 'Staf Gudang', count: 1 },
        ],
      },
      { program: 'akl', share: { count: 1, of: 5, percent: 20, small_group: false }, occupations: [{ position: 'Pramuniaga', count: 1 }] },
    ]);
    // RPL of that year: 8 graduates, 6 respondents, 3 working → 37.5% of graduates, 50% of respondents
    const rpl = data.programs.find((p: { program: string }) => p.program === 'rpl');
    const work = rpl.categories.find((c: { activity: string }) => c.activity === 'bekerja');
    expect([rpl.graduates, rpl.respondents, work.of_graduates.percent, work.of_respondents.percent]).toEqual([8, 6, 37.5, 50]);
  });

  it('the Admin compares schools by province; a school admin cannot widen their scope with a filter', async () => {
    // DKI Jakarta (31) holds only SMK Negeri 1 Jakarta: its 24 graduates of the older year.
    expect((await figures(admin, `province_code=31&graduation_year=${older}`)).bmw[0].graduates).toBe(24);
    // Jawa Barat (32): Bandung's 12 (TKR 6, TBSM 6)
    expect((await figures(admin, `province_code=32&graduation_year=${older}`)).bmw[0].graduates).toBe(12);
    const bandung = (await ctx.database.db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20219100')))[0]!.id;
    expect((await figures(kepsek, `school_id=${bandung}`)).bmw).toEqual([]);
  });

  it('the report has the headline with both denominators in both languages; the export is an xlsx', async () => {
    const report = (await call(ctx.app, kepsek, { method: 'GET', url: `/outcomes/report?graduation_year=${older}` })).json().data;
    expect(report.school_name).toBe('SMK Negeri 1 Jakarta');
    expect(report.headline.id).toContain('75% dari seluruh lulusan, 90% dari responden');
    expect(report.headline.en).toContain('75% of all graduates, 90% of respondents');
    const file = await call(ctx.app, kepsek, { method: 'GET', url: `/outcomes/export?graduation_year=${older}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    // An xlsx is a zip: it starts with "PK".
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
