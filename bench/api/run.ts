/**
 * API benchmark: requests/s and latency p50/p99 of a bare Fastify JSON route (the baseline) and of
 * two suites, on PGlite and — when reachable — on PostgreSQL. See bench/README.md.
 * - users: login, user list (search, sort, deep page) and user detail, with 100,000 extra users;
 * - siswa: the md-student list (search, sort, deep page, filters) and detail, as Admin and as an
 *   Admin Sekolah, on the data of `npm run seed:large` (1,000 schools, 100,000 students).
 *
 *   npm run bench:api [-- --suite users|siswa|all] [--db pglite|pg|both] [--students N] [--users N]
 *                        [--big-school N] [--extra-sql "CREATE INDEX …"]
 *
 * Knobs (environment): BENCH_DURATION (s, default 6), BENCH_LOGIN_DURATION (s, 6),
 * BENCH_WARMUP (s, 1), BENCH_CONNECTIONS (10), BENCH_LOGIN_CONNECTIONS (4), BENCH_USERS (100000),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SKIP_PG=1, BENCH_SKIP_PGLITE=1,
 * BENCH_SUITE (all), BENCH_DB (both), BENCH_STUDENTS (100000), BENCH_BIG_SCHOOL (2000), BENCH_EXTRA_SQL.
 * Command-line options win.
 *
 * Only 127.0.0.1 is contacted. Nothing here asserts a time: it measures and reports.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDatabase, type Database } from '../../apps/api/src/db/client.js';
import { seedDemo } from '../../apps/api/src/db/seed/seed.js';
import { seedLarge } from '../../apps/api/src/db/seed/seed-large.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-data.js';
import { buildApp } from '../../apps/api/src/app.js';
import type { LoadResult, LoadSpec } from './load.js';
import { BENCH_EMAIL_DOMAIN, bulkUsersSql } from './seed-users.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, '../results');

function envNumber(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${raw}`);
  return value;
}

/** `--name value` or `--name=value` from the command line, else the environment variable, else undefined. */
function option(name: string, envName: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  const env = process.env[envName];
  return env === '' ? undefined : env;
}
function choice<T extends string>(name: string, envName: string, allowed: readonly T[], fallback: T): T {
  const value = option(name, envName) ?? fallback;
  if (!allowed.includes(value as T)) throw new Error(`--${name} must be one of ${allowed.join(', ')}, got ${value}`);
  return value as T;
}
for (const [name, envName] of [['students', 'BENCH_STUDENTS'], ['users', 'BENCH_USERS'], ['big-school', 'BENCH_BIG_SCHOOL']]) {
  const v = option(name, envName);
  if (v !== undefined) process.env[envName] = v;
}

const SUITE = choice('suite', 'BENCH_SUITE', ['users', 'siswa', 'all'] as const, 'all');
const DB_CHOICE = choice('db', 'BENCH_DB', ['pglite', 'pg', 'both'] as const, 'both');
/** Run once on each database after seeding and before VACUUM ANALYZE (scratch experiments, e.g. an index). */
const EXTRA_SQL = option('extra-sql', 'BENCH_EXTRA_SQL');
const DURATION = envNumber('BENCH_DURATION', 6);
const LOGIN_DURATION = envNumber('BENCH_LOGIN_DURATION', 6);
const WARMUP = envNumber('BENCH_WARMUP', 1, 0);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const LOGIN_CONNECTIONS = envNumber('BENCH_LOGIN_CONNECTIONS', 4);
const USERS = envNumber('BENCH_USERS', 100_000);
const STUDENTS = envNumber('BENCH_STUDENTS', 100_000);
const SCHOOLS = 1000;
/**
 * seed:large spreads students evenly (100 per school). The Admin Sekolah scenarios need one large
 * school: this many students are gathered into the first seed:large school (NPSN 90000001), taken
 * at random from the others. 0 leaves seed:large as it is.
 */
const BIG_SCHOOL = envNumber('BENCH_BIG_SCHOOL', 2000, 0);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_EMAIL = 'admin@jalurkarir.id';
/** Part of a last name ("Wibowo"): matched through the users_name_trgm index. */
const SEARCH = 'wibow';
const DEEP_PAGE = 5000;
/** Part of a last name ("Kurniawan", one student in 12 of seed:large): the siswa list search. */
const SISWA_SEARCH = 'kurniaw';
const SISWA_PROGRAM = 'rpl';
const SISWA_GRADE = '12';
const SCHOOL_ADMIN_EMAIL = 'admin.sekolah@bench.jalurkarir.id';
const DETAIL_IDS = 500;

