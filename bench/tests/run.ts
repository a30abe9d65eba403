/**
 * Autosave benchmark of the tests engine (issue 9, bench/README.md "Tests: autosave"): N simulated
 * students each start a 60-question test and autosave one answer every 2–5 s (time compressed by
 * BENCH_COMPRESS, default 10) until every question is answered, with one in ten saves sent twice (a
 * client retry) and one in twenty an older duplicate arriving late. Reports p50/p99 of the autosave
 * call, errors, and how many acknowledged answers are missing afterwards (must be 0).
 *
 *   npm run bench:tests [-- --db pglite|pg|both]
 *
 * Knobs: BENCH_PG_STUDENTS (1000), BENCH_PGLITE_STUDENTS (200), BENCH_COMPRESS (10),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres). The API runs in this process on
 * 127.0.0.1 (real HTTP), so client and server share the machine's cores. Nothing is asserted.
 */
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
import { schools, studentProfiles, testAssignments, testOptions, testQuestions, tests, users } from '../../apps/api/src/db/schema.js';
import { seedDemo } from '../../apps/api/src/seed/seed.js';
import { createSessionTokens } from '../../apps/api/src/lib/session-tokens.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COMPRESS = Number(process.env.BENCH_COMPRESS ?? 10);
const QUESTIONS = 60;
const dbArg = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';

interface Outcome {
  label: string;
  students: number;
  calls: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bench students (bulk) and one published 60-question test assigned to every student. */
async function prepare(database: Database, count: number) {
  const db = database.db;
  const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Siswa Bench ${i + 1}`,
    email: `bench.${tag}.${i + 1}@bench.jalurkarir.id`,
    passwordHash: demo?.hash ?? 'x',
    role: 'siswa',
    schoolId: school?.id ?? null,
    verified: true,
    validated: true,
    status: 'active',
  }));
  const ids: { id: string; tv: number }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning({ id: users.id, tv: users.tokenVersion });
    ids.push(...made);
    await db.insert(studentProfiles).values(made.map((u) => ({ userId: u.id, program: 'rpl', grade: '11', className: 'XI RPL 1' })));
  }
  const [test] = await db
    .insert(tests)
    .values({
      kind: 'competency',
      instrument: 'points',
      program: 'rpl',
      nameId: 'Uji beban autosave',
      nameEn: 'Autosave load test',
      minutes: 120,
      questionCount: QUESTIONS,
      totalPoints: QUESTIONS,
      passingScore: 60,
      published: true,
    })
    .returning({ id: tests.id });
  if (!test) throw new Error('no test');
  const questions = await db
    .insert(testQuestions)
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        testId: test.id,
        position: i + 1,
        type: 'single' as const,
        textId: `Soal beban ${i + 1}`,
        textEn: `Load question ${i + 1}`,
      })),
    )
    .returning({ id: testQuestions.id });
  const options = await db
    .insert(testOptions)
    .values(
      questions.flatMap((q) =>
        [0, 1, 2, 3].map((j) => ({
          questionId: q.id,
          position: j + 1,
          textId: `Pilihan ${j + 1}`,
          textEn: `Option ${j + 1}`,
          points: j === 0 ? 1 : 0,
        })),
      ),
    )
    .returning({ id: testOptions.id, questionId: testOptions.questionId });
  await db.insert(testAssignments).values({ testId: test.id });
  const optionsOf = new Map<string, string[]>();
  for (const o of options) optionsOf.set(o.questionId, [...(optionsOf.get(o.questionId) ?? []), o.id]);
  return { testId: test.id, students: ids, questions: questions.map((q) => ({ id: q.id, options: optionsOf.get(q.id) ?? [] })) };
}

async function runOn(label: string, database: Database, count: number): Promise<Outcome> {
  console.log(`\n${label}: migrate, demo seed, ${count} students …`);
  await database.migrate();
  await seedDemo(database.db);
  const setup = await prepare(database, count);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jk-bench-tests-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    NOTIFICATION_EMAIL_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens = createSessionTokens(config.jwtSecret, config.tokenTtlSeconds);
  const latencies: number[] = [];
  let errors = 0;
  const acked: { attemptId: string; questionId: string; seq: number }[] = [];
  const post = async (token: string, route: string, body: unknown) => {
    const res = await fetch(`${url}/api/v1${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { attempt?: { id: string } } } };
  };
  const started = performance.now();
  await Promise.all(
    setup.students.map(async (s, n) => {
      const token = await tokens.sign({ sub: s.id, tv: s.tv });
      // Students arrive over the first 10 % of the test.
      await sleep(Math.random() * ((QUESTIONS * 3500) / COMPRESS) * 0.1);
      const start = await post(token, '/test-attempt/start', { test_id: setup.testId });
      const attemptId = start.body.data?.attempt?.id;
      if (!attemptId) {
        errors++;
        return;
      }
      let seq = 0;
      for (const [i, q] of setup.questions.entries()) {
        await sleep((2000 + Math.random() * 3000) / COMPRESS);
        const save = async (mySeq: number, option: string) => {
          const t0 = performance.now();
          try {
            const res = await post(token, `/test-attempt/answer?id=${attemptId}`, {
              question_id: q.id,
              option_ids: [option],
              seq: mySeq,
              position: i,
            });
            latencies.push(performance.now() - t0);
            if (res.status >= 200 && res.status < 300) acked.push({ attemptId, questionId: q.id, seq: mySeq });
            else errors++;
          } catch {
            errors++;
          }
        };
        seq += 2;
        const option = q.options[(n + i) % q.options.length] ?? '';
        await save(seq, option);
        if ((n + i) % 10 === 0) await save(seq, option); // a client retry of the same save
        if ((n + i) % 20 === 0) await save(seq - 1, q.options[0] ?? ''); // an older duplicate arriving late
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Every acknowledged answer must be stored with at least its sequence number.
  const stored = await database.db.execute<{ attempt_id: string; question_id: string; seq: number }>(
    sql`select attempt_id, question_id, seq from test_answers where attempt_id in (select id from test_attempts where test_id = ${setup.testId})`,
  );
  const have = new Map(stored.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, Number(r.seq)]));
  const missing = acked.filter((a) => (have.get(`${a.attemptId}:${a.questionId}`) ?? -1) < a.seq).length;
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...latencies].sort((a, b) => a - b);
  const outcome = {
    label,
    students: count,
    calls: latencies.length,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    missing,
    seconds,
  };
  console.log(
    `  ${outcome.calls} autosaves in ${seconds.toFixed(1)} s: p50 ${outcome.p50.toFixed(1)} ms, p99 ${outcome.p99.toFixed(1)} ms, errors ${errors}, acknowledged but missing ${missing}`,
  );
  return outcome;
}

