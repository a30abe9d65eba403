import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { CURRENT_CONSENT_VERSION } from '@jalurkarir/shared';
import { buildApp } from '../src/app.js';
import { emailOutbox, studentProfiles, users } from '../src/db/schema.js';
import { API, DEMO, login, useTestApp } from './helpers.js';

/**
 * No personal data in the server log. The privacy routes carry the most of it — a
 * guardian's e-mail and name, the consent link's token, a student's name, NISN and phone, an
 * erasure reason. The app logs at `info` into memory; the test sends them through success and
 * failure paths and greps the whole log.
 */
describe('the privacy routes log no personal data', () => {
  const ctx = useTestApp();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      database: ctx.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const GUARDIAN_EMAIL = 'Wali.Rahasia@Contoh-Keluarga.id';
  const GUARDIAN = 'Sumarni Kusumawardhani';
  const STUDENT = 'Larasati Purbaningrum';
  const NISN = '0098765432';
  const PHONE = '081298765432';
  const REASON = 'Pindah ke Balikpapan bersama Sumarni';
  let token = '';

  const send = (method: 'GET' | 'POST', url: string, bearer?: string, payload?: unknown) =>
    app.inject({ method, url: `${API}${url}`, payload: payload as never, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  it('sends personal values through the privacy routes', async () => {
    const [school] = await ctx.database.db
      .select({ schoolId: users.schoolId, hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO.siswa));
    const email = 'larasati.rahasia@contoh-sekolah.id';
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        name: STUDENT,
        email,
        nisn: NISN,
        phone: PHONE,
        passwordHash: school!.hash,
        role: 'siswa',
        schoolId: school!.schoolId,
        verified: true,
      })
      .returning({ id: users.id });
    await ctx.database.db.insert(studentProfiles).values({ userId: row!.id, birthDate: '2010-06-06' });
    const student = await login(app, email);
    const staff = await login(app, DEMO.admin_sekolah);
    const statuses: number[] = [];
    const record = (res: { statusCode: number }) => statuses.push(res.statusCode);

    record(await send('POST', '/privacy/visibility', student, { visibleToCompanies: true }));
    record(await send('POST', '/guardian-consent/request', student, { guardianEmail: `${GUARDIAN_EMAIL}\u0000` }));
    record(await send('POST', '/guardian-consent/request', student, { guardianEmail: GUARDIAN_EMAIL, nisn: NISN }));
    record(await send('POST', '/guardian-consent/request', student, { guardianEmail: GUARDIAN_EMAIL }));
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, GUARDIAN_EMAIL.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt));
    token = /#\/consent\/([A-Za-z0-9_-]+)/.exec(mail!.bodyText)![1]!;
    record(await send('GET', `/guardian-consent/by-token?token=${token}`));
    record(await send('GET', `/guardian-consent/by-token?token=${token}x`));
    record(
      await send('POST', '/guardian-consent/answer', undefined, {
        token,
        guardianName: GUARDIAN,
        relation: 'paman',
        agree: true,
        textVersion: CURRENT_CONSENT_VERSION,
      }),
    );
    record(
      await send('POST', '/guardian-consent/answer', undefined, {
        token,
        guardianName: GUARDIAN,
        relation: 'ibu',
        agree: true,
        textVersion: CURRENT_CONSENT_VERSION,
      }),
    );
    record(
      await send('POST', '/guardian-consent/answer', undefined, {
        token,
        guardianName: GUARDIAN,
        relation: 'ibu',
        agree: true,
        textVersion: CURRENT_CONSENT_VERSION,
      }),
    );
    record(await send('GET', `/guardian-consent/list?status=${encodeURIComponent(GUARDIAN)}`, staff));
    record(await send('GET', '/privacy/export', student));
    record(await send('POST', '/erasure-request/create', student, { reason: REASON }));
    record(await send('POST', '/erasure-request/create', student, { reason: REASON }));
    expect(statuses).toEqual([200, 400, 400, 200, 200, 404, 400, 200, 404, 400, 200, 200, 409]);
  });

  it('and none of them is in the log', () => {
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/guardian-consent/by-token?token=[redacted]');
    for (const secret of [
      GUARDIAN_EMAIL,
      GUARDIAN_EMAIL.toLowerCase(),
      'Contoh-Keluarga',
      'contoh-sekolah',
      GUARDIAN,
      'Sumarni',
      STUDENT,
      'Larasati',
      NISN,
      PHONE,
      REASON,
      'Balikpapan',
      token,
    ])
      expect(log.includes(secret), `log contains ${JSON.stringify(secret)}`).toBe(false);
  });
});
