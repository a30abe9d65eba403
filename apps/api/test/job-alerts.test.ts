import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@jalurkarir/shared';
import { emailOutbox, notifications, studentProfiles, users } from '../src/db/schema.js';
import { createMailer } from '../src/modules/mail/mailer.js';
import { runJobAlerts } from '../src/modules/job-alerts/alerts.js';
import { dispatchNotificationEmails } from '../src/modules/notifications/email-dispatch.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

/**
 * Saved openings and job alerts (docs/matching.md, "Saved openings and job alerts"). The openings of
 * the alert tests weigh only the program part (every other part weighs 0 or does not apply), so
 * their scores are worked out by hand: an opening asking for RPL scores 100 for an RPL student
 * (program fit 1), one open to every program 60 (fit 0.6).
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const COMPANY = 'PT Nusantara Teknologi Digital';
const REASON_ID = 'Jurusan Rekayasa Perangkat Lunak dicari lowongan ini.';
const REASON_EN = 'This opening looks for Software Engineering.';
const PROGRAM_ONLY = { attitude: 0, program: 30, experience: 0, partnership: 0 };

const t = {} as { siswa: string; company: string; admin: string; companyId: string };

beforeAll(async () => {
  t.siswa = await login(ctx.app, DEMO.siswa);
  t.company = await login(ctx.app, DEMO.admin_perusahaan);
  t.admin = await login(ctx.app, DEMO.admin);
  const [company] = await db().select({ id: users.companyId }).from(users).where(eq(users.email, DEMO.admin_perusahaan));
  t.companyId = company!.id!;
});

/** A verified RPL student of the demo school who never touched their privacy settings: hidden from companies. */
async function newStudent(label: string) {
  const email = `lowongan.${label}@contoh.id`;
  const [demo] = await db().select({ schoolId: users.schoolId, hash: users.passwordHash }).from(users).where(eq(users.email, DEMO.siswa));
  const [row] = await db()
    .insert(users)
    .values({
      name: `Siswa Lowongan ${label}`,
      email,
      passwordHash: demo!.hash,
      role: 'siswa',
      schoolId: demo!.schoolId,
      verified: true,
      validated: true,
    })
    .returning({ id: users.id });
  await db().insert(studentProfiles).values({ userId: row!.id, program: 'rpl', grade: '12' });
  return { id: row!.id, email, token: await login(ctx.app, email) };
}

