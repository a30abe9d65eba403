import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database).
    pool: 'forks',
    // …copied from one database migrated and seeded once per run.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
