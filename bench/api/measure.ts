/** Measuring: one scenario under load, the bare Fastify baseline, and a whole suite on one database. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../apps/api/src/config.js';
import { buildApp } from '../../apps/api/src/app.js';
import type { LoadSpec } from './load.js';
import type { Loader } from './loader.js';
import { CONNECTIONS, DURATION, WARMUP, type Suite } from './options.js';
import { captureQueries, explain } from './plans.js';
import { describeFailures, fmtMs, fmtRps, planSections, rows } from './report.js';
import { prepare, siswaScenarios, userScenarios } from './scenarios.js';
import type { Target } from './targets.js';

export async function measure(
  loader: Loader,
  db: string,
  scenario: string,
  spec: Omit<LoadSpec, 'id' | 'duration'>,
  duration: number,
  plan = '',
  planMs = '',
) {
  process.stdout.write(`  ${scenario.padEnd(44)} `);
  if (WARMUP) await loader.run({ ...spec, duration: WARMUP });
  const result = await loader.run({ ...spec, duration });
  rows.push({ db, scenario, connections: spec.connections, duration, result, plan, planMs });
  console.log(
    `${fmtRps(result.rps).padStart(8)} req/s  p50 ${fmtMs(result.p50).padStart(7)} ms  p99 ${fmtMs(result.p99).padStart(7)} ms  failures ${describeFailures(result)}`,
  );
}

export function origin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export async function runBaseline(loader: Loader) {
  console.log('\nBaseline: bare Fastify, GET /baseline');
  const app = Fastify({ logger: false });
  app.get('/baseline', async () => ({ status: 'ok', name: 'JalurKarir', version: 1, tags: ['smk', 'karir'] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    await measure(
      loader,
      '— (no database)',
      'GET /baseline (bare Fastify)',
      { url: `${origin(app)}/baseline`, method: 'GET', connections: CONNECTIONS },
      DURATION,
    );
  } finally {
    await app.close();
  }
}

export async function runTarget(loader: Loader, target: Target, suite: Suite) {
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
      await measure(
        loader,
        label,
        s.name,
        { url: `${base}${s.path}`, method: s.method, headers: s.headers, body: s.body, paths: s.paths, connections: s.connections },
        s.duration,
        summary,
        planMs,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
