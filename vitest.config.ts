import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/api/vitest.isolated.config.ts', 'apps/web'],
  },
});
