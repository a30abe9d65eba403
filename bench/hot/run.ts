/**
 * Hot-path benchmark (bench/README.md "Hot path"): the floor (a bare Fastify route with one
 * prepared primary-key SELECT through `pg`) next to the API's one-record reads, the student's
 * recommendations and the test autosave, all in one run, with the load average and the ratio to
 * the floor. The API runs in this process; every load generator runs in a child process
 * (autocannon for the closed-loop reads, an open-loop script for the autosave).
 *
 *   npm run bench:hot [-- --db pg|pglite|both] [--only reads|autosave]
 *   npm run bench:quick            # tiny durations: checks that it runs end to end, figures meaningless
 *
 * Knobs: BENCH_DURATION (8 s per read scenario), BENCH_ROUNDS (1 floor-then-route pair per read),
 * BENCH_CONNECTIONS (10), BENCH_AUTOSAVE_SECONDS (10),
 * BENCH_PG_RATES ("1000"), BENCH_PGLITE_RATES ("300"), BENCH_PG_STUDENTS (1000),
 * BENCH_PGLITE_STUDENTS (300), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDatabase, type Database } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema.js';
import { createSessionTokens } from '../../apps/api/src/lib/session-tokens.js';
import { seedDemo } from '../../apps/api/src/seed/seed.js';
import { Loader } from '../api/loader.js';
import { captureQueries } from '../api/plans.js';
import { prepare } from '../tests/prepare.js';
import type { AutosaveResult, AutosaveSpec } from './autosave-load.js';
import { cpuNow, cpuSince } from './cpu.js';
import { startFloor } from './floor.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const QUICK = argv.includes('--quick');
const DB = arg('db') ?? 'both';
const ONLY = arg('only');
const num = (name: string, normal: number, quick: number) => (process.env[name] ? Number(process.env[name]) : QUICK ? quick : normal);
const rates = (name: string, normal: string, quick: string) =>
  (process.env[name] ?? (QUICK ? quick : normal)).split(',').map((r) => Number(r.trim()));
const DURATION = num('BENCH_DURATION', 8, 1);
const WARMUP = QUICK ? 0.5 : 2;
/** Floor-then-route pairs per read route: a VM's speed drifts from minute to minute, a pair's ratio much less. */
const ROUNDS = num('BENCH_ROUNDS', 1, 1);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10, 4);
const AUTOSAVE_SECONDS = num('BENCH_AUTOSAVE_SECONDS', 10, 1);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface ReadRow {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  statements: number;
  nodeUs: number;
  pgUs: number;
  load: number;
  /** The floor measured just before this route (the machine's speed at that minute); none for a floor. */
  floor: ReadRow | null;
}
interface SaveRow {
  db: string;
  students: number;
  rate: number;
  result: AutosaveResult;
  missing: number;
  nodeUs: number;
  pgUs: number;
  load: number;
}
const reads: ReadRow[] = [];
const saves: SaveRow[] = [];
const load1 = () => os.loadavg()[0]!;

async function adminQuery(q: string) {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(q);
  } finally {
    await client.end();
  }
}

