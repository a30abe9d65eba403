import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('switching to Indonesian persists across a reload and reaches the API (x-lang)', async ({ page }) => {
  await page.goto('/#/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-id').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.getByText('Belum memiliki akun?')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('id');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  // A failed login: the API answers in the chosen language, and the page does not reload.
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/login'));
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.id');
  await page.getByRole('textbox', { name: /^Kata Sandi/ }).fill('wrong-password');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  expect((await request).headers()['x-lang']).toBe('id');
  await expect(page.getByTestId('form-error')).toHaveText('Email atau kata sandi salah');
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('nobody@example.id');
});

test('field messages come in the chosen language and follow a switch', async ({ page }) => {
  await page.goto('/#/auth/register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Choose a school', { exact: true })).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-id').click();
  await expect(page.getByText('Wajib diisi').first()).toBeVisible();
  await expect(page.getByText('Pilih sekolah', { exact: true })).toBeVisible();
});

test('any stored language other than id or en becomes en', async ({ page }) => {
  await page.goto('/#/auth/login');
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('the language choice holds inside the app and on the header dropdown', async ({ page }) => {
  await signInAs(page, 'admin', '/', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Pengaturan Akun' })).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Accounts by role')).toBeVisible();
});

test('a student reading in Indonesian downloads no English phrases; switching to English brings them before the page changes', async ({ page }) => {
  // The English phrases of the signed-in pages are one chunk (locales/en/domains.ts).
  const english: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/domains-[\w-]+\.js$/.test(request.url())) english.push(request.url());
  });
  await signInAs(page, 'siswa', '/', 'id');
  await expect(page.getByText('Kelengkapan Profil')).toBeVisible();
  expect(english).toEqual([]);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByText('Profile completeness')).toBeVisible();
  await expect(page.getByText('Kelengkapan Profil')).toHaveCount(0);
  expect(english).toHaveLength(1);
});

test('the printed CV in English from an Indonesian interface has its English labels', async ({ page }) => {
  await signInAs(page, 'siswa', '/student-profile/cv?lang=en', 'id');
  const sheet = page.getByTestId('cv-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'CV Siswa' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Education' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Work experience & placements (PKL)' })).toBeVisible();
});
