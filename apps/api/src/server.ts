import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, workersProblem, type Config } from './config.js';
import { createDatabase, SESSION_SETTINGS, type Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedIfEmpty } from './seed/seed.js';
import { buildApp } from './app.js';
import { recommendationService } from './modules/recommendations/service.js';
import { runPrimary } from './cluster.js';

/**
 * How long a SIGTERM waits for requests in flight before the process exits anyway (code 1).
 * Below Docker's default 10 s stop timeout, so the pool and PGlite are closed by us, not by SIGKILL.
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Entry: config, then either one API process, or (WORKERS > 1, PostgreSQL only) the cluster primary
 * that forks that many (cluster.ts), each of which runs `serve`. docs/operations.md.
 */
async function main() {
  const config = loadConfig();
  const problem = workersProblem(config);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config.workers);
  await serve(config);
}

/**
 * One API process: database (PGlite in ./data or PostgreSQL from DATABASE_URL), migrate and seed
 * (under the start-up lock, so processes starting together take turns), listen.
 * See docs/operations.md for health, readiness, shutdown and supervision.
 */
async function serve(config: Config) {
  mkdirSync(config.dataDir, { recursive: true });
  let database;
  try {
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      startupSettings: config.databasePooler === 'none',
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A second process on the same embedded database: refuse, say who holds it and what to do.
    console.error(error.message);
    process.exit(1);
  }
  await database.exclusive(async () => {
    await database.migrate();
    if (config.seedDemo) await seedIfEmpty(database.db, { uploadDir: config.uploadDir });
  });
  const app = await buildApp({ config, database });
  if (config.databasePooler !== 'none') await warnMissingSettings(database, app.log);

  // Graceful shutdown: stop accepting connections, let requests in flight finish (new requests
  // on open keep-alive sockets get 503), close the pool or PGlite (which releases the data
  // folder lock), exit 0. A second signal, or requests still running after SHUTDOWN_GRACE_MS,
  // end the process at once with code 1; no write is half done, each one is a transaction.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // A cluster worker stops on the primary's SIGTERM only (cluster.ts): Ctrl-C's SIGINT reaches it too,
  // and acting on both would count as a second signal.
  process.on('SIGINT', (signal) => (cluster.isWorker ? undefined : void shutdown(signal)));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`JalurKarir on http://localhost:${config.port} (${database.kind}${cluster.isWorker ? `, worker ${process.pid}` : ''})`);
  // Loads the recommendation index before the first student asks: at national scale it takes seconds
  // (bench/README.md). A failure is only logged; the first request then loads it.
  void recommendationService(database.db)
    .fresh()
    .catch((err: unknown) => app.log.warn({ err }, 'recommendation index not loaded at start'));
}

/**
 * Behind a pooler the planner settings come from the database, not the connection: say so once
 * at start when they are missing (the API works, the trigram-index plans may not be chosen).
 */
async function warnMissingSettings(database: Database, log: { warn: (msg: string) => void }) {
  for (const [key, value] of Object.entries(SESSION_SETTINGS)) {
    const { rows } = await database.db.execute<Record<string, string>>(sql.raw(`SHOW ${key}`));
    if (rows[0]?.[key] !== value)
      log.warn(`${key} is ${rows[0]?.[key]}, not ${value}: run once, as the database owner, ALTER DATABASE <name> SET ${key} = ${value}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
