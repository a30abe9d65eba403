import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signInAs } from './helpers';

/**
 * The company admin on their home, with the company profile page's chunk held until the returned
 * function is called: a navigation to that page stays pending meanwhile.
 */
async function homeWithCompanyProfileHeld(page: Page): Promise<() => void> {
  await signInAs(page, 'admin_perusahaan', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/company-profile-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('menu search', () => {
  test('finds menu links by the title the user reads, navigates, and clears', async ({ page }) => {
    await signInAs(page, 'admin_perusahaan', '/');
    const search = page.getByTestId('menu-search');
    await search.fill('  COM');
    await expect(page.getByRole('option', { name: 'Company Profile' })).toBeVisible();
    await expectNoAxeViolations(page, 'menu search results');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/company-profile$/);
    await expect(search).toHaveValue('');

    // "includes and starts with": a word inside the title does not match.
    await search.fill('profile');
    await expect(page.getByTestId('menu-search-empty')).toHaveText('No matching menu');
    await page.getByTestId('menu-search-clear').click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('menu-search-empty')).toHaveCount(0);

    // Indonesian titles in Indonesian.
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-id').click();
    await search.fill('prof');
    await expect(page.getByRole('option', { name: 'Profil Perusahaan' })).toBeVisible();
    await search.fill('home');
    await expect(page.getByTestId('menu-search-empty')).toHaveText('Tidak ada menu yang cocok');
  });

  test('a search typed while the next page loads stays when that page is shown', async ({ page }) => {
    // The company profile page's chunk held: the navigation stays pending while the reader types.
    const release = await homeWithCompanyProfileHeld(page);
    const search = page.getByTestId('menu-search');
    await search.fill('acc');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Company Profile' }).click();
    await expect(page.getByTestId('nav-loader')).toBeVisible();
    await expect(search).toHaveValue('');
    await search.fill('acc');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await expect(page.getByTestId('nav-loader')).toHaveCount(0);
    await expect(search).toHaveValue('acc');
    await expect(page.getByRole('option', { name: 'Account Settings' })).toBeVisible();
  });

  test('clears on navigation', async ({ page }) => {
    await signInAs(page, 'admin_perusahaan', '/');
    const search = page.getByTestId('menu-search');
    await search.fill('acc');
    await expect(page.getByRole('option', { name: 'Account Settings' })).toBeVisible();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Company Profile' }).click();
    await expect(page).toHaveURL(/#\/company-profile$/);
    await expect(search).toHaveValue('');
  });

  test('folds into a button at 1199 px and below', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signInAs(page, 'admin', '/');
    await expect(page.getByTestId('menu-search')).toHaveCount(0);
    await page.getByTestId('menu-search-open').click();
    await page.getByTestId('menu-search').fill('acc');
    await page.getByRole('option', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/#\/account$/);
    await expect(page.getByTestId('menu-search')).toHaveCount(0);
  });
});

test('back-to-top appears after 400 px, the header is fixed after 74 px', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await expect(page.getByTestId('verification-queue')).toBeVisible();
  await expect(page.getByTestId('verification-row').first()).toBeVisible();
  const header = page.getByTestId('app-header');
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  };
  const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(maxScroll, 'the admin dashboard is taller than 400 px beyond the screen').toBeGreaterThan(400);

  await scrollTo(74);
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await scrollTo(75);
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await scrollTo(400);
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  await scrollTo(401);
  await expect(page.getByTestId('back-to-top')).toBeVisible();
  await page.getByTestId('back-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  await expect(header).toHaveAttribute('data-fixed', 'false');
});

test('the sidebar collapses below 992 px (after the 1000 ms debounce), on overlay click and on navigation', async ({ page }) => {
  // The page's timers run on Playwright's clock: the debounce is checked by moving time, not by
  // sleeping and hoping the machine kept up.
  await page.clock.install();
  await signInAs(page, 'admin_perusahaan', '/');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();

  // Paused a little ahead of the page's clock: far enough that a busy machine has not passed it
  // by the time the pause arrives (the clock runs on meanwhile), near enough to fire no timer of note.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
  await page.evaluate(() => {
    (window as unknown as { resized: boolean }).resized = false;
    window.addEventListener('resize', () => ((window as unknown as { resized: boolean }).resized = true), { once: true });
  });
  await page.setViewportSize({ width: 991, height: 800 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { resized: boolean }).resized)).toBe(true);
  // Still open inside the debounce window (the layout's state, not the sidebar's transition,
  // whose timers wait for the paused clock)…
  const layout = page.getByTestId('main-layout');
  await page.clock.runFor(999);
  await expect(layout).toHaveAttribute('data-sidebar', 'open');
  // …collapsed once it has passed.
  await page.clock.runFor(1);
  await expect(layout).toHaveAttribute('data-sidebar', 'closed');
  await page.clock.resume();
  await expect(sidebar).toBeHidden();

  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await expect(page.getByTestId('sidebar-overlay')).toBeVisible();
  await page.getByTestId('sidebar-overlay').click({ position: { x: 900, y: 400 } });
  await expect(sidebar).toBeHidden();

  await page.getByTestId('sidebar-toggle').click();
  await sidebar.getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/#\/company-profile$/);
  await expect(sidebar).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar).toBeVisible({ timeout: 3000 });
});

test('on a phone the side menu renders its links the first time it opens, and slides in from an element already there', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAs(page, 'admin', '/md-student');
  await expect(page.getByTestId('crud-row').first()).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  // Closed and empty: the links are not part of the page's first render.
  await expect(page.getByTestId('main-layout')).toHaveAttribute('data-sidebar', 'closed');
  await expect(sidebar.getByTestId('menu-link')).toHaveCount(0);
  await sidebar.evaluate((nav) => nav.setAttribute('data-mark', 'same'));
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toHaveAttribute('data-mark', 'same');
  await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  // Closed again, the links stay (no second render on the next opening).
  await page.getByTestId('sidebar-overlay').click({ position: { x: 380, y: 400 } });
  await expect(sidebar).toBeHidden();
  expect(await sidebar.getByTestId('menu-link').count()).toBeGreaterThan(0);
});

test('header: notifications are empty, the profile shows initials and the name in title case', async ({ page }) => {
  // The Admin has no notification in the demo data (students, school staff and companies have some; the
  // demo teacher hears of their PKL students' missing journal days once the server's daily job has run).
  await signInAs(page, 'admin', '/');
  await page.getByTestId('notifications-menu').click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No notification');
  await expectNoAxeViolations(page, 'notifications dropdown');
  await page.keyboard.press('Escape');
  await signInAs(page, 'guru', '/');
  await expect(page.getByTestId('profile-avatar')).toHaveText('SR');
  await expect(page.getByTestId('profile-name')).toHaveText('Siti Rahmawati');
  await page.getByTestId('profile-menu').click();
  await expect(page.getByTestId('sign-out')).toHaveText('Log out');
  await expectNoAxeViolations(page, 'profile dropdown');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-menu').click();
  await expectNoAxeViolations(page, 'language dropdown');
});

test('keyboard: skip link first, then the header controls; Enter opens the menus', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).toHaveURL(/#\/$/);
  await page.getByTestId('notifications-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Account Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/account$/);
});

test('the global loader shows from the start of a navigation to its end', async ({ page }) => {
  // The company profile page's chunk held for a moment, so the navigation is visibly pending.
  const release = await homeWithCompanyProfileHeld(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Company Profile' }).click();
  await expect(page.getByTestId('nav-loader')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await expect(page.getByTestId('nav-loader')).toHaveCount(0);
});
