import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { businessToday } from '@jalurkarir/shared';
import { companies, currencies, emailOutbox, opportunities } from '../src/db/schema.js';
import { createMailer, MAX_ATTEMPTS, SENDING_LEASE_MINUTES } from '../src/modules/mail/mailer.js';
import { businessTodaySql } from '../src/modules/opportunities/opportunity-crud.js';
import { call, DEMO, login, useTestApp, useTestDatabase } from './helpers.js';

/** Small correctness defects found in a code review, each pinned by a test. */
describe('review defects', () => {
  const ctx = useTestApp();
  let admin: string;
  let company: string;
  let siswa: string;
  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    company = await login(ctx.app, DEMO.admin_perusahaan);
    siswa = await login(ctx.app, DEMO.siswa);
  });

  const defaultCodes = async () =>
    (await ctx.database.db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isDefault, true))).map((c) => c.code);

  it('a currency create that fails after clearing the default leaves the old default in place', async () => {
    expect(await defaultCodes()).toEqual(['IDR']);
    // USD exists: the insert fails on the unique code after the old default was cleared.
    const dup = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'USD', name: 'Dolar', symbol: '$', decimals: 2, is_default: true },
    });
    expect(dup.statusCode).toBe(409);
    expect(await defaultCodes()).toEqual(['IDR']);

    // The same for an update that takes another currency's code.
    const sgd = (await ctx.database.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'SGD')))[0]!;
    const upd = await call(ctx.app, admin, { method: 'POST', url: `/currency/update?id=${sgd.id}`, payload: { code: 'USD', is_default: true } });
    expect(upd.statusCode).toBe(409);
    expect(await defaultCodes()).toEqual(['IDR']);

    // A create that succeeds still moves the default.
    const eur = await call(ctx.app, admin, {
      method: 'POST',
      url: '/currency/create',
      payload: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, is_default: true },
    });
    expect(eur.statusCode, eur.body).toBe(201);
    expect(await defaultCodes()).toEqual(['EUR']);
    const idr = (await ctx.database.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'IDR')))[0]!;
    const back = await call(ctx.app, admin, { method: 'POST', url: `/currency/update?id=${idr.id}`, payload: { is_default: true } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await defaultCodes()).toEqual(['IDR']);
  });

  it('a list filter the model does not have is a 400 on that parameter, in both languages', async () => {
    const en = await call(ctx.app, admin, { method: 'GET', url: '/currency/list?role=admin' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'VALIDATION', errors: { role: 'Unknown field' } });
    const id = await call(ctx.app, admin, { method: 'GET', url: '/sekolah/list?role=admin', headers: { 'x-lang': 'id' } });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual({ role: 'Kolom tidak dikenal' });
    const exported = await call(ctx.app, admin, { method: 'GET', url: '/currency/export?role=admin' });
    expect(exported.statusCode).toBe(400);
    // The user list has a role filter and keeps it.
    const users = await call(ctx.app, admin, { method: 'GET', url: '/user/list?role=asesor&per_page=100' });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.every((u: { role: string }) => u.role === 'asesor')).toBe(true);
  });

  it('a company admin who sends another status to /perusahaan/update is refused on the field, nothing changes', async () => {
    const own = (await call(ctx.app, company, { method: 'GET', url: '/perusahaan/list' })).json().data[0];
    expect(own.status).toBe('approved');
    const res = await call(ctx.app, company, {
      method: 'POST',
      url: `/perusahaan/update?id=${own.id}`,
      headers: { 'x-lang': 'id' },
      payload: { status: 'pending', sector: 'Berubah' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', errors: { status: 'Anda tidak memiliki akses' } });
    const [row] = await ctx.database.db
      .select({ status: companies.status, sector: companies.sector })
      .from(companies)
      .where(eq(companies.id, own.id));
    expect(row).toEqual({ status: 'approved', sector: own.sector });
    // Its current status sent back (a form round trip) is no change and no refusal.
    const same = await call(ctx.app, company, { method: 'POST', url: `/perusahaan/update?id=${own.id}`, payload: { status: 'approved' } });
    expect(same.statusCode, same.body).toBe(200);
    // The Admin still approves and suspends.
    const byAdmin = await call(ctx.app, admin, { method: 'POST', url: `/perusahaan/update?id=${own.id}`, payload: { status: 'approved' } });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('"today" of deadlines is the same WIB day in JS and in SQL, at the 17:00 UTC boundary', async () => {
    for (const instant of ['2024-05-01T16:59:59Z', '2024-05-01T17:00:00Z', '2024-12-31T23:30:00Z', '2025-01-01T00:30:00Z']) {
      const result = await ctx.database.db.execute<{ day: string }>(sql`SELECT ${businessTodaySql(sql`${instant}::timestamptz`)}::text AS day`);
      expect(result.rows[0]!.day, instant).toBe(businessToday(new Date(instant)));
    }
    expect(businessToday(new Date('2024-05-01T17:00:00Z'))).toBe('2024-05-02');
  });

  it('an opening is published through its deadline day in WIB and refused as a new deadline the day before', async () => {
    // company_id is required by the schema; a company admin's own company replaces it.
    const base = {
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
      status: 'open',
      company_id: '00000000-0000-4000-8000-000000000000',
    };
    const today = businessToday();
    const created = await call(ctx.app, company, {
      method: 'POST',
      url: '/opportunity/create',
      payload: { ...base, title: 'Batas Hari Ini', deadline: today },
    });
    expect(created.statusCode, created.body).toBe(201);
    const yesterday = businessToday(new Date(Date.now() - 86_400_000));
    const past = await call(ctx.app, company, {
      method: 'POST',
      url: '/opportunity/create',
      payload: { ...base, title: 'Batas Kemarin', deadline: yesterday },
    });
    expect(past.json().errors).toEqual({ deadline: 'The deadline must be in the future' });
    // Moved to yesterday (WIB) behind the API's back: no longer published.
    const titles = async () =>
      (await call(ctx.app, siswa, { method: 'GET', url: '/opportunity/list?search=Batas&per_page=100' }))
        .json()
        .data.map((o: { title: string }) => o.title);
    expect(await titles()).toEqual(['Batas Hari Ini']);
    await ctx.database.db.update(opportunities).set({ deadline: yesterday }).where(eq(opportunities.id, created.json().data.id));
    expect(await titles()).toEqual([]);
  });
});

describe('outbox: messages left `sending` by a crash', () => {
  // A copy of the suite's template made in the hook (not a migration inside the timed test), with
  // an empty outbox so the four rows below are all there is.
  const ctx = useTestDatabase();
  beforeAll(async () => {
    await ctx.database.db.delete(emailOutbox);
  });

  it('go back to being sent once their lease has passed; a fresh claim is left alone', async () => {
    const db = ctx.database.db;
    const minutesAgo = (m: number) => sql`now() - make_interval(mins => ${m})`;
    const row = (to: string, sentAt: ReturnType<typeof minutesAgo> | null, attempts = 1) => ({
      toAddress: to,
      subject: 'S',
      bodyText: 'T',
      status: 'sending',
      attempts,
      sentAt: sentAt as never,
    });
    await db
      .insert(emailOutbox)
      .values([
        row('crashed@b.id', minutesAgo(SENDING_LEASE_MINUTES + 1)),
        row('legacy@b.id', null),
        row('busy@b.id', minutesAgo(1)),
        row('last-try@b.id', minutesAgo(SENDING_LEASE_MINUTES + 1), MAX_ATTEMPTS),
      ]);
    const delivered: string[] = [];
    const mailer = createMailer(db, { from: 'x@y.id', transport: { sendMail: async (m) => void delivered.push(m.to) } });

    expect(await mailer.flush()).toBe(2);
    expect(delivered.sort()).toEqual(['crashed@b.id', 'legacy@b.id']);
    const byAddress = Object.fromEntries(
      (await db.select().from(emailOutbox)).map((r) => [r.toAddress, { status: r.status, attempts: r.attempts, lastError: r.lastError }]),
    );
    expect(byAddress).toEqual({
      'crashed@b.id': { status: 'sent', attempts: 2, lastError: null },
      'legacy@b.id': { status: 'sent', attempts: 2, lastError: null },
      // Another process may still be sending it: not touched inside the lease.
      'busy@b.id': { status: 'sending', attempts: 1, lastError: null },
      // Its claim was the last attempt: failed, with the reason for the Admin.
      'last-try@b.id': { status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'interrupted while sending' },
    });
  });
});
