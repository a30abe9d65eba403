import type { ViteUserConfig } from 'vitest/config';

/** What both API projects share: the forks pool, one seeded template per run, generous hooks. */
export const apiTestOptions = {
  // Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database)…
  pool: 'forks',
  // …copied from one database migrated and seeded once per run.
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} satisfies ViteUserConfig['test'];

/** Files that replace a module with vi.mock: they need a module graph of their own. */
export const ISOLATED_TESTS = 'test/**/*.isolated.test.ts';
