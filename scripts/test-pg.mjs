#!/usr/bin/env node
// Runs the API suite a second time against a real PostgreSQL server (each test file creates and
// drops its own database there). Fails loudly when the server cannot be reached.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version()');
  console.log(`PostgreSQL pass on ${url.replace(/:[^:@/]*@/, ':***@')}: ${rows[0].version}`);
} catch (error) {
  console.error(`PostgreSQL at ${url} is not reachable: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

// Deprecations throw in this pass: `pg` warns once per process about a statement sent to a client
// that is still answering one (statements of one transaction read at once), which pg 9 refuses.
// Thrown, the statement's promise rejects and the test that caused it fails.
const nodeOptions = [process.env.NODE_OPTIONS, '--throw-deprecation'].filter(Boolean).join(' ');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'api-isolated'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, NODE_OPTIONS: nodeOptions },
});
process.exit(result.status ?? 1);
