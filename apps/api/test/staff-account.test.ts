import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, schools, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

const PASSWORD = 'rahasia123';

describe('staff account actions (md-user)', () => {
  const ctx = useTestApp();
  let admin: string;
  let sekolah: string;
  let bandung: string;
  /** Students made for this file, so the demo accounts other tests log in with stay as they are. */
  const student = { jakarta: 'nadia@siswa.id', bandung: 'oki@siswa.id' };
  const idOf = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const outboxTo = (to: string) =>
    ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt));
  const sendReset = (token: string | null, id: string, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url: `/user/send-password-reset?id=${id}`, headers: { 'x-lang': lang } });

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
    bandung = await login(ctx.app, 'sekolah.bandung@jalurkarir.id');
    // Made by the Admin with a password (only the Admin may choose one), one in each school admin's school.
    const schoolId = async (npsn: string) => (await ctx.database.db.select({ id: schools.id }).from(schools).where(eq(schools.npsn, npsn)))[0]!.id;
    for (const [npsn, email, nisn] of [
      ['20100211', student.jakarta, '0095000001'],
      ['20219100', student.bandung, '0095000002'],
    ] as const) {
      const res = await call(ctx.app, admin, {
        method: 'POST',
        url: '/siswa/create',
        payload: { name: `Siswa ${nisn}`, email, nisn, password: PASSWORD, school_id: await schoolId(npsn) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  describe('POST /user/send-password-reset', () => {
    it('a school admin sends their student the standard reset e-mail; its link resets the password and ends sessions', async () => {
      const session = await login(ctx.app, student.jakarta, PASSWORD);
      const res = await sendReset(sekolah, await idOf(student.jakarta), 'id');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: `Tautan atur ulang kata sandi telah dikirim ke ${student.jakarta}` });
      const [mail] = await outboxTo(student.jakarta);
      // The same message forgot-password sends: one template, one token kind.
      expect(mail!.subject).toBe('JalurKarir: atur ulang kata sandi / reset your password');
      expect(mail!.bodyText).toContain('30');
      const token = /reset-password\?token=([\w-]+)/.exec(mail!.bodyText)![1];

      const reset = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'baru-sekali-9' } });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
      await login(ctx.app, student.jakarta, 'baru-sekali-9');
      // Single use.
      const again = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'lain-lagi-99' } });
      expect(again.json().code).toBe('TOKEN_INVALID');
    });

    it('the Admin may send it for any account, in the request language', async () => {
      const before = (await outboxTo(DEMO.admin_perusahaan)).length;
      const res = await sendReset(admin, await idOf(DEMO.admin_perusahaan));
      expect(res.json()).toEqual({ message: `A password reset link has been sent to ${DEMO.admin_perusahaan}` });
      expect(await outboxTo(DEMO.admin_perusahaan)).toHaveLength(before + 1);
      expect((await sendReset(admin, await idOf('sekolah.bandung@jalurkarir.id'))).statusCode).toBe(200);
    });

    it('a school admin reaches only the managed roles of their own school: anything else is not found', async () => {
      const before = (await ctx.database.db.select().from(emailOutbox)).length;
      for (const email of [
        student.bandung,
        'guru.bandung@jalurkarir.id',
        DEMO.admin,
        'sekolah.bandung@jalurkarir.id',
        DEMO.admin_sekolah,
        DEMO.admin_perusahaan,
      ]) {
        const res = await sendReset(sekolah, await idOf(email), 'id');
        expect(res.statusCode, email).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Data tidak ditemukan' });
      }
      expect((await sendReset(sekolah, await idOf(DEMO.guru))).statusCode).toBe(200);
      expect((await sendReset(bandung, await idOf(student.bandung))).statusCode).toBe(200);
      expect(await ctx.database.db.select().from(emailOutbox)).toHaveLength(before + 2);
    });

    it('role × endpoint: Admin and Admin Sekolah only; 401 without a session; 404 for an unknown id; 400 for a bad one', async () => {
      const target = await idOf(DEMO.siswa);
      const expected: Record<string, number> = {
        admin: 200,
        admin_sekolah: 200,
        kepala_sekolah: 403,
        guru: 403,
        siswa: 403,
        asesor: 403,
        admin_perusahaan: 403,
      };
      for (const [role, status] of Object.entries(expected)) {
        const token = await login(ctx.app, DEMO[role as keyof typeof DEMO]);
        expect((await sendReset(token, target)).statusCode, role).toBe(status);
      }
      const anon = await sendReset(null, target);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().name).toBe('Unauthorized');
      // An account that is not verified yet counts as anonymous: refused.
      const pending = await login(ctx.app, 'pending.siswa@jalurkarir.id');
      expect((await sendReset(pending, target)).statusCode).toBe(403);
      expect((await sendReset(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const bad = await call(ctx.app, admin, { method: 'POST', url: '/user/send-password-reset?id=abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
      expect((await call(ctx.app, admin, { method: 'POST', url: '/user/send-password-reset' })).statusCode).toBe(400);
    });
  });

  describe('activate / deactivate through POST /user/update', () => {
    it('a school admin deactivates their own student: sessions end and login is refused; reactivating restores it', async () => {
      const id = await idOf(student.jakarta);
      const session = await login(ctx.app, student.jakarta, 'baru-sekali-9');
      const off = await call(ctx.app, sekolah, { method: 'POST', url: `/user/update?id=${id}`, payload: { status: 'not_activated' } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.status).toBe('not_activated');
      expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
      const refused = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email: student.jakarta, password: 'baru-sekali-9' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ACCOUNT_INACTIVE');
      // Inactive accounts get no reset e-mail through forgot-password either.
      const before = (await outboxTo(student.jakarta)).length;
      await call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email: student.jakarta } });
      expect(await outboxTo(student.jakarta)).toHaveLength(before);

      const on = await call(ctx.app, sekolah, { method: 'POST', url: `/user/update?id=${id}`, payload: { status: 'active' } });
      expect(on.json().data.status).toBe('active');
      await login(ctx.app, student.jakarta, 'baru-sekali-9');
    });

    it('a school admin cannot deactivate another school’s student; that student still logs in', async () => {
      const res = await call(ctx.app, sekolah, {
        method: 'POST',
        url: `/user/update?id=${await idOf(student.bandung)}`,
        payload: { status: 'not_activated' },
      });
      expect(res.statusCode).toBe(404);
      await login(ctx.app, student.bandung, PASSWORD);
      // Their own school admin can.
      const own = await call(ctx.app, bandung, {
        method: 'POST',
        url: `/user/update?id=${await idOf(student.bandung)}`,
        payload: { status: 'not_activated' },
      });
      expect(own.statusCode).toBe(200);
      const refused = await call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email: student.bandung, password: PASSWORD } });
      expect(refused.json().code).toBe('ACCOUNT_INACTIVE');
    });
  });
});
