import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.js';
import { isConnectionLost } from '../src/db/connection-errors.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { startServer, stopServer, type ServerProcess } from './server-process.js';

/**
 * Fault test: PostgreSQL sessions of a running API process are terminated over and
 * over (`pg_terminate_backend`, what a failover, a restart or a pooler does) while clients write
 * through HTTP. The process must stay up, answer only 2xx or 503 (never 500), serve again right
 * after, and every write it acknowledged must be in the database.
 *
 * It needs a real PostgreSQL server and a real server process, so it runs in `npm run test:pg`
 * (TEST_DATABASE_URL set) and is skipped on PGlite, which has no connections to lose.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const TITLE = ADMIN_URL
  ? 'database connection loss under write load (PostgreSQL)'
  : 'database connection loss under write load — skipped: needs PostgreSQL (TEST_DATABASE_URL, run `npm run test:pg`)';

if (!ADMIN_URL) console.info('db-resilience: skipped on PGlite (no connections to lose); runs in `npm run test:pg` (TEST_DATABASE_URL).');

/** Bounds of the run: terminations, writer loops and requests per loop. */
const TERMINATIONS = 40;
const WRITERS = 6;
const MAX_REQUESTS_PER_WRITER = 150;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function countBy(values: number[]) {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!ADMIN_URL)(TITLE, () => {
  const dbName = `jk_resilience_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let dbUrl = '';
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'jk-resilience-'));
    await withAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  });

  afterAll(async () => {
    if (server) await stopServer(server);
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function http(method: string, url: string, token: string | null, body?: unknown) {
    const res = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  it('stays up, answers 2xx or 503, and keeps every acknowledged write', async () => {
    const login = await http('POST', '/user/login', null, { email: 'admin@jalurkarir.id', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.token as string;

    // Currency codes are three capitals: hand out ones the seed does not use.
    const taken = new Set<string>(((await http('GET', '/currency/all', token)).body.data as Array<{ code: string }>).map((c) => c.code));
    const freeCodes: string[] = [];
    for (let a = 0; a < 26; a++)
      for (let b = 0; b < 26; b++)
        for (let c = 0; c < 26; c++) {
          const code = String.fromCharCode(65 + a, 65 + b, 65 + c);
          if (!taken.has(code)) freeCodes.push(code);
        }

    const statuses: number[] = [];
    const failures: string[] = [];
    const ackedCurrencies: string[] = [];
    const ackedAssessors: string[] = [];
    const unavailableBodies: unknown[] = [];
    const unexpected: unknown[] = [];
    let killing = true;
    let terminated = 0;

    // Each writer alternates an auto-commit insert (currency), a transaction (assessor: account
    // + profile + invitation in the outbox) and a read, until the terminations are over.
    const writer = async (w: number) => {
      for (let i = 0; i < MAX_REQUESTS_PER_WRITER && killing; i++) {
        try {
          if (i % 3 === 0) {
            const code = freeCodes.pop()!;
            const res = await http('POST', '/currency/create', token, { code, name: `Resilience ${code}`, symbol: code, decimals: 2 });
            statuses.push(res.status);
            if (res.status >= 300 && res.status !== 503) unexpected.push(res.body);
            if (res.status === 201) ackedCurrencies.push(code);
            if (res.status === 503) unavailableBodies.push(res.body);
          } else if (i % 3 === 1) {
            const email = `resilience-${w}-${i}-${randomBytes(3).toString('hex')}@example.com`;
            const res = await http('POST', '/asesor/create', token, { name: `Asesor ${w} ${i}`, email });
            statuses.push(res.status);
            if (res.status >= 300 && res.status !== 503) unexpected.push(res.body);
            if (res.status === 201) ackedAssessors.push(email);
            if (res.status === 503) unavailableBodies.push(res.body);
          } else {
            const res = await http('GET', '/currency/list?page=1&per_page=5', token);
            statuses.push(res.status);
            if (res.status >= 300 && res.status !== 503) unexpected.push(res.body);
          }
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
          if (!server.alive()) break;
        }
      }
    };

    const killer = async () => {
      await withAdmin(async (admin) => {
        for (let k = 0; k < TERMINATIONS && server.alive(); k++) {
          const res = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
            dbName,
          ]);
          terminated += res.rowCount ?? 0;
          await sleep(50);
        }
      });
      killing = false;
    };

    await Promise.all([killer(), ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);

    const summary = {
      terminated,
      requests: statuses.length,
      byStatus: countBy(statuses),
      failures: failures.slice(0, 3),
      unexpected: unexpected.slice(0, 3),
    };
    expect(server.alive(), `the process died:\n${server.output().slice(-3000)}`).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    expect(terminated, JSON.stringify(summary)).toBeGreaterThan(0);
    expect(failures, JSON.stringify(summary)).toEqual([]);
    expect(statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503).length, JSON.stringify(summary)).toBe(0);
    expect(ackedCurrencies.length + ackedAssessors.length, JSON.stringify(summary)).toBeGreaterThan(0);
    for (const body of unavailableBodies) {
      expect(body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', name: 'ServiceUnavailable' });
    }
    console.info('db-resilience:', JSON.stringify({ ...summary, ackedCurrencies: ackedCurrencies.length, ackedAssessors: ackedAssessors.length }));

    // Serving again within a few seconds: ready (a database round trip), then a write.
    let ready = 0;
    const readyBy = Date.now() + 10_000;
    while (ready !== 200 && Date.now() < readyBy) {
      ready = (await http('GET', '/ready', null)).status;
      if (ready !== 200) await sleep(100);
    }
    expect(ready).toBe(200);
    const after = await http('POST', '/currency/create', token, { code: freeCodes.pop(), name: 'After', symbol: 'A', decimals: 0 });
    expect(after.status).toBe(201);

    // Every acknowledged write is in the database.
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const codes = await client.query<{ code: string }>('SELECT code FROM currencies WHERE code = ANY($1)', [ackedCurrencies]);
      expect(codes.rows.map((r) => r.code).sort()).toEqual([...ackedCurrencies].sort());
      const emails = await client.query<{ email: string }>(
        "SELECT u.email FROM users u JOIN assessor_profiles a ON a.user_id = u.id WHERE u.role = 'asesor' AND u.email = ANY($1)",
        [ackedAssessors],
      );
      expect(emails.rows.map((r) => r.email).sort()).toEqual([...ackedAssessors].sort());
    } finally {
      await client.end();
    }

    // Graceful shutdown on PostgreSQL too: in-flight work done, pool closed, exit code 0.
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
  }, 180_000);
});

describe.skipIf(!ADMIN_URL)(
  ADMIN_URL
    ? 'a statement whose connection is terminated (PostgreSQL)'
    : 'a statement whose connection is terminated — skipped: needs PostgreSQL (TEST_DATABASE_URL)',
  () => {
    /** Runs `statement` and terminates its backend while it sleeps in the server. */
    async function terminateDuring(statement: ReturnType<typeof sql>, marker: string) {
      const database = await createDatabase({ databaseUrl: ADMIN_URL, poolSize: 2 });
      try {
        const running = database.db.execute(statement).then(
          () => 'done',
          (error: unknown) => error,
        );
        await withAdmin(async (admin) => {
          for (let i = 0; i < 200; i++) {
            const res = await admin.query(
              "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid() AND state = 'active'",
              [`%${marker}%`],
            );
            if (res.rowCount) return;
            await sleep(10);
          }
          throw new Error('the statement never showed up in pg_stat_activity');
        });
        return await running;
      } finally {
        await database.close();
      }
    }

    it('runs a plain SELECT once more on a fresh connection', async () => {
      const marker = `retry_${randomBytes(4).toString('hex')}`;
      expect(await terminateDuring(sql.raw(`select pg_sleep(0.3), '${marker}'`), marker)).toBe('done');
    });

    it('never runs anything else twice: the error goes up (and becomes a 503)', async () => {
      const marker = `noretry_${randomBytes(4).toString('hex')}`;
      const outcome = await terminateDuring(sql.raw(`with s as (select pg_sleep(0.3)) select '${marker}' from s`), marker);
      expect(outcome).not.toBe('done');
      expect(isConnectionLost(outcome)).toBe(true);
    });
  },
);
