import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { BASE_URL } from '../playwright.config';
import { sharedSession, storageStateOf } from './helpers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Everything a visitor without a session downloads as JavaScript, compressed as served. */
const BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Fetched {
  file: string;
  bytes: number;
  encoding: string;
}

/**
 * Opens `url` in a fresh page (empty cache, no session) and sums what the browser transferred for
 * each script: the response body as it came over the wire (brotli or gzip, as the server sends the
 * precompressed copies), after the login form is shown and the network is idle.
 */
async function scriptsFetched(page: Page, url: string): Promise<Fetched[]> {
  const pending: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          file: pathname.replace(/^\//, ''),
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'none',
        })),
    );
  });
  await page.goto(url);
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

/**
 * A visitor who is not signed in loads only what the login page needs, whatever URL they open:
 * the site root (`/`, which redirects to the login) must not fetch the main layout or the
 * dashboard behind the guard. Both entry paths stay within 150 KB of JavaScript as transferred, and
 * load exactly the files scripts/bundle-size.mjs measures from the build manifest.
 */
test('an anonymous visitor loads ≤ 150 KB of JavaScript, at / and at #/auth/login', async ({ browser, baseURL }) => {
  // The build the server serves: WEB_DIST when the server was started with one (as the API reads it).
  const dist = process.env.WEB_DIST ?? 'apps/web/dist';
  const output = execFileSync(process.execPath, ['scripts/bundle-size.mjs', '--json', '--budget-kb', String(BUDGET_KB), '--dist', dist], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const manifest = JSON.parse(output) as { js: { file: string }[]; totalGzip: number; totalBrotli: number };
  console.log(
    `login page JS from the build: ${kb(manifest.totalBrotli)} KB brotli, ${kb(manifest.totalGzip)} KB gzip in ${manifest.js.length} files`,
  );
  // The measure is gzip: a browser or proxy without brotli gets the zopfli `.gz` copies.
  expect(manifest.totalGzip, 'login page JavaScript, gzipped as served').toBeLessThanOrEqual(BUDGET_KB * 1024);
  expect(manifest.totalBrotli, 'login page JavaScript, brotli as served').toBeLessThanOrEqual(BUDGET_KB * 1024);
  const measured = new Set(manifest.js.map((f) => f.file));

  for (const url of ['/', '/#/auth/login']) {
    // A context of its own for each path: an empty cache and no stored session.
    const context = await browser.newContext({ baseURL });
    const fetched = await scriptsFetched(await context.newPage(), url);
    await context.close();
    const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
    const encodings = [...new Set(fetched.map((f) => f.encoding))].join(', ');
    console.log(`${url}: ${kb(total)} KB of JavaScript transferred (${encodings}) in ${fetched.length} files; budget ${BUDGET_KB} KB`);
    expect(
      fetched.every((f) => f.encoding === 'br' || f.encoding === 'gzip'),
      'scripts are sent compressed',
    ).toBe(true);
    expect(total, `JavaScript transferred for ${url}`).toBeLessThanOrEqual(BUDGET_KB * 1024);
    const files = fetched.map((f) => f.file);
    expect(
      files.filter((file) => /main-layout|dashboard|home-page|master-data/.test(file)),
      `chunks behind the guard fetched for ${url}`,
    ).toEqual([]);
    expect(
      files.filter((file) => !measured.has(file)),
      `scripts fetched for ${url} but not measured`,
    ).toEqual([]);
  }
});

/**
 * zod (the schemas) comes with the forms, not with the pages a student reads: the CV home, the test
 * list and the job recommendations show labels and field descriptors kept apart from the schemas in
 * packages/shared, and the profile's schemas load with its drawer. The library is recognised by what
 * it is (its `$ZodObject` class), not by a chunk's name.
 */
test("a student's CV home, test list and job recommendations load no schema library", async ({ page }) => {
  await page.context().setStorageState(storageStateOf(await sharedSession(page.request, 'siswa'), BASE_URL, 'id'));
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text());
  });
  for (const [path, heading] of [
    ['/', 'Profil'],
    ['/personality-test', 'Tes Kepribadian'],
    ['/opportunity', 'Rekomendasi Pekerjaan'],
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length, `scripts of #${path}`).toBeGreaterThan(10);
    expect(scripts.filter((body) => body.includes('$ZodObject')).length, `zod loaded on #${path}`).toBe(0);
  }
});
