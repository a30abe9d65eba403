import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { sharedSession, storageStateOf, type AccountKey } from './helpers';
import { holdRequests, rows } from './md-helpers';

/**
 * The boot shell (apps/web/src/app/boot-shell/, docs/web.md "Performance budget"): the built page's
 * inline script paints a signed-in list's frame and heading before any of the app's scripts has
 * been requested, then asks for them; the app's first render replaces it.
 */

/** The app's entry module: held, the page shows what it shows before any script has run. */
const isEntry = (url: URL) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname);

/** Opens `hashPath` with a stored session (or none) without waiting for the load event (a held script delays it). */
async function openStored(page: Page, hashPath: string, account: AccountKey | null, lang: 'en' | 'id') {
  if (account) await page.context().setStorageState(storageStateOf(await sharedSession(page.request, account), BASE_URL, lang));
  else await page.context().addInitScript((value) => localStorage.setItem('lang', value), lang);
  await page.goto(`/#${hashPath}`, { waitUntil: 'domcontentloaded' });
}

/** The page's largest-contentful-paint entries so far: their times and sizes. */
function largestPaints(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ startTime: number; size: number }[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().map((entry) => ({ startTime: entry.startTime, size: (entry as PerformanceEntry & { size: number }).size })));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const CASES = [
  {
    name: 'a phone, in English',
    viewport: { width: 412, height: 823 },
    lang: 'en',
    title: 'Student',
    description: 'Students with NISN, vocational program and grade.',
  },
  {
    name: 'a desktop, in Indonesian',
    viewport: { width: 1280, height: 800 },
    lang: 'id',
    title: 'Siswa',
    description: 'Siswa dengan NISN, kompetensi keahlian, dan kelas.',
  },
] as const;

for (const { name, viewport, lang, title, description } of CASES) {
  test(`a signed-in list shows its heading before any script, where the page paints it (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const entry = await holdRequests(page, isEntry);
    await openStored(page, '/md-student', 'admin', lang);

    const shell = page.getByTestId('boot-shell');
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(shell.getByText(description, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    // The entry is requested after that paint, and the list's chunks with it.
    await expect.poll(() => entry.requested.length).toBe(1);
    const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
    expect(preloads[0]).toMatch(/^\/assets\/signed-in-/);
    const shellBoxes = await shell.locator('h1, p').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
    const shellPaints = await largestPaints(page);
    expect(shellPaints.length).toBeGreaterThan(0);

    entry.release();
    await expect(rows(page).first()).toBeVisible();
    await expect(shell).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    // The app's heading lands exactly where the shell's was (nothing moves)…
    const appBoxes = await page.locator('h1').evaluate((h1) => [h1, h1.nextElementSibling!].map((node) => node.getBoundingClientRect().toJSON()));
    expect(appBoxes.map(({ x, y, height }) => ({ x, y, height }))).toEqual(shellBoxes.map(({ x, y, height }) => ({ x, y, height })));
    // …and the app paints nothing larger than the shell did: the page's largest paint stays the shell's.
    expect(await largestPaints(page)).toEqual(shellPaints);
    // Every stylesheet the page preloaded is applied.
    expect(await page.locator('link[data-app-sheet]:not([rel="stylesheet"])').count()).toBe(0);
    expect(violations).toEqual([]);
  });
}

const PLAIN_CASES: { who: string; account: AccountKey | null; path: string }[] = [
  { who: 'a visitor without a session on a list', account: null, path: '/md-student' },
  { who: 'a student on a list only the Admin opens', account: 'siswa', path: '/md-user' },
  { who: 'the Admin off the lists', account: 'admin', path: '/dashboard' },
];

for (const { who, account, path } of PLAIN_CASES) {
  test(`${who}: the plain boot screen, and no list chunk for a visitor`, async ({ page }) => {
    const entry = await holdRequests(page, isEntry);
    await openStored(page, path, account, 'en');
    await expect(page.locator('#root > .boot')).toHaveText('JalurKarir');
    await expect(page.getByTestId('boot-shell')).toHaveCount(0);
    await expect.poll(() => entry.requested.length).toBe(1);
    const links = await page.evaluate(() => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? ''));
    // A visitor without a session asks for none of the signed-in chunks or their stylesheets.
    if (!account) expect(links.filter((href) => /signed-in-|list-|shell-/.test(href))).toEqual([]);
    entry.release();
    await expect(page.locator('#root > .boot')).toHaveCount(0);
  });
}
