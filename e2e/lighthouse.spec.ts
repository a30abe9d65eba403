import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type TestInfo } from '@playwright/test';
import { apiLogin, ACCOUNTS, type Session } from './helpers';
import config, { BASE_URL } from '../playwright.config';

/**
 * Lighthouse (its default mobile settings: a mid-range phone, simulated slow 4G and a 4× slower
 * CPU) on the login page, as a first-time visitor, and signed in with a cold cache on the Admin's
 * list page (Students) and the student's own pages: the CV home, the job recommendations, the test
 * list and a test being taken. Accessibility 100 and best practices 100 on every page, and a layout
 * shift under 0.1 on the student's pages: neither depends on the machine. Performance is simulated
 * from the main-thread work Lighthouse observes here, times four, so it follows the machine's speed;
 * the targets are 95 (login, the list) and 90 (the student's pages), and the floors below sit
 * under the spread a busy 2-core machine shows; the script each page transfers has a ceiling (figures in
 * bench/results/web-lighthouse-quiet-machine.md and web-lighthouse-student-pages.md; the decisions in
 * docs/decisions.md, "Web performance"). Each student's page is loaded three times and the median
 * run counts, the login page and the list once (`RUNS` below). The scores and the main timings are
 * printed (and the median run kept in the HTML report); `LIGHTHOUSE_JSON_DIR=folder` keeps that
 * run's full result and its trace (read by bench/web/lantern-path.mjs).
 *
 * It runs as a project of its own after every other spec (playwright.config.ts), alone on the
 * machine; by itself: `npx playwright test --project=lighthouse --no-deps`. Each page is a test of
 * its own (not serial), so one page under its floor still leaves the others' figures in the report.
 *
 * Lighthouse drives the same Debian Chromium as the other specs, through its debugging port. The
 * profile is a persistent one, so the session written into local storage before a signed-in run is
 * the one the page reads; that run keeps storage (`disableStorageReset`) and its HTTP cache is
 * emptied first, so it too measures a cold load.
 */
/**
 * Scores are floors; `cls` is a ceiling. Performance floors sit below the targets (95 for login and
 * the list, 90 for the student's pages), which depend on the machine (see above).
 */
interface Thresholds extends Record<string, number | undefined> {
  performance: number;
  accessibility: number;
  'best-practices': number;
  cls?: number;
  /** The most script the page may transfer on a cold load, in KB (compressed, as sent). */
  scriptKb?: number;
}
const LOGIN_THRESHOLDS: Thresholds = { performance: 85, accessibility: 100, 'best-practices': 100 };
// The performance floors catch a gross slowdown only: the signed-in pages read 55–83 on a 2-core
// machine as its load goes from 2 to 18, and a floor inside that spread fails for the machine, not
// the page. What a change to the app moves — the script a cold load transfers — is checked exactly:
// each signed-in page has a ceiling a little above its size today (KB, brotli as sent).
const SIGNED_IN_THRESHOLDS: Thresholds = { performance: 45, accessibility: 100, 'best-practices': 100, scriptKb: 345 };
/** The student's pages: a performance floor, a script ceiling and no layout shift to speak of. */
const studentThresholds = (performance: number, scriptKb: number): Thresholds => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  cls: 0.1,
  scriptKb,
});
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** A verified seeded student with the RIASEC inventory still open (the demo student has finished it). */
const TEST_TAKER = 'siswa20@jalurkarir.id';
/**
 * The signed-in pages' language: English, the default (the script ceilings are English's);
 * `LIGHTHOUSE_LANG=id` measures them as an Indonesian reader gets them (no English catalogue).
 */
const SIGNED_IN_LANG = process.env.LIGHTHOUSE_LANG === 'id' ? 'id' : 'en';
const CHROMIUM_ARGS = (config.use?.launchOptions?.args ?? []).filter((arg) => arg !== '--headless');

/**
 * Lighthouse runs of each student's page (the median one counts: its score is the figure the
 * student's pages are held to); `LIGHTHOUSE_RUNS=1` for a quick look. The login page and the
 * Admin's list run once: their floors only catch a gross slowdown, far below their readings.
 */
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '', 10) || 3);
// One Lighthouse run takes about 15 s on a busy CI machine.
test.setTimeout(60_000 + RUNS * 40_000);

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

/**
 * One Lighthouse run of `categories`. A run whose trace Lighthouse could not read (`runtimeError`,
 * e.g. NO_NAVSTART on a busy machine: "Please run Lighthouse again") has no scores at all; it is run
 * once more. A low score is never run again.
 */
