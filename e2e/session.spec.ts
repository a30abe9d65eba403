import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('a corrupt token: the next API call answers Unauthorized and the app goes to login', async ({ page }) => {
  await signInAs(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('bearerToken', 'corrupted.token.value'));
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/v1/') && r.status() === 401);
  // The next API call: the layout refreshes the profile whenever the app loads.
  await page.reload();
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

test('signing out clears user and token, goes to / and from there to login', async ({ page }) => {
  await signInAs(page, 'kepala_sekolah', '/account');
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('bearerToken'), localStorage.getItem('user')])).toEqual([null, null]);
});
