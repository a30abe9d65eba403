import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 250;

/**
 * The login page's initial JavaScript stays within 250 KB gzipped. `npm start` (the web server of
 * this run) has just built apps/web/dist; scripts/bundle-size.mjs measures it from the build
 * manifest, and the browser confirms that what it loads for #/auth/login is what was measured.
 */
test('login page initial JavaScript ≤ 250 KB gzipped', async ({ page }) => {
  const output = execFileSync(process.execPath, ['scripts/bundle-size.mjs', '--json', '--budget-kb', String(BUDGET_KB)], { cwd: ROOT, encoding: 'utf8' });
  const result = JSON.parse(output) as { js: { file: string; gzip: number }[]; totalGzip: number };
  console.log(`login page JS: ${(result.totalGzip / 1024).toFixed(1)} KB gzipped in ${result.js.length} files (budget ${BUDGET_KB} KB)`);
  expect(result.totalGzip).toBeLessThanOrEqual(BUDGET_KB * 1024);

  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto('/#/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measured = new Set(result.js.map((f) => f.file));
  expect([...loaded].filter((file) => !measured.has(file)), 'scripts loaded by the login page but not measured').toEqual([]);
});
