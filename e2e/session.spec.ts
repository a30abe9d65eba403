import { expect, test } from './fixtures';
import { ACCOUNTS, apiLogin, registerStudent, signInAs, useSession } from './helpers';
import { uniqueTag } from './md-helpers';

test('a corrupt token: the next API call answers Unauthorized and the app goes to login', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('bearerToken', 'corrupted.token.value'));
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/v1/') && r.status() === 401);
  // The next API call: the layout refreshes the profile whenever the app loads. The app answers
  // the 401 with a reload of its own, which can come before this load's `load` event and abort it:
  // wait only for the navigation to start, then for what the app did.
  await page.reload({ waitUntil: 'commit' });
  expect((await unauthorized).status()).toBe(401);
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('bearerToken'), localStorage.getItem('user')])).toEqual([null, null]);
  // What the client reacted to: the API's Unauthorized signal.
  const probe = await page.request.get('/api/v1/user/profile', { headers: { authorization: 'Bearer corrupted.token.value' } });
  expect((await probe.json()).name).toBe('Unauthorized');
});

test('every API call carries the bearer token and the language', async ({ page }) => {
  const session = await signInAs(page, 'admin', '/', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  const pending = page.waitForRequest((r) => r.url().includes('/api/v1/user/profile'));
  await page.reload();
  const request = await pending;
  expect(request.headers().authorization).toBe(`Bearer ${session.token}`);
  expect(request.headers()['x-lang']).toBe('id');
});

// Signing out revokes the token on the server: these two log in on their own, never with the
// shared session of the role (e2e/auth.setup.ts) that other specs are using at the same time.
test('signing out clears user and token, goes to / and from there to login', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, ACCOUNTS.kepala_sekolah), '/account');
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  // Signing out reloads the page (endLocalSession): the storage is read once a document stays (a
  // read that meets the reload is asked again).
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('bearerToken'), localStorage.getItem('user')]).catch(() => 'reloading'))
    .toEqual([null, null]);
  await expect(page.getByRole('heading', { name: /^Log in$/ })).toBeVisible();
});

test('signing out ends the session on the server: the old token is refused by the API', async ({ page }) => {
  const session = await apiLogin(page.request, ACCOUNTS.guru);
  await useSession(page, session, '/account');
  const bearer = { authorization: `Bearer ${session.token}` };
  expect((await page.request.get('/api/v1/user/profile', { headers: bearer })).status()).toBe(200);
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/logout'));
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/#\/auth\/login$/);
  // A copy of the token (another tab, a stolen laptop) is worthless now.
  const refused = await page.request.get('/api/v1/user/profile', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).name).toBe('Unauthorized');
});

test('"Log out of all devices" on the account page ends every session of the account, after a confirmation', async ({ page }) => {
  // A fresh account: ending every session of a shared demo account would sign out specs running alongside.
  const { email } = await registerStudent(page.request, `${uniqueTag('Sesi')} Lestari`);
  const phone = await apiLogin(page.request, email);
  const laptop = await apiLogin(page.request, email);
  await useSession(page, laptop, '/account');
  const profile = (token: string) => page.request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });

  await page.getByTestId('logout-all').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('You will be logged out on every device, this one included.');
  await page.getByTestId('confirm-cancel').click();
  expect((await profile(laptop.token)).status()).toBe(200);

  await page.getByTestId('logout-all').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  expect((await profile(laptop.token)).status()).toBe(401);
  expect((await profile(phone.token)).status()).toBe(401);
});
