/** The databases a suite runs on: PGlite in memory, or a fresh PostgreSQL database dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/api/src/db/client.js';
import { PG_ADMIN_URL } from './options.js';

export interface Target {
  label: string;
  database: Database;
  cleanup: () => Promise<void>;
}

export async function pgReachable(): Promise<string | null> {
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

/** Drops the PostgreSQL database of a run cut short (error, Ctrl-C); a no-op when there is none. */
export async function dropPendingPgDatabase() {
  await pgDropper?.().catch(() => {});
}

export async function createPgTarget(): Promise<Target> {
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

export async function createPgliteTarget(): Promise<Target> {
  const database = await createDatabase({ dataDir: 'memory://' });
  return { label: 'PGlite', database, cleanup: () => database.close() };
}
