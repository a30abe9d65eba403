import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { DatabaseTimeoutError } from '../src/db/connection-errors.js';
import { API } from './helpers.js';

/**
 * Readiness and the answer when the database is gone, in process, on the database of this pass
 * (PGlite in memory; PostgreSQL in `npm run test:pg`): `/health` never touches the database,
 * `/ready` does; a request whose database is unavailable gets 503 DATABASE_UNAVAILABLE in the
 * request's language, never a 500.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'jk-ready-'));
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });

async function openDatabase(): Promise<Database> {
  // The server itself is enough here: no tables are read before the database is taken away.
  return createDatabase(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 2 } : {});
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('readiness and a database that is gone', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let pingFails: Error | null = null;

  beforeAll(async () => {
    database = await openDatabase();
    const ping = database.ping.bind(database);
    // Readiness sees what the database answers; the switch lets a test make the probe time out.
    const wrapped: Database = { ...database, ping: async (ms) => (pingFails ? Promise.reject(pingFails) : ping(ms)) };
    app = await buildApp({ config, database: wrapped });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('is ready while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/ready` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: database.kind });
  });

  it('answers 503 with the error shape when the probe times out; liveness stays 200 (no database)', async () => {
    pingFails = new DatabaseTimeoutError(2000);
    try {
      const ready = await app.inject({ method: 'GET', url: `${API}/ready`, headers: { 'x-lang': 'id' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        name: 'ServiceUnavailable',
        message: 'Basis data sedang tidak dapat dijangkau, silakan coba lagi sebentar lagi',
      });
      expect(ready.headers['retry-after']).toBe('1');
      expect((await app.inject({ method: 'GET', url: `${API}/health` })).statusCode).toBe(200);
    } finally {
      pingFails = null;
    }
  });

  it('answers 503 (never 500) to requests once the database is closed under the process', async () => {
    await database.close();
    for (const url of [`${API}/ready`, `${API}/sekolah/all`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database cannot be reached right now, please try again in a moment',
      });
    }
    expect((await app.inject({ method: 'GET', url: `${API}/health` })).statusCode).toBe(200);
  });
});
