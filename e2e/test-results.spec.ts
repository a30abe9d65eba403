import { expect, test, type Page } from './fixtures';
import { DESKTOP, PHONE, expectNoAxeViolations, revealHomeCards, saveScreenshot, settle, signInAs } from './helpers';

/**
 * Test results (docs/tests-scoring.md): the demo student, who finished the RIASEC
 * inventory in the seed, opens the result from their profile on a phone and on a desktop, in
 * Indonesian and English: the radar chart, the figures as a table, the Holland code in the
 * headline and in the interpretation; axe; no sideways scroll. Read only: no rows are changed.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;

async function fitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

const VIEWS = [
  { name: 'phone-id', viewport: PHONE, lang: 'id' as const },
  { name: 'phone-en', viewport: PHONE, lang: 'en' as const },
  { name: 'desktop-id', viewport: DESKTOP, lang: 'id' as const },
  { name: 'desktop-en', viewport: DESKTOP, lang: 'en' as const },
];

test('the demo student opens their RIASEC result: radar chart, table and Holland code in both languages', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'siswa', '/', 'id');
  await revealHomeCards(page);
  const card = page.getByTestId('student-test-results');
  await expect(card.getByRole('heading', { name: 'Hasil Tes Terakhir' })).toBeVisible();
  await card.getByRole('link', { name: 'Inventori Minat Karier (RIASEC)' }).click();
  await expect(page).toHaveURL(/#\/personality-test-history\/[0-9a-f-]{36}$/);
  const resultUrl = page.url();

  for (const [index, view] of VIEWS.entries()) {
    await page.setViewportSize(view.viewport);
    if (index > 0) {
      await page.evaluate((value) => localStorage.setItem('lang', value), view.lang);
      // The same hash URL is a same-document navigation: reload so the app starts in the new language.
      await page.goto(resultUrl);
      await page.reload();
    }
    const result = page.getByTestId('test-result-view');
    await expect(result).toBeVisible();
    const code = (await result.getByTestId('holland-code').innerText()).trim();
    expect(code).toMatch(/^[RIASEC]{3}$/);
    await expect(result.getByTestId('result-chart-radar').locator('svg').first()).toBeVisible();
    // The text alternative: six rows, one per type, with a figure 0–100.
    await expect(result.getByTestId('result-table').locator('tbody tr')).toHaveCount(6);
    if (view.lang === 'id') {
      await expect(result.getByText('Kode Holland', { exact: true })).toBeVisible();
      await expect(result.getByTestId('result-summary')).toContainText(`Kode Holland Anda ${code}:`);
      await expect(result.getByRole('columnheader', { name: 'Skor (0–100)' })).toBeVisible();
      await expect(result.getByText('Contoh pekerjaan').first()).toBeVisible();
    } else {
      await expect(result.getByText('Holland code', { exact: true })).toBeVisible();
      await expect(result.getByTestId('result-summary')).toContainText(`Your Holland code is ${code}:`);
      await expect(result.getByRole('columnheader', { name: 'Score (0–100)' })).toBeVisible();
      await expect(result.getByText('Example jobs').first()).toBeVisible();
    }
    // Three interpretation sections, the types of the code in order.
    const sections = result.getByTestId('result-interpretation').locator('h3');
    await expect(sections).toHaveCount(3);
    for (const [i, letter] of [...code].entries()) await expect(sections.nth(i)).toContainText(`(${letter})`);
    await settle(page);
    await fitsWidth(page, `RIASEC result ${view.name}`);
    await expectNoAxeViolations(page, `RIASEC result ${view.name}`);
    if (SCREENSHOTS) await saveScreenshot(page, `test-result-riasec-${view.name}`);
  }

  // Printed: only the result — the header, the menu and the buttons are left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('test-result-view')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeHidden();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: /Print|Cetak/ })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByRole('button', { name: /Print|Cetak/ })).toBeVisible();
});

test('the profile card lists the latest result of each instrument the demo student finished', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'siswa', '/', 'en');
  await revealHomeCards(page);
  const card = page.getByTestId('student-test-results');
  await expect(card.getByRole('heading', { name: 'Latest Test Results' })).toBeVisible();
  // RIASEC, Big Five, attitude and the RPL competency test (seed: apps/api/src/seed/tests.ts).
  await expect(card.getByRole('link')).toHaveCount(4);
  await settle(page);
  await fitsWidth(page, 'profile with results phone en');
  await expectNoAxeViolations(page, 'profile with results phone en');
});
