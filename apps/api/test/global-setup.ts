import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import { databaseUrl, onServer } from './server-database.js';

/**
 * Every API test file gets its own database in the seeded demo state. Building that state (initdb,
 * 17 migrations, the demo seed) took ~3.5 s per file on PGlite; it is built once here and each file
 * starts from a copy: a PGlite data-folder snapshot loaded without initdb (~1.2 s), or on
 * PostgreSQL a `CREATE DATABASE … TEMPLATE` of a seeded database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `jk_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
    await seeded(database);
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await createDatabase({});
  const snapshot = await seeded(database);
  const folder = mkdtempSync(path.join(tmpdir(), 'jk-template-'));
  const file = path.join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await snapshot!.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** Migrates and seeds `database`, closes it (a template must have no connection left) and gives its PGlite snapshot. */
async function seeded(database: Awaited<ReturnType<typeof createDatabase>>): Promise<Blob | undefined> {
  try {
    await database.migrate();
    await seedDemo(database.db);
    return await database.snapshot?.();
  } finally {
    await database.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}
