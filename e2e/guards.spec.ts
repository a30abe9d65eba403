import { expect, test } from './fixtures';
import { sharedSession, signInAs } from './helpers';

test('without a token every page of the app sends the visitor to the login screen', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/company-profile', '/account', '/student-profile']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  }
});

test('a token with an empty user record is no session', async ({ page }) => {
  const session = await sharedSession(page.request, 'admin');
  await page.goto('/#/auth/login');
  await page.evaluate((token) => {
    localStorage.setItem('bearerToken', token);
    localStorage.setItem('user', '{}');
  }, session.token);
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/auth\/login$/);
});

test('a page the role may not open shows the 403 page', async ({ page }) => {
  await signInAs(page, 'siswa', '/company-profile');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await signInAs(page, 'admin_perusahaan', '/student-profile');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
});

test('unknown paths and spec routes not built yet go to the 404 page', async ({ page }) => {
  await page.goto('/#/this/does/not/exist');
  await expect(page).toHaveURL(/#\/error-pages\/error-404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Not signed in (no validated user): the bare layout.
  await expect(page.getByTestId('bare-layout')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await signInAs(page, 'admin_perusahaan', '/laporan-tahunan');
  await expect(page).toHaveURL(/#\/error-pages\/error-404$/);
  // A validated user: the full layout.
  await expect(page.getByTestId('main-layout')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  for (const path of ['/laporan-tahunan', '/pengaturan-sekolah/lama', '/md-nothing', '/auth/nope']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/error-pages\/error-404$/);
  }
});

test('the error layout depends on the validated flag', async ({ page }) => {
  const session = await sharedSession(page.request, 'admin');
  await page.goto('/#/auth/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('bearerToken', token);
      localStorage.setItem('user', JSON.stringify({ ...user, validated: false }));
    },
    { token: session.token, user: session.user },
  );
  await page.goto('/#/error-pages/error-404');
  await page.reload();
  await expect(page.getByTestId('bare-layout')).toBeVisible();
});

test('a signed-in user opening the login screen goes home', async ({ page }) => {
  await signInAs(page, 'guru', '/');
  await page.goto('/#/auth/login');
  await expect(page).toHaveURL(/#\/$/);
});