async function startApi(database: Database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jk-bench-hot-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    NOTIFICATION_EMAIL_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database });
  const origin = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  const tokens = createSessionTokens(config.jwtSecret, config.tokenTtlSeconds);
  const tokenOf = async (email: string) => {
    const [u] = await database.db.select({ id: users.id, tv: users.tokenVersion }).from(users).where(eq(users.email, email));
    if (!u) throw new Error(`no user ${email}`);
    return tokens.sign({ sub: u.id, tv: u.tv });
  };
  return {
    origin,
    tokens,
    tokenOf,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One closed-loop read scenario: the statements one request sends, a warm-up, then the measurement with CPU per request. */
async function measureRead(
  loader: Loader,
  database: Database | null,
  scenario: string,
  url: string,
  headers: Record<string, string>,
  paths: string[],
  floor: ReadRow | null = null,
): Promise<ReadRow> {
  // The floor (no API database to record from) sends exactly one statement by construction.
  let statements = 1;
  if (database) {
    // A first request outside the capture: the statements counted are a steady request's, not a
    // first one's (the recommendation index loads on its first request).
    await (await fetch(`${new URL(url).origin}${paths[0]}`, { headers })).arrayBuffer();
    const captured = await captureQueries(database, async () => {
      const r = await fetch(`${new URL(url).origin}${paths[0]}`, { headers });
      if (r.status !== 200) throw new Error(`${scenario}: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    });
    statements = captured.length;
    // BENCH_SHOW_SQL=1 prints them (how the statement counts of bench/README.md were read).
    if (process.env.BENCH_SHOW_SQL) for (const c of captured) console.log(`    ${c.text.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  const spec = { url, method: 'GET' as const, headers, paths, connections: CONNECTIONS };
  await loader.run({ ...spec, duration: WARMUP });
  const cpu = cpuNow();
  const result = await loader.run({ ...spec, duration: DURATION });
  const used = cpuSince(cpu);
  const row: ReadRow = {
    scenario,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    statements,
    nodeUs: used.node / Math.max(1, result.ok),
    pgUs: used.postgres / Math.max(1, result.ok),
    load: load1(),
    floor,
  };
  reads.push(row);
  console.log(
    `  ${scenario.padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms  ` +
      `${row.statements} stmt  node ${row.nodeUs.toFixed(0)} µs/req  pg ${row.pgUs.toFixed(0)} µs/req  failures ${row.failures}  load ${row.load.toFixed(2)}` +
      (floor ? `  × floor ${(row.rps / floor.rps).toFixed(2)} req/s, ${(row.nodeUs / floor.nodeUs).toFixed(2)} node CPU` : ''),
  );
  return row;
}

async function runReads(loader: Loader, database: Database, databaseUrl: string, api: Awaited<ReturnType<typeof startApi>>) {
  console.log('\nReads (closed loop, autocannon in a child process; each route right after its own floor)');
  const ids = (await database.db.select({ id: users.id }).from(users).limit(500)).map((u) => u.id);
  const admin = { authorization: `Bearer ${await api.tokenOf('admin@jalurkarir.id')}` };
  const siswa = { authorization: `Bearer ${await api.tokenOf('siswa@jalurkarir.id')}` };
  const routes: { scenario: string; headers: Record<string, string>; paths: string[] }[] = [
    { scenario: 'GET /user/detail (Admin)', headers: admin, paths: ids.map((id) => `/api/v1/user/detail?id=${id}`) },
    { scenario: 'GET /user/profile (Siswa)', headers: siswa, paths: ['/api/v1/user/profile'] },
    { scenario: 'GET /recommendation/opportunities (Siswa)', headers: siswa, paths: ['/api/v1/recommendation/opportunities'] },
  ];
  // BENCH_ONLY_READ=<regular expression>: only the routes whose name matches (each still after its floor).
  const only = process.env.BENCH_ONLY_READ ? new RegExp(process.env.BENCH_ONLY_READ) : null;
  const floor = await startFloor(databaseUrl);
  try {
    const floorPaths = ids.map((id) => `/floor?id=${id}`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const route of routes.filter((r) => !only || only.test(r.scenario))) {
        const label = ROUNDS > 1 ? ` (round ${round})` : '';
        const before = await measureRead(loader, null, `floor: bare Fastify + prepared PK SELECT${label}`, `${floor.origin}/floor`, {}, floorPaths);
        await measureRead(loader, database, `${route.scenario}${label}`, `${api.origin}${route.paths[0]}`, route.headers, route.paths, before);
      }
    }
  } finally {
    await floor.close();
  }
}

function runAutosaveChild(spec: AutosaveSpec): Promise<AutosaveResult> {
  const child = fork(path.join(HERE, 'autosave-load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.on('message', (msg: { ok: boolean; result?: AutosaveResult; error?: string }) => {
      child.disconnect();
      if (msg.ok) resolve(msg.result!);
      else reject(new Error(msg.error));
    });
    child.on('exit', (code) => reject(new Error(`autosave load generator exited (${code})`)));
    child.send(spec);
  });
}

async function runAutosave(
  label: string,
  database: Database,
  api: Awaited<ReturnType<typeof startApi>>,
  setup: Awaited<ReturnType<typeof prepare>>,
  rateList: number[],
) {
  console.log(`\nAutosave (open loop, ${setup.students.length} student sessions, a child process sends)`);
  const sessions: AutosaveSpec['sessions'] = [];
  for (let i = 0; i < setup.students.length; i += 25) {
    const batch = await Promise.all(
      setup.students.slice(i, i + 25).map(async (s) => {
        const token = await api.tokens.sign({ sub: s.id, tv: s.tv });
        const r = await fetch(`${api.origin}/api/v1/test-attempt/start`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ test_id: setup.testId }),
        });
        const body = (await r.json()) as { data?: { attempt?: { id: string } } };
        if (!body.data?.attempt?.id) throw new Error(`start: ${r.status} ${JSON.stringify(body)}`);
        return { token, attemptId: body.data.attempt.id };
      }),
    );
    sessions.push(...batch);
  }
  let seqBase = 0;
  // A warm-up at the first rate, like the reads' (JIT, pool connections, statements prepared on
  // each connection); its saves are checked for losses with the others and shown as their own row.
  const runs = [
    { rate: rateList[0]!, duration: WARMUP, warmup: true },
    ...rateList.map((rate) => ({ rate, duration: AUTOSAVE_SECONDS, warmup: false })),
  ];
  for (const { rate, duration, warmup } of runs) {
    const cpu = cpuNow();
    const result = await runAutosaveChild({ origin: api.origin, sessions, questions: setup.questions, rate, duration, seqBase });
    const used = cpuSince(cpu);
    seqBase += 1_000_000;
    const stored = await database.db.execute<{ attempt_id: string; question_id: string; seq: number }>(
      sql`select attempt_id, question_id, seq from test_answers where attempt_id in (select id from test_attempts where test_id = ${setup.testId})`,
    );
    const have = new Map(stored.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, Number(r.seq)]));
    const missing = Object.entries(result.acked).filter(([key, seq]) => (have.get(key) ?? -1) < seq).length;
    const row = {
      db: warmup ? `${label} (warm-up, ${duration} s)` : label,
      students: sessions.length,
      rate,
      result,
      missing,
      nodeUs: used.node / Math.max(1, result.ok),
      pgUs: used.postgres / Math.max(1, result.ok),
      load: load1(),
    };
    saves.push(row);
    console.log(
      `  ${label} target ${rate}/s: ${(result.ok / result.seconds).toFixed(0)} saves/s answered (${result.sent} sent in ${result.seconds.toFixed(1)} s), ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
        `acknowledged but missing ${missing}, node ${row.nodeUs.toFixed(0)} µs/save, pg ${row.pgUs.toFixed(0)} µs/save, load ${row.load.toFixed(2)}`,
    );
  }
}

async function onDatabase(label: 'PostgreSQL' | 'PGlite', loader: Loader) {
  let databaseUrl = '';
  let dbName = '';
  if (label === 'PostgreSQL') {
    dbName = `jk_bench_hot_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const database = label === 'PostgreSQL' ? await createDatabase({ databaseUrl }) : await createDatabase({ dataDir: 'memory://' });
  try {
    console.log(`\n${label}: migrate, demo seed, bench students …`);
    await database.migrate();
    await seedDemo(database.db);
    const students = label === 'PostgreSQL' ? num('BENCH_PG_STUDENTS', 1000, 50) : num('BENCH_PGLITE_STUDENTS', 300, 30);
    const setup = ONLY === 'reads' ? null : await prepare(database, students);
    await database.db.execute(sql.raw('VACUUM ANALYZE'));
    const api = await startApi(database);
    try {
      if (label === 'PostgreSQL' && ONLY !== 'autosave') await runReads(loader, database, databaseUrl, api);
      if (setup) {
        const rateList = label === 'PostgreSQL' ? rates('BENCH_PG_RATES', '1000', '100') : rates('BENCH_PGLITE_RATES', '300', '50');
        await runAutosave(label, database, api, setup, rateList);
      }
    } finally {
      await api.close();
    }
  } finally {
    await database.close();
    if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

/** Per route, the median over its rounds of the ratios to the floor measured just before each. */
function medianRatios(): string[] {
  if (ROUNDS < 2) return [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const byRoute = new Map<string, ReadRow[]>();
  for (const r of reads) {
    if (!r.floor) continue;
    const route = r.scenario.replace(/ \(round \d+\)$/, '');
    byRoute.set(route, [...(byRoute.get(route) ?? []), r]);
  }
  return [
    `Medians over ${ROUNDS} rounds (each ratio to the floor measured just before the route):`,
    '',
    '| Route | × floor req/s (median) | Range | × floor node CPU (median) | Range |',
    '|---|--:|--:|--:|--:|',
    ...[...byRoute].map(([route, rows]) => {
      const rps = rows.map((r) => r.rps / r.floor!.rps);
      const cpu = rows.map((r) => r.nodeUs / r.floor!.nodeUs);
      const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
      return `| ${route} | ${median(rps).toFixed(2)} | ${range(rps)} | ${median(cpu).toFixed(2)} | ${range(cpu)} |`;
    }),
    '',
  ];
}

function report(startLoad: number[], seconds: number) {
  const cpus = os.cpus();
  const lines = [
    `# Hot-path benchmark (${new Date().toISOString()}${QUICK ? ', QUICK mode: figures meaningless' : ''})`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}. Load average (1/5/15 min) at the start ${startLoad.map((x) => x.toFixed(2)).join(' / ')}, at the end ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}; ${seconds.toFixed(0)} s.`,
    `Reads: closed loop, ${CONNECTIONS} connections, ${DURATION} s after a ${WARMUP} s warm-up, autocannon in a child process. CPU per request: this process (API or floor) and all PostgreSQL processes over the measurement, divided by the 2xx answers.`,
    '',
  ];
  if (reads.length) {
    lines.push(
      '| Scenario (PostgreSQL) | Req/s | × floor | p50 (ms) | p99 (ms) | Statements | Node CPU µs/req | × floor | PG CPU µs/req | Failures | Load (1 min) |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...reads.map(
        (r) =>
          `| ${r.scenario} | ${r.rps.toFixed(0)} | ${r.floor ? (r.rps / r.floor.rps).toFixed(2) : '1.00'} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.statements} | ${r.nodeUs.toFixed(0)} | ${r.floor ? (r.nodeUs / r.floor.nodeUs).toFixed(2) : '1.00'} | ${r.pgUs.toFixed(0)} | ${r.failures} | ${r.load.toFixed(2)} |`,
      ),
      '',
      ...medianRatios(),
    );
  }
  if (saves.length) {
    lines.push(
      `Autosave: open loop for ${AUTOSAVE_SECONDS} s per rate after a ${WARMUP} s warm-up at the first rate, each save due at a fixed time (latency from that time), one in ten retried, one in twenty followed by a late older duplicate; "missing" = acknowledged saves whose seq is not stored afterwards.`,
      '',
      '| Database | Sessions | Target saves/s | Answered saves/s | Sent | p50 (ms) | p99 (ms) | max (ms) | Non-2xx | Errors | Acknowledged but missing | Node CPU µs/save | PG CPU µs/save | Load (1 min) |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...saves.map(
        (s) =>
          `| ${s.db} | ${s.students} | ${s.rate} | ${(s.result.ok / s.result.seconds).toFixed(0)} | ${s.result.sent} | ${s.result.p50.toFixed(1)} | ${s.result.p99.toFixed(1)} | ${s.result.max.toFixed(0)} | ${s.result.non2xx} | ${s.result.errors} | ${s.missing} | ${s.nodeUs.toFixed(0)} | ${s.pgUs.toFixed(0)} | ${s.load.toFixed(2)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

async function pgReachable() {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const started = performance.now();
  const startLoad = os.loadavg();
  const loader = new Loader();
  try {
    if (DB !== 'pglite') {
      if (await pgReachable()) await onDatabase('PostgreSQL', loader);
      else console.log(`PostgreSQL: SKIPPED — not reachable at ${PG_URL}`);
    }
    if (DB !== 'pg') await onDatabase('PGlite', loader);
  } finally {
    loader.close();
  }
  const text = report(startLoad, (performance.now() - started) / 1000);
  const file = QUICK ? path.join(os.tmpdir(), 'jk-bench-hot-quick.md') : path.resolve(HERE, '../results/hot-latest.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`\n${text}\n(written to ${file})`);
  const lost = saves.reduce((n, s) => n + s.missing, 0);
  if (lost) {
    console.error(`${lost} acknowledged answers were lost`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