async function lighthouseRun(url: string, keepStorage: boolean, categories: string[]): Promise<RunnerResult> {
  const options = { port, output: 'html' as const, logLevel: 'error' as const, onlyCategories: categories, disableStorageReset: keepStorage };
  let result = await lighthouse(url, options);
  if (result?.lhr.runtimeError) {
    console.log(`Lighthouse could not read the trace of ${url} (${result.lhr.runtimeError.code}); running it again`);
    // The failed run filled the cache; the second one starts cold again.
    await clearCache();
    result = await lighthouse(url, options);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/** A page's address as a file name: `#/personality-test/…` → `personality-test-…`. */
const slug = (hashPath: string) => hashPath.replace(/\W+/g, '-').replace(/^-|-$/g, '');

type Lhr = RunnerResult['lhr'];
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const seconds = (lhr: Lhr, id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
const timings = (lhr: Lhr) =>
  `FCP ${seconds(lhr, 'first-contentful-paint')}, LCP ${seconds(lhr, 'largest-contentful-paint')}, ` +
  `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`;

/** The audits of a category other than performance that did not pass, as "category: id — title". */
function notPassed(lhr: Lhr): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
  );
}

/**
 * `RUNS` cold loads of `url` (each after `beforeRun`) and the median one, as Lighthouse's guide to
 * variability advises for a score that has to hold on a shared machine: the run whose performance
 * score is the middle one (the lower middle for an even count), so one run slowed or sped up by the
 * machine neither fails nor passes a page. The first run audits every category; accessibility and
 * best practices do not depend on the machine's speed, so the others time performance only. The
 * layout shift and the script are the worst of the runs.
 */
async function audit(url: string, keepStorage: boolean, beforeRun: () => Promise<void>, count = RUNS) {
  const runs: RunnerResult[] = [];
  for (let i = 0; i < count; i++) {
    await beforeRun();
    runs.push(await lighthouseRun(url, keepStorage, i === 0 ? CATEGORIES : ['performance']));
  }
  const full = runs[0]!;
  const byScore = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const { lhr } = median;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id === 'performance' ? lhr : full.lhr, id)]));
  const metrics = {
    cls: Math.max(...runs.map((run) => run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)),
    scriptKb: Math.max(...runs.map((run) => scriptKilobytes(run.lhr.audits['resource-summary']?.details))),
  };
  const failing = notPassed(full.lhr);
  console.log(
    `Lighthouse ${lhr.lighthouseVersion} mobile ${url}, the median of ${runs.length} run(s): performance ${scores.performance}, ` +
      `accessibility ${scores.accessibility}, best practices ${scores['best-practices']}; ${timings(lhr)}, ` +
      `Speed Index ${seconds(lhr, 'speed-index')}; CLS ${metrics.cls.toFixed(3)} and script ${metrics.scriptKb.toFixed(1)} KB at most` +
      (runs.length > 1 ? runs.map((run, i) => `\n  run ${i + 1}: performance ${score(run.lhr, 'performance')}, ${timings(run.lhr)}`).join('') : '') +
      (failing.length ? `\n  not passed: ${failing.join('; ')}` : ''),
  );
  // The full result, for a closer look at the trace's task breakdown.
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    const name = slug(new URL(url).hash) || 'root';
    writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(lhr));
    // The trace and network log, for bench/web/lantern-path.mjs (what the simulated LCP waits for).
    writeFileSync(path.join(jsonDir, `${name}.artifacts.json`), JSON.stringify(median.artifacts));
  }
  // The reports to keep: the run with every category and, when another, the median run.
  const reports = [full, ...(median === full ? [] : [median])].map((run) => String(run.report));
  return { scores, metrics, reports, failing };
}

/** Attaches the audit's HTML reports to the test (`name`, then `name-median` for a second one). */
async function attachReports(testInfo: TestInfo, name: string, reports: string[]) {
  for (const [i, body] of reports.entries()) {
    await testInfo.attach(`lighthouse-${name}${i === 0 ? '' : '-median'}.html`, { body, contentType: 'text/html' });
  }
}

function expectScores(scores: Record<string, number>, failing: string[], thresholds: Thresholds) {
  for (const id of CATEGORIES) expect(scores[id], `${id} (${failing.join('; ') || 'see the report'})`).toBeGreaterThanOrEqual(thresholds[id] ?? 0);
}

