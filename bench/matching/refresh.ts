/**
 * Matching benchmark, part two: the API's ranking index on a real database at national
 * scale — loading it, keeping it up to date change by change, and the recommendation routes over HTTP
 * (Fastify's inject) next to a plain Fastify route measured in the same run.
 *
 * It needs a PostgreSQL database grown by seed:large, kept between runs (growing it takes minutes):
 *
 *   createdb -h 127.0.0.1 -U postgres jk_bench_matching
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jk_bench_matching DATA_DIR=/tmp/jkbench \
 *     npm run seed:large -- --students 1000000 --openings 100000 --schools 1000
 *   node --max-old-space-size=4096 --import tsx bench/matching/refresh.ts [--database-url postgres://…/jk_bench_matching]
 *
 * It writes to that database (it toggles students' willingness to relocate, touches openings and
 * partnerships, twice each, so the data ends as it started). It only measures: no figure is asserted.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { businessToday } from '@jalurkarir/shared';
import { createDatabase, type Db, type DbExecutor } from '../../apps/api/src/db/client.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { buildApp } from '../../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.js';
import { recommendationService } from '../../apps/api/src/modules/recommendations/service.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? String(process.argv[at + 1]) : fallback;
};
const DATABASE_URL = arg('database-url', 'postgres://postgres@127.0.0.1:5432/jk_bench_matching');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} ms, p99 ${ms(percentile(sorted, 99))} ms (n = ${times.length})`;
}
async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

/** Random student ids (a fresh sample each call). */
async function sampleStudents(db: Db, n: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`select user_id as id from student_profiles tablesample system (1) limit ${n}`);
  return rows.rows.map((r) => r.id);
}

/** One statement that toggles the students' willingness to relocate (a feature the score reads). */
const toggleStudents = (db: DbExecutor, ids: string[]) =>
  db.execute(sql`update student_profiles set willing_to_relocate = not coalesce(willing_to_relocate, false)
                 where user_id = any(${`{${ids.join(',')}}`}::uuid[])`);

