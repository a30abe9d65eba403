import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from './server-process.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { DEMO, DEMO_PASSWORD } from './helpers.js';

/**
 * Several API processes on one PostgreSQL database, as `WORKERS=2 npm start` and a second machine
 * run them: process A is a cluster of two workers behind one port, process B a single process on
 * another port. What one process counts, ends or sends, the others must see: the request limit, the
 * failed-login throttle, a sign-out, the notification e-mail round (sent once), the ranking.
 * Needs PostgreSQL (TEST_DATABASE_URL); skipped on PGlite, which one process owns.
 *
 * With TEST_POOLER_URL (a PgBouncer in transaction mode in front of the same server, e.g.
 * postgres://postgres@127.0.0.1:6432/postgres) the processes connect through it instead, with
 * DATABASE_POOLER=transaction: the same checks then prove the code keeps no session state a
 * transaction pooler would break (docs/operations.md).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const POOLER_URL = process.env.TEST_POOLER_URL;
const TITLE = ADMIN_URL
  ? 'several API processes on one PostgreSQL database'
  : 'several API processes on one database — skipped: needs PostgreSQL (TEST_DATABASE_URL, run `npm run test:pg`)';
if (!ADMIN_URL) console.info('multi-process: skipped on PGlite (one process owns it); runs in `npm run test:pg` (TEST_DATABASE_URL).');

/** Requests a minute per IP to login/sign-up/forgot-password, for every process together. */
const LOGIN_RATE = 8;
/** How often each process ticks the notification round (ms). */
const TICK_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ADMIN_URL)(TITLE, () => {
  const dbName = `jk_multi_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let dbUrl = '';
  let smtp: SmtpSink;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await withAdmin(ADMIN_URL!, (c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const through = new URL(POOLER_URL ?? ADMIN_URL!);
    through.pathname = `/${dbName}`;
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: through.toString(),
      DATABASE_POOLER: POOLER_URL ? 'transaction' : 'none',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      NOTIFICATION_EMAIL_INTERVAL_MS: String(TICK_MS),
      LOGIN_RATE_PER_MINUTE: String(LOGIN_RATE),
      // The limits are per client IP: the tests name one per check in X-Forwarded-For.
      TRUST_PROXY: 'true',
    };
    const dir = () => {
      const d = mkdtempSync(path.join(tmpdir(), 'jk-multi-'));
      dirs.push(d);
      return d;
    };
    // Started together: both migrate and seed under the start-up lock, one after the other.
    [a, b] = await Promise.all([
      startServer({ ...env, WORKERS: '2', DATA_DIR: dir(), SEED_DEMO: 'true' }, { startTimeoutMs: 150_000 }),
      startServer({ ...env, DATA_DIR: dir(), SEED_DEMO: 'true' }, { startTimeoutMs: 150_000 }),
    ]);
    // The cluster answers on its port as soon as one worker listens: wait for the second too.
    const deadline = Date.now() + 60_000;
    while (workerPids(a).length < 2 && Date.now() < deadline) await sleep(100);
  }, 240_000);

  afterAll(async () => {
    if (a) await stopServer(a);
    if (b) await stopServer(b);
    await smtp?.close();
    await withAdmin(ADMIN_URL!, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  function workerPids(server: ServerProcess): string[] {
    return [...new Set([...server.output().matchAll(/JalurKarir on http:\/\/localhost:\d+ \(postgres, worker (\d+)\)/g)].map((m) => m[1]!))];
  }

  async function http(server: ServerProcess, method: string, url: string, opts: { token?: string; ip?: string; body?: unknown } = {}) {
    const res = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        'x-forwarded-for': opts.ip ?? '203.0.113.1',
      },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as { data: never; token?: string; code?: string } };
  }
  const login = async (server: ServerProcess, email: string) => {
    const res = await http(server, 'POST', '/user/login', { body: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    return res.json.token!;
  };
  const badLogin = (server: ServerProcess, ip: string, email = 'nobody@example.id') =>
    http(server, 'POST', '/user/login', { ip, body: { email, password: 'salah-sekali' } });

  it('WORKERS=2 runs two workers behind one port; both started on the one database', () => {
    expect(a.output()).toContain('JalurKarir primary');
    expect(workerPids(a)).toHaveLength(2);
    expect(b.output()).toContain('JalurKarir on');
  });

  it('counts the login request limit over every process: 4 + 4 requests spend the budget of 8', async () => {
    const ip = '198.51.100.10';
    // Through A (its two workers take turns) and through B: each process alone saw at most 4. A new
    // e-mail each time, so the failed-login throttle of one account and IP plays no part.
    for (let i = 0; i < LOGIN_RATE / 2; i++) expect((await badLogin(a, ip, `a${i}@example.id`)).status).toBe(401);
    for (let i = 0; i < LOGIN_RATE / 2; i++) expect((await badLogin(b, ip, `b${i}@example.id`)).status).toBe(401);
    const overB = await badLogin(b, ip, 'c@example.id');
    expect(overB.status).toBe(429);
    expect(overB.json.code).toBe('RATE_LIMITED');
    expect((await badLogin(a, ip, 'd@example.id')).status).toBe(429);
    // Another IP has its own budget.
    expect((await badLogin(a, '198.51.100.11')).status).toBe(401);
  });

  it('counts failed logins of one account and IP together: the sixth failure, wherever it happened, makes the next wait', async () => {
    const ip = '198.51.100.20';
    // Five free failures and a sixth that sets the wait, spread over the three processes (below the request limit of 8).
    for (const server of [a, b, a, b, a, b]) expect((await badLogin(server, ip, DEMO.guru)).status).toBe(401);
    const waited = await http(a, 'POST', '/user/login', { ip, body: { email: DEMO.guru, password: DEMO_PASSWORD } });
    expect(waited.status).toBe(429);
  });

  it('honours a sign-out made through one process in every other', async () => {
    const token = await login(b, DEMO.admin_sekolah);
    // Twice through A, so both of its workers have served the token.
    for (let i = 0; i < 2; i++) expect((await http(a, 'GET', '/user/profile', { token })).status).toBe(200);
    expect((await http(b, 'POST', '/user/logout', { token })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await http(a, 'GET', '/user/profile', { token })).status).toBe(401);
    expect((await http(b, 'GET', '/user/profile', { token })).status).toBe(401);
  });

  it('sends each notification e-mail once though three processes run the round', async () => {
    const marker = `Marker${randomBytes(4).toString('hex')}`;
    const count = 6;
    await withAdmin(dbUrl, async (c) => {
      const { rows } = await c.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO.siswa]);
      for (let i = 0; i < count; i++)
        await c.query(`INSERT INTO notifications (user_id, kind, params, link) VALUES ($1, 'interview-reminder', $2, '/applications')`, [
          rows[0]!.id,
          JSON.stringify({ opening: `${marker}n${i}x`, date: '1 Desember 2026' }),
        ]);
    });
    const delivered = () => smtp.messages.filter((m) => m.includes(marker));
    const deadline = Date.now() + 30_000;
    while (delivered().length < count && Date.now() < deadline) await sleep(100);
    // A few more rounds of every process, in case one would send again.
    await sleep(10 * TICK_MS);
    const perNotice = Array.from({ length: count }, (_, i) => delivered().filter((m) => m.includes(`${marker}n${i}x`)).length);
    expect(perNotice).toEqual([1, 1, 1, 1, 1, 1]);
    const outbox = await withAdmin(dbUrl, (c) =>
      c.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM email_outbox WHERE subject LIKE $1 GROUP BY status`, [`%${marker}%`]),
    );
    expect(outbox.rows).toEqual([{ status: 'sent', n: String(count) }]);
  });

  it('claims each due notification round in one process: the rounds follow the clock, not the number of processes', async () => {
    const runs = () =>
      withAdmin(dbUrl, async (c) =>
        Number((await c.query<{ runs: string }>(`SELECT runs FROM scheduled_jobs WHERE name = 'notifications'`)).rows[0]!.runs),
      );
    const before = await runs();
    const started = Date.now();
    await sleep(3_000);
    const rounds = (await runs()) - before;
    const elapsed = Date.now() - started;
    // Three processes tick every 300 ms: unclaimed, that is ~30 rounds in 3 s; claimed, at most one per 270 ms period.
    expect(rounds).toBeGreaterThan(0);
    expect(rounds).toBeLessThanOrEqual(Math.ceil(elapsed / (TICK_MS * 0.9)) + 1);
  });

  it('ranks the same openings in every process after a change made through one', async () => {
    const student = await login(a, DEMO.siswa);
    const company = await login(b, DEMO.admin_perusahaan);
    const ranked = async (server: ServerProcess) =>
      ((await http(server, 'GET', '/recommendation/opportunities', { token: student })).json.data as { items: { id: string }[] }).items.map(
        (i) => i.id,
      );
    const before = await ranked(b);
    const own = (await http(b, 'GET', '/opportunity/list?per_page=100&page=1', { token: company })).json.data as { id: string }[];
    const target = before.find((id) => own.some((o) => o.id === id));
    expect(target, 'the demo student is recommended one of the demo company openings').toBeTruthy();
    expect((await http(b, 'POST', `/opportunity/update?id=${target!}`, { token: company, body: { status: 'closed' } })).status).toBe(200);
    const fromB = await ranked(b);
    expect(fromB).not.toContain(target);
    // Both workers of A, after the change made through B.
    expect(await ranked(a)).toEqual(fromB);
    expect(await ranked(a)).toEqual(fromB);
  });
});