async function createOpening(title: string, programs: string[], status: 'open' | 'draft' = 'open') {
  const res = await call(ctx.app, t.company, {
    method: 'POST',
    url: '/opportunity/create',
    payload: {
      company_id: t.companyId,
      title,
      programs,
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
      status,
      match_weights: PROGRAM_ONLY,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const alertsOf = async (userId: string) =>
  db()
    .select({ params: notifications.params, link: notifications.link, emailStatus: notifications.emailStatus })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'job-alert')))
    .orderBy(notifications.createdAt);

describe('saved openings', () => {
  it('the demo student’s list holds the two seeded openings, newest first', async () => {
    const res = await call(ctx.app, t.siswa, { method: 'GET', url: '/saved-opportunity/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { title: string; open: boolean }) => [o.title, o.open])).toEqual([
      ['Junior Web Developer', true],
      ['Programmer Aplikasi Mobile', true],
    ]);
  });

  it('saves, keeps a closed opening as closed, removes; own list only', async () => {
    const me = await newStudent('simpan');
    const other = await newStudent('lain');
    const id = await createOpening('Analis Data Junior', ['rpl']);
    const save = await call(ctx.app, me.token, { method: 'POST', url: '/saved-opportunity/create', payload: { opportunity_id: id } });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data).toEqual({ id, saved: true });
    // Saving again changes nothing.
    await call(ctx.app, me.token, { method: 'POST', url: '/saved-opportunity/create', payload: { opportunity_id: id } });
    const list = async (token: string) => (await call(ctx.app, token, { method: 'GET', url: '/saved-opportunity/list' })).json().data;
    expect((await list(me.token)).map((o: { id: string }) => o.id)).toEqual([id]);
    // Another student sees nothing of it and cannot remove it.
    expect(await list(other.token)).toEqual([]);
    const foreign = await call(ctx.app, other.token, { method: 'POST', url: '/saved-opportunity/delete', payload: { opportunity_id: id } });
    expect(foreign.statusCode).toBe(404);
    expect((await list(me.token)).length).toBe(1);
    // The company closes the opening: it stays on the list, marked closed.
    await call(ctx.app, t.company, { method: 'POST', url: `/opportunity/update?id=${id}`, payload: { status: 'closed' } });
    expect(await list(me.token)).toMatchObject([{ id, title: 'Analis Data Junior', company_name: COMPANY, status: 'closed', open: false }]);
    const removed = await call(ctx.app, me.token, { method: 'POST', url: '/saved-opportunity/delete', payload: { opportunity_id: id } });
    expect(removed.json().data).toEqual({ id, saved: false });
    expect(await list(me.token)).toEqual([]);
  });

  it('refuses a draft (404), bad input (400), other roles (403) and visitors (401)', async () => {
    const draft = await createOpening('Draf Rahasia', ['rpl'], 'draft');
    expect((await call(ctx.app, t.siswa, { method: 'POST', url: '/saved-opportunity/create', payload: { opportunity_id: draft } })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, t.siswa, { method: 'POST', url: '/saved-opportunity/create', payload: { opportunity_id: 'x' } })).statusCode).toBe(
      400,
    );
    expect(
      (await call(ctx.app, t.siswa, { method: 'POST', url: '/saved-opportunity/create', payload: { opportunity_id: draft, student_id: draft } }))
        .statusCode,
    ).toBe(400);
    expect((await call(ctx.app, t.company, { method: 'GET', url: '/saved-opportunity/list' })).statusCode).toBe(403);
    expect((await call(ctx.app, t.admin, { method: 'GET', url: '/job-alert/settings' })).statusCode).toBe(403);
    expect((await call(ctx.app, null, { method: 'GET', url: '/saved-opportunity/list' })).statusCode).toBe(401);
    const bad = await call(ctx.app, t.siswa, { method: 'POST', url: '/job-alert/settings', payload: { enabled: true, threshold: 40, email: false } });
    expect(bad.statusCode).toBe(400);
  });

  it('save and remove are the student’s cells only: every other role 403, visitors 401', async () => {
    const missing = { opportunity_id: '00000000-0000-4000-8000-000000000000' };
    for (const url of ['/saved-opportunity/create', '/saved-opportunity/delete']) {
      for (const role of ROLES) {
        const res = await call(ctx.app, await login(ctx.app, DEMO[role]), { method: 'POST', url, payload: missing });
        // The student reaches the handler: no such opening on their list is a 404.
        expect(res.statusCode, `${role} ${url}`).toBe(role === 'siswa' ? 404 : 403);
      }
      expect((await call(ctx.app, null, { method: 'POST', url, payload: missing })).statusCode).toBe(401);
    }
  });
});

