import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedIfEmpty } from './seed/seed.js';
import { buildApp } from './app.js';
import { recommendationService } from './modules/recommendations/service.js';

/**
 * How long a SIGTERM waits for requests in flight before the process exits anyway (code 1).
 * Below Docker's default 10 s stop timeout, so the pool and PGlite are closed by us, not by SIGKILL.
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Entry: config, database (PGlite in ./data or PostgreSQL from DATABASE_URL), migrate, seed, listen.
 * See docs/operations.md for health, readiness, shutdown and supervision.
 */
async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  let database;
  try {
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A second process on the same embedded database: refuse, say who holds it and what to do.
    console.error(error.message);
    process.exit(1);
  }
  await database.migrate();
  if (config.seedDemo) await seedIfEmpty(database.db, { uploadDir: config.uploadDir });
  const app = await buildApp({ config, database });

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
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`JalurKarir on http://localhost:${config.port} (${database.kind})`);
  // Loads the recommendation index before the first student asks: at national scale it takes seconds
  // (bench/README.md). A failure is only logged; the first request then loads it.
  void recommendationService(database.db)
    .fresh()
    .catch((err: unknown) => app.log.warn({ err }, 'recommendation index not loaded at start'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
