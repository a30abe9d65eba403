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
 *
 * The pieces: options.ts (flags and knobs), loader.ts + load.ts (autocannon in a child process),
 * plans.ts (captured SQL and EXPLAIN), targets.ts (PGlite / PostgreSQL), scenarios.ts (data and
 * requests of each suite), measure.ts (baseline, one scenario, one suite), report.ts (table and
 * results file). This file runs them in order and writes bench/results/latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Loader } from './loader.js';
import { runBaseline, runTarget } from './measure.js';
import { DB_CHOICE, EXTRA_SQL, PG_ADMIN_URL, SUITES } from './options.js';
import { planSections, settings, table } from './report.js';
import { createPgliteTarget, createPgTarget, dropPendingPgDatabase, pgReachable } from './targets.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, '../results');

async function main() {
  const started = performance.now();
  const loadAtStart = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
  const startedAt = new Date();
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
  console.log(`JalurKarir API benchmark — ${startedAt.toISOString()}`);
  console.log(`machine: ${machine}`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
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
  const loadAtEnd = os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
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
    "Req/s: autocannon mean of per-second counts. p50/p99: of 2xx response times, measured by the client. Scans: the index/scan nodes on the route's own SELECTs (the caller lookup by primary key that precedes every authenticated route is left out), from EXPLAIN (ANALYZE, BUFFERS) of the SQL the app actually sent; DB time: their execution times, single run, no concurrency.",
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
  await dropPendingPgDatabase();
  process.exit(130);
}
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await dropPendingPgDatabase();
    process.exit(1);
  },
);
