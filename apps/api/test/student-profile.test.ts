import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { ROLES, type Principal } from '@jalurkarir/shared';
import { applications, profileViews, schools, studentCourses, studentProfiles, studentPrivacy, users } from '../src/db/schema.js';
import { call, DEMO, login, multipart, useTestApp } from './helpers.js';
import { single } from '../src/db/rows.js';
import { collectStudentUploads } from '../src/modules/privacy/erasure.js';
import type { MessageAttachmentStore } from '../src/modules/files/message-attachment-store.js';
import { loadProfileMatchingFacts } from '../src/modules/profile/matching-facts.js';
import { monthsBetween } from '../src/modules/profile/personal.js';
import { completenessOf } from '../src/modules/profile/completeness.js';
import type { Storage } from '../src/modules/files/storage.js';
import type { ConsentFormStore } from '../src/modules/privacy/consent-form-store.js';
import type { CertificateStore } from '../src/modules/files/certificate-store.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const RECORD_MODELS = [
  'student-relation',
  'student-education',
  'student-course',
  'student-award',
  'student-experience',
  'student-skill',
  'student-portfolio',
] as const;
type RecordModel = (typeof RECORD_MODELS)[number];

let n = 0;
/** A valid create body per model (a fresh skill name each time: a student's skills are unique). */
function body(model: RecordModel): Record<string, unknown> {
  n += 1;
  return {
    'student-relation': { relation_type: 'ayah', name: 'Bambang Sutrisno', living_status: 'alive', occupation: 'Wiraswasta', is_guardian: true },
    'student-education': { school_name: 'SMP Negeri 115 Jakarta', level: 'smp', year_from: 2020, year_to: 2023, accreditation: 'A' },
    'student-course': { name: 'Kelas Dasar Pemrograman Web', institute: 'Dicoding Indonesia', date_from: '2025-01-06', date_to: '2025-02-28' },
    'student-award': { name: 'Juara 2 LKS Web Technologies', year: 2025, level: 'kota', decree_number: `SK/${n}/2025` },
    'student-experience': {
      kind: 'pkl',
      position: 'Junior Web Developer',
      company: 'PT Solusi Digital',
      date_from: '2025-01-06',
      date_to: '2025-06-30',
    },
    'student-skill': { name: `Keterampilan Uji ${n}` },
    'student-portfolio': { title: 'Aplikasi Kasir Kantin', url: 'https://github.com/andi/kasir-kantin' },
  }[model];
}
const UPDATE: Record<RecordModel, Record<string, unknown>> = {
  'student-relation': { occupation: 'Pegawai Swasta' },
  'student-education': { major: 'Rekayasa Perangkat Lunak' },
  'student-course': { place: 'Daring' },
  'student-award': { organizer: 'Dinas Pendidikan DKI Jakarta' },
  'student-experience': { description: 'Membuat halaman admin dengan Laravel.' },
  'student-skill': { name: 'Laravel Lanjutan' },
  'student-portfolio': { description: 'Proyek akhir kelas XI' },
};

