import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { buildApp } from './app.js';

/** Entry: config, database (PGlite in ./data or PostgreSQL from DATABASE_URL), migrate, seed, listen. */
async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
  });
  await database.migrate();
  if (config.seedDemo) await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`JalurKarir on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
