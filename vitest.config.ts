import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/api/vitest.isolated.config.ts', 'apps/web'],
    // Vitest's default is one worker less than the cores, which on a 2-core CI machine is a single
    // worker: every file waited for the one before. The files are independent (each has its own
    // database), so use every core; the main process mostly waits on the workers.
    maxWorkers: availableParallelism(),
  },
});
