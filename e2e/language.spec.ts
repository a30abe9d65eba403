import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';
import { revealHomeCards, signInAs } from './helpers';

/**
 * The English catalogue's chunks the page asks for, in order: `student-phrases` (the student's pages,
 * locales/en/student-phrases.ts) and `domains` (every other domain file, locales/en/domains.ts).
 */
function englishChunksFetched(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(student-phrases|domains)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

/**
 * The Indonesian phrases of the English files a student's page does not load (every domain file but
 * student.json and foundation.json) whose English differs: one of them on such a page in English
 * would be a phrase the i18n check placed in the wrong file.
 */
function phrasesBeyondStudentScope(): Set<string> {
  const dir = fileURLToPath(new URL('../apps/web/src/locales/en', import.meta.url));
  const phrases = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json') && !['student.json', 'foundation.json'].includes(file))) {
    const catalog = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
    for (const [phrase, english] of Object.entries(catalog)) if (phrase !== english) phrases.add(phrase);
  }
  return phrases;
}

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

test("a student reading in Indonesian downloads no English phrases; switching to English brings their pages' before the page changes, the rest with a page that needs them", async ({
  page,
}) => {
  // The English phrases of the student's pages are one chunk (locales/en/student-phrases.ts), the
  // other domains' another (locales/en/domains.ts), loaded with the other pages' route table.
  const english = englishChunksFetched(page);
  await signInAs(page, 'siswa', '/', 'id');
  await expect(page.getByText('Kelengkapan Profil')).toBeVisible();
  expect(english).toEqual([]);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByText('Profile completeness')).toBeVisible();
  await expect(page.getByText('Kelengkapan Profil')).toHaveCount(0);
  expect(english).toEqual(['student-phrases']);
  await page.getByTestId('sidebar').getByRole('link', { name: 'My Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  expect(english).toEqual(['student-phrases', 'domains']);
});

test('the printed CV in English from an Indonesian interface has its English labels', async ({ page }) => {
  await signInAs(page, 'siswa', '/student-profile/cv?lang=en', 'id');
  const sheet = page.getByTestId('cv-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'CV Siswa' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Education' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Work experience & placements (PKL)' })).toBeVisible();
});

test("the student's pages in English show no phrase of the files they do not load", async ({ page }) => {
  const beyond = phrasesBeyondStudentScope();
  const english = englishChunksFetched(page);
  await signInAs(page, 'siswa', '/', 'en');
  await revealHomeCards(page);
  const pages = [
    { hash: '#/opportunity', heading: 'Job Recommendations' },
    { hash: '#/personality-test', heading: 'Personality tests' },
    { hash: '#/student-test', heading: 'Student tests' },
  ];
  const shown = async () => (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  const lines = await shown();
  for (const { hash, heading } of pages) {
    await page.evaluate((target) => (location.hash = target), hash);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    lines.push(...(await shown()));
  }
  expect(lines.filter((line) => beyond.has(line))).toEqual([]);
  expect(english).toEqual(['student-phrases']);
});
