import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { CURRENT_CONSENT_VERSION, ROLES, scopeFor, type Principal } from '@jalurkarir/shared';
import {
  auditLog,
  emailOutbox,
  erasureRequests,
  guardianConsents,
  notifications,
  profileViews,
  studentPrivacy,
  studentProfiles,
  users,
} from '../src/db/schema.js';
import { recordProfileView } from '../src/modules/privacy/profile-views.js';
import { CONSENT_REQUESTS_PER_HOUR } from '../src/modules/privacy/consent-routes.js';
import { studentDataReaders } from '../src/modules/privacy/data-export.js';
import { call, DEMO, DEMO_PASSWORD, login, multipart, useTestApp } from './helpers.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body with the paper form's fields and its scan. */
function paperForm(fields: Record<string, string>, bytes: Buffer = PNG) {
  const boundary = '----privacy' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="form.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: Buffer.concat([...parts, file]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('privacy for minors', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'bandung' | 'otomotif', string>;
  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** A new verified student of the demo school (Jakarta), a minor unless a birth date says otherwise. */
  async function newStudent(label: string, birthDate: string | null = '2010-03-01') {
    const email = `privasi.${label}@contoh.id`;
    const [school] = await db().select({ schoolId: users.schoolId }).from(users).where(eq(users.email, DEMO.admin_sekolah));
    const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.email, DEMO.siswa));
    const [row] = await db()
      .insert(users)
      .values({
        name: `Siswa Privasi ${label}`,
        email,
        passwordHash: hash!.h,
        role: 'siswa',
        schoolId: school!.schoolId,
        verified: true,
        validated: true,
      })
      .returning({ id: users.id });
    await db().insert(studentProfiles).values({ userId: row!.id, program: 'rpl', grade: '11', birthDate });
    return { id: row!.id, email, token: await login(ctx.app, email) };
  }

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    t.otomotif = await login(ctx.app, 'perusahaan.otomotif@jalurkarir.id');
  });

  describe('the permission table', () => {
    const cells: {
      method: 'GET' | 'POST';
      url: string;
      model: 'privacy' | 'guardian-consent' | 'erasure-request';
      action: string;
      payload?: unknown;
    }[] = [
      { method: 'GET', url: '/privacy/settings', model: 'privacy', action: 'detail' },
      { method: 'POST', url: '/privacy/visibility', model: 'privacy', action: 'update', payload: { visibleToCompanies: true } },
      { method: 'GET', url: '/privacy/views', model: 'privacy', action: 'views' },
      { method: 'GET', url: '/privacy/export', model: 'privacy', action: 'export' },
      { method: 'GET', url: '/guardian-consent/list', model: 'guardian-consent', action: 'list' },
      { method: 'POST', url: '/guardian-consent/withdraw', model: 'guardian-consent', action: 'withdraw', payload: {} },
      { method: 'GET', url: '/erasure-request/list', model: 'erasure-request', action: 'list' },
      {
        method: 'POST',
        url: '/erasure-request/reject',
        model: 'erasure-request',
        action: 'reject',
        payload: { id: '00000000-0000-4000-8000-000000000000' },
      },
      {
        method: 'POST',
        url: '/erasure-request/approve',
        model: 'erasure-request',
        action: 'approve',
        payload: { id: '00000000-0000-4000-8000-000000000000' },
      },
    ];
    it('refuses every role outside the table (403) and visitors (401); lets every role inside it through', async () => {
      // The student of the walk is a new one: the walk withdraws and switches (the demo student keeps their demo state).
      const walker = await newStudent('walk');
      const token = (role: Principal) => (role === 'siswa' ? walker.token : t[role]);
      for (const cell of cells) {
        for (const role of ROLES) {
          const res = await call(ctx.app, token(role), { method: cell.method, url: cell.url, payload: cell.payload as never });
          const allowed = scopeFor(role, cell.model, cell.action as never) !== null;
          if (allowed) expect([200, 404], `${role} ${cell.url}: ${res.body}`).toContain(res.statusCode);
          else expect(res.statusCode, `${role} ${cell.url}`).toBe(403);
        }
        expect((await call(ctx.app, null, { method: cell.method, url: cell.url, payload: cell.payload as never })).statusCode).toBe(401);
      }
      // Request (student only), record and form (school admin, Admin), create (student only).
      for (const role of ROLES) {
        const request = await call(ctx.app, token(role), {
          method: 'POST',
          url: '/guardian-consent/request',
          payload: { guardianEmail: 'x@contoh.id' },
        });
        if (role !== 'siswa') expect(request.statusCode, role).toBe(403);
        const record = await call(ctx.app, token(role), { method: 'POST', url: '/guardian-consent/record', ...paperForm({}) });
        expect(record.statusCode, role).toBe(role === 'admin' || role === 'admin_sekolah' ? 400 : 403);
        const form = await call(ctx.app, token(role), { method: 'GET', url: '/guardian-consent/form?id=00000000-0000-4000-8000-000000000000' });
        expect(form.statusCode, role).toBe(role === 'admin' || role === 'admin_sekolah' ? 404 : 403);
        if (role !== 'siswa') {
          const erase = await call(ctx.app, token(role), { method: 'POST', url: '/erasure-request/create', payload: {} });
          expect(erase.statusCode, role).toBe(403);
        }
      }
      // Companies have no cell in the privacy models at all.
      for (const model of ['privacy', 'guardian-consent', 'erasure-request'] as const)
        for (const action of ['list', 'detail', 'export', 'views', 'record', 'form', 'approve'])
          expect(scopeFor('admin_perusahaan', model, action as never)).toBeNull();
    });
  });

  describe('visibility and guardian consent by e-mail', () => {
    it('is not visible by default; visible needs a consent for a minor; the guardian consents on the public page; withdrawal hides at once', async () => {
      const s = await newStudent('email');
      const settings = async () => (await call(ctx.app, s.token, { method: 'GET', url: '/privacy/settings' })).json().data;
      expect(await settings()).toMatchObject({ visibleToCompanies: false, needsConsent: true, effectivelyVisible: false, consent: null });

      const on = await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().data).toMatchObject({ visibleToCompanies: true, effectivelyVisible: false });

      // The student asks; an e-mail with the link goes to the guardian, the school admin is told.
      const asked = await call(ctx.app, s.token, {
        method: 'POST',
        url: '/guardian-consent/request',
        payload: { guardianEmail: 'Ibu.Privasi@Contoh.id' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data.consent).toMatchObject({ status: 'pending', method: 'email', guardianEmail: 'ibu.privasi@contoh.id' });
      const [mail] = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'ibu.privasi@contoh.id'))
        .orderBy(desc(emailOutbox.createdAt));
      expect(mail?.bodyText).toContain('Siswa Privasi email');
      expect(mail?.bodyText).toMatch(/guardian/i);
      const token = /#\/consent\/([A-Za-z0-9_-]+)/.exec(mail!.bodyText)![1]!;
      const [consent] = await db().select().from(guardianConsents).where(eq(guardianConsents.studentId, s.id));
      expect(consent?.tokenHash).not.toBe(token); // only a hash is stored
      const adminId = await userId(DEMO.admin_sekolah);
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'consent-requested')));
      expect(told.some((n) => n.params.student === 'Siswa Privasi email')).toBe(true);

      // The public page: who and which text, without a session.
      const page = await call(ctx.app, null, { method: 'GET', url: `/guardian-consent/by-token?token=${token}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toMatchObject({ student: 'Siswa Privasi email', textVersion: CURRENT_CONSENT_VERSION });
      expect((await call(ctx.app, null, { method: 'GET', url: `/guardian-consent/by-token?token=${'x'.repeat(43)}` })).statusCode).toBe(404);

      const answer = { token, guardianName: 'Sulastri Privasi', relation: 'ibu', agree: true, textVersion: CURRENT_CONSENT_VERSION };
      expect(
        (await call(ctx.app, null, { method: 'POST', url: '/guardian-consent/answer', payload: { ...answer, textVersion: '1999' } })).statusCode,
      ).toBe(400);
      const answered = await call(ctx.app, null, { method: 'POST', url: '/guardian-consent/answer', payload: answer });
      expect(answered.statusCode, answered.body).toBe(200);
      // The link works once.
      expect((await call(ctx.app, null, { method: 'POST', url: '/guardian-consent/answer', payload: answer })).statusCode).toBe(404);
      const after = await settings();
      expect(after).toMatchObject({
        effectivelyVisible: true,
        consent: { status: 'granted', guardianName: 'Sulastri Privasi', relation: 'ibu', textVersion: CURRENT_CONSENT_VERSION },
      });
      expect(after.consent.answeredAt).toBeTruthy();
      const studentTold = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.id), eq(notifications.kind, 'consent-answered')));
      expect(studentTold).toHaveLength(1);

      // Withdrawal: hidden at once.
      const withdrawn = await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/withdraw', payload: {} });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().data).toMatchObject({ visibleToCompanies: true, effectivelyVisible: false, consent: { status: 'withdrawn' } });
    });

    it('an adult needs no consent; visibility alone decides', async () => {
      const s = await newStudent('dewasa', '2000-01-01');
      const on = await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
      expect(on.json().data).toMatchObject({ needsConsent: false, effectivelyVisible: true });
      const ask = await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/request', payload: { guardianEmail: 'wali@contoh.id' } });
      expect(ask.statusCode).toBe(400);
      expect(ask.json().errors.guardianEmail).toBeTruthy();
      const off = await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: false } });
      expect(off.json().data.effectivelyVisible).toBe(false);
    });

    it('refuses the own e-mail, owner fields and bad input (4xx, never stored)', async () => {
      const s = await newStudent('input');
      const own = await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/request', payload: { guardianEmail: s.email } });
      expect(own.statusCode).toBe(400);
      for (const payload of [
        { guardianEmail: 'wali@contoh.id', user_id: await userId(DEMO.siswa) },
        { guardianEmail: 'wali@contoh.id', status: 'granted' },
        { guardianEmail: 'wali\u0000@contoh.id' },
        { guardianEmail: 'bukan-email' },
      ]) {
        const res = await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/request', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toHaveProperty('code');
      }
      for (const payload of [
        { visibleToCompanies: 'yes' },
        { visibleToCompanies: true, user_id: await userId(DEMO.siswa) },
        { visibleToCompanies: true, verified: true },
      ]) {
        expect((await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload })).statusCode).toBe(400);
      }
      expect(await db().select().from(guardianConsents).where(eq(guardianConsents.studentId, s.id))).toHaveLength(0);
      expect(await db().select().from(studentPrivacy).where(eq(studentPrivacy.userId, s.id))).toHaveLength(0);
      // The demo student's visibility was not touched by anyone posting their id.
      const [andi] = await db()
        .select()
        .from(studentPrivacy)
        .where(eq(studentPrivacy.userId, await userId(DEMO.siswa)));
      expect(andi?.visibleToCompanies).toBe(true);
    });

    it('asking the guardian is limited per student (no e-mail flood)', async () => {
      const s = await newStudent('banjir');
      const other = await newStudent('banjir2');
      const ask = (token: string, n: number) =>
        call(ctx.app, token, { method: 'POST', url: '/guardian-consent/request', payload: { guardianEmail: `wali.banjir${n}@contoh.id` } });
      for (let n = 0; n < CONSENT_REQUESTS_PER_HOUR; n++) expect((await ask(s.token, n)).statusCode).toBe(200);
      expect((await ask(s.token, 99)).statusCode).toBe(429);
      // Another student is not held back by the first.
      expect((await ask(other.token, 100)).statusCode).toBe(200);
    });

    it('a new request cancels the pending one: its link stops working', async () => {
      const s = await newStudent('ulang');
      await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/request', payload: { guardianEmail: 'wali.pertama@contoh.id' } });
      const [first] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'wali.pertama@contoh.id'));
      const firstToken = /#\/consent\/([A-Za-z0-9_-]+)/.exec(first!.bodyText)![1]!;
      await call(ctx.app, s.token, { method: 'POST', url: '/guardian-consent/request', payload: { guardianEmail: 'wali.kedua@contoh.id' } });
      expect((await call(ctx.app, null, { method: 'GET', url: `/guardian-consent/by-token?token=${firstToken}` })).statusCode).toBe(404);
      const statuses = (await db().select({ s: guardianConsents.status }).from(guardianConsents).where(eq(guardianConsents.studentId, s.id))).map(
        (r) => r.s,
      );
      expect(statuses.sort()).toEqual(['cancelled', 'pending']);
    });
  });

  describe('paper consent recorded by the school admin', () => {
    it('records a signed form with its scan for a student of the own school only; the scan is never public', async () => {
      const s = await newStudent('kertas');
      await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
      const fields = { studentId: s.id, guardianName: 'Bapak Kertas', relation: 'ayah', signedOn: '2026-11-02' };
      // Another school's admin: not their student.
      expect((await call(ctx.app, t.bandung, { method: 'POST', url: '/guardian-consent/record', ...paperForm(fields) })).statusCode).toBe(400);
      // Without a scan, or a file that is not an image.
      const noScan = await call(ctx.app, t.admin_sekolah, {
        method: 'POST',
        url: '/guardian-consent/record',
        ...paperForm(fields, Buffer.from('not an image')),
      });
      expect(noScan.statusCode).toBe(400);
      expect(noScan.json().errors.file).toBeTruthy();
      expect(
        (await call(ctx.app, t.admin_sekolah, { method: 'POST', url: '/guardian-consent/record', ...paperForm({ ...fields, relation: 'tetangga' }) }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await call(ctx.app, t.admin_sekolah, {
            method: 'POST',
            url: '/guardian-consent/record',
            ...paperForm({ ...fields, signedOn: '2099-01-01' }),
          })
        ).statusCode,
      ).toBe(400);

      const ok = await call(ctx.app, t.admin_sekolah, { method: 'POST', url: '/guardian-consent/record', ...paperForm(fields) });
      expect(ok.statusCode, ok.body).toBe(200);
      const id = ok.json().data.id as string;
      const settings = (await call(ctx.app, s.token, { method: 'GET', url: '/privacy/settings' })).json().data;
      expect(settings).toMatchObject({ effectivelyVisible: true, consent: { method: 'paper', status: 'granted', guardianName: 'Bapak Kertas' } });

      const list = (await call(ctx.app, t.admin_sekolah, { method: 'GET', url: '/guardian-consent/list' })).json().data as {
        id: string;
        hasForm: boolean;
      }[];
      expect(list.find((r) => r.id === id)).toMatchObject({ hasForm: true });
      const bandungList = (await call(ctx.app, t.bandung, { method: 'GET', url: '/guardian-consent/list' })).json().data as { id: string }[];
      expect(bandungList.some((r) => r.id === id)).toBe(false);

      const form = await call(ctx.app, t.admin_sekolah, { method: 'GET', url: `/guardian-consent/form?id=${id}` });
      expect(form.statusCode).toBe(200);
      expect(form.headers['content-type']).toBe('image/png');
      expect((await call(ctx.app, t.bandung, { method: 'GET', url: `/guardian-consent/form?id=${id}` })).statusCode).toBe(404);
      expect((await call(ctx.app, t.admin_perusahaan, { method: 'GET', url: `/guardian-consent/form?id=${id}` })).statusCode).toBe(403);
      // Not among the public download folders.
      const [row] = await db().select({ f: guardianConsents.formFile }).from(guardianConsents).where(eq(guardianConsents.id, id));
      expect((await call(ctx.app, null, { method: 'GET', url: `/download?name=${row!.f}&dir=consent_form` })).statusCode).toBe(400);

      // The school withdraws it (the guardian asked at school): hidden at once.
      expect((await call(ctx.app, t.bandung, { method: 'POST', url: '/guardian-consent/withdraw', payload: { studentId: s.id } })).statusCode).toBe(
        404,
      );
      expect(
        (await call(ctx.app, t.admin_sekolah, { method: 'POST', url: '/guardian-consent/withdraw', payload: { studentId: s.id } })).statusCode,
      ).toBe(200);
      expect((await call(ctx.app, s.token, { method: 'GET', url: '/privacy/settings' })).json().data.effectivelyVisible).toBe(false);
    });
  });

  describe('who viewed my profile', () => {
    it('records views from outside the school only, and the student sees the company and the time', async () => {
      const s = await newStudent('dilihat');
      const company = await userId(DEMO.admin_perusahaan);
      const teacher = await userId(DEMO.guru);
      expect(await recordProfileView(db(), { viewerUserId: company, studentUserId: s.id })).toBe(true);
      expect(await recordProfileView(db(), { viewerUserId: teacher, studentUserId: s.id })).toBe(false);
      expect(await recordProfileView(db(), { viewerUserId: s.id, studentUserId: s.id })).toBe(false);
      const views = (await call(ctx.app, s.token, { method: 'GET', url: '/privacy/views' })).json().data;
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({ company: 'PT Nusantara Teknologi Digital', viewerRole: 'admin_perusahaan' });
      expect(Object.keys(views[0]).sort()).toEqual(['company', 'id', 'viewedAt', 'viewerRole']);
      // The demo student has the seeded views.
      expect((await call(ctx.app, t.siswa, { method: 'GET', url: '/privacy/views' })).json().data.length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('download my data', () => {
    it('exports every student-owned table, without secrets', async () => {
      const res = await call(ctx.app, t.siswa, { method: 'GET', url: '/privacy/export' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      const body = res.json() as { tables: Record<string, Record<string, unknown>[]> };
      expect(body.tables.users).toHaveLength(1);
      expect(body.tables.users![0]).toMatchObject({ email: DEMO.siswa });
      for (const table of [
        'student_profiles',
        'student_privacy',
        'guardian_consents',
        'profile_views',
        'notifications',
        'applications',
        'application_events',
        'invitations',
      ])
        expect(body.tables, table).toHaveProperty(table);
      expect(body.tables.student_privacy).toHaveLength(1);
      expect(res.body).not.toContain('password_hash');
      expect(res.body).not.toContain('token_hash');
      expect(res.body).not.toContain('$argon2');
      // Only the caller's rows.
      for (const rows of Object.values(body.tables))
        for (const row of rows) {
          const owner = row.user_id ?? row.student_id;
          if (owner !== undefined) expect(owner).toBe(body.tables.users![0]!.id);
        }
    });

    it('finds every table with an owner column (a new domain is in the export without a line)', () => {
      const names = studentDataReaders().map((r) => r.name);
      expect(names).toEqual(
        expect.arrayContaining(['users', 'student_profiles', 'guardian_consents', 'erasure_requests', 'profile_views', 'one_time_tokens']),
      );
    });
  });

  describe('erasure', () => {
    it('the student asks, another school cannot decide, the school admin approves: the account and its rows go, the photo too; the audit stays without personal data', async () => {
      const s = await newStudent('hapus');
      await call(ctx.app, s.token, { method: 'POST', url: '/privacy/visibility', payload: { visibleToCompanies: true } });
      const photo = await call(ctx.app, s.token, { method: 'POST', url: '/user/photo', ...multipart('me.png', PNG, 'image/png') });
      expect(photo.statusCode, photo.body).toBe(200);
      const photoName = photo.json().data.photo as string;
      const photoPath = path.join(ctx.config.uploadDir, 'profile_photo', photoName);
      expect(existsSync(photoPath)).toBe(true);

      // Traces elsewhere: an e-mail to the guardian, and the school admin's notification naming the student.
      const ask = await call(ctx.app, s.token, {
        method: 'POST',
        url: '/guardian-consent/request',
        payload: { guardianEmail: 'wali.hapus@contoh.id' },
      });
      expect(ask.statusCode).toBe(200);
      const asked = await call(ctx.app, s.token, {
        method: 'POST',
        url: '/erasure-request/create',
        payload: { reason: 'Saya pindah ke luar negeri' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const id = asked.json().data.id as string;
      expect((await call(ctx.app, s.token, { method: 'POST', url: '/erasure-request/create', payload: {} })).statusCode).toBe(409);
      expect((await call(ctx.app, s.token, { method: 'POST', url: '/erasure-request/create', payload: { school_id: 'x' } })).statusCode).toBe(400);
      expect((await call(ctx.app, s.token, { method: 'GET', url: '/privacy/settings' })).json().data.erasure).toMatchObject({
        id,
        status: 'pending',
      });

      expect((await call(ctx.app, t.bandung, { method: 'POST', url: '/erasure-request/approve', payload: { id } })).statusCode).toBe(404);
      const pending = (await call(ctx.app, t.admin_sekolah, { method: 'GET', url: '/erasure-request/list' })).json().data as {
        id: string;
        student: string;
      }[];
      expect(pending.find((r) => r.id === id)).toMatchObject({ student: 'Siswa Privasi hapus' });

      const approved = await call(ctx.app, t.admin_sekolah, { method: 'POST', url: '/erasure-request/approve', payload: { id } });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'approved', outcome: 'deleted' });
      expect(await db().select().from(users).where(eq(users.id, s.id))).toHaveLength(0);
      expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.id))).toHaveLength(0);
      expect(await db().select().from(studentPrivacy).where(eq(studentPrivacy.userId, s.id))).toHaveLength(0);
      expect(existsSync(photoPath)).toBe(false);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: s.email, password: DEMO_PASSWORD } })).statusCode,
      ).toBe(401);
      expect((await call(ctx.app, s.token, { method: 'GET', url: '/privacy/settings' })).statusCode).toBe(401);

      expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'wali.hapus@contoh.id'))).toHaveLength(0);
      expect(await db().select().from(emailOutbox).where(like(emailOutbox.bodyText, '%Siswa Privasi hapus%'))).toHaveLength(0);
      const adminNotes = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, await userId(DEMO.admin_sekolah)));
      expect(JSON.stringify(adminNotes)).not.toContain('Siswa Privasi hapus');
      expect(adminNotes.some((n) => JSON.stringify(n.params).includes('(erased account)'))).toBe(true);
      const [request] = await db().select().from(erasureRequests).where(eq(erasureRequests.id, id));
      expect(request).toMatchObject({ status: 'approved', studentId: null, reason: null });
      const audit = await db().select().from(auditLog).where(like(auditLog.action, 'privacy.erasure%'));
      const mine = audit.find((a) => a.targetId === id);
      expect(mine).toBeTruthy();
      expect(JSON.stringify(mine)).not.toMatch(/Privasi|privasi|contoh\.id/);
      // Handled once.
      expect((await call(ctx.app, t.admin_sekolah, { method: 'POST', url: '/erasure-request/approve', payload: { id } })).statusCode).toBe(409);
    });

    it('the Admin can reject; the student sees it', async () => {
      const s = await newStudent('tolak');
      const id = (await call(ctx.app, s.token, { method: 'POST', url: '/erasure-request/create', payload: {} })).json().data.id as string;
      expect((await call(ctx.app, t.admin, { method: 'POST', url: '/erasure-request/reject', payload: { id } })).statusCode).toBe(200);
      const mine = (await call(ctx.app, s.token, { method: 'GET', url: '/erasure-request/list' })).json().data as { id: string; status: string }[];
      expect(mine).toEqual([expect.objectContaining({ id, status: 'rejected' })]);
      expect(await db().select().from(users).where(eq(users.id, s.id))).toHaveLength(1);
      // A student sees their own requests only.
      const others = (await call(ctx.app, t.siswa, { method: 'GET', url: '/erasure-request/list' })).json().data as unknown[];
      expect(others).toHaveLength(0);
    });
  });

  describe('demo data', () => {
    it('has the demo student visible with consent, students not visible, one pending consent, views and a waiting erasure', async () => {
      const andi = (await call(ctx.app, t.siswa, { method: 'GET', url: '/privacy/settings' })).json().data;
      expect(andi).toMatchObject({ visibleToCompanies: true, effectivelyVisible: true });
      const pending = await db().select().from(guardianConsents).where(eq(guardianConsents.status, 'pending'));
      expect(pending.length).toBeGreaterThanOrEqual(1);
      const hidden = await db()
        .select()
        .from(studentPrivacy)
        .where(eq(studentPrivacy.userId, await userId('siswa07@jalurkarir.id')));
      expect(hidden).toHaveLength(0);
      expect((await db().select().from(profileViews)).length).toBeGreaterThanOrEqual(3);
      const waiting = (await call(ctx.app, t.admin_sekolah, { method: 'GET', url: '/erasure-request/list?status=pending' })).json().data;
      expect(waiting.length).toBeGreaterThanOrEqual(1);
    });
  });
});
