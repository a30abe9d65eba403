import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  notifications,
  partnerships,
  pklJournalDays,
  pklPeriods,
  pklPlacements,
  schools,
  studentExperiences,
  studentProfiles,
  users,
} from '../src/db/schema.js';
import { addDays } from '../src/modules/pkl/pkl-common.js';
import { notifyPklDue } from '../src/modules/pkl/notices.js';
import { call, DEMO, DEMO_PASSWORD, login, multipart, useTestApp } from './helpers.js';
import { businessToday } from '@jalurkarir/shared';

/**
 * PKL rules through the API on the seeded demo (docs/pkl.md): the demo story, the placement rules
 * (overlap, partnership with PKL in force, quota, class), the journal (out of period, future,
 * idempotent resend, validated day final), validation in bulk, scopes, the grade (expected values
 * computed by hand in the comments) and the verified experience.
 */
describe('PKL rules', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const today = businessToday();
  const tok = {} as Record<string, string>;
  const ids = { jakarta: '', bandung: '', digital: '', otomotif: '', raka: '', dimas: '', intan: '', guru: '', pendingGuru: '', periodNow: '' };
  const get = (who: string, url: string, lang = 'en') => call(ctx.app, tok[who] ?? null, { method: 'GET', url, headers: { 'x-lang': lang } });
  const post = (who: string, url: string, payload: object = {}, lang = 'en') =>
    call(ctx.app, tok[who] ?? null, { method: 'POST', url, payload, headers: { 'x-lang': lang } });

  /** A verified student of SMK Negeri 1 Jakarta in a class of the test's own. */
  async function student(className: string, program = 'rpl'): Promise<string> {
    const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.email, DEMO.siswa));
    const n = Math.floor(Math.random() * 1e9);
    const [u] = await db()
      .insert(users)
      .values({
        name: `Siswa Uji ${n}`,
        email: `pkl.uji${n}@contoh.id`,
        passwordHash: hash!.h,
        role: 'siswa',
        schoolId: ids.jakarta,
        verified: true,
        validated: true,
      })
      .returning({ id: users.id });
    await db().insert(studentProfiles).values({ userId: u!.id, program, grade: '11', className });
    return u!.id;
  }
  const period = (body: object) => post('admin_sekolah', '/pkl-period/create', { hours_per_day: 8, working_days: [1, 2, 3, 4, 5], ...body });

  beforeAll(async () => {
    for (const [k, email] of Object.entries({
      ...DEMO,
      raka: 'siswa.pkl@jalurkarir.id',
      dimas: 'siswa.pkl5@jalurkarir.id',
      intan: 'alumni.pkl@jalurkarir.id',
      bandung: 'sekolah.bandung@jalurkarir.id',
      otomotif: 'perusahaan.otomotif@jalurkarir.id',
      guruBandung: 'guru.bandung@jalurkarir.id',
    }))
      tok[k] = await login(ctx.app, email, DEMO_PASSWORD);
    const s = await db().select({ id: schools.id, name: schools.name }).from(schools);
    ids.jakarta = s.find((x) => x.name === 'SMK Negeri 1 Jakarta')!.id;
    ids.bandung = s.find((x) => x.name === 'SMK Negeri 2 Bandung')!.id;
    const c = await db().select({ id: companies.id, name: companies.name }).from(companies);
    ids.digital = c.find((x) => x.name === 'PT Nusantara Teknologi Digital')!.id;
    ids.otomotif = c.find((x) => x.name === 'PT Otomotif Jaya Abadi')!.id;
    const u = await db().select({ id: users.id, email: users.email }).from(users);
    ids.raka = u.find((x) => x.email === 'siswa.pkl@jalurkarir.id')!.id;
    ids.dimas = u.find((x) => x.email === 'siswa.pkl5@jalurkarir.id')!.id;
    ids.intan = u.find((x) => x.email === 'alumni.pkl@jalurkarir.id')!.id;
    ids.guru = u.find((x) => x.email === DEMO.guru)!.id;
    ids.pendingGuru = u.find((x) => x.email === 'pending.guru@jalurkarir.id')!.id;
    ids.periodNow = (
      await db()
        .select({ id: pklPeriods.id })
        .from(pklPeriods)
        .where(eq(pklPeriods.name, (await db().select({ n: pklPeriods.name }).from(pklPeriods)).find((p) => p.n.startsWith('PKL XI'))!.n))
    )[0]!.id;
  });

  describe('the demo story', () => {
    it('Raka is ongoing at the company with one missing working day, one returned day and a visit', async () => {
      const list = await get('raka', '/pkl-placement/list');
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBe(1);
      const p = list.json().data[0];
      expect(p).toMatchObject({
        status: 'ongoing',
        company_name: 'PT Nusantara Teknologi Digital',
        class_name: 'XI RPL 1',
        school_supervisor_name: 'Siti Rahmawati',
      });
      const detail = (await get('raka', `/pkl-placement/detail?id=${p.id}`)).json().data;
      expect(detail.missing_dates).toHaveLength(1);
      expect(detail.journal.filter((d: { status: string }) => d.status === 'returned')).toHaveLength(1);
      expect(detail.journal.some((d: { status: string }) => d.status === 'validated')).toBe(true);
      expect(detail.visits).toHaveLength(1);
      expect(detail.aspects[0]).toMatchObject({ name_id: 'Penerapan teknis pemrograman' });
      // The placement answers only what PKL needs: no e-mail, phone, address or birth date of the student.
      expect(Object.keys(p).filter((k) => /email|phone|birth|address/.test(k))).toEqual(['school_phone', 'school_email', 'school_supervisor_phone']);
    });

    it('the company sees its PKL students, the waiting placement and the pending days; the teacher the supervised ones', async () => {
      const company = (await get('admin_perusahaan', '/pkl-placement/list?per_page=100')).json();
      expect(company.data.map((p: { status: string }) => p.status).sort()).toEqual([
        'awaiting_company',
        'finished',
        'finished',
        'ongoing',
        'ongoing',
        'ongoing',
        'ongoing',
      ]);
      const pending = (await get('admin_perusahaan', '/pkl-journal/pending')).json().data;
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((d: { status: string }) => d.status === 'submitted')).toBe(true);
      const teacher = (await get('guru', '/pkl-placement/list?per_page=100')).json();
      expect(teacher.total).toBe(7);
      const raka = teacher.data.find((p: { student_id: string }) => p.student_id === ids.raka);
      expect(raka.attendance.missing).toBe(1);
    });

    it('last year graded: Intan 91.8 (A) and Bagas 85.2 (B), verified on their CVs', async () => {
      // Intan: aspects 90, 86, 88, 92, 85, 88, 90, 87, 89 → 795 / 9 = 88.33 → 88.3; one sick day, no absence → attendance 100.
      //   grade = 0.7 × 88.3 + 0.3 × 100 = 61.81 + 30 = 91.81 → 91.8 (A, ≥ 86).
      // Bagas: 78, 80, 75, 82, 79, 85, 80, 76, 81 → 716 / 9 = 79.56 → 79.6; 65 working days, one sick, one absent →
      //   attendance = 100 × 63 / 64 = 98.4375 → 98.4; grade = 0.7 × 79.6 + 0.3 × 98.4 = 55.72 + 29.52 = 85.24 → 85.2 (B, 71–85).
      const finished = (await get('admin_sekolah', '/pkl-placement/list?status=finished')).json().data;
      const grades = Object.fromEntries(
        finished.map((p: { student_name: string; final_grade: number; predicate: string }) => [p.student_name, [p.final_grade, p.predicate]]),
      );
      expect(grades).toEqual({ 'Intan Permata Sari': [91.8, 'A'], 'Bagas Wicaksono': [85.2, 'B'] });
      const bagas = finished.find((p: { student_name: string }) => p.student_name === 'Bagas Wicaksono');
      const report = (await get('admin_sekolah', `/pkl-placement/report?id=${bagas.id}`)).json().data;
      expect(report.evaluation).toMatchObject({
        industry_score: 79.6,
        attendance_score: 98.4,
        industry_weight: 70,
        final_grade: 85.2,
        predicate: 'B',
      });
      expect(report.evaluation.attendance).toEqual({ hadir: 63, sakit: 1, izin: 0, alpa: 1, missing: 0, working_days: 65 });
      expect(report.company.name).toBe('PT Nusantara Teknologi Digital');
      expect(report.total_hours).toBe(63 * 8);
    });
  });

  describe('the verified experience', () => {
    it('shows the verifying company and refuses the student changing or deleting it', async () => {
      const list = (await get('intan', '/student-experience/list')).json().data;
      const pkl = list.find((x: { pkl_placement_id: string | null }) => x.pkl_placement_id !== null);
      expect(pkl).toMatchObject({
        kind: 'pkl',
        company: 'PT Nusantara Teknologi Digital',
        verified_by_company_name: 'PT Nusantara Teknologi Digital',
      });
      const edit = await post('intan', `/student-experience/update?id=${pkl.id}`, { position: 'Direktur' });
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json().errors.id).toBe('This PKL experience was verified by the company and cannot be changed or deleted');
      const remove = await post('intan', '/student-experience/delete', { id: pkl.id }, 'id');
      expect(remove.statusCode).toBe(409);
      expect(remove.json().errors.id).toBe('Pengalaman PKL ini diverifikasi oleh perusahaan dan tidak dapat diubah atau dihapus');
      const still = await db().select({ id: studentExperiences.id }).from(studentExperiences).where(eq(studentExperiences.id, pkl.id));
      expect(still).toHaveLength(1);
      const full = (await get('intan', `/student-profile/full?id=${ids.intan}`)).json();
      const shown = (full.data ?? full).experiences.find((x: { id: string }) => x.id === pkl.id);
      expect(shown.verified_by_company_name).toBe('PT Nusantara Teknologi Digital');
    });
  });

  describe('placement rules', () => {
    it('refuses an overlapping period for a student already placed', async () => {
      const res = await period({
        name: 'PKL susulan XI RPL 1',
        class_names: ['XI RPL 1'],
        start_date: addDays(today, 1),
        end_date: addDays(today, 40),
      });
      expect(res.statusCode).toBe(200);
      const place = await post('admin_sekolah', '/pkl-placement/create', {
        period_id: res.json().data.id,
        student_id: ids.raka,
        company_id: ids.digital,
      });
      expect(place.statusCode).toBe(409);
      expect(place.json().message).toBe('This student already has a PKL placement in an overlapping period');
    });

    it('refuses a company without a partnership accepting PKL, a full quota, a student outside the classes', async () => {
      const cls = 'UJI PKL A';
      const p = (
        await period({
          name: 'PKL uji kuota',
          class_names: [cls],
          start_date: addDays(today, 1),
          end_date: addDays(today, 60),
          quotas: [{ company_id: ids.digital, quota: 1 }],
        })
      ).json().data;
      const a = await student(cls);
      const b = await student(cls);
      const outsider = await student('UJI PKL LAIN');
      // Otomotif has no partnership with Jakarta.
      const none = await post('admin_sekolah', '/pkl-placement/create', { period_id: p.id, student_id: a, company_id: ids.otomotif }, 'id');
      expect(none.statusCode).toBe(409);
      expect(none.json().errors.company_id).toMatch(/tidak memiliki kemitraan aktif/);
      // An active partnership that does not accept PKL is not enough.
      await db()
        .insert(partnerships)
        .values({
          companyId: ids.otomotif,
          schoolId: ids.jakarta,
          programs: ['tkr'],
          status: 'active',
          startDate: addDays(today, -10),
          endDate: addDays(today, 400),
          pkl: false,
        });
      expect((await post('admin_sekolah', '/pkl-placement/create', { period_id: p.id, student_id: a, company_id: ids.otomotif })).statusCode).toBe(
        409,
      );
      expect(
        (await post('admin_sekolah', '/pkl-placement/create', { period_id: p.id, student_id: outsider, company_id: ids.digital })).json().errors
          .student_id,
      ).toBe("This student's class or program is not part of this PKL period");
      // A teacher the school has not verified yet cannot supervise (they would read the journal).
      const unverified = await post('admin_sekolah', '/pkl-placement/create', {
        period_id: p.id,
        student_id: a,
        company_id: ids.digital,
        school_supervisor_id: ids.pendingGuru,
      });
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json().errors.school_supervisor_id).toBe('The school supervisor must be a verified teacher of this school');
      const first = await post('admin_sekolah', '/pkl-placement/create', {
        period_id: p.id,
        student_id: a,
        company_id: ids.digital,
        school_supervisor_id: ids.guru,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ status: 'awaiting_company', school_supervisor_name: 'Siti Rahmawati' });
      const second = await post('admin_sekolah', '/pkl-placement/create', { period_id: p.id, student_id: b, company_id: ids.digital });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe("This company's PKL quota for this period is full");
      // The company was told of the first.
      const told = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.kind, 'pkl-placement-request'), eq(notifications.link, `/pkl/placement/${first.json().data.id}`)));
      expect(told.length).toBeGreaterThan(0);
    });

    it('a student proposes, the school approves, the company declines with a reason', async () => {
      const cls = 'UJI PKL B';
      const p = (await period({ name: 'PKL uji usulan', class_names: [cls], start_date: addDays(today, 2), end_date: addDays(today, 50) })).json()
        .data;
      const id = await student(cls);
      const [u] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
      tok.proposer = await login(ctx.app, u!.email);
      const proposed = await post('proposer', '/pkl-placement/propose', {
        period_id: p.id,
        company_id: ids.digital,
        note: 'Saya tertarik pada pengembangan web.',
      });
      expect(proposed.statusCode).toBe(200);
      expect(proposed.json().data.status).toBe('proposed');
      const pid = proposed.json().data.id;
      expect((await post('admin_perusahaan', `/pkl-placement/answer?id=${pid}`, { decision: 'confirm' })).statusCode).toBe(409);
      expect(
        (await post('admin_sekolah', `/pkl-placement/approve?id=${pid}`, { decision: 'approve', school_supervisor_id: ids.guru })).json().data.status,
      ).toBe('awaiting_company');
      expect((await post('admin_perusahaan', `/pkl-placement/answer?id=${pid}`, { decision: 'decline' })).statusCode).toBe(400);
      const declined = await post('admin_perusahaan', `/pkl-placement/answer?id=${pid}`, {
        decision: 'decline',
        reason: 'Tim sedang penuh bulan ini.',
      });
      expect(declined.json().data).toMatchObject({ status: 'declined', reason: 'Tim sedang penuh bulan ini.' });
      const events = (await get('admin_sekolah', `/pkl-placement/detail?id=${pid}`)).json().data.events.map((e: { action: string }) => e.action);
      expect(events).toEqual(['proposed', 'approved', 'declined']);
    });
  });

  describe('the journal', () => {
    let placement = '';
    beforeAll(async () => {
      // Dimas waits for the company in the running period: the company confirms, naming its supervisor by default.
      placement = (await db().select({ id: pklPlacements.id }).from(pklPlacements).where(eq(pklPlacements.studentId, ids.dimas)))[0]!.id;
    });
    const day = (date: string, extra: object = {}) => ({
      placement_id: placement,
      date,
      attendance: 'hadir',
      check_in_time: '07:45',
      activities: 'Membuat halaman login',
      learned: 'Validasi formulir',
      hours: 8,
      ...extra,
    });

    it('is closed until the company confirms', async () => {
      const res = await post('dimas', '/pkl-journal/upsert', day(today));
      expect(res.statusCode).toBe(409);
      const confirmed = await post('admin_perusahaan', `/pkl-placement/answer?id=${placement}`, { decision: 'confirm' });
      expect(confirmed.json().data).toMatchObject({ status: 'ongoing', industry_supervisor_name: 'Hendra Gunawan' });
    });

    it('refuses a future date and a date outside the period, in the caller language', async () => {
      const future = await post('dimas', '/pkl-journal/upsert', day(addDays(today, 1)), 'id');
      expect(future.statusCode).toBe(400);
      expect(future.json().errors.date).toBe('Jurnal tidak dapat diisi untuk tanggal yang akan datang');
      const [p] = await db().select({ start: pklPeriods.startDate }).from(pklPeriods).where(eq(pklPeriods.id, ids.periodNow));
      const before = await post('dimas', '/pkl-journal/upsert', day(addDays(p!.start, -1)));
      expect(before.statusCode).toBe(400);
      expect(before.json().errors.date).toBe('The journal date must be within the PKL period');
      const absentWithoutTime = await post('dimas', '/pkl-journal/upsert', day(today, { check_in_time: null }));
      expect(absentWithoutTime.statusCode).toBe(400);
    });

    it('a resend of the same day is one row and unchanged; a changed day updates it; a validated day is final', async () => {
      const first = await post('dimas', '/pkl-journal/upsert', day(today));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ unchanged: false, data: { status: 'submitted', hours: 8 } });
      const again = await post('dimas', '/pkl-journal/upsert', day(today));
      expect(again.json()).toMatchObject({ unchanged: true, data: { id: first.json().data.id } });
      const changed = await post('dimas', '/pkl-journal/upsert', day(today, { hours: 7.5 }));
      expect(changed.json()).toMatchObject({ unchanged: false, data: { id: first.json().data.id, hours: 7.5 } });
      expect(await db().select({ id: pklJournalDays.id }).from(pklJournalDays).where(eq(pklJournalDays.placementId, placement))).toHaveLength(1);
      const validated = await post('admin_perusahaan', '/pkl-journal/validate', { ids: [first.json().data.id], decision: 'validate' });
      expect(validated.json().data[0]).toMatchObject({ status: 'validated', validated_by_name: 'Hendra Gunawan' });
      const late = await post('dimas', '/pkl-journal/upsert', day(today, { hours: 6 }));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This journal day has been validated and can no longer be changed');
      // The exact same content as stored is still answered (an offline queue resending after validation).
      expect((await post('dimas', '/pkl-journal/upsert', day(today, { hours: 7.5 }))).json().unchanged).toBe(true);
    });

    it('the supervisor returns a week with a comment; the student is told; returned days can be written again', async () => {
      const days = [] as string[];
      for (let i = 1; i <= 8 && days.length < 3; i++) {
        const d = addDays(today, -i);
        const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
        if (wd === 0 || wd === 6) continue;
        const res = await post('dimas', '/pkl-journal/upsert', day(d));
        if (res.statusCode === 200) days.push(res.json().data.id);
      }
      expect(days.length).toBeGreaterThan(0);
      expect((await post('admin_perusahaan', '/pkl-journal/validate', { ids: days, decision: 'return' })).statusCode).toBe(400);
      const returned = await post('admin_perusahaan', '/pkl-journal/validate', {
        ids: days,
        decision: 'return',
        comment: 'Tambahkan rincian tugas.',
      });
      expect(returned.json().data.every((d: { status: string }) => d.status === 'returned')).toBe(true);
      const told = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, ids.dimas), eq(notifications.kind, 'pkl-journal-returned')));
      expect(told).toHaveLength(1);
      // Another company's supervisor cannot validate these days.
      expect((await post('otomotif', '/pkl-journal/validate', { ids: days, decision: 'validate' })).statusCode).toBe(404);
    });

    it('a photo of a day is stored privately: the student uploads it, the company reads it, another company cannot', async () => {
      const [d] = await db()
        .select({ id: pklJournalDays.id })
        .from(pklJournalDays)
        .where(and(eq(pklJournalDays.placementId, placement), eq(pklJournalDays.status, 'returned')));
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const up = await call(ctx.app, tok.dimas!, {
        method: 'POST',
        url: `/pkl-journal/upload-photo?id=${d!.id}`,
        ...multipart('foto.png', png, 'image/png'),
      });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().data.photo).toBe(true);
      const text = await call(ctx.app, tok.dimas!, {
        method: 'POST',
        url: `/pkl-journal/upload-photo?id=${d!.id}`,
        ...multipart('foto.png', Buffer.from('bukan gambar'), 'image/png'),
      });
      expect(text.statusCode).toBe(415);
      const seen = await get('admin_perusahaan', `/pkl-journal/photo?id=${d!.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/png');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect((await get('otomotif', `/pkl-journal/photo?id=${d!.id}`)).statusCode).toBe(404);
    });

    it('the supervising teacher comments; a teacher of another school cannot', async () => {
      const [d] = await db().select({ id: pklJournalDays.id }).from(pklJournalDays).where(eq(pklJournalDays.placementId, placement));
      expect((await post('guru', `/pkl-journal/comment?id=${d!.id}`, { comment: 'Bagus.' })).json().data.teacher_comment).toBe('Bagus.');
      expect((await post('guruBandung', `/pkl-journal/comment?id=${d!.id}`, { comment: 'x' })).statusCode).toBe(404);
    });

    it('missing days are told to the student and the teacher at most once a day', async () => {
      const first = await notifyPklDue(db());
      expect(first).toBeGreaterThan(0);
      const raka = await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, ids.raka), eq(notifications.kind, 'pkl-missing-days')));
      expect(raka).toHaveLength(1);
      await notifyPklDue(db());
      expect(
        await db()
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, ids.raka), eq(notifications.kind, 'pkl-missing-days'))),
      ).toHaveLength(1);
    });
  });

  describe('scopes', () => {
    let raka = '';
    beforeAll(async () => {
      raka = (await db().select({ id: pklPlacements.id }).from(pklPlacements).where(eq(pklPlacements.studentId, ids.raka)))[0]!.id;
    });
    it('another school, another company, another student, another teacher: 404; lists are empty', async () => {
      for (const who of ['bandung', 'otomotif', 'guruBandung', 'dimas'])
        expect((await get(who, `/pkl-placement/detail?id=${raka}`)).statusCode, who).toBe(404);
      for (const who of ['bandung', 'otomotif', 'guruBandung']) expect((await get(who, '/pkl-placement/list')).json().total, who).toBe(0);
      // A teacher of the same school who neither supervises nor coordinates sees nothing.
      const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.email, DEMO.guru));
      await db().insert(users).values({
        name: 'Guru Lain',
        email: 'guru.lain.pkl@contoh.id',
        passwordHash: hash!.h,
        role: 'guru',
        schoolId: ids.jakarta,
        verified: true,
        validated: true,
      });
      tok.guruLain = await login(ctx.app, 'guru.lain.pkl@contoh.id');
      expect((await get('guruLain', `/pkl-placement/detail?id=${raka}`)).statusCode).toBe(404);
      expect((await get('guruLain', '/pkl-placement/list')).json().total).toBe(0);
    });
    it('the headmaster reads the school overview and export; the school admin of another school sees none of it', async () => {
      const o = (await get('kepala_sekolah', `/pkl-placement/overview?period_id=${ids.periodNow}`)).json().data;
      const xi1 = o.by_class.find((c: { class_name: string }) => c.class_name === 'XI RPL 1');
      // Four of the class are in PKL; any other student of the class counts as not placed.
      expect(xi1).toMatchObject({ ongoing: 4, not_placed: xi1.students - 4 });
      const x = await get('kepala_sekolah', '/pkl-placement/export');
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-type']).toMatch(/spreadsheetml/);
      expect((await get('bandung', '/pkl-placement/overview')).json().data.totals.ongoing).toBe(0);
    });
  });

  describe('evaluation and finishing', () => {
    it('the company scores every aspect; the school finishes after the end; grade by hand; the CV gets the record', async () => {
      // A period that ended yesterday with a confirmed placement and a journal: 4 present, 1 permitted, 1 absent, 2 missing.
      const end = addDays(today, -1);
      const start = addDays(end, -13);
      const [p] = await db()
        .insert(pklPeriods)
        .values({
          schoolId: ids.jakarta,
          name: 'PKL uji nilai',
          classNames: ['UJI NILAI'],
          program: 'rpl',
          startDate: start,
          endDate: end,
          industryWeight: 60,
          workingDays: [1, 2, 3, 4, 5, 6, 7],
        })
        .returning({ id: pklPeriods.id });
      const sid = await student('UJI NILAI');
      const [pl] = await db()
        .insert(pklPlacements)
        .values({ periodId: p!.id, schoolId: ids.jakarta, studentId: sid, companyId: ids.digital, status: 'confirmed', schoolSupervisorId: ids.guru })
        .returning({ id: pklPlacements.id });
      const attendance = ['hadir', 'hadir', 'hadir', 'hadir', 'izin', 'alpa'] as const;
      await db()
        .insert(pklJournalDays)
        .values(
          attendance.map((a, i) => ({
            placementId: pl!.id,
            date: addDays(start, i),
            attendance: a,
            hours: a === 'hadir' ? 8 : 0,
            status: 'validated' as const,
          })),
        );
      const aspects = (await get('admin_perusahaan', `/pkl-placement/detail?id=${pl!.id}`)).json().data.aspects as { code: string }[];
      expect(aspects).toHaveLength(9);
      const early = await post('admin_sekolah', `/pkl-placement/finish?id=${pl!.id}`);
      expect(early.json().message).toBe('The PKL can be finished once the industry supervisor has entered the evaluation');
      expect(
        (await post('admin_perusahaan', `/pkl-evaluation/score?placement_id=${pl!.id}`, { scores: [{ code: aspects[0]!.code, score: 80 }] }))
          .statusCode,
      ).toBe(400);
      // Scores 80, 90, 70, 85, 75, 95, 80, 90, 85 → 750 / 9 = 83.33 → 83.3.
      const values = [80, 90, 70, 85, 75, 95, 80, 90, 85];
      const scored = await post('admin_perusahaan', `/pkl-evaluation/score?placement_id=${pl!.id}`, {
        scores: aspects.map((a, i) => ({ code: a.code, score: values[i] })),
      });
      expect(scored.json().data.industry_score).toBe(83.3);
      const done = await post('guru', `/pkl-placement/finish?id=${pl!.id}`);
      expect(done.statusCode).toBe(200);
      // 14 working days (every weekday), 6 written: 4 present, 1 permitted (excused), 1 absent, 8 missing →
      //   attendance = 100 × 4 / (4 + 1 + 8) = 30.77 → 30.8; grade = 0.6 × 83.3 + 0.4 × 30.8 = 49.98 + 12.32 = 62.3 (C, 56–70).
      expect(done.json().data).toMatchObject({ status: 'finished', final_grade: 62.3, predicate: 'C' });
      const cv = await db()
        .select({ kind: studentExperiences.kind, verified: studentExperiences.verifiedCompanyId })
        .from(studentExperiences)
        .where(eq(studentExperiences.pklPlacementId, pl!.id));
      expect(cv).toEqual([{ kind: 'pkl', verified: ids.digital }]);
      expect((await post('admin_sekolah', `/pkl-placement/finish?id=${pl!.id}`)).statusCode).toBe(409);
    });
  });
});
