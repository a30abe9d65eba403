import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from './server-process.js';
import { DEMO, DEMO_PASSWORD } from './helpers.js';

/**
 * Two API processes on one PostgreSQL database: each keeps its own in-memory ranking
 * index; a change made through one process is seen by the other on its next request. Needs
 * PostgreSQL (TEST_DATABASE_URL); skipped on PGlite, which one process owns.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!ADMIN_URL)('recommendations across two API processes', () => {
  const dbName = `jk_reco_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${dbName}`;
    const dir = () => {
      const d = mkdtempSync(path.join(tmpdir(), 'jk-reco-'));
      dirs.push(d);
      return d;
    };
    a = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dir(), SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    b = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dir(), SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  }, 180_000);

  afterAll(async () => {
    if (a) await stopServer(a);
    if (b) await stopServer(b);
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function http(server: ServerProcess, method: string, url: string, token: string | null, body?: unknown) {
    const res = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as { data: never; token?: string } };
  }
  const login = async (server: ServerProcess, email: string) =>
    (await http(server, 'POST', '/user/login', null, { email, password: DEMO_PASSWORD })).json.token!;

  it('an opening closed through process A leaves the student ranking of process B', async () => {
    const student = await login(b, DEMO.siswa);
    const before = await http(b, 'GET', '/recommendation/opportunities', student);
    expect(before.status).toBe(200);
    const items = (before.json.data as { items: { id: string; company_name: string }[] }).items;
    const company = await login(a, DEMO.admin_perusahaan);
    const own = (await http(a, 'GET', '/opportunity/list?per_page=100&page=1', company)).json.data as { id: string; status: string }[];
    const target = items.find((i) => own.some((o) => o.id === i.id));
    expect(target, 'the demo student is recommended one of the demo company openings').toBeTruthy();
    expect((await http(a, 'POST', `/opportunity/update?id=${target!.id}`, company, { status: 'closed' })).status).toBe(200);
    const after = await http(b, 'GET', '/recommendation/opportunities', student);
    expect((after.json.data as { items: { id: string }[] }).items.map((i) => i.id)).not.toContain(target!.id);
  });
});
