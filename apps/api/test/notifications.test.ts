import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, notificationText } from '@jalurkarir/shared';
import { emailOutbox, notifications, users } from '../src/db/schema.js';
import { createMailer } from '../src/modules/mail/mailer.js';
import { dispatchNotificationEmails } from '../src/modules/notifications/email-dispatch.js';
import { notify } from '../src/modules/notifications/notify.js';
import { call, DEMO, login, useTestApp } from './helpers.js';

const ctx = useTestApp();

async function userId(email: string): Promise<string> {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

describe('notifications', () => {
  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const student = await userId(DEMO.siswa);
    const company = await userId(DEMO.admin_perusahaan);
    const token = await login(ctx.app, DEMO.siswa);
    // The demo seed may already hold notifications for the student: count from there.
    const before = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?per_page=100' })).json();
    await notify(ctx.database.db, {
      kind: 'invitation-received',
      userIds: [student, student],
      params: { company: 'PT Maju Bersama', opening: 'Junior Web Developer' },
      link: '/applications',
    });
    await notify(ctx.database.db, {
      kind: 'application-received',
      userIds: [company],
      params: { student: 'Rina', opening: 'Junior Web Developer' },
    });
    const res = await call(ctx.app, token, { method: 'GET', url: '/notification/list?per_page=100' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Sent once although the recipient was named twice; the company's notification is not here.
    expect(body.total).toBe(before.total + 1);
    expect(body.unread).toBe(before.unread + 1);
    expect(body.data[0]).toMatchObject({ kind: 'invitation-received', link: '/applications', read_at: null });
    expect(body.data[0].params).toEqual({ company: 'PT Maju Bersama', opening: 'Junior Web Developer' });
    expect(body.data.map((n: { kind: string }) => n.kind)).not.toContain('application-received');
  });

  it('marks one or all as read, never someone else’s', async () => {
    const company = await userId(DEMO.admin_perusahaan);
    const [other] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, company), isNull(notifications.readAt)));
    const token = await login(ctx.app, DEMO.siswa);
    const foreign = await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload: { ids: [other!.id] } });
    expect(foreign.json()).toEqual({ updated: 0 });
    const [stillUnread] = await ctx.database.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, other!.id));
    expect(stillUnread!.readAt).toBeNull();

    const [newest] = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?unread=true' })).json().data;
    const one = await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload: { ids: [newest.id] } });
    expect(one.json()).toEqual({ updated: 1 });
    const all = await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload: { all: true } });
    expect(all.statusCode).toBe(200);
    const list = await call(ctx.app, token, { method: 'GET', url: '/notification/list?unread=true' });
    expect(list.json()).toMatchObject({ data: [], total: 0, unread: 0 });
  });

  it('the bell’s order: unread first, then the newest; the page’s order stays newest first', async () => {
    const teacher = await userId(DEMO.guru);
    const token = await login(ctx.app, DEMO.guru);
    await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload: { all: true } });
    await notify(ctx.database.db, { kind: 'account-verified', userIds: [teacher], params: {} });
    const [older] = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?unread=true' })).json().data;
    // A newer one, then read: it is the newest but no longer unread.
    await notify(ctx.database.db, {
      kind: 'partnership-requested',
      userIds: [teacher],
      params: { company: 'PT Maju Bersama', school: 'SMK Negeri 1 Jakarta' },
    });
    const [newer] = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?unread=true' })).json().data;
    expect(newer.id).not.toBe(older.id);
    await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload: { ids: [newer.id] } });

    const newest = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?per_page=2' })).json().data;
    expect(newest.map((n: { id: string }) => n.id)).toEqual([newer.id, older.id]);
    const bell = (await call(ctx.app, token, { method: 'GET', url: '/notification/list?per_page=2&order=unread-first' })).json().data;
    expect(bell.map((n: { id: string }) => n.id)).toEqual([older.id, newer.id]);
    expect(bell[0].read_at).toBeNull();
    expect((await call(ctx.app, token, { method: 'GET', url: '/notification/list?order=oldest' })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and visitors with 401', async () => {
    const token = await login(ctx.app, DEMO.siswa);
    for (const payload of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { all: false }, { all: true, ids: [] }]) {
      const res = await call(ctx.app, token, { method: 'POST', url: '/notification/read', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await call(ctx.app, token, { method: 'GET', url: '/notification/list?per_page=1000' })).statusCode).toBe(400);
    expect((await call(ctx.app, null, { method: 'GET', url: '/notification/list' })).statusCode).toBe(401);
    expect(
      (await call(ctx.app, token, { method: 'POST', url: '/notification/preferences', payload: { group: 'spam', email: false } })).statusCode,
    ).toBe(400);
  });

  it('sends each notification by e-mail once, in both languages, unless the recipient turned its kind off', async () => {
    const db = ctx.database.db;
    const mailer = createMailer(db, { from: 'JalurKarir <no-reply@jalurkarir.id>' });
    await dispatchNotificationEmails(db, mailer, 'https://jk.example'); // what the earlier tests queued
    const teacher = await userId(DEMO.guru);
    const token = await login(ctx.app, DEMO.guru);
    const off = await call(ctx.app, token, { method: 'POST', url: '/notification/preferences', payload: { kind: 'test-assigned', email: false } });
    expect(off.statusCode).toBe(200);
    // Per kind: one kind of a group off, the others of that group still on.
    const ending = await call(ctx.app, token, {
      method: 'POST',
      url: '/notification/preferences',
      payload: { kind: 'partnership-ending', email: false },
    });
    expect(ending.statusCode).toBe(200);
    const prefs = await call(ctx.app, token, { method: 'GET', url: '/notification/preferences' });
    expect(prefs.json().data).toHaveLength(NOTIFICATION_KINDS.length);
    expect(prefs.json().data).toContainEqual({ kind: 'test-assigned', group: 'test', email: false });
    expect(prefs.json().data).toContainEqual({ kind: 'partnership-ending', group: 'partnership', email: false });
    expect(prefs.json().data).toContainEqual({ kind: 'partnership-answered', group: 'partnership', email: true });

    await notify(db, { kind: 'test-assigned', userIds: [teacher], params: { test: 'Tes Minat RIASEC' } });
    await notify(db, {
      kind: 'partnership-answered',
      userIds: [teacher],
      params: { company: 'PT Maju', school: 'SMK Negeri 1', status: { id: 'Diterima', en: 'Accepted' } },
      link: '/school-partnership',
    });
    await notify(db, { kind: 'partnership-ending', userIds: [teacher], params: { partner: 'PT Maju', date: '31-12-2026' } });
    const before = await db.select({ id: emailOutbox.id }).from(emailOutbox);
    expect(await dispatchNotificationEmails(db, mailer, 'https://jk.example')).toEqual({ sent: 1, skipped: 2 });
    // A second dispatch finds nothing pending: no message goes out twice.
    expect(await dispatchNotificationEmails(db, mailer, 'https://jk.example')).toEqual({ sent: 0, skipped: 0 });
    const after = await db.select().from(emailOutbox);
    const fresh = after.filter((row) => !before.some((b) => b.id === row.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.toAddress).toBe(DEMO.guru);
    expect(fresh[0]!.bodyText).toContain('Permintaan kemitraan PT Maju dengan SMK Negeri 1: Diterima');
    expect(fresh[0]!.bodyText).toContain('Partnership request of PT Maju with SMK Negeri 1: Accepted');
    expect(fresh[0]!.bodyText).toContain('https://jk.example/#/school-partnership');
    const statuses = await db
      .select({ kind: notifications.kind, status: notifications.emailStatus })
      .from(notifications)
      .where(inArray(notifications.userId, [teacher]));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { kind: 'test-assigned', status: 'skipped' },
        { kind: 'partnership-ending', status: 'skipped' },
        { kind: 'partnership-answered', status: 'sent' },
      ]),
    );
  });

  it('a whole group switches at once; a kind or group that does not exist is a 400', async () => {
    const token = await login(ctx.app, DEMO.kepala_sekolah);
    expect(
      (await call(ctx.app, token, { method: 'POST', url: '/notification/preferences', payload: { group: 'partnership', email: false } })).statusCode,
    ).toBe(200);
    let prefs = (await call(ctx.app, token, { method: 'GET', url: '/notification/preferences' })).json().data as {
      kind: string;
      group: string;
      email: boolean;
    }[];
    expect(prefs.filter((p) => p.group === 'partnership').every((p) => !p.email)).toBe(true);
    expect(prefs.filter((p) => p.group !== 'partnership').every((p) => p.email)).toBe(true);
    await call(ctx.app, token, { method: 'POST', url: '/notification/preferences', payload: { kind: 'partnership-requested', email: true } });
    prefs = (await call(ctx.app, token, { method: 'GET', url: '/notification/preferences' })).json().data;
    expect(prefs.find((p) => p.kind === 'partnership-requested')!.email).toBe(true);
    expect(prefs.find((p) => p.kind === 'partnership-ended')!.email).toBe(false);
    for (const payload of [
      { kind: 'partnership', email: false },
      { group: 'partnership-ended', email: false },
      { kind: 'test-assigned' },
      { kind: 'test-assigned', group: 'test', email: true },
    ]) {
      const res = await call(ctx.app, token, { method: 'POST', url: '/notification/preferences', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('tells an account when it is verified', async () => {
    const pending = await userId('pending.siswa@jalurkarir.id');
    const admin = await login(ctx.app, DEMO.admin_sekolah);
    expect((await call(ctx.app, admin, { method: 'POST', url: `/user/verify?id=${pending}` })).statusCode).toBe(200);
    const rows = await ctx.database.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, pending));
    expect(rows).toEqual([{ kind: 'account-verified' }]);
  });
});

describe('notification messages', () => {
  it('every kind belongs to exactly one e-mail group', () => {
    const grouped = Object.values(NOTIFICATION_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(NOTIFICATION_MESSAGES).sort());
  });

  it('both languages name the same placeholders', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const message of Object.values(NOTIFICATION_MESSAGES)) expect(names(message.en)).toEqual(names(message.id));
  });

  it('fills two-language values in the language asked for', () => {
    const params = { opening: 'Kasir', stage: { id: 'Wawancara', en: 'Interview' } };
    expect(notificationText('application-stage', params, 'id')).toBe('Lamaran Anda untuk Kasir: Wawancara');
    expect(notificationText('application-stage', params, 'en')).toBe('Your application for Kasir: Interview');
  });
});
