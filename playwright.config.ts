import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never `npx playwright install`: no internet).
 * The web server is the real thing — `npm start` builds the web app and starts the API — on a
 * fresh data folder, so every run starts from the demo seed.
 */
// E2E_PORT lets a second run (another checkout, a Lighthouse pass) work beside one already on 3100.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

const reuseServer = !!process.env.E2E_REUSE_SERVER;
// Workers evaluate this file again; the folder made by the main process is passed on through the
// environment. It is left in the temp folder after the run, for a look at the data of a failure.
if (!reuseServer) process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'jalurkarir-e2e-'));
// The setup project (e2e/auth.setup.ts) writes one storage state per demo role here; the journeys reuse them.
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), 'jalurkarir-e2e-state-'));

export default defineConfig({
  testDir: 'e2e',
  // A guard against a hung test, not a speed check: the longest journeys take ~40 s on a 2-core
  // machine and more when it is busy. The browser work is CPU-bound (Chromium used ~80 % of the
  // CPU of a run, and four workers took as long as two), so more workers would not shorten it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a journey that passes only on its retry is a defect to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // A failed test keeps a screenshot and Playwright's error context (the error, the call log and
    // the page's accessibility tree at the failure). No trace is recorded: recording one for every
    // test, to keep it only on a failure, cost ~12 % of the browser tests' time on a 2-core machine.
    // `npx playwright test --trace on` records it when a failure needs the step-by-step DOM.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Logs in every demo role once and stores the sessions (see docs/web.md, "Browser tests").
    { name: 'setup', use: { browserName: 'chromium' }, testMatch: /auth\.setup\.ts$/ },
    // The journeys: every test, not only every file, may go to either worker — no test depends on
    // another's data (each makes its own rows, the seed is shared read-only or touched in scope).
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /lighthouse\.spec\.ts$/,
      dependencies: ['setup'],
      fullyParallel: true,
    },
    // Lighthouse times the page on the CPU: it runs after every other spec, alone, so that the
    // browser tests running beside it do not slow down what it measures.
    { name: 'lighthouse', use: { browserName: 'chromium' }, testMatch: /lighthouse\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'npm start',
    url: `${BASE_URL}/api/v1/health`,
    timeout: 180_000,
    // E2E_REUSE_SERVER=1 runs the specs against a server already listening on PORT (while iterating).
    reuseExistingServer: reuseServer,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      // The API wants at least 16 characters.
      JWT_SECRET: 'e2e-secret-for-playwright-only',
      PUBLIC_URL: BASE_URL,
      // Every spec signs in several times from 127.0.0.1; the default 20 a minute would throttle the suite.
      LOGIN_RATE_PER_MINUTE: '1000',
      SIGNUP_RATE_PER_MINUTE: '1000',
      LOGIN_IP_FAILURES_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
