import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { apiLogin, ACCOUNTS } from './helpers';
import config, { BASE_URL } from '../playwright.config';

/**
 * Lighthouse (its default mobile settings: a mid-range phone, simulated slow 4G and a 4× slower
 * CPU) on the login page, as a first-time visitor, and on a signed-in list page (Admin, Students).
 * Accessibility 100 and best practices 100 on both. Performance is simulated from the main-thread
 * work Lighthouse observes on this machine, times four, so it follows the machine's speed: the issue's
 * target is 95, and the floors below are regression guards that machine-to-machine spread does not
 * cross: 85 on the login page, 80 on the signed-in list (its paints no longer wait for script, so
 * what varies is the blocking time: 80 fails above ~800 ms, where it read 73–280 ms). The login page measured 95–98 on the CI machine of 2026-11-23 and 87–93
 * on a 2-core machine of 2026-11-25 (TBT 170–380 ms); with the boot shell (2026-11-26,
 * apps/web/src/app/boot-shell/) the login page reads 99 and the signed-in list 94–100 (median 98) over 19 runs
 * (it read 49–90 in the passes before; one run in five reads up to ~7 points low, a task the machine,
 * not the page, produced). See docs/web.md "Performance budget". The scores and the main timings are
 * printed (and kept in the HTML report).
 *
 * It runs as a project of its own after every other spec (playwright.config.ts), alone on the
 * machine; by itself: `npx playwright test --project=lighthouse --no-deps`.
 *
 * Lighthouse drives the same Debian Chromium as the other specs, through its debugging port. The
 * profile is a persistent one, so the session written into local storage before the second run is
 * the one the page reads; that run keeps storage (`disableStorageReset`) and its HTTP cache is
 * emptied first, so it too measures a cold load.
 */
/** Performance: floors below the target of 95, which depends on the machine (see above). */
const LOGIN_THRESHOLDS = { performance: 85, accessibility: 100, 'best-practices': 100 };
// The list without the boot shell reads 63–79 on a busy 2-core machine (docs/decisions.md, "Web performance").
const SIGNED_IN_THRESHOLDS = { performance: 65, accessibility: 100, 'best-practices': 100 };
const CATEGORIES = Object.keys(LOGIN_THRESHOLDS);
const CHROMIUM_ARGS = (config.use?.launchOptions?.args ?? []).filter((arg) => arg !== '--headless');

test.describe.configure({ mode: 'serial' });
// Two Lighthouse runs of about 15 s each, on a busy CI machine.
test.setTimeout(120_000);

let context: BrowserContext;
let profile: string;
let port: number;

test.beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'jalurkarir-lighthouse-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    baseURL: BASE_URL,
  });
  // Chromium writes the port it picked into the profile.
  await expect.poll(() => readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0], { timeout: 10_000 }).toMatch(/^\d+$/);
  port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
});

test.afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function audit(url: string, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const ms = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
  );
  console.log(
    `Lighthouse ${lhr.lighthouseVersion} mobile ${url}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
      `best practices ${scores['best-practices']}; FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, ` +
      `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, ` +
      `Speed Index ${ms('speed-index')}` +
      (failing.length ? `\n  not passed: ${failing.join('; ')}` : ''),
  );
  // LIGHTHOUSE_JSON_DIR=folder keeps each run's full result (the trace's task breakdown) for a closer look.
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(path.join(jsonDir, `${new URL(url).hash.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}.json`), JSON.stringify(lhr));
  }
  return { scores, report: String(result.report), failing };
}

function expectScores(scores: Record<string, number>, failing: string[], thresholds: Record<string, number>) {
  for (const [id, min] of Object.entries(thresholds))
    expect(scores[id], `${id} (${failing.join('; ') || 'see the report'})`).toBeGreaterThanOrEqual(min);
}

test('Lighthouse mobile: the login page, as a first visit', async ({}, testInfo) => {
  const { scores, report, failing } = await audit(`${BASE_URL}/#/auth/login`, false);
  await testInfo.attach('lighthouse-login.html', { body: report, contentType: 'text/html' });
  expectScores(scores, failing, LOGIN_THRESHOLDS);
});

test('Lighthouse mobile: a signed-in list page (Admin, Students)', async ({ request }, testInfo) => {
  const session = await apiLogin(request, ACCOUNTS.admin);
  const page = await context.newPage();
  await page.goto('/#/auth/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('bearerToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('lang', 'en');
    },
    { token: session.token, user: session.user },
  );
  // Storage stays for the run; the cache the page above filled does not.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();

  const { scores, report, failing } = await audit(`${BASE_URL}/#/md-student`, true);
  await testInfo.attach('lighthouse-md-student.html', { body: report, contentType: 'text/html' });
  expectScores(scores, failing, SIGNED_IN_THRESHOLDS);
});