describe('student profile', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<Principal, string | null>;
  const ids = {} as { me: string; classmate: string; foreign: string; jakarta: string; bandung: string };

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await login(ctx.app, DEMO[role]);
    tokens.anonymous = null;
    const db = ctx.database.db;
    ids.jakarta = single(await db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211'))).id;
    ids.bandung = single(await db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20219100'))).id;
    ids.me = single(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa))).id;
    const [classmate] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'siswa'), eq(users.schoolId, ids.jakarta), ne(users.id, ids.me)));
    const [foreign] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'siswa'), eq(users.schoolId, ids.bandung)));
    ids.classmate = classmate!.id;
    ids.foreign = foreign!.id;
  });

  const isApplicant = async (studentId: string) =>
    (
      await ctx.database.db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(users, eq(users.email, DEMO.admin_perusahaan))
        .where(and(eq(applications.studentId, studentId), eq(applications.companyId, users.companyId), ne(applications.stage, 'withdrawn')))
    ).length > 0;

  const stored = async (userId: string) =>
    (await ctx.database.db.select({ c: studentProfiles.completeness }).from(studentProfiles).where(eq(studentProfiles.userId, userId)))[0]?.c ?? 0;

  /** Admin makes a record for any student. */
  async function recordOf(model: RecordModel, userId: string): Promise<string> {
    const res = await call(ctx.app, tokens.admin, { method: 'POST', url: `/${model}/create`, payload: { ...body(model), user_id: userId } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  describe.each(RECORD_MODELS.map((m) => [m]))('%s', (model) => {
    it('a student creates, reads, updates and deletes their own; user_id is ignored, school_id and verified refused', async () => {
      const before = await stored(ids.me);
      const created = await call(ctx.app, tokens.siswa, {
        method: 'POST',
        url: `/${model}/create`,
        payload: { ...body(model), user_id: ids.foreign },
      });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data;
      expect(row.user_id).toBe(ids.me);
      for (const extra of [{ school_id: ids.bandung }, { verified: true }]) {
        const res = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/create`, payload: { ...body(model), ...extra } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION' });
        expect(Object.keys(res.json().errors)).toEqual(Object.keys(extra));
      }
      const moved = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/update?id=${row.id}`, payload: { user_id: ids.foreign } });
      expect(moved.statusCode).toBe(400);
      const updated = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/update?id=${row.id}`, payload: UPDATE[model] });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(UPDATE[model]);
      const list = await call(ctx.app, tokens.siswa, { method: 'GET', url: `/${model}/list?per_page=100` });
      expect(list.json().data.every((r: { user_id: string }) => r.user_id === ids.me)).toBe(true);
      expect(list.json().data.map((r: { id: string }) => r.id)).toContain(row.id);
      expect(await stored(ids.me)).toBeGreaterThanOrEqual(before);
      const del = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/delete`, payload: { id: row.id } });
      expect(del.statusCode).toBe(200);
      expect((await call(ctx.app, tokens.siswa, { method: 'GET', url: `/${model}/detail?id=${row.id}` })).statusCode).toBe(404);
    });

    it('a student never reads, edits or deletes another student’s record by id', async () => {
      const other = await recordOf(model, ids.classmate);
      const detail = await call(ctx.app, tokens.siswa, { method: 'GET', url: `/${model}/detail?id=${other}` });
      expect(detail.statusCode).toBe(404);
      const update = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/update?id=${other}`, payload: UPDATE[model] });
      expect(update.statusCode).toBe(404);
      const del = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/delete`, payload: { id: other } });
      expect(del.statusCode).toBe(404);
      const mine = await recordOf(model, ids.me);
      const mixed = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/deletes`, payload: { ids: [mine, other] } });
      expect(mixed.statusCode).toBe(403);
      const still = await call(ctx.app, tokens.admin, { method: 'GET', url: `/${model}/detail?id=${other}` });
      expect(still.statusCode).toBe(200);
      expect(still.json().data).not.toMatchObject(UPDATE[model]);
      const own = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/deletes`, payload: { ids: [mine] } });
      expect(own.json()).toEqual({ deleted: 1 });
    });

    it('school staff: the school admin writes their own school’s students’ records, headmaster and teacher read them', async () => {
      const own = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: `/${model}/create`,
        payload: { ...body(model), user_id: ids.classmate },
      });
      expect(own.statusCode, own.body).toBe(201);
      const foreign = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: `/${model}/create`,
        payload: { ...body(model), user_id: ids.foreign },
      });
      expect(foreign.statusCode).toBe(403);
      const missing = await call(ctx.app, tokens.admin_sekolah, { method: 'POST', url: `/${model}/create`, payload: body(model) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('user_id');
      const foreignRow = await recordOf(model, ids.foreign);
      for (const role of ['admin_sekolah', 'kepala_sekolah', 'guru'] as const) {
        const list = await call(ctx.app, tokens[role], { method: 'GET', url: `/${model}/list?per_page=100` });
        expect(list.statusCode).toBe(200);
        const rows = list.json().data as { id: string; user_id: string }[];
        expect(rows.map((r) => r.id)).toContain(own.json().data.id);
        expect(rows.map((r) => r.id)).not.toContain(foreignRow);
        expect((await call(ctx.app, tokens[role], { method: 'GET', url: `/${model}/detail?id=${foreignRow}` })).statusCode).toBe(404);
      }
      for (const role of ['kepala_sekolah', 'guru'] as const) {
        const write = await call(ctx.app, tokens[role], {
          method: 'POST',
          url: `/${model}/create`,
          payload: { ...body(model), user_id: ids.classmate },
        });
        expect(write.statusCode).toBe(403);
        const upd = await call(ctx.app, tokens[role], { method: 'POST', url: `/${model}/update?id=${own.json().data.id}`, payload: UPDATE[model] });
        expect(upd.statusCode).toBe(403);
      }
      const upd = await call(ctx.app, tokens.admin_sekolah, { method: 'POST', url: `/${model}/update?id=${foreignRow}`, payload: UPDATE[model] });
      expect(upd.statusCode).toBe(404);
      for (const role of ['asesor', 'admin_perusahaan'] as const) {
        expect((await call(ctx.app, tokens[role], { method: 'GET', url: `/${model}/list` })).statusCode).toBe(403);
      }
      expect((await call(ctx.app, null, { method: 'GET', url: `/${model}/list` })).statusCode).toBe(401);
    });
  });

  it('bad input is a 400 with {code, message, errors} in the caller’s language, never a 500', async () => {
    const cases: [RecordModel, Record<string, unknown>, string][] = [
      ['student-relation', { relation_type: 'tetangga', name: 'X' }, 'relation_type'],
      ['student-experience', { position: 'Kasir', company: 'Toko', date_from: '2025-05-01', date_to: '2025-01-01' }, 'date_to'],
      ['student-portfolio', { title: 'Situs', url: 'javascript:alert(1)' }, 'url'],
      ['student-award', { name: 'Juara', year: 'dua ribu', level: 'kota' }, 'year'],
      ['student-education', { school_name: 'SMP', level: 'smp', year_from: 2023, year_to: 2020 }, 'year_to'],
      ['student-skill', { name: 'a\u0000b' }, 'name'],
    ];
    for (const [model, payload, field] of cases) {
      const res = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/${model}/create`, payload, headers: { 'x-lang': 'id' } });
      expect(res.statusCode, `${model}: ${res.body}`).toBe(400);
      const json = res.json();
      expect(json.code).toBe('VALIDATION');
      expect(typeof json.message).toBe('string');
      expect(json.errors).toHaveProperty(field);
    }
    const dates = await call(ctx.app, tokens.siswa, {
      method: 'POST',
      url: '/student-experience/create',
      payload: { position: 'Kasir', company: 'Toko', date_from: '2025-05-01', date_to: '2025-01-01' },
      headers: { 'x-lang': 'id' },
    });
    expect(dates.json().errors.date_to).toBe('Tanggal berakhir harus setelah tanggal mulai');
    // A merged update is checked too.
    const exp = await recordOf('student-experience', ids.me);
    const late = await call(ctx.app, tokens.siswa, {
      method: 'POST',
      url: `/student-experience/update?id=${exp}`,
      payload: { date_from: '2026-01-01' },
    });
    expect(late.statusCode).toBe(400);
    const dupe = await call(ctx.app, tokens.siswa, { method: 'POST', url: '/student-skill/create', payload: { name: 'Kerja Keras' } });
    expect(dupe.statusCode).toBe(201);
    const again = await call(ctx.app, tokens.siswa, { method: 'POST', url: '/student-skill/create', payload: { name: 'kerja keras' } });
    expect(again.statusCode).toBe(409);
  });

  describe('personal section: GET /user/profile, POST /user/profile-update', () => {
    it('a student writes their personal section; the completeness is stored and rises', async () => {
      const emptied = await call(ctx.app, tokens.siswa, { method: 'POST', url: '/user/profile-update', payload: { about_me: null, languages: [] } });
      expect(emptied.statusCode, emptied.body).toBe(200);
      const before = await call(ctx.app, tokens.siswa, { method: 'GET', url: '/user/profile' });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toHaveProperty('profile');
      expect(before.json().completeness.score).toBe(await stored(ids.me));
      const res = await call(ctx.app, tokens.siswa, {
        method: 'POST',
        url: '/user/profile-update',
        payload: {
          about_me: 'Siswa RPL yang suka membuat aplikasi web untuk UMKM.',
          languages: [
            { language: 'Bahasa Indonesia', level: 'native' },
            { language: 'Bahasa Inggris', level: 'intermediate' },
          ],
          willing_to_relocate: true,
          hobby: 'Membaca',
          province_code: '31',
          city_code: '31.74',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json();
      expect(json.profile).toMatchObject({ about_me: expect.stringContaining('RPL'), willing_to_relocate: true, city_code: '31.74' });
      expect(json.completeness.score).toBeGreaterThan(before.json().completeness.score);
      expect(await stored(ids.me)).toBe(json.completeness.score);
      for (const m of json.completeness.missing) expect(m.link).toMatch(/^\//);
    });

    it('user_id, school_id, verified are refused and never stored; a region that does not nest is a 400', async () => {
      const db = ctx.database.db;
      const [account] = await db.select({ schoolId: users.schoolId, verified: users.verified }).from(users).where(eq(users.id, ids.me));
      for (const payload of [{ school_id: ids.bandung }, { verified: false }, { user_id: ids.foreign, hobby: 'x' }, { program: 'tkr' }]) {
        const res = await call(ctx.app, tokens.siswa, { method: 'POST', url: '/user/profile-update', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
      const [after] = await db.select({ schoolId: users.schoolId, verified: users.verified }).from(users).where(eq(users.id, ids.me));
      expect(after).toEqual(account);
      const region = await call(ctx.app, tokens.siswa, {
        method: 'POST',
        url: '/user/profile-update',
        payload: { province_code: '32', city_code: '31.74' },
      });
      expect(region.statusCode).toBe(400);
      const lang = await call(ctx.app, tokens.siswa, {
        method: 'POST',
        url: '/user/profile-update',
        payload: { languages: [{ language: 'Jawa', level: 'expert' }] },
      });
      expect(lang.statusCode).toBe(400);
    });

    it('staff have no personal section to write through profile-update', async () => {
      const res = await call(ctx.app, tokens.guru, { method: 'POST', url: '/user/profile-update', payload: { about_me: 'Guru' } });
      expect(res.statusCode).toBe(400);
      const own = await call(ctx.app, tokens.guru, { method: 'GET', url: '/user/profile' });
      expect(own.json()).not.toHaveProperty('profile');
    });
  });

  describe('the school writes a student’s personal section: POST /student-profile/personal-update', () => {
    const update = (principal: Principal, id: string, payload: Record<string, unknown>) =>
      call(ctx.app, tokens[principal], { method: 'POST', url: `/student-profile/personal-update?id=${id}`, payload });

    it('the school admin writes about me, languages, relocation and phone of their own student; completeness follows', async () => {
      const db = ctx.database.db;
      const made = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: '/siswa/create',
        payload: { name: 'Sekar Ayu Lestari', email: 'sekar.lestari@test.id', nisn: '0079990002', grade: '10' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const student = made.json().data.id as string;
      const before = await stored(student);
      const res = await update('admin_sekolah', student, {
        about_me: 'Siswi AKL yang teliti dan aktif di koperasi sekolah.',
        languages: [{ language: 'Bahasa Indonesia', level: 'native' }],
        willing_to_relocate: false,
        phone: '081234567890',
        province_code: '31',
        city_code: '31.74',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ about_me: expect.stringContaining('koperasi'), willing_to_relocate: false, city_code: '31.74' });
      expect(res.json().data.languages).toEqual([{ language: 'Bahasa Indonesia', level: 'native' }]);
      const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, student));
      expect(account!.phone).toBe('081234567890');
      expect(await stored(student)).toBeGreaterThan(before);
      expect(await stored(student)).toBe((await completenessOf(db, student))!.score);
      // The student sees it on their own profile.
      const full = await call(ctx.app, tokens.admin_sekolah, { method: 'GET', url: `/student-profile/full?id=${student}` });
      expect(full.json().data.personal.about_me).toContain('koperasi');
      // The address's places by name, as the official list writes them (31: DKI Jakarta, 31.74: South Jakarta).
      expect(full.json().data.region_names).toEqual({ province: 'DKI Jakarta', city: 'Kota Administrasi Jakarta Selatan' });
    });

    it('another school’s student is a 404 for the school admin and stays as it was; the Admin writes any school', async () => {
      const db = ctx.database.db;
      const [before] = await db.select({ aboutMe: studentProfiles.aboutMe }).from(studentProfiles).where(eq(studentProfiles.userId, ids.foreign));
      const res = await update('admin_sekolah', ids.foreign, { about_me: 'Ditulis oleh sekolah lain' });
      expect(res.statusCode).toBe(404);
      const [after] = await db.select({ aboutMe: studentProfiles.aboutMe }).from(studentProfiles).where(eq(studentProfiles.userId, ids.foreign));
      expect(after?.aboutMe ?? null).toBe(before?.aboutMe ?? null);
      const admin = await update('admin', ids.foreign, { hobby: 'Voli' });
      expect(admin.statusCode, admin.body).toBe(200);
      expect(admin.json().data.hobby).toBe('Voli');
      // Not a student: a teacher's id is no personal section.
      const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.guru));
      expect((await update('admin', teacher!.id, { hobby: 'Voli' })).statusCode).toBe(404);
    });

    it('only the school admin and the Admin may; owner fields, the name and bad values are a 400', async () => {
      for (const principal of ['guru', 'kepala_sekolah', 'siswa', 'asesor', 'admin_perusahaan', 'anonymous'] as Principal[]) {
        const res = await update(principal, ids.classmate, { hobby: 'Catur' });
        expect(res.statusCode, principal).toBe(principal === 'anonymous' ? 401 : 403);
      }
      for (const payload of [
        { user_id: ids.foreign },
        { school_id: ids.bandung },
        { verified: false },
        { name: 'Nama Lain' },
        { new_password: 'Password123!' },
        { languages: [{ language: 'Jawa', level: 'expert' }] },
        { province_code: '32', city_code: '31.74' },
        { height_cm: 'tinggi' },
      ]) {
        const res = await update('admin_sekolah', ids.classmate, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), errors: expect.any(Object) });
      }
      const [account] = await ctx.database.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, ids.classmate));
      expect(account!.schoolId).toBe(ids.jakarta);
    });
  });

  describe('completeness is stored in the transaction of every change', () => {
    it('rises with each section and falls when a record is deleted; the school’s edit counts too', async () => {
      const db = ctx.database.db;
      const made = await call(ctx.app, tokens.admin, {
        method: 'POST',
        url: '/siswa/create',
        payload: {
          name: 'Rina Kusuma',
          email: 'rina.kusuma@test.id',
          nisn: '0079990001',
          school_id: ids.jakarta,
          password: 'Password123!',
          grade: '11',
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const student = made.json().data.id as string;
      const now = async () => (await completenessOf(db, student))!.score;
      const storedParts = async () =>
        (await db.select({ parts: studentProfiles.completenessParts }).from(studentProfiles).where(eq(studentProfiles.userId, student)))[0]?.parts;
      // The score and the parts behind it (what the student's own profile answers from).
      const expectStored = async () => {
        expect(await stored(student)).toBe(await now());
        expect(await storedParts()).toEqual((await completenessOf(db, student))!.parts);
      };
      const start = await now();
      const rel = await recordOf('student-relation', student);
      await expectStored();
      const afterRelation = await stored(student);
      expect(afterRelation).toBeGreaterThan(start);
      await call(ctx.app, tokens.admin, { method: 'POST', url: '/student-relation/delete', payload: { id: rel } });
      await expectStored();
      const cleared = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: `/siswa/update?id=${student}`,
        payload: { birth_place: null, religion: null, citizenship: null },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      await expectStored();
      const low = await stored(student);
      const staff = await call(ctx.app, tokens.admin_sekolah, {
        method: 'POST',
        url: `/siswa/update?id=${student}`,
        payload: { birth_place: 'Jakarta', religion: 'islam', citizenship: 'WNI' },
      });
      expect(staff.statusCode, staff.body).toBe(200);
      expect(await stored(student)).toBeGreaterThan(low);
      await expectStored();
    });
  });

  describe('GET /student-profile/full', () => {
    it('answers staff in scope, the student themself; refuses other students, other schools, assessors', async () => {
      const expectations: [Principal, string, number][] = [
        ['admin', ids.foreign, 200],
        ['admin_sekolah', ids.me, 200],
        ['admin_sekolah', ids.foreign, 404],
        ['kepala_sekolah', ids.me, 200],
        ['guru', ids.me, 200],
        ['guru', ids.foreign, 404],
        ['siswa', ids.me, 200],
        ['siswa', ids.classmate, 404],
        ['asesor', ids.me, 403],
        ['anonymous', ids.me, 401],
      ];
      for (const [role, id, status] of expectations) {
        const res = await call(ctx.app, tokens[role], { method: 'GET', url: `/student-profile/full?id=${id}` });
        expect(res.statusCode, `${role} → ${id}: ${res.body}`).toBe(status);
        if (status === 200) {
          expect(res.json().data.view).toBe('full');
          expect(res.json().data).toHaveProperty('relations');
          expect(res.json().data.student.id).toBe(id);
        }
      }
    });

    it('records views from outside the school only (the Admin yes, the student’s own school no)', async () => {
      const db = ctx.database.db;
      const count = async () => (await db.select().from(profileViews).where(eq(profileViews.studentId, ids.me))).length;
      const before = await count();
      await call(ctx.app, tokens.guru, { method: 'GET', url: `/student-profile/full?id=${ids.me}` });
      await call(ctx.app, tokens.siswa, { method: 'GET', url: `/student-profile/full?id=${ids.me}` });
      expect(await count()).toBe(before);
      await call(ctx.app, tokens.admin, { method: 'GET', url: `/student-profile/full?id=${ids.me}` });
      expect(await count()).toBe(before + 1);
    });

    it('a company: nothing of a hidden student, the projection of a visible one, the full profile of an applicant', async () => {
      const db = ctx.database.db;
      const company = tokens.admin_perusahaan;
      // The classmate: hidden by default.
      await db.delete(studentPrivacy).where(eq(studentPrivacy.userId, ids.classmate));
      const hidden = await call(ctx.app, company, { method: 'GET', url: `/student-profile/full?id=${ids.classmate}` });
      expect(hidden.statusCode).toBe(404);
      // Visible and an adult: the projection only, with exactly its keys.
      await db.insert(studentPrivacy).values({ userId: ids.classmate, visibleToCompanies: true });
      await db
        .insert(studentProfiles)
        .values({ userId: ids.classmate, birthDate: '2000-01-01' })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: { birthDate: '2000-01-01' } });
      await db.update(users).set({ verified: true, status: 'active' }).where(eq(users.id, ids.classmate));
      const projected = await call(ctx.app, company, { method: 'GET', url: `/student-profile/full?id=${ids.classmate}` });
      expect(projected.statusCode, projected.body).toBe(200);
      const view = projected.json().data;
      expect(view.view).toBe('company');
      expect(Object.keys(view).sort()).toEqual(
        ['certificates', 'displayName', 'grade', 'id', 'program', 'schoolCity', 'skills', 'testResults', 'view'].sort(),
      );
      const text = JSON.stringify(view);
      for (const secret of ['email', 'phone', 'birth', 'address', 'religion', 'relations']) expect(text).not.toContain(secret);
      // Views of the projection are not full views: the access log records full profiles.
      expect((await db.select().from(profileViews).where(eq(profileViews.studentId, ids.classmate))).length).toBe(0);
      // An applicant: the full profile, and the view is recorded.
      if (await isApplicant(ids.me)) {
        const before = (await db.select().from(profileViews).where(eq(profileViews.studentId, ids.me))).length;
        const full = await call(ctx.app, company, { method: 'GET', url: `/student-profile/full?id=${ids.me}` });
        expect(full.statusCode).toBe(200);
        expect(full.json().data.view).toBe('full');
        expect((await db.select().from(profileViews).where(eq(profileViews.studentId, ids.me))).length).toBe(before + 1);
      }
    });
  });

  describe('course certificates', () => {
    it('the student uploads a scan, staff in scope read it, others do not; erasure collects it', async () => {
      const course = await call(ctx.app, tokens.siswa, { method: 'POST', url: '/student-course/create', payload: body('student-course') });
      const id = course.json().data.id as string;
      const file = multipart('sertifikat.png', PNG, 'image/png');
      const up = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/student-course/upload-certificate?id=${id}`, ...file });
      expect(up.statusCode, up.body).toBe(200);
      const bad = multipart('sertifikat.png', Buffer.from('%PDF-1.4 not an image'), 'image/png');
      const refused = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/student-course/upload-certificate?id=${id}`, ...bad });
      expect(refused.statusCode).toBe(415);
      const other = await recordOf('student-course', ids.classmate);
      const notMine = await call(ctx.app, tokens.siswa, { method: 'POST', url: `/student-course/upload-certificate?id=${other}`, ...file });
      expect(notMine.statusCode).toBe(404);
      for (const [role, status] of [
        ['siswa', 200],
        ['admin_sekolah', 200],
        ['guru', 200],
        ['admin', 200],
        ['asesor', 403],
        // A company reads it only of a student who applied to it (the demo student did, to the demo company).
        ['admin_perusahaan', (await isApplicant(ids.me)) ? 200 : 404],
      ] as const) {
        const res = await call(ctx.app, tokens[role], { method: 'GET', url: `/student-course/certificate?id=${id}` });
        expect(res.statusCode, role).toBe(status);
        if (status === 200) expect(res.headers['content-type']).toBe('image/png');
      }
      const detail = await call(ctx.app, tokens.siswa, { method: 'GET', url: `/student-course/detail?id=${id}` });
      expect(detail.json().data.has_certificate).toBe(true);
      const removed: string[] = [];
      const uploads = await collectStudentUploads(ctx.database.db, ids.me, {
        storage: { remove: async () => {} } as unknown as Storage,
        forms: { remove: async () => {} } as unknown as ConsentFormStore,
        certificates: { remove: async (name: string) => void removed.push(name) } as unknown as CertificateStore,
        messageFiles: { remove: async () => {} } as unknown as MessageAttachmentStore,
      });
      for (const u of uploads) await u.remove();
      const [row] = await ctx.database.db.select({ file: studentCourses.certificateFile }).from(studentCourses).where(eq(studentCourses.id, id));
      expect(removed).toContain(row!.file);
    });
  });

  describe('for matching: willing_to_relocate, PKL months, skills', () => {
    it('reads them in one query', async () => {
      const student = ids.classmate;
      await call(ctx.app, tokens.admin, {
        method: 'POST',
        url: '/student-experience/create',
        payload: { user_id: student, kind: 'pkl', position: 'Teknisi', company: 'PT Astra', date_from: '2025-01-02', date_to: '2025-04-01' },
      });
      await call(ctx.app, tokens.admin, { method: 'POST', url: '/student-skill/create', payload: { user_id: student, name: 'Mikrotik' } });
      const facts = (await loadProfileMatchingFacts(ctx.database.db, [student])).get(student)!;
      expect(facts.pklMonths).toBeGreaterThanOrEqual(3);
      expect(facts.skills).toContain('Mikrotik');
      expect(monthsBetween('2025-01-02', '2025-04-01')).toBe(3);
      expect(monthsBetween('2025-01-06', '2025-06-30')).toBe(5);
    });
  });

  describe('completeness page', () => {
    it('lists, filters, sorts, exports and charts the caller’s scope only', async () => {
      const all = await call(ctx.app, tokens.admin, { method: 'GET', url: '/completeness/list?per_page=100&sort_by=completeness&sort_type=desc' });
      expect(all.statusCode, all.body).toBe(200);
      const rows = all.json().data as { completeness: number; school_id: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.completeness).toBeGreaterThanOrEqual(rows[i]!.completeness);
      const own = await call(ctx.app, tokens.guru, { method: 'GET', url: '/completeness/list?per_page=100' });
      expect(own.json().data.every((r: { school_id: string }) => r.school_id === ids.jakarta)).toBe(true);
      const ranged = await call(ctx.app, tokens.admin_sekolah, { method: 'GET', url: '/completeness/list?min=1&max=100&per_page=100' });
      expect(ranged.json().data.every((r: { completeness: number }) => r.completeness >= 1)).toBe(true);
      // Program, grade and class filters: every row returned matches, and the demo school has rows for each.
      const sample = (own.json().data as { program: string | null; grade: string | null; class_name: string | null }[]).find(
        (r) => r.program && r.grade && r.class_name,
      )!;
      for (const [param, key] of [
        ['program', 'program'],
        ['grade', 'grade'],
        ['class_name', 'class_name'],
      ] as const) {
        const res = await call(ctx.app, tokens.admin_sekolah, {
          method: 'GET',
          url: `/completeness/list?per_page=100&${param}=${encodeURIComponent(sample[key]!)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const filtered = res.json().data as Record<string, unknown>[];
        expect(filtered.length, param).toBeGreaterThan(0);
        for (const row of filtered) expect(row[key], param).toBe(sample[key]);
      }
      const foreign = await call(ctx.app, tokens.admin_sekolah, { method: 'GET', url: `/completeness/list?school_id=${ids.bandung}` });
      expect(foreign.json().total).toBe(0);
      const dist = await call(ctx.app, tokens.kepala_sekolah, { method: 'GET', url: '/completeness/distribution' });
      expect(dist.statusCode).toBe(200);
      expect(dist.json().data.buckets).toHaveLength(10);
      expect(dist.json().data.total).toBe(own.json().total);
      const csv = await call(ctx.app, tokens.admin_sekolah, { method: 'GET', url: '/completeness/export?format=csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('completeness');
      const bad = await call(ctx.app, tokens.admin, { method: 'GET', url: '/completeness/list?sort_by=password' });
      expect(bad.statusCode).toBe(400);
      const range = await call(ctx.app, tokens.admin, { method: 'GET', url: '/completeness/list?min=-5' });
      expect(range.statusCode).toBe(400);
    });
  });

  describe('role × endpoint table (the profile’s endpoints outside the generic models)', () => {
    const only = (...roles: Principal[]) =>
      Object.fromEntries([...ROLES, 'anonymous'].map((r) => [r, roles.includes(r as Principal)])) as Record<Principal, boolean>;
    const TABLE: [string, Record<Principal, boolean>][] = [
      ['/completeness/list', only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru')],
      ['/completeness/distribution', only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru')],
      ['/completeness/export?format=csv', only('admin', 'admin_sekolah', 'kepala_sekolah', 'guru')],
      ['/student-skill/suggest?search=a', only('admin', 'admin_sekolah', 'siswa')],
    ];
    it.each(TABLE)('%s', async (url, allowed) => {
      for (const principal of [...ROLES, 'anonymous'] as Principal[]) {
        const res = await call(ctx.app, tokens[principal], { method: 'GET', url });
        if (allowed[principal]) expect(res.statusCode, `${principal} ${url}`).toBe(200);
        else expect(res.statusCode, `${principal} ${url}`).toBe(principal === 'anonymous' ? 401 : 403);
      }
    });

    it('skill suggestions start with the student’s program vocabulary', async () => {
      const res = await call(ctx.app, tokens.siswa, { method: 'GET', url: '/student-skill/suggest' });
      expect(res.json().data).toContain('JavaScript');
    });
  });
});