// ---------------------------------------------------------------------------------------------
// Load generator (child process)

class Loader {
  private child: ChildProcess;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();

  constructor() {
    this.child = fork(path.join(HERE, 'load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (msg: { ok: boolean; result?: LoadResult; id?: number; error?: string }) => {
      const id = msg.ok ? msg.result!.id : msg.id!;
      const waiter = this.pending.get(id);
      if (!waiter) return;
      this.pending.delete(id);
      if (msg.ok) waiter.resolve(msg.result!);
      else waiter.reject(new Error(msg.error));
    });
    this.child.on('exit', (code) => {
      for (const waiter of this.pending.values()) waiter.reject(new Error(`load generator exited (${code})`));
      this.pending.clear();
    });
  }

  run(spec: Omit<LoadSpec, 'id'>): Promise<LoadResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...spec, id });
    });
  }

  close() {
    if (this.child.connected) this.child.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// Query capture and plans

const QUIET_MS = 1000;

interface Captured { text: string; params: unknown[] }
type RawClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

function rawClient(database: Database): RawClient {
  return (database.db as unknown as { $client: RawClient }).$client;
}

/** Records the SQL the app sends while `fn` runs (pool or PGlite `query`), then restores it. */
async function captureQueries(database: Database, fn: () => Promise<void>): Promise<Captured[]> {
  const client = rawClient(database) as RawClient & Record<string, unknown>;
  const hadOwn = Object.prototype.hasOwnProperty.call(client, 'query');
  const original = client.query;
  const seen: Captured[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [a, b] = args;
    if (typeof a === 'string') seen.push({ text: a, params: Array.isArray(b) ? b : [] });
    else if (a && typeof (a as { text?: unknown }).text === 'string') {
      const q = a as { text: string; values?: unknown[] };
      seen.push({ text: q.text, params: q.values ?? (Array.isArray(b) ? b : []) });
    }
    return original.apply(this, args as never);
  } as RawClient['query'];
  try {
    // Requests of the previous measurement may still be in the server (queued, or waiting on
    // argon2): wait until no query has been sent for a full second, then record only `fn`'s.
    let last = -1;
    for (let waited = 0; waited < 60_000 && seen.length !== last; waited += QUIET_MS) {
      last = seen.length;
      await new Promise((r) => setTimeout(r, QUIET_MS));
    }
    seen.length = 0;
    await fn();
  } finally {
    if (hadOwn) client.query = original;
    else delete (client as Partial<RawClient>).query;
  }
  return seen;
}

interface Plan { sql: string; plan: string; scans: string[]; executionMs: number | null }

const SCAN_RE = /(Seq Scan|Parallel Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/g;

async function explain(database: Database, queries: Captured[]): Promise<Plan[]> {
  const client = rawClient(database);
  const plans: Plan[] = [];
  for (const q of queries) {
    if (!/^\s*(select|with)\b/i.test(q.text)) continue;
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
    const plan = res.rows.map((r) => String(Object.values(r)[0])).join('\n');
    const scans = new Set<string>();
    for (const m of plan.matchAll(SCAN_RE)) {
      const [, kind, index, relation] = m;
      if (kind === 'Bitmap Index Scan') scans.add(`Bitmap ${relation}`); // "Bitmap Index Scan on <index>"
      else scans.add(index ? `${kind} ${index}` : `${kind} ${relation}`);
    }
    const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
    plans.push({ sql: q.text, plan, scans: [...scans], executionMs: exec ? Number(exec[1]) : null });
  }
  return plans;
}

// ---------------------------------------------------------------------------------------------
// Databases

interface Target {
  label: string;
  database: Database;
  cleanup: () => Promise<void>;
}

async function pgReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

let pgDropper: (() => Promise<void>) | null = null;

async function createPgTarget(): Promise<Target> {
  const name = `jk_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    console.log(`  dropped database ${name}`);
  };
  pgDropper = drop;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  console.log(`  created database ${name}`);
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    label: 'PostgreSQL',
    database,
    cleanup: async () => {
      await database.close();
      await drop();
      pgDropper = null;
    },
  };
}

async function createPgliteTarget(): Promise<Target> {
  const database = await createDatabase({ dataDir: 'memory://' });
  return { label: 'PGlite', database, cleanup: () => database.close() };
}

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Row {
  db: string;
  scenario: string;
  connections: number;
  duration: number;
  result: LoadResult;
  plan: string;
  planMs: string;
}

const rows: Row[] = [];
const planSections: string[] = [];

function describeFailures(r: LoadResult): string {
  const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
  const parts = bad.map(([code, n]) => `${n}×${code}`);
  if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  return parts.join(', ') || '0';
}

async function measure(loader: Loader, db: string, scenario: string, spec: Omit<LoadSpec, 'id' | 'duration'>, duration: number, plan = '', planMs = '') {
  process.stdout.write(`  ${scenario.padEnd(44)} `);
  if (WARMUP) await loader.run({ ...spec, duration: WARMUP });
  const result = await loader.run({ ...spec, duration });
  rows.push({ db, scenario, connections: spec.connections, duration, result, plan, planMs });
  console.log(`${fmtRps(result.rps).padStart(8)} req/s  p50 ${fmtMs(result.p50).padStart(7)} ms  p99 ${fmtMs(result.p99).padStart(7)} ms  failures ${describeFailures(result)}`);
}

function origin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

async function runBaseline(loader: Loader) {
  console.log('\nBaseline: bare Fastify, GET /baseline');
  const app = Fastify({ logger: false });
  app.get('/baseline', async () => ({ status: 'ok', name: 'JalurKarir', version: 1, tags: ['smk', 'karir'] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    await measure(loader, '— (no database)', 'GET /baseline (bare Fastify)', { url: `${origin(app)}/baseline`, method: 'GET', connections: CONNECTIONS }, DURATION);
  } finally {
    await app.close();
  }
}

type Suite = 'users' | 'siswa';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  paths?: string[];
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

/** Migrates, adds the demo seed and the suite's bulk data, then (optionally) the extra SQL and VACUUM ANALYZE. */
async function prepare(target: Target, suite: Suite) {
  const { database } = target;
  const t0 = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  const client = rawClient(database);
  const tSeed = performance.now();
  if (suite === 'users') await client.query(bulkUsersSql(USERS));
  else {
    await seedLarge(database.db, { schools: SCHOOLS, students: STUDENTS });
    if (BIG_SCHOOL) {
      await client.query(`
        WITH big AS (SELECT id FROM schools WHERE npsn = '90000001'),
             have AS (SELECT count(*)::int AS n FROM users, big WHERE users.school_id = big.id AND role = 'siswa'),
             moved AS (SELECT u.id FROM users u, big WHERE u.role = 'siswa' AND u.email LIKE 'siswa.besar%' AND u.school_id <> big.id
                       ORDER BY md5(u.id::text) LIMIT GREATEST(0, ${Math.trunc(BIG_SCHOOL)} - (SELECT n FROM have)))
        UPDATE users SET school_id = (SELECT id FROM big) WHERE id IN (SELECT id FROM moved)`);
    }
  }
  if (EXTRA_SQL) {
    console.log(`  extra SQL: ${EXTRA_SQL}`);
    // One statement at a time (PGlite's query takes one); a plain split is enough for CREATE INDEX and SET.
    for (const statement of EXTRA_SQL.split(';').map((t) => t.trim()).filter(Boolean)) await client.query(statement);
  }
  // VACUUM too, as autovacuum would soon do after 100k inserts: sets the visibility map (index-only scans).
  await client.query('VACUUM ANALYZE');
  const tDone = performance.now();
  const [{ n, s }] = (await client.query(
    "SELECT count(*)::int AS n, count(*) FILTER (WHERE role = 'siswa')::int AS s FROM users",
  )).rows as { n: number; s: number }[];
  const what = suite === 'users' ? `${USERS.toLocaleString('en')} users` : `seed:large (${SCHOOLS.toLocaleString('en')} schools, ${STUDENTS.toLocaleString('en')} students)`;
  console.log(`  migrated + demo seed ${((tSeed - t0) / 1000).toFixed(1)} s; ${what} + VACUUM ANALYZE ${((tDone - tSeed) / 1000).toFixed(1)} s; users now ${n.toLocaleString('en')} (siswa ${s.toLocaleString('en')})`);
}

async function login(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function userScenarios(database: Database, base: string): Promise<Scenario[]> {
  const client = rawClient(database);
  const loginBody = JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD });
  const auth = await login(base, ADMIN_EMAIL);
  const idRows = (await client.query(
    `SELECT id FROM users WHERE email LIKE $1 ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`,
    [`%@${BENCH_EMAIL_DOMAIN}`],
  )).rows as { id: string }[];
  const detailPaths = idRows.map((r) => `/api/v1/user/detail?id=${r.id}`);

  // The NISN of the bench user in the middle of the table: a search with a single match.
  const rareNisn = `9${String(Math.ceil(USERS / 2)).padStart(9, '0')}`;
  const list = (query: string) => `/api/v1/user/list?${query}`;
  return [
    { name: 'POST /user/login (argon2id)', method: 'POST', path: '/api/v1/user/login', headers: { 'content-type': 'application/json' }, body: loginBody, connections: LOGIN_CONNECTIONS, duration: LOGIN_DURATION },
    { name: `list search=${SEARCH} (page 1)`, method: 'GET', path: list(`search=${SEARCH}&page=1&per_page=10`), headers: auth, connections: CONNECTIONS, duration: DURATION },
    { name: `list search=${rareNisn} (one NISN)`, method: 'GET', path: list(`search=${rareNisn}&page=1&per_page=10`), headers: auth, connections: CONNECTIONS, duration: DURATION },
    { name: 'list sort_by=name asc (page 1)', method: 'GET', path: list('page=1&per_page=10&sort_by=name&sort_type=asc'), headers: auth, connections: CONNECTIONS, duration: DURATION },
    { name: 'list default sort (page 1)', method: 'GET', path: list('page=1&per_page=10'), headers: auth, connections: CONNECTIONS, duration: DURATION },
    { name: `list default sort (page ${DEEP_PAGE})`, method: 'GET', path: list(`page=${DEEP_PAGE}&per_page=10`), headers: auth, connections: CONNECTIONS, duration: DURATION },
    { name: `GET /user/detail (${idRows.length} ids)`, method: 'GET', path: detailPaths[0], paths: detailPaths, headers: auth, connections: CONNECTIONS, duration: DURATION },
  ];
}

/**
 * The md-student list as the Admin (scope all) and as the Admin Sekolah of the seed:large school
 * with the most students (scope own-school; seed:large gives every school the same number).
 */
async function siswaScenarios(database: Database, base: string): Promise<Scenario[]> {
  const client = rawClient(database);
  const [school] = (await client.query(
    `SELECT s.id, s.name, count(u.id)::int AS n FROM schools s JOIN users u ON u.school_id = s.id AND u.role = 'siswa'
     WHERE s.npsn LIKE '9%' GROUP BY s.id, s.name, s.npsn ORDER BY n DESC, s.npsn LIMIT 1`,
  )).rows as { id: string; name: string; n: number }[];
  if (!school) throw new Error('no seed:large school found');
  // A verified Admin Sekolah of that school, with the demo password (its hash copied from the Admin).
  await client.query(
    `INSERT INTO users (name, email, password_hash, role, school_id, status, verified, validated)
     SELECT 'Bench Admin Sekolah', $1, password_hash, 'admin_sekolah', $2, 'active', true, true FROM users WHERE email = $3`,
    [SCHOOL_ADMIN_EMAIL, school.id, ADMIN_EMAIL],
  );
  console.log(`  Admin Sekolah: ${SCHOOL_ADMIN_EMAIL} of "${school.name}" (${school.n} students)`);
  const adminAuth = await login(base, ADMIN_EMAIL);
  const schoolAuth = await login(base, SCHOOL_ADMIN_EMAIL);

  const allIds = (await client.query(
    `SELECT id FROM users WHERE role = 'siswa' AND email LIKE 'siswa.besar%' ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`,
  )).rows as { id: string }[];
  const schoolIds = (await client.query(
    `SELECT id FROM users WHERE role = 'siswa' AND school_id = $1 ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`,
    [school.id],
  )).rows as { id: string }[];
  // One NISN each: the student in the middle of seed:large, and one of the school's students.
  const allNisn = String(5_000_000_000 + Math.ceil(STUDENTS / 2));
  const [{ nisn: schoolNisn }] = (await client.query(
    `SELECT nisn FROM users WHERE role = 'siswa' AND school_id = $1 AND nisn IS NOT NULL ORDER BY nisn OFFSET $2 LIMIT 1`,
    [school.id, Math.floor(school.n / 2)],
  )).rows as { nisn: string }[];
  const schoolLastPage = Math.max(1, Math.ceil(school.n / 10));

  const list = (query: string) => `/api/v1/siswa/list?${query}`;
  const detail = (ids: { id: string }[]) => ids.map((r) => `/api/v1/siswa/detail?id=${r.id}`);
  const set = (who: string, auth: Record<string, string>, nisn: string, deepPage: number, ids: { id: string }[]): Scenario[] => {
    const get = (name: string, p: string, paths?: string[]): Scenario =>
      ({ name: `siswa [${who}] ${name}`, method: 'GET', path: p, paths, headers: auth, connections: CONNECTIONS, duration: DURATION });
    const detailPaths = detail(ids);
    return [
      get(`(a) search=${SISWA_SEARCH}`, list(`search=${SISWA_SEARCH}&page=1&per_page=10`)),
      get(`(b) search=${nisn} (one NISN)`, list(`search=${nisn}&page=1&per_page=10`)),
      get('(c) sort_by=name asc, page 1', list('page=1&per_page=10&sort_by=name&sort_type=asc')),
      get('(d) sort_by=school_id asc, page 1', list('page=1&per_page=10&sort_by=school_id&sort_type=asc')),
      get(`(e) page ${deepPage} (sort name)`, list(`page=${deepPage}&per_page=10`)),
      get(`(f) program=${SISWA_PROGRAM}&grade=${SISWA_GRADE}`, list(`program=${SISWA_PROGRAM}&grade=${SISWA_GRADE}&page=1&per_page=10`)),
      get(`detail (${ids.length} ids)`, detailPaths[0], detailPaths),
    ];
  };
  return [
    ...set('Admin', adminAuth, allNisn, DEEP_PAGE, allIds),
    ...set('Admin Sekolah', schoolAuth, schoolNisn, schoolLastPage, schoolIds),
  ];
}

async function runTarget(loader: Loader, target: Target, suite: Suite) {
  const { database, label } = target;
  await prepare(target, suite);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jk-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MINUTE: '1000000',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = origin(app);
  try {
    const scenarios = suite === 'users' ? await userScenarios(database, base) : await siswaScenarios(database, base);

    planSections.push(`### ${label} — ${suite} suite\n`);
    for (const s of scenarios) {
      // One request with the SQL recorded: its response must be 2xx, and its SELECTs are EXPLAINed.
      const captured = await captureQueries(database, async () => {
        const r = await fetch(`${base}${s.path}`, { method: s.method, headers: s.headers, body: s.body });
        if (r.status < 200 || r.status >= 300) throw new Error(`${s.name}: ${r.status} ${await r.text()}`);
        await r.arrayBuffer();
      });
      const plans = await explain(database, captured);
      // The auth lookup (users by primary key) precedes every authenticated route: leave it out of the summary.
      const own = s.headers?.authorization ? plans.slice(1) : plans;
      const summary = [...new Set(own.flatMap((p) => p.scans))].join('; ');
      const planMs = own.map((p) => (p.executionMs === null ? '?' : p.executionMs.toFixed(2))).join(' + ');
      planSections.push(`#### ${s.name}\n`);
      for (const [i, p] of plans.entries()) {
        const note = s.headers?.authorization && i === 0 ? ' (auth: caller lookup)' : '';
        planSections.push(`Query ${i + 1}${note}:\n\n\`\`\`sql\n${p.sql}\n\`\`\`\n\n\`\`\`\n${p.plan}\n\`\`\`\n`);
      }
      await measure(loader, label, s.name, { url: `${base}${s.path}`, method: s.method, headers: s.headers, body: s.body, paths: s.paths, connections: s.connections }, s.duration, summary, planMs);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SUITES: Suite[] = SUITE === 'all' ? ['users', 'siswa'] : [SUITE];

// ---------------------------------------------------------------------------------------------
// Report

function fmtRps(v: number): string {
  return v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(1);
}
function fmtMs(v: number): string {
  if (!Number.isFinite(v)) return '—';
  return v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
}

function table(): string {
  const head = '| Database | Scenario | Conns | Dur (s) | Req/s | p50 (ms) | p99 (ms) | Responses | Non-2xx / errors | Scans (EXPLAIN ANALYZE) | DB time (ms) |';
  const sep = '|---|---|--:|--:|--:|--:|--:|--:|---|---|--:|';
  const lines = rows.map((r) =>
    `| ${r.db} | ${r.scenario} | ${r.connections} | ${r.duration} | ${fmtRps(r.result.rps)} | ${fmtMs(r.result.p50)} | ${fmtMs(r.result.p99)} | ${r.result.total.toLocaleString('en')} | ${describeFailures(r.result)} | ${r.plan || '—'} | ${r.planMs || '—'} |`);
  return [head, sep, ...lines].join('\n');
}

function settings(): string {
  const data = SUITES.map((suite) => suite === 'users'
    ? `users suite: ${USERS.toLocaleString('en')} extra users (+ demo seed)`
    : `siswa suite: seed:large, ${SCHOOLS.toLocaleString('en')} schools + ${STUDENTS.toLocaleString('en')} students (+ demo seed), ${BIG_SCHOOL ? `${BIG_SCHOOL.toLocaleString('en')} of them gathered into school 90000001` : 'spread evenly'}`);
  return `suite ${SUITE}, db ${DB_CHOICE}; ${DURATION} s per scenario (login ${LOGIN_DURATION} s) after a ${WARMUP} s warm-up; ${CONNECTIONS} connections (login ${LOGIN_CONNECTIONS}); ${data.join('; ')}`;
}

async function main() {
  const started = performance.now();
  const loadAtStart = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  const startedAt = new Date();
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
  console.log(`JalurKarir API benchmark — ${startedAt.toISOString()}`);
  console.log(`machine: ${machine}`);
  console.log(`load average: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  console.log(`settings: ${settings()}`);

  const loader = new Loader();
  const notes: string[] = [];
  let pgVersion = '';
  try {
    await runBaseline(loader);

    if (process.env.BENCH_SKIP_PGLITE || DB_CHOICE === 'pg') {
      notes.push('PGlite: skipped (--db pg or BENCH_SKIP_PGLITE set).');
      console.log('\nPGlite: skipped');
    } else {
      for (const suite of SUITES) {
        console.log(`\nPGlite (in-process, in memory) — ${suite} suite`);
        const target = await createPgliteTarget();
        try {
          await runTarget(loader, target, suite);
        } finally {
          await target.cleanup();
        }
      }
    }

    const pgUrlShown = PG_ADMIN_URL.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@');
    const unreachable = process.env.BENCH_SKIP_PG || DB_CHOICE === 'pglite' ? 'skipped: --db pglite or BENCH_SKIP_PG set' : await pgReachable();
    if (unreachable) {
      const line = `PostgreSQL: SKIPPED — not reachable at ${pgUrlShown} (${unreachable}).`;
      notes.push(line);
      console.log(`\n${line}`);
    } else {
      const probe = new pg.Client({ connectionString: PG_ADMIN_URL });
      await probe.connect();
      pgVersion = String((await probe.query('SHOW server_version')).rows[0].server_version);
      await probe.end();
      for (const suite of SUITES) {
        console.log(`\nPostgreSQL ${pgVersion} (${pgUrlShown}, pool of 10) — ${suite} suite`);
        const target = await createPgTarget();
        try {
          await runTarget(loader, target, suite);
        } finally {
          await target.cleanup();
        }
      }
    }
  } finally {
    loader.close();
  }

  const seconds = (performance.now() - started) / 1000;
  const loadAtEnd = os.loadavg().map((v) => v.toFixed(2)).join(' ');
  const md = [
    '# JalurKarir API benchmark — latest run',
    '',
    `- date: ${startedAt.toISOString()}`,
    `- machine: ${machine}`,
    `- PostgreSQL: ${pgVersion || 'not measured'}`,
    `- settings: ${settings()}; load generator (autocannon) in a child process on the same machine`,
    ...(EXTRA_SQL ? [`- extra SQL after seeding (scratch experiment): \`${EXTRA_SQL}\``] : []),
    `- total run time: ${seconds.toFixed(0)} s`,
    `- load average (1/5/15 min) at start: ${loadAtStart}; at end: ${loadAtEnd} (anything else running on the machine skews the figures)`,
    ...notes.map((n) => `- ${n}`),
    '',
    table(),
    '',
    'Req/s: autocannon mean of per-second counts. p50/p99: of 2xx response times, measured by the client. Scans: the index/scan nodes on the route\'s own SELECTs (the caller lookup by primary key that precedes every authenticated route is left out), from EXPLAIN (ANALYZE, BUFFERS) of the SQL the app actually sent; DB time: their execution times, single run, no concurrency.',
    '',
    '## Query plans',
    '',
    ...planSections,
  ].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), md);
  console.log(`\n${table()}\n`);
  console.log(`total run time ${seconds.toFixed(0)} s; written to ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.md'))}`);
}

async function onSignal(signal: NodeJS.Signals) {
  console.error(`\n${signal}: cleaning up`);
  await pgDropper?.().catch(() => {});
  process.exit(130);
}
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await pgDropper?.().catch(() => {});
    process.exit(1);
  },
);