describe('job alerts', () => {
  it('settings: off by default, stored as chosen', async () => {
    const s = await newStudent('pengaturan');
    expect((await call(ctx.app, s.token, { method: 'GET', url: '/job-alert/settings' })).json().data).toEqual({
      enabled: false,
      threshold: 70,
      email: false,
    });
    const set = await call(ctx.app, s.token, { method: 'POST', url: '/job-alert/settings', payload: { enabled: true, threshold: 80, email: true } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(ctx.app, s.token, { method: 'GET', url: '/job-alert/settings' })).json().data).toEqual({
      enabled: true,
      threshold: 80,
      email: true,
    });
    // The demo student's seeded choice.
    expect((await call(ctx.app, t.siswa, { method: 'GET', url: '/job-alert/settings' })).json().data).toEqual({
      enabled: true,
      threshold: 70,
      email: true,
    });
    // Yesterday's alert of the demo seed: one opening they have not applied to, with its score and reason.
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    const seeded = await alertsOf(demo!.id);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.link).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    // They applied to Junior Web Developer: their best match not applied to, the mobile opening in Bandung, is named.
    expect((seeded[0]!.params.openings as { id: string }).id).toMatch(
      /^Programmer Aplikasi Mobile di PT Nusantara Teknologi Digital \(skor \d+(,\d)?\): /,
    );
  });

  it('alerts above the threshold only, once a day naming every match, e-mail only when chosen, with the reason', async () => {
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.siswa));
    const before = (await alertsOf(demo!.id)).length;
    // A hidden minor's own matches still reach them: visibility to companies is not read here.
    const quiet = await newStudent('tanpa-email');
    await call(ctx.app, quiet.token, { method: 'POST', url: '/job-alert/settings', payload: { enabled: true, threshold: 70, email: false } });
    const strict = await newStudent('ketat');
    await call(ctx.app, strict.token, { method: 'POST', url: '/job-alert/settings', payload: { enabled: true, threshold: 95, email: false } });

    const alpha = await createOpening('Web Developer Alpha', ['rpl']); // 100
    await createOpening('Web Developer Beta', ['rpl']); // 100
    await createOpening('Staf Umum Gamma', []); // 60: below 70
    const now = new Date();
    await runJobAlerts(db(), now);

    const both = {
      id: `Web Developer Alpha di ${COMPANY} (skor 100): ${REASON_ID} Web Developer Beta di ${COMPANY} (skor 100): ${REASON_ID}`,
      en: `Web Developer Alpha at ${COMPANY} (score 100): ${REASON_EN} Web Developer Beta at ${COMPANY} (score 100): ${REASON_EN}`,
    };
    const quietAlerts = await alertsOf(quiet.id);
    expect(quietAlerts).toEqual([{ params: { openings: both }, link: '/opportunity', emailStatus: 'skipped' }]);
    expect(await alertsOf(strict.id)).toEqual([{ params: { openings: both }, link: '/opportunity', emailStatus: 'skipped' }]);
    const demoAlerts = await alertsOf(demo!.id);
    expect(demoAlerts.length).toBe(before + 1);
    expect(demoAlerts.at(-1)).toEqual({ params: { openings: both }, link: '/opportunity', emailStatus: 'pending' });

    // The e-mail goes to the student who chose it, in both languages, and to nobody else.
    const mailer = createMailer(db(), { from: 'noreply@jalurkarir.id' });
    await dispatchNotificationEmails(db(), mailer, 'http://localhost');
    const mails = await db().select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.bodyText }).from(emailOutbox);
    const alertMails = mails.filter((m) => m.subject.startsWith('JalurKarir: Lowongan baru'));
    // The demo student and the student of the settings test (e-mail on, threshold 80) chose e-mail.
    expect(alertMails.map((m) => m.to).sort()).toEqual(['lowongan.pengaturan@contoh.id', DEMO.siswa]);
    expect(alertMails[0]!.text).toContain(`New openings that match you: ${both.en}`);

    // A second match the same day waits: nothing more today, the next day's alert names it alone.
    const delta = await createOpening('Web Developer Delta', ['rpl']);
    await runJobAlerts(db(), now);
    expect((await alertsOf(quiet.id)).length).toBe(1);
    await runJobAlerts(db(), new Date(now.getTime() + 86_400_000));
    expect((await alertsOf(quiet.id)).at(-1)).toEqual({
      params: {
        openings: {
          id: `Web Developer Delta di ${COMPANY} (skor 100): ${REASON_ID}`,
          en: `Web Developer Delta at ${COMPANY} (score 100): ${REASON_EN}`,
        },
      },
      link: `/jobs/${delta}`,
      emailStatus: 'skipped',
    });
    // An opening is new once: alpha, closed and reopened, alerts nobody again.
    await call(ctx.app, t.company, { method: 'POST', url: `/opportunity/update?id=${alpha}`, payload: { status: 'closed' } });
    await call(ctx.app, t.company, { method: 'POST', url: `/opportunity/update?id=${alpha}`, payload: { status: 'open' } });
    await runJobAlerts(db(), new Date(now.getTime() + 2 * 86_400_000));
    expect((await alertsOf(quiet.id)).length).toBe(2);
  });

  it('alerts nobody who has alerts off', async () => {
    const off = await newStudent('mati');
    await createOpening('Web Developer Epsilon', ['rpl']);
    await runJobAlerts(db(), new Date());
    expect(await alertsOf(off.id)).toEqual([]);
  });
});