async function main() {
  const outcomes: Outcome[] = [];
  if (dbArg !== 'pg') {
    const database = await createDatabase({ dataDir: 'memory://' });
    outcomes.push(await runOn('PGlite', database, Number(process.env.BENCH_PGLITE_STUDENTS ?? 200)));
    await database.close();
  }
  if (dbArg !== 'pglite') {
    const name = `jk_bench_tests_${randomBytes(6).toString('hex')}`;
    const admin = async (q: string) => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(q);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(PG_URL);
    dbUrl.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: dbUrl.toString() });
    try {
      outcomes.push(await runOn('PostgreSQL', database, Number(process.env.BENCH_PG_STUDENTS ?? 1000)));
    } finally {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  const cpus = os.cpus();
  const lines = [
    `# Tests engine: autosave benchmark (${new Date().toISOString()})`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; time compressed ×${COMPRESS} (a save every ${(2 / COMPRESS).toFixed(2)}–${(5 / COMPRESS).toFixed(2)} s per student); ${QUESTIONS} questions; client and API in one process.`,
    '',
    '| Database | Students | Autosave calls | Duration (s) | p50 (ms) | p99 (ms) | max (ms) | Errors | Acknowledged but missing |',
    '|---|---|---|---|---|---|---|---|---|',
    ...outcomes.map(
      (o) =>
        `| ${o.label} | ${o.students} | ${o.calls} | ${o.seconds.toFixed(1)} | ${o.p50.toFixed(1)} | ${o.p99.toFixed(1)} | ${o.max.toFixed(0)} | ${o.errors} | ${o.missing} |`,
    ),
    '',
  ];
  mkdirSync(path.resolve(HERE, '../results'), { recursive: true });
  writeFileSync(path.resolve(HERE, '../results/tests-autosave.md'), lines.join('\n'));
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
