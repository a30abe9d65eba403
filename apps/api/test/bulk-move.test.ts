import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES, fillRejectionTemplate, type Principal } from '@jalurkarir/shared';
import { applicationEvents, applications, notifications, opportunities, users } from '../src/db/schema.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Bulk actions on a company's applicants (docs/applications.md, "Bulk actions"). From the demo seed:
 * siswa07 applied a day ago and siswa14 came from an invitation, both still at "Melamar" for
 * PT Nusantara Teknologi Digital's "Junior Web Developer"; siswa01 was hired there (a final stage);
 * siswa04 applied to PT Otomotif Jaya Abadi's "Mekanik Kendaraan Ringan" (another company).
 */
describe('bulk move of applicants', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const t = {} as Record<Principal | 'applicant', string | null>;
  const app = { siswa07: '', siswa14: '', siswa01: '', siswa10: '', otomotif: '' };
  const student = { siswa07: '', siswa14: '' };

  const applicationOf = async (email: string, title: string) => {
    const [row] = await db()
      .select({ id: applications.id, student: users.id })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(and(eq(users.email, email), eq(opportunities.title, title)));
    return row!;
  };
  const stageOf = async (id: string) =>
    (await db().select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;
  const bulk = (token: string | null, payload: object, lang = 'en') =>
    call(ctx.app, token, { method: 'POST', url: '/application/bulk-move', headers: { 'accept-language': lang }, payload });

  beforeAll(async () => {
    for (const role of ROLES) t[role] = await login(ctx.app, DEMO[role]);
    t.pembimbing_industri = await login(ctx.app, 'pembimbing@jalurkarir.id');
    t.anonymous = null;
    t.applicant = await login(ctx.app, 'siswa14@jalurkarir.id');
    const s07 = await applicationOf('siswa07@jalurkarir.id', 'Junior Web Developer');
    const s14 = await applicationOf('siswa14@jalurkarir.id', 'Junior Web Developer');
    app.siswa07 = s07.id;
    app.siswa14 = s14.id;
    student.siswa07 = s07.student;
    student.siswa14 = s14.student;
    app.siswa01 = (await applicationOf('siswa01@jalurkarir.id', 'Junior Web Developer')).id;
    app.siswa10 = (await applicationOf('siswa10@jalurkarir.id', 'Teknisi Jaringan Magang')).id;
    app.otomotif = (await applicationOf('siswa04@jalurkarir.id', 'Mekanik Kendaraan Ringan')).id;
  });

  it('refuses the whole request when one application is another company’s (403, nothing moved), in both languages', async () => {
    const res = await bulk(t.admin_perusahaan, { ids: [app.siswa07, app.otomotif], stage: 'shortlisted' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Some of the selected applications were not found in your company; nothing was moved.');
    const id = await bulk(t.admin_perusahaan, { ids: [app.otomotif, app.siswa07], stage: 'shortlisted' }, 'id');
    expect(id.json().errors.ids).toBe('Sebagian lamaran yang dipilih tidak ditemukan di perusahaan Anda; tidak ada yang dipindahkan.');
    expect(await stageOf(app.siswa07)).toBe('applied');
    expect(await stageOf(app.otomotif)).toBe('applied');
    // An id that is nobody's is refused the same way (the company learns nothing from the difference).
    const unknown = await bulk(t.admin_perusahaan, { ids: [app.siswa07, '00000000-0000-4000-8000-000000000000'], stage: 'shortlisted' });
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses the whole request when one application cannot reach the stage (a hire is final: 400)', async () => {
    const res = await bulk(t.admin_perusahaan, { ids: [app.siswa07, app.siswa01], stage: 'rejected', reason: 'position_filled' }, 'id');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.stage).toBe('Sebagian lamaran yang dipilih tidak dapat dipindahkan ke tahap ini; tidak ada yang dipindahkan.');
    expect(await stageOf(app.siswa07)).toBe('applied');
    expect(await stageOf(app.siswa01)).toBe('hired');
  });

  it('validates the body: 1–100 distinct ids, no interview in bulk, a rejection needs its reason, English only beside Indonesian', async () => {
    const cases: [object, string][] = [
      [{ ids: [], stage: 'shortlisted' }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), stage: 'shortlisted' }, 'ids'],
      [{ ids: [app.siswa07, app.siswa07], stage: 'shortlisted' }, 'ids'],
      [{ ids: [app.siswa07], stage: 'interview' }, 'stage'],
      [{ ids: [app.siswa07], stage: 'withdrawn' }, 'stage'],
      [{ ids: [app.siswa07], stage: 'rejected' }, 'reason'],
      [{ ids: [app.siswa07], stage: 'shortlisted', message_en: 'Only English' }, 'message'],
      [{ ids: [app.siswa07], stage: 'shortlisted', company_id: app.siswa07 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await bulk(t.admin_perusahaan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    expect(await stageOf(app.siswa07)).toBe('applied');
  });

  it('is the company admin’s alone: a student, the school staff, the Admin and a PKL supervisor account are 403, a visitor 401', async () => {
    const payload = { ids: [app.siswa14], stage: 'shortlisted' };
    for (const who of ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor', 'pembimbing_industri', 'applicant'] as const) {
      expect((await bulk(t[who], payload)).statusCode, who).toBe(403);
    }
    expect((await bulk(null, payload)).statusCode).toBe(401);
    expect(await stageOf(app.siswa14)).toBe('applied');
  });

  it('rejects two applicants with one edited template; each student is told and reads the message in their language', async () => {
    const values = { opening: 'Junior Web Developer', company: 'PT Nusantara Teknologi Digital' };
    const message = `${fillRejectionTemplate('position_filled', 'id', values)} Salam, Hendra.`;
    const messageEn = `${fillRejectionTemplate('position_filled', 'en', values)} Regards, Hendra.`;
    const res = await bulk(t.admin_perusahaan, {
      ids: [app.siswa07, app.siswa14],
      stage: 'rejected',
      reason: 'position_filled',
      message,
      message_en: messageEn,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { moved: 2 } });
    expect(await stageOf(app.siswa07)).toBe('rejected');
    expect(await stageOf(app.siswa14)).toBe('rejected');
    // Each student: one `application-stage` notification naming the opening and the stage in both languages.
    for (const id of [student.siswa07, student.siswa14]) {
      const rows = await db()
        .select({ params: notifications.params, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, id), eq(notifications.kind, 'application-stage')));
      expect(rows.map((r) => r.params)).toEqual([{ opening: 'Junior Web Developer', stage: { id: 'Ditolak', en: 'Rejected' } }]);
    }
    const events = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, app.siswa07));
    expect(events.find((e) => e.toStage === 'rejected')).toMatchObject({ fromStage: 'applied', reason: 'position_filled', message, messageEn });
    // The student's own page carries both texts; the template's opening sentence as typed above.
    const detail = await call(ctx.app, t.applicant, { method: 'GET', url: `/application/detail?id=${app.siswa14}` });
    const last = detail.json().data.events.at(-1);
    expect(last.message).toBe(message);
    expect(last.message_en).toBe(messageEn);
    expect(last.message_en.startsWith('Thank you for applying for the Junior Web Developer position at PT Nusantara Teknologi Digital.')).toBe(true);
  });

  it('moves forward without a message; a second bulk over a now-final application is refused', async () => {
    const res = await bulk(t.admin_perusahaan, { ids: [app.siswa10], stage: 'shortlisted' });
    expect(res.statusCode).toBe(200);
    expect(await stageOf(app.siswa10)).toBe('shortlisted');
    const again = await bulk(t.admin_perusahaan, { ids: [app.siswa10, app.siswa07], stage: 'offered' });
    expect(again.statusCode).toBe(400);
    expect(await stageOf(app.siswa10)).toBe('shortlisted');
  });
});
