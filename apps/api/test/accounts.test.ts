import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, schools, users } from '../src/db/schema.js';
import { call, DEMO, DEMO_PASSWORD, login, useTestApp } from './helpers.js';

describe('accounts', () => {
  const ctx = useTestApp();
  const schoolId = async () => (await ctx.database.db.select().from(schools).where(eq(schools.npsn, '20100211')))[0]!.id;
  /** The link token of the newest e-mail to `to` (the outbox is the mail path without SMTP). */
  const tokenFromOutbox = async (to: string) => {
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return /token=([\w-]+)/.exec(mail!.bodyText)![1];
  };

  describe('signup', () => {
    it('registers a student who waits for verification and gets a confirmation e-mail', async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: {
          name: 'Lina Marlina',
          email: 'Lina@Contoh.id',
          password: 'rahasia123',
          role: 'siswa',
          school_id: await schoolId(),
          nisn: '0098765432',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        email: 'lina@contoh.id',
        role: 'siswa',
        verified: false,
        validated: false,
        school_name: 'SMK Negeri 1 Jakarta',
      });
      const token = await tokenFromOutbox('lina@contoh.id');
      const confirmed = await call(ctx.app, null, { method: 'POST', url: '/user/verify-token', payload: { token } });
      expect(confirmed.json().data.validated).toBe(true);
      // Single use.
      const again = await call(ctx.app, null, { method: 'POST', url: '/user/verify-token', payload: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('TOKEN_INVALID');
    });

    it('an unverified account can log in but is refused everything beyond its own profile', async () => {
      const token = await login(ctx.app, 'lina@contoh.id', 'rahasia123');
      expect((await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).statusCode).toBe(200);
      expect((await call(ctx.app, token, { method: 'GET', url: '/currency/list' })).statusCode).toBe(403);
      const summary = await call(ctx.app, token, { method: 'GET', url: '/dashboard/summary' });
      expect(summary.json()).toEqual({ role: 'siswa', verified: false });
    });

    it('requires the fields each role needs, with messages in the request language', async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        headers: { 'x-lang': 'id' },
        payload: { name: 'X', email: 'x@contoh.id', password: 'rahasia123', role: 'siswa', nisn: '123' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Data tidak valid',
        errors: { nisn: 'NISN harus 10 digit angka', school_id: 'Pilih sekolah' },
      });
      const en = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name: 'X', email: 'x@contoh.id', password: 'rahasia123', role: 'admin_perusahaan' },
      });
      expect(en.json().errors).toEqual({ company_name: 'Enter the company name' });
    });

    it('refuses the admin role, a taken e-mail and a taken NISN', async () => {
      const admin = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name: 'X', email: 'y@contoh.id', password: 'rahasia123', role: 'admin' },
      });
      expect(admin.statusCode).toBe(400);
      const taken = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name: 'X', email: DEMO.siswa, password: 'rahasia123', role: 'asesor' },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: 'The e-mail is already registered' } });
      const nisn = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name: 'X', email: 'z@contoh.id', password: 'rahasia123', role: 'siswa', school_id: await schoolId(), nisn: '0061234501' },
      });
      expect(nisn.statusCode).toBe(409);
      expect(nisn.json().code).toBe('NISN_TAKEN');
    });

    it('a company admin can name a new company, which waits for approval', async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: { name: 'Tono', email: 'tono@bengkel.id', password: 'rahasia123', role: 'admin_perusahaan', company_name: 'Bengkel Tono Jaya' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.company_name).toBe('Bengkel Tono Jaya');
      const pub = await call(ctx.app, null, { method: 'GET', url: '/perusahaan/all' });
      expect(pub.json().data.map((c: { name: string }) => c.name)).not.toContain('Bengkel Tono Jaya');
      const unknown = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/signup',
        payload: {
          name: 'T',
          email: 't2@bengkel.id',
          password: 'rahasia123',
          role: 'admin_perusahaan',
          company_id: '00000000-0000-4000-8000-000000000000',
        },
      });
      expect(unknown.json()).toMatchObject({ code: 'COMPANY_NOT_REGISTERED', message: 'Company not registered' });
    });
  });

  describe('login', () => {
    it('returns the token and the user record', async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email: DEMO.admin_perusahaan, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^ey/);
      expect(body.user).toMatchObject({
        name: 'Hendra Gunawan',
        role: 'admin_perusahaan',
        photo: null,
        verified: true,
        validated: true,
        company_name: 'PT Nusantara Teknologi Digital',
      });
      expect(body.user).not.toHaveProperty('password_hash');
      expect(JSON.stringify(body)).not.toMatch(/argon2/);
    });

    it('gives the same answer for an unknown e-mail and a wrong password', async () => {
      const unknown = await call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email: 'nobody@x.id', password: 'whatever1' } });
      const wrong = await call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email: DEMO.guru, password: 'whatever1' } });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      // Not the session signal: the login page must not be sent to itself.
      expect(wrong.json().name).toBe('InvalidCredentials');
    });

    it('slows the failing (account, IP) pair only: failures from other IPs never lock the owner out', async () => {
      const email = 'guru.bandung@jalurkarir.id';
      // Ten failures from one IP: that pair waits (429 with Retry-After), even with the right password…
      for (let i = 0; i < 10; i++) {
        await call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email, password: 'wrong-pass' }, remoteAddress: '10.0.0.1' });
      }
      const slowed = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: '10.0.0.1',
      });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().code).toBe('RATE_LIMITED');
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      // …while the owner from their own IP logs in (the old per-account lock answered 429 here).
      const owner = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: '10.0.0.2',
      });
      expect(owner.statusCode).toBe(200);
    });

    it('refuses an inactive account', async () => {
      const admin = await login(ctx.app, DEMO.admin);
      const [kepsek] = await ctx.database.db.select().from(users).where(eq(users.email, 'siswa01@jalurkarir.id'));
      await call(ctx.app, admin, { method: 'POST', url: `/user/update?id=${kepsek!.id}`, payload: { status: 'not_activated' } });
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: '/user/login',
        payload: { email: 'siswa01@jalurkarir.id', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCOUNT_INACTIVE');
    });
  });

  describe('sessions', () => {
    it('a missing, forged or malformed token gets 401 with name Unauthorized', async () => {
      for (const header of [undefined, 'Bearer nonsense', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', 'Basic abc']) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: header ? { authorization: header } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ name: 'Unauthorized', code: 'UNAUTHORIZED' });
      }
    });

    it('a token stops working at once on deactivation, role change, password change and deletion', async () => {
      const admin = await login(ctx.app, DEMO.admin);
      const emails = ['siswa02@jalurkarir.id', 'siswa03@jalurkarir.id', 'siswa04@jalurkarir.id', 'siswa05@jalurkarir.id'];
      const rows = await Promise.all(emails.map(async (e) => (await ctx.database.db.select().from(users).where(eq(users.email, e)))[0]));
      const sessions = await Promise.all(emails.map((e) => login(ctx.app, e)));
      for (const t of sessions) expect((await call(ctx.app, t, { method: 'GET', url: '/user/profile' })).statusCode).toBe(200);
      await call(ctx.app, admin, { method: 'POST', url: `/user/update?id=${rows[0]!.id}`, payload: { status: 'not_activated' } });
      await call(ctx.app, admin, { method: 'POST', url: `/user/update?id=${rows[1]!.id}`, payload: { role: 'asesor' } });
      await call(ctx.app, admin, { method: 'POST', url: `/user/update?id=${rows[2]!.id}`, payload: { password: 'BaruSekali123' } });
      await call(ctx.app, admin, { method: 'POST', url: '/user/delete', payload: { id: rows[3]!.id } });
      for (const t of sessions) {
        const res = await call(ctx.app, t, { method: 'GET', url: '/user/profile' });
        expect(res.statusCode).toBe(401);
        expect(res.json().name).toBe('Unauthorized');
      }
    });
  });

  describe('password reset', () => {
    it('sends a single-use link, sets the new password and ends old sessions', async () => {
      const old = await login(ctx.app, DEMO.kepala_sekolah);
      const res = await call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email: DEMO.kepala_sekolah } });
      expect(res.statusCode).toBe(200);
      const unknown = await call(ctx.app, null, { method: 'POST', url: '/user/forgot-password', payload: { email: 'nobody@x.id' } });
      expect(unknown.json()).toEqual(res.json());
      const token = await tokenFromOutbox(DEMO.kepala_sekolah);
      const weak = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'short' } });
      expect(weak.statusCode).toBe(400);
      const ok = await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'KataSandiBaru9' } });
      expect(ok.statusCode).toBe(200);
      expect(
        (await call(ctx.app, null, { method: 'POST', url: '/user/reset-password', payload: { token, password: 'KataSandiLain9' } })).statusCode,
      ).toBe(400);
      expect((await call(ctx.app, old, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
      await login(ctx.app, DEMO.kepala_sekolah, 'KataSandiBaru9');
    });
  });

  describe('own profile', () => {
    it('updates name and phone; role, verified, school and company cannot be set', async () => {
      const token = await login(ctx.app, DEMO.siswa);
      const before = (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json().data;
      const ok = await call(ctx.app, token, {
        method: 'POST',
        url: '/user/profile-update',
        payload: { name: 'Andi Pratama Putra', phone: '081234500000' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ name: 'Andi Pratama Putra', phone: '081234500000', role: 'siswa' });
      for (const field of [{ role: 'admin' }, { verified: true }, { school_id: before.school_id }, { company_id: null }, { status: 'active' }]) {
        const res = await call(ctx.app, token, { method: 'POST', url: '/user/profile-update', payload: { name: 'Hacker', ...field } });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(Object.keys(field));
      }
      const after = (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json().data;
      expect(after).toMatchObject({ name: 'Andi Pratama Putra', role: 'siswa', verified: true, school_id: before.school_id });
    });

    it('changes the password only with the current one, and returns a fresh token', async () => {
      const token = await login(ctx.app, DEMO.asesor);
      const wrong = await call(ctx.app, token, {
        method: 'POST',
        url: '/user/profile-update',
        payload: { current_password: 'nope', new_password: 'GantiSandi123' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toHaveProperty('current_password');
      const ok = await call(ctx.app, token, {
        method: 'POST',
        url: '/user/profile-update',
        payload: { current_password: DEMO_PASSWORD, new_password: 'GantiSandi123' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401);
      expect((await call(ctx.app, ok.json().token, { method: 'GET', url: '/user/profile' })).statusCode).toBe(200);
    });
  });

  describe('verification', () => {
    it('Admin Sekolah verifies students of their school, not other schools or other roles', async () => {
      const token = await login(ctx.app, DEMO.admin_sekolah);
      const pending = await call(ctx.app, token, { method: 'GET', url: '/user/list?verified=false&per_page=100' });
      const ids = pending.json().data.map((u: { id: string; email: string }) => u);
      const putri = ids.find((u: { email: string }) => u.email === 'pending.siswa@jalurkarir.id');
      expect(putri).toBeTruthy();
      const res = await call(ctx.app, token, { method: 'POST', url: `/user/verify?id=${putri.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.verified).toBe(true);
      const [other] = await ctx.database.db.select().from(users).where(eq(users.email, 'siswa04@jalurkarir.id'));
      if (other) {
        const foreign = await call(ctx.app, token, { method: 'POST', url: `/user/verify?id=${other.id}` });
        expect(foreign.statusCode).toBe(404);
      }
      const [kepsek] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.kepala_sekolah));
      expect((await call(ctx.app, token, { method: 'POST', url: `/user/verify?id=${kepsek!.id}` })).statusCode).toBe(403);
    });

    it('Admin Sekolah cannot move people to another school, make admins, or verify a headmaster', async () => {
      const token = await login(ctx.app, DEMO.admin_sekolah);
      const [bandung] = await ctx.database.db.select().from(schools).where(eq(schools.npsn, '20219100'));
      const vouched = await call(ctx.app, token, {
        method: 'POST',
        url: '/user/create',
        payload: { name: 'Kepala Baru', email: 'kb@test.id', role: 'kepala_sekolah', school_id: bandung!.id, verified: true },
      });
      expect(vouched.statusCode).toBe(403); // only the Admin verifies a headmaster (staff-powers.test.ts)
      expect(vouched.json().errors).toHaveProperty('verified');
      const created = await call(ctx.app, token, {
        method: 'POST',
        url: '/user/create',
        payload: { name: 'Kepala Baru', email: 'kb@test.id', role: 'kepala_sekolah', school_id: bandung!.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.school_id).toBe(await schoolId());
      expect(created.json().data.verified).toBe(false); // waits for the Admin, like a signed-up headmaster
      const moved = await call(ctx.app, token, {
        method: 'POST',
        url: `/user/update?id=${created.json().data.id}`,
        payload: { school_id: bandung!.id, name: 'Kepala Lama' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({ school_id: await schoolId(), name: 'Kepala Lama' });
      const promote = await call(ctx.app, token, { method: 'POST', url: `/user/update?id=${created.json().data.id}`, payload: { role: 'admin' } });
      expect(promote.statusCode).toBe(403);
      const admin = await call(ctx.app, token, { method: 'POST', url: '/user/create', payload: { name: 'A', email: 'a@test.id', role: 'admin' } });
      expect(admin.statusCode).toBe(403);
    });

    it('nobody changes their own role or status', async () => {
      const token = await login(ctx.app, DEMO.admin);
      const me = (await call(ctx.app, token, { method: 'GET', url: '/user/profile' })).json().data;
      const res = await call(ctx.app, token, { method: 'POST', url: `/user/update?id=${me.id}`, payload: { status: 'not_activated' } });
      expect(res.statusCode).toBe(403);
    });

    it('a company admin cannot approve their own company', async () => {
      const token = await login(ctx.app, 'tono@bengkel.id', 'rahasia123');
      const admin = await login(ctx.app, DEMO.admin);
      const [tono] = await ctx.database.db.select().from(users).where(eq(users.email, 'tono@bengkel.id'));
      await call(ctx.app, admin, { method: 'POST', url: `/user/verify?id=${tono!.id}` });
      const profile = await call(ctx.app, token, { method: 'GET', url: '/user/company-profile' });
      expect(profile.json().data.status).toBe('pending');
      // A status change is refused on its field, never silently dropped; nothing is written.
      const res = await call(ctx.app, token, {
        method: 'POST',
        url: `/perusahaan/update?id=${tono!.companyId}`,
        payload: { status: 'approved', sector: 'Otomotif' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toHaveProperty('status');
      const after = await call(ctx.app, token, { method: 'GET', url: '/user/company-profile' });
      expect(after.json().data.status).toBe('pending');
      expect(after.json().data.sector).not.toBe('Otomotif');
      const plain = await call(ctx.app, token, { method: 'POST', url: `/perusahaan/update?id=${tono!.companyId}`, payload: { sector: 'Otomotif' } });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().data).toMatchObject({ status: 'pending', sector: 'Otomotif' });
      const own = await call(ctx.app, token, { method: 'POST', url: '/user/update-company-profile', payload: { status: 'approved' } });
      expect(own.statusCode).toBe(400);
    });
  });
});
