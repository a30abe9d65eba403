// Mutation testing (StrykerJS): `npm run test:mutation`. See docs/mutation.md.
//
// Only the pure domain cores are mutated: the code whose answers are a rule or a published key
// (test scoring, matching, profile completeness, privacy, permissions), where a surviving mutant
// means a rule no test pins down. Only the shared package's unit tests run against each mutant:
// they are the tests of these cores, and the API suite needs databases and takes minutes.
//
// One folder at a time (a comma-separated list of globs replaces `mutate` below):
//   npm run test:mutation -- --mutate 'packages/shared/src/auth/**/*.ts,!packages/shared/src/**/*.test.ts'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    // The shared workspace's own config (its `include` is relative to `dir`), not the root one,
    // whose projects include the API suites.
    configFile: 'packages/shared/vitest.config.ts',
    dir: 'packages/shared',
  },
  mutate: [
    'packages/shared/src/tests/scoring/**/*.ts',
    'packages/shared/src/matching/**/*.ts',
    'packages/shared/src/models/profile-completeness.ts',
    'packages/shared/src/models/privacy.ts',
    'packages/shared/src/auth/**/*.ts',
    '!packages/shared/src/**/*.test.ts',
    // A test helper (the property tests' drawn students), not a rule.
    '!packages/shared/src/matching/random-student.ts',
  ],
  // The sandbox copy needs only the shared package, the root configs it reads, and docs/ (the
  // permission matrix test compares the table with docs/permissions-matrix.md).
  ignorePatterns: ['apps', 'bench', 'e2e', 'scripts', 'data', 'coverage', 'test-results', 'playwright-report'],
  // The machines (CI's and ours) have two cores shared with other jobs.
  concurrency: 2,
  // Per-test coverage: each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // No pass mark yet: the score is recorded in docs/mutation.md, not enforced.
  thresholds: { high: 90, low: 75, break: null },
};