function expectMetrics(metrics: { cls: number; scriptKb: number }, thresholds: Thresholds) {
  if (thresholds.cls !== undefined) expect(metrics.cls, 'cumulative layout shift').toBeLessThan(thresholds.cls);
  if (thresholds.scriptKb !== undefined) expect(metrics.scriptKb, 'script transferred (KB)').toBeLessThanOrEqual(thresholds.scriptKb);
}

/** The script bytes of the load as sent over the network (Lighthouse's resource summary), in KB. */
function scriptKilobytes(details: unknown): number {
  const items = (details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024;
}

test('Lighthouse mobile: the login page, as a first visit', async ({}, testInfo) => {
  // A first visit: Lighthouse empties the storage and the cache before each run itself.
  const { scores, reports, failing } = await audit(`${BASE_URL}/#/auth/login`, false, async () => {}, 1);
  await attachReports(testInfo, 'login', reports);
  expectScores(scores, failing, LOGIN_THRESHOLDS);
});

/** Empties the browser's HTTP cache (storage stays): the next audit that keeps storage is a cold load. */
async function clearCache() {
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
}

/**
 * Puts `session` in the persistent profile's local storage the way the login screen does, and empties
 * the HTTP cache the page filled: the next audit (which keeps storage) is a signed-in cold load.
 */
async function signIn(session: Session) {
  const page = await context.newPage();
  await page.goto('/#/auth/login');
  await page.evaluate(
    ({ token, user, lang }) => {
      localStorage.clear();
      localStorage.setItem('bearerToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('lang', lang);
    },
    { token: session.token, user: session.user, lang: SIGNED_IN_LANG },
  );
  await page.close();
  await clearCache();
}

/** Audits `hashPath` as a signed-in cold load and checks the scores. */
async function auditSignedIn(session: Session, hashPath: string, thresholds: Thresholds, testInfo: TestInfo, runs = RUNS) {
  const { scores, reports, failing, metrics } = await audit(`${BASE_URL}/#${hashPath}`, true, () => signIn(session), runs);
  await attachReports(testInfo, slug(hashPath) || 'home', reports);
  expectScores(scores, failing, thresholds);
  expectMetrics(metrics, thresholds);
}

test('Lighthouse mobile: a signed-in list page (Admin, Students)', async ({ request }, testInfo) => {
  await auditSignedIn(await apiLogin(request, ACCOUNTS.admin), '/md-student', SIGNED_IN_THRESHOLDS, testInfo, 1);
});

test("Lighthouse mobile: the student's home, the CV (demo student)", async ({ request }, testInfo) => {
  await auditSignedIn(await apiLogin(request, ACCOUNTS.siswa), '/', studentThresholds(40, 300), testInfo);
});

test("Lighthouse mobile: the student's job recommendations (demo student)", async ({ request }, testInfo) => {
  await auditSignedIn(await apiLogin(request, ACCOUNTS.siswa), '/opportunity', studentThresholds(45, 292), testInfo);
});

test("Lighthouse mobile: the student's test list (demo student)", async ({ request }, testInfo) => {
  await auditSignedIn(await apiLogin(request, ACCOUNTS.siswa), '/personality-test', studentThresholds(45, 290), testInfo);
});

test('Lighthouse mobile: a test being taken (a seeded student with the RIASEC inventory open)', async ({ request }, testInfo) => {
  const session = await apiLogin(request, TEST_TAKER);
  const attemptId = await openAttempt(request, session);
  await auditSignedIn(session, `/personality-test/${attemptId}`, studentThresholds(45, 292), testInfo);
});

/**
 * The attempt to audit: the one the student has in progress (a second run on the same data), else
 * a new one. The demo student has finished every demo test, so a seeded classmate takes it.
 */
async function openAttempt(request: APIRequestContext, session: Session): Promise<string> {
  const headers = { authorization: `Bearer ${session.token}` };
  const available = await request.get('/api/v1/test-attempt/available?group=personality', { headers });
  expect(available.status()).toBe(200);
  const tests = ((await available.json()) as { data: { id: string; status: string; can_start: boolean; attempt_id: string | null }[] }).data;
  const running = tests.find((t) => t.status === 'in_progress' && t.attempt_id);
  if (running?.attempt_id) return running.attempt_id;
  const open = tests.find((t) => t.can_start);
  expect(open, `${TEST_TAKER} has a personality test to start`).toBeTruthy();
  const started = await request.post('/api/v1/test-attempt/start', { headers, data: { test_id: open!.id } });
  expect(started.status()).toBe(200);
  return ((await started.json()) as { data: { attempt: { id: string } } }).data.attempt.id;
}
