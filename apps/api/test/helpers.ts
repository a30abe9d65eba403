import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { buildApp } from '../src/app.js';
import { databaseUrl, onServer } from './server-database.js';

export { DEMO_PASSWORD };

/**
 * A real database per test file, in the seeded demo state: PGlite in memory by default, or — when
 * TEST_DATABASE_URL is set (the PostgreSQL pass of CI) — a fresh database on that server, dropped
 * afterwards. Both are copies of the template that test/global-setup.ts seeded once for the run.
 */
async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind !== 'pglite') throw new Error('no seeded PGlite template: run the API tests through vitest (test/global-setup.ts)');
    const database = await createDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
    return { database, drop: async () => {} };
  }
  if (template?.kind !== 'postgres') throw new Error('no seeded PostgreSQL template: run the API tests through vitest (test/global-setup.ts)');
  const name = `jk_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return { database, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext & { close: () => Promise<void> }> {
  const { database, drop } = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jk-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MINUTE: '10000',
    SIGNUP_RATE_PER_MINUTE: '10000',
    LOGIN_IP_FAILURES_PER_HOUR: '100000',
    WEB_DIST: '/nonexistent',
    // Tests dispatch notification e-mails by hand (dispatchNotificationEmails), so outbox counts stay exact.
    NOTIFICATION_EMAIL_INTERVAL_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers beforeAll/afterAll for a file and hands back the live context. */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestApp(env);
    Object.assign(ctx, created);
    close = created.close;
  });
  afterAll(async () => close());
  return ctx;
}

/**
 * Registers beforeAll/afterAll for a file that needs a database but no app (the mailer, the
 * outbox): a copy of the suite's seeded template, made in the hook (generous timeout), never a
 * migration inside a test's own timed body.
 */
export function useTestDatabase(): { database: Database } {
  const ctx = {} as { database: Database };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    ctx.database = created.database;
    drop = async () => {
      await created.database.close();
      await created.drop();
    };
  });
  afterAll(async () => drop());
  return ctx;
}

export const API = '/api/v1';

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${API}/user/login`, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** `inject` under /api/v1 with an optional bearer token. */
export function call(app: FastifyInstance, token: string | null, opts: InjectOptions & { url: string }) {
  return app.inject({
    ...opts,
    url: opts.url.startsWith('/') && !opts.url.startsWith(API) && !opts.url.startsWith('/download') ? `${API}${opts.url}` : opts.url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
  });
}

export const DEMO = {
  admin: 'admin@jalurkarir.id',
  admin_sekolah: 'sekolah@jalurkarir.id',
  kepala_sekolah: 'kepsek@jalurkarir.id',
  guru: 'guru@jalurkarir.id',
  siswa: 'siswa@jalurkarir.id',
  asesor: 'asesor@jalurkarir.id',
  admin_perusahaan: 'perusahaan@jalurkarir.id',
} as const;

/** A multipart body built by hand, so tests control every byte of the file. */
export function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----jalurkarir' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST a spreadsheet (from `multipart`) to `/{model}/import`, as a dry run or for real, in a language. */
export function postImport(
  app: FastifyInstance,
  token: string | null,
  model: string,
  file: { payload: Buffer; headers: Record<string, string> },
  dryRun: boolean,
  lang: string,
) {
  return call(app, token, { method: 'POST', url: `/${model}/import?dry_run=${dryRun}`, ...file, headers: { ...file.headers, 'x-lang': lang } });
}
