import { expect, test, type Page } from './fixtures';
import { BASE_URL } from '../playwright.config';
import { PHONE, revealHomeCards, sharedSession, storageStateOf } from './helpers';
import { holdRequests, rows } from './md-helpers';

/**
 * The first paint of a visit (docs/web.md "Performance budget"): the built index.html holds the start
 * screen, rendered at build time from the app's own component, so the brand paints before any script;
 * React's first render is the same screen in the same place; and a signed-in visitor's page chunk is
 * requested beside the role check, not after it.
 */

const isEntry = (url: URL) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname);
/** The signed-in layout's chunk, which carries the access table the role check reads. */
const isSignedIn = (url: URL) => /^\/assets\/signed-in-[\w-]+\.js$/.test(url.pathname);
const isListPage = (url: string) => /\/assets\/master-data-list-page-[\w-]+\.js$/.test(new URL(url).pathname);

/** Every script URL the page asks for, from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

test('the start screen paints before any script, and React takes over without moving it', async ({ page }) => {
  await page.context().setStorageState(storageStateOf(await sharedSession(page.request, 'admin'), BASE_URL, 'en'));
  const scripts = scriptRequests(page);
  const entry = await holdRequests(page, isEntry);
  const signedIn = await holdRequests(page, isSignedIn);
  await page.goto('/#/md-student', { waitUntil: 'commit' });

  // Only index.html and its stylesheets have arrived: the brand is the page's own markup, painted.
  await expect.poll(() => entry.requested.length).toBe(1);
  const screen = page.getByTestId('start-screen');
  const brand = screen.getByText('JalurKarir', { exact: true });
  await expect(brand).toBeVisible();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const fromHtml = await brand.boundingBox();
  await brand.evaluate((node) => node.setAttribute('data-from-html', ''));

  // React's first render (the router's fallback while the page loads) replaces that markup with the
  // same screen, where it was.
  entry.release();
  await expect(page.locator('[data-from-html]')).toHaveCount(0);
  await expect(brand).toBeVisible();
  expect(await brand.boundingBox()).toEqual(fromHtml);

  // The access table is still on its way, and the list page's chunk is already asked for.
  await expect.poll(() => signedIn.requested.length).toBe(1);
  await expect.poll(() => scripts.some(isListPage)).toBe(true);

  signedIn.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Student' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(screen).toHaveCount(0);
});

test('a visitor without a session gets the start screen, then the login page, and no chunk behind the guard', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/#/md-student');
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(scripts.filter((url) => isListPage(url) || /\/assets\/signed-in-/.test(url))).toEqual([]);
});

test("a student's home and job recommendations ask the API while their page's code is still on its way", async ({ page }) => {
  await page.context().setStorageState(storageStateOf(await sharedSession(page.request, 'siswa'), BASE_URL, 'en'));
  // The profile page's and the recommendations page's chunks are held: what the page would ask for
  // after rendering cannot leave before them, only what the route starts.
  const pageCode = await holdRequests(page, (url) => /^\/assets\/(student-profile-page|opportunity-page)-[\w-]+\.js$/.test(url.pathname));
  const asked = (path: string) => page.waitForRequest((request) => new URL(request.url()).pathname === path, { timeout: 10_000 });
  // The page's answer, and the layout's (the caller's record, the bell's list), all started by the route.
  const firstRequests = ['/api/v1/student-profile/full', '/api/v1/user/profile', '/api/v1/notification/list'].map(asked);
  await page.goto('/#/');
  await Promise.all(firstRequests);
  expect(pageCode.requested.map((request) => new URL(request.url()).pathname)).toEqual([expect.stringMatching(/student-profile-page/)]);

  const recommendations = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/recommendation/opportunities');
  await page.goto('/#/opportunity');
  await recommendations;
  expect(pageCode.requested.some((request) => /opportunity-page/.test(request.url()))).toBe(true);

  pageCode.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Recommendations' })).toBeVisible();
  await expect(page.getByTestId('recommendation').first()).toBeVisible();
});

test("the code of a student's first request is fetched beside the role check and the page's code, not after them", async ({ page }) => {
  await page.context().setStorageState(storageStateOf(await sharedSession(page.request, 'siswa'), BASE_URL, 'en'));
  // The role check waits for the signed-in chunk, the home's code for home-page: both held.
  const held = await holdRequests(page, (url) => /^\/assets\/(signed-in|home-page)-[\w-]+\.js$/.test(url.pathname));
  const queryCode = page.waitForRequest((request) => /^\/assets\/profile-api-[\w-]+\.js$/.test(new URL(request.url()).pathname));
  await page.goto('/#/');
  await queryCode;
  expect(held.requested.length).toBeGreaterThan(0);
  held.release();
  await expect(page.getByTestId('student-profile')).toBeVisible();
});

test("on a phone the student's home asks for the profile alone; the cards below it load as the student scrolls to them", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().setStorageState(storageStateOf(await sharedSession(page.request, 'siswa'), BASE_URL, 'en'));
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) api.push(url.pathname.slice('/api/v1'.length));
  });
  await page.goto('/#/');
  await expect(page.getByTestId('student-profile')).toBeVisible();
  await expect(page.locator('#section-personal')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The privacy, test-result and certificate cards sit screens below: nothing of theirs yet.
  const cardRequests = ['/privacy/settings', '/test-result/latest', '/assessment/certificates'];
  expect(api).toContain('/student-profile/full');
  expect(api.filter((path) => cardRequests.includes(path))).toEqual([]);
  // The route asks for the page's answer first, then the layout's two (the caller's record, the
  // bell's list), each once: the header and the session check find them in the cache.
  expect(api.filter((path) => path === '/user/profile')).toHaveLength(1);
  expect(api.filter((path) => path === '/notification/list')).toHaveLength(1);
  expect(api.indexOf('/student-profile/full')).toBeLessThan(api.indexOf('/user/profile'));
  await expect(page.getByTestId('privacy-card')).toHaveCount(0);

  await revealHomeCards(page);
  await expect(page.getByTestId('privacy-card')).toBeVisible();
  await expect(page.getByTestId('student-test-results').getByRole('link')).toHaveCount(4);
  expect(api).toEqual(expect.arrayContaining(cardRequests));

  // The next page's route asks for its own answer only: the layout's are in the cache already.
  const recommendations = page.waitForResponse((response) => response.url().includes('/api/v1/recommendation/opportunities'));
  await page.evaluate(() => (window.location.hash = '#/opportunity'));
  await recommendations;
  await expect(page.getByRole('heading', { level: 1, name: 'Job Recommendations' })).toBeVisible();
  expect(api.filter((path) => path === '/user/profile')).toHaveLength(1);
  expect(api.filter((path) => path === '/notification/list')).toHaveLength(1);
});
