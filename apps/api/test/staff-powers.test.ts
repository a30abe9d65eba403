import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_FIELD_WRITERS, canWriteAccountField } from '@jalurkarir/shared';
import { auditLog, emailOutbox, schools, users } from '../src/db/schema.js';
import { call, DEMO, DEMO_PASSWORD, login, multipart, useTestApp } from './helpers.js';
import { single } from '../src/db/rows.js';

/**
 * Staff powers: a school admin never sets another person's password, never changes
 * an e-mail or a role, and never vouches for a role they may not verify — on every endpoint that
 * writes accounts (students, teachers, headmasters, users). The Admin may, and it is recorded.
 */
describe('staff powers over other accounts', () => {
  const ctx = useTestApp();
  let admin: string;
  let sekolah: string;
  let jakarta: string;
  const db = () => ctx.database.db;
  const account = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const auditOf = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt));

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    sekolah = await login(ctx.app, DEMO.admin_sekolah);
    jakarta = single(await db().select({ id: schools.id }).from(schools).where(eq(schools.npsn, '20100211'))).id;
  });

  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    call(ctx.app, token, { method: 'POST', url, payload, headers: { 'x-lang': 'en' } });

  it('the permission table names the Admin as the only writer of password, e-mail and role', () => {
    expect(ACCOUNT_FIELD_WRITERS).toEqual({ password: ['admin'], email: ['admin'], role: ['admin'] });
    expect(canWriteAccountField('admin_sekolah', 'password', 'create')).toBe(false);
    expect(canWriteAccountField('admin_sekolah', 'email', 'create')).toBe(true); // an account is made with one
    expect(canWriteAccountField('admin_sekolah', 'email', 'update')).toBe(false);
    expect(canWriteAccountField('admin_sekolah', 'role', 'update')).toBe(false);
    expect(canWriteAccountField('admin', 'password', 'update')).toBe(true);
  });

  describe('Admin Sekolah is refused on the field, and nothing changes', () => {
    const targets = [
      { model: 'siswa', email: 'siswa01@jalurkarir.id' },
      { model: 'guru', email: DEMO.guru },
      { model: 'kepala-sekolah', email: DEMO.kepala_sekolah },
      { model: 'user', email: 'siswa02@jalurkarir.id' },
    ];

    for (const { model, email } of targets) {
      it(`${model}: setting a password or changing the e-mail of their own school's account`, async () => {
        const before = await account(email);
        const password = await post(sekolah, `/${model}/update?id=${before!.id}`, { password: 'DiambilAlih-1' });
        expect(password.statusCode, password.body).toBe(403);
        expect(password.json()).toMatchObject({ code: 'FORBIDDEN', errors: { password: expect.stringContaining('reset link') } });
        const mail = await post(sekolah, `/${model}/update?id=${before!.id}`, { email: 'penyerang@contoh.id', name: 'Nama Baru' });
        expect(mail.statusCode, mail.body).toBe(403);
        expect(mail.json().errors).toEqual({ email: 'Only the Admin can change this field' });
        const after = await account(email);
        expect(after).toMatchObject({
          email: before!.email,
          name: before!.name,
          passwordHash: before!.passwordHash,
          tokenVersion: before!.tokenVersion,
        });
        // The owner still logs in with their own password, and nothing was recorded.
        expect((await call(ctx.app, null, { method: 'POST', url: '/user/login', payload: { email, password: DEMO_PASSWORD } })).statusCode).toBe(200);
        expect(await auditOf(before!.id)).toEqual([]);
      });
    }

    it('sending back the unchanged e-mail with other fields is fine', async () => {
      const student = await account('siswa03@jalurkarir.id');
      const res = await post(sekolah, `/siswa/update?id=${student!.id}`, { email: student!.email, hobby: 'Catur' });
      expect(res.statusCode, res.body).toBe(200);
    });

    for (const model of ['siswa', 'guru', 'kepala-sekolah', 'user']) {
      it(`${model}: creating an account with a chosen password`, async () => {
        const n = Math.floor(Math.random() * 1e8)
          .toString()
          .padStart(8, '0');
        const body: Record<string, unknown> = { name: `Baru ${n}`, email: `baru${n}@contoh.id`, password: 'KuPilihkan-1' };
        if (model === 'siswa') body.nisn = `00${n}`;
        if (model === 'user') Object.assign(body, { role: 'siswa', nisn: `01${n}` });
        const res = await post(sekolah, `/${model}/create`, body);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().errors).toHaveProperty('password');
        expect(await account(body.email as string)).toBeUndefined();
        // Without the password it is made, and the owner is e-mailed a link to choose one.
        delete body.password;
        const made = await post(sekolah, `/${model}/create`, body);
        expect(made.statusCode, made.body).toBe(201);
        const [invitation] = await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, body.email as string));
        expect(invitation!.bodyText).toContain('reset-password?token=');
      });
    }

    it('siswa import: a row matching an existing student by NISN cannot change that student’s e-mail', async () => {
      const before = await account('siswa03@jalurkarir.id');
      const file = multipart('kelas.csv', Buffer.from(['nisn,name,email', `${before!.nisn},${before!.name},pengambil.alih@contoh.id`].join('\n')));
      // The dry run already names the row and the column, so "Impor sekarang" is never offered.
      const dry = await call(ctx.app, sekolah, {
        method: 'POST',
        url: '/siswa/import?dry_run=true',
        ...file,
        headers: { ...file.headers, 'x-lang': 'en' },
      });
      expect(JSON.stringify(dry.json()), dry.body).toContain('Only the Admin can change this field');
      const res = await call(ctx.app, sekolah, {
        method: 'POST',
        url: '/siswa/import?dry_run=false',
        ...file,
        headers: { ...file.headers, 'x-lang': 'en' },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect((await account('siswa03@jalurkarir.id'))!.email).toBe(before!.email);
      expect(await account('pengambil.alih@contoh.id')).toBeUndefined();
    });

    it('user: promoting a student to headmaster (or any role change)', async () => {
      const student = await account('siswa01@jalurkarir.id');
      const res = await post(sekolah, `/user/update?id=${student!.id}`, { role: 'kepala_sekolah' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual({ role: 'Only the Admin can change this field' });
      expect((await account('siswa01@jalurkarir.id'))!.role).toBe('siswa');
    });

    it('a headmaster made by a school admin waits for the Admin’s verification; verified:true is refused, false is kept', async () => {
      const asked = await post(sekolah, '/user/create', {
        name: 'Kepala Dua',
        email: 'kepala.dua@contoh.id',
        role: 'kepala_sekolah',
        verified: true,
      });
      expect(asked.statusCode).toBe(403);
      expect(asked.json().errors).toEqual({ verified: 'You cannot verify this role' });
      const declined = await post(sekolah, '/user/create', {
        name: 'Kepala Dua',
        email: 'kepala.dua@contoh.id',
        role: 'kepala_sekolah',
        verified: false,
      });
      expect(declined.statusCode, declined.body).toBe(201);
      expect(declined.json().data.verified).toBe(false);
      const unsaid = await post(sekolah, '/user/create', { name: 'Kepala Tiga', email: 'kepala.tiga@contoh.id', role: 'kepala_sekolah' });
      expect(unsaid.json().data.verified).toBe(false);
      const viaModel = await post(sekolah, '/kepala-sekolah/create', { name: 'Kepala Empat', email: 'kepala.empat@contoh.id' });
      expect(viaModel.statusCode, viaModel.body).toBe(201);
      expect(viaModel.json().data.verified).toBe(false);
      // Students and teachers are theirs to verify: vouched for as before.
      const teacher = await post(sekolah, '/guru/create', { name: 'Guru Lima', email: 'guru.lima@contoh.id' });
      expect(teacher.json().data.verified).toBe(true);
      // Verifying the headmaster through an update is refused the same way.
      const verify = await post(sekolah, `/user/update?id=${declined.json().data.id}`, { verified: true });
      expect(verify.statusCode).toBe(403);
      expect(verify.json().errors).toHaveProperty('verified');
    });
  });

  describe('the Admin may, and it is recorded', () => {
    it('sets a student’s password and e-mail: one audit row each, field names only', async () => {
      const student = await account('siswa05@jalurkarir.id');
      const session = await login(ctx.app, 'siswa05@jalurkarir.id');
      const res = await post(admin, `/siswa/update?id=${student!.id}`, { password: 'DariAdmin-123', email: 'siswa05.baru@jalurkarir.id' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(ctx.app, session, { method: 'GET', url: '/user/profile' })).statusCode).toBe(401); // a new password ends sessions
      expect(
        (
          await call(ctx.app, null, {
            method: 'POST',
            url: '/user/login',
            payload: { email: 'siswa05.baru@jalurkarir.id', password: 'DariAdmin-123' },
          })
        ).statusCode,
      ).toBe(200);
      const adminId = single(await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin))).id;
      const rows = await auditOf(student!.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: adminId, action: 'account.update', fields: ['password', 'email'], ip: '127.0.0.1' });
      expect(JSON.stringify(rows)).not.toContain('DariAdmin-123');
    });

    it('changes a role through /user/update, sets a password through /user/update and /guru/create: recorded', async () => {
      const student = await account('siswa06@jalurkarir.id');
      expect((await post(admin, `/user/update?id=${student!.id}`, { role: 'guru', password: 'DariAdmin-456' })).statusCode).toBe(200);
      expect((await auditOf(student!.id))[0]!.fields).toEqual(['password', 'role']);
      const teacher = await post(admin, '/guru/create', {
        name: 'Guru Admin',
        email: 'guru.admin@contoh.id',
        school_id: jakarta,
        password: 'DariAdmin-789',
      });
      expect(teacher.statusCode, teacher.body).toBe(201);
      expect(await auditOf(teacher.json().data.id)).toMatchObject([{ action: 'account.create', fields: ['password'] }]);
      // A plain edit is not an audited write.
      const other = await account('siswa07@jalurkarir.id');
      expect((await post(admin, `/siswa/update?id=${other!.id}`, { hobby: 'Voli' })).statusCode).toBe(200);
      expect(
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, other!.id))),
      ).toEqual([]);
    });
  });
});