async function main() {
  const database = await createDatabase({ databaseUrl: DATABASE_URL });
  const db = database.db;
  const counts = (
    await db.execute<{ students: number; openings: number; results: number; certificates: number }>(sql`
      select (select count(*) from users where role = 'siswa')::int as students,
             (select count(*) from opportunities where status = 'open')::int as openings,
             (select count(*) from test_attempts where status = 'submitted')::int as results,
             (select count(*) from certificates)::int as certificates`)
  ).rows[0]!;
  console.log(`# Matching index on PostgreSQL (${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${os.cpus().length} cores)`);
  console.log(
    `data: ${counts.students.toLocaleString('en')} students, ${counts.openings.toLocaleString('en')} open openings, ` +
      `${counts.results.toLocaleString('en')} submitted results, ${counts.certificates.toLocaleString('en')} certificates\n`,
  );

  // 1. Loading everything (a process's first request, a new day, a bulk change).
  const memBefore = process.memoryUsage();
  // The app's own service (one index in memory: a second one would double the heap and its GC pauses).
  const service = recommendationService(db);
  const [loadMs] = await time(() => service.fresh());
  const memAfter = process.memoryUsage();
  const mib = (b: number) => (b / 1024 / 1024).toFixed(0);
  console.log(`## Full load`);
  console.log(
    `${ms(loadMs)} ms; heap +${mib(memAfter.heapUsed - memBefore.heapUsed)} MiB, typed arrays +${mib(memAfter.arrayBuffers - memBefore.arrayBuffers)} MiB\n`,
  );

  // 2. Nothing changed: what every request pays (one primary-key read).
  const idle: number[] = [];
  for (let n = 0; n < 200; n++) idle.push((await time(() => service.fresh()))[0]);
  console.log(`## Up to date, nothing changed (every request)\n${summary(idle)}\n`);

  // 3. Students changed: the write (with and without recording the change), then the catch-up.
  console.log(`## Students changed in one statement, then the next request's catch-up`);
  console.log(`| students | write with change log | write without (triggers off) | catch-up | kind |`);
  console.log(`|---:|---|---|---|---|`);
  for (const [size, runs] of [
    [1, 30],
    [10, 15],
    [100, 10],
    [1000, 5],
    [10_000, 3],
  ] as const) {
    const writes: number[] = [];
    const plain: number[] = [];
    const catchUps: number[] = [];
    let kind = '';
    for (let r = 0; r < runs; r++) {
      const ids = await sampleStudents(db, size);
      writes.push((await time(() => toggleStudents(db, ids)))[0]);
      catchUps.push((await time(() => service.fresh()))[0]);
      kind = `${service.lastRefresh?.kind} (${service.lastRefresh?.students} students)`;
      // The same write without triggers (session_replication_role = replica), to see what recording costs;
      // it toggles back, so the data ends as it began.
      plain.push(
        (
          await time(() =>
            db.transaction(async (tx) => {
              await tx.execute(sql`set local session_replication_role = replica`);
              await toggleStudents(tx, ids);
            }),
          )
        )[0],
      );
    }
    // The untracked toggles are invisible to the index by design: reload so the next size starts exact.
    await db.execute(sql`update matching_data_version set pruned_through = version where id = 1`);
    await service.fresh();
    console.log(`| ${size.toLocaleString('en')} | ${summary(writes)} | ${summary(plain)} | ${summary(catchUps)} | ${kind} |`);
  }
  console.log();

  // 4. An opening changed; a company's partner schools changed (all its openings are read again).
  const [opening] = (
    await db.execute<{ id: string; company_id: string }>(sql`select id, company_id from opportunities where status = 'open' limit 1`)
  ).rows;
  const openingTimes: number[] = [];
  for (let r = 0; r < 20; r++) {
    await db.execute(sql`update opportunities set riasec_code = ${r % 2 ? 'ICR' : 'RIC'} where id = ${opening!.id}`);
    openingTimes.push((await time(() => service.fresh()))[0]);
  }
  console.log(`## One opening changed, then the catch-up\n${summary(openingTimes)} (${service.lastRefresh?.kind})\n`);
  const [company] = (
    await db.execute<{ id: string; openings: number }>(sql`
      select o.company_id as id, count(*)::int as openings from opportunities o
      where exists (select 1 from partnerships p where p.company_id = o.company_id)
      group by o.company_id order by count(*) desc limit 1`)
  ).rows;
  if (company) {
    const partnerTimes: number[] = [];
    for (let r = 0; r < 10; r++) {
      await db.execute(sql`update partnerships set message = message where company_id = ${company.id}`);
      partnerTimes.push((await time(() => service.fresh()))[0]);
    }
    console.log(
      `## One company's partnerships changed (its ${company.openings.toLocaleString('en')} openings read again), then the catch-up\n${summary(partnerTimes)} (${service.lastRefresh?.kind})\n`,
    );
  } else console.log('## Partnerships: no company with a partnership in this database (skipped)\n');

  // 5. The routes over HTTP (inject: no sockets), next to a plain Fastify route in the same run.
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jk-bench-')),
    JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_PER_MINUTE: '1000000',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  const plainApp = Fastify();
  plainApp.get('/plain', async () => ({ data: { items: [] } }));
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password: DEMO_PASSWORD } })).json().token as string;
  const student = await login('siswa@jalurkarir.id');
  const companyAdmin = await login('perusahaan@jalurkarir.id');
  const openings = (
    await app.inject({ method: 'GET', url: '/api/v1/opportunity/list?per_page=10&page=1', headers: { authorization: `Bearer ${companyAdmin}` } })
  ).json().data as { id: string }[];
  async function route(label: string, url: string, token: string | null, runs: number, target = app) {
    const times: number[] = [];
    for (let r = 0; r < runs + 3; r++) {
      const [t, res] = await time(() => target.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (r >= 3) times.push(t);
    }
    console.log(`| ${label} | ${summary(times)} |`);
  }
  console.log(`## Routes (Fastify inject, after 3 warm-up requests)`);
  console.log(`| route | time |\n|---|---|`);
  await route('plain Fastify route (baseline)', '/plain', null, 200, plainApp);
  await route(
    `/recommendation/opportunities (demo student vs ${counts.openings.toLocaleString('en')} openings)`,
    '/api/v1/recommendation/opportunities',
    student,
    50,
  );
  await route(
    '/recommendation/opportunities?contract_type=full_time&salary_min=5000000',
    '/api/v1/recommendation/opportunities?contract_type=full_time&salary_min=5000000',
    student,
    50,
  );
  await route(
    `/recommendation/students (demo opening vs ${counts.students.toLocaleString('en')} students)`,
    `/api/v1/recommendation/students?opportunity_id=${openings[0]!.id}`,
    companyAdmin,
    20,
  );
  // The same ranking without HTTP, auth and the database: what the index and the exact re-scoring cost.
  const me = (await db.execute<{ id: string }>(sql`select id from users where email = 'siswa@jalurkarir.id'`)).rows[0]!.id;
  const direct: number[] = [];
  const directFiltered: number[] = [];
  for (let r = 0; r < 53; r++) {
    const [t] = await time(async () => recommendationService(db).openingsFor(me, 20));
    const [tf] = await time(async () =>
      recommendationService(db).openingsFor(me, 20, (o) => o.contractType === 'full_time' && (o.salaryTo ?? o.salaryFrom ?? -1) >= 5_000_000),
    );
    if (r >= 3) {
      direct.push(t);
      directFiltered.push(tf);
    }
  }
  console.log(`| (no HTTP) service.openingsFor, top 20 | ${summary(direct)} |`);
  console.log(`| (no HTTP) service.openingsFor with the two filters | ${summary(directFiltered)} |`);
  console.log();

  // 6. The school view's work: the best three openings for each student of one school.
  const [school] = (
    await db.execute<{ id: string; n: number }>(
      sql`select school_id as id, count(*)::int as n from users where role = 'siswa' and school_id is not null group by school_id order by count(*) desc limit 1`,
    )
  ).rows;
  const pupils = (await db.execute<{ id: string }>(sql`select id from users where school_id = ${school!.id} and role = 'siswa'`)).rows.map(
    (r) => r.id,
  );
  const live = recommendationService(db);
  const [schoolMs] = await time(async () => pupils.map((id) => live.openingsFor(id, 3)));
  console.log(
    `## School view: best 3 openings for each of ${pupils.length.toLocaleString('en')} students of one school\n${ms(schoolMs)} ms in all (${ms(schoolMs / pupils.length)} ms per student, ${businessToday()})\n`,
  );

  await app.close();
  await plainApp.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
