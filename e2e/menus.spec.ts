import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginThroughForm, type AccountKey } from './helpers';

/** Each role logs in through the form and sees its own side menu — and only pages that exist. */
const MENUS: Record<Exclude<AccountKey, 'pending_siswa'>, string[]> = {
  admin: ['Home', 'Account Settings'],
  admin_sekolah: ['Home', 'Account Settings'],
  kepala_sekolah: ['Home', 'Account Settings'],
  guru: ['Home', 'Account Settings'],
  siswa: ['Profile', 'Account Settings', 'User Guide (opens in a new tab)'],
  asesor: ['Home', 'Account Settings'],
  admin_perusahaan: ['Home', 'Company Profile', 'Account Settings', 'User Guide (opens in a new tab)'],
};

for (const [role, items] of Object.entries(MENUS)) {
  test(`${role} logs in and sees its menu`, async ({ page }) => {
    await loginThroughForm(page, ACCOUNTS[role as AccountKey]);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByTestId('menu-link')).toHaveText(items);
    for (const name of items) await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    // Exactly one active item: the home entry on `/`.
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(items[0]);
  });
}

test('the user guide follows the language and opens the PDF', async ({ page, request }) => {
  await loginThroughForm(page, ACCOUNTS.siswa);
  const guide = page.getByTestId('sidebar').getByRole('link', { name: /User Guide/ });
  await expect(guide).toHaveAttribute('href', '/docs/user-guide-en.pdf');
  await expect(guide).toHaveAttribute('target', '_blank');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-id').click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: /User Guide/ })).toHaveAttribute('href', '/docs/user-guide-id.pdf');
  for (const lang of ['id', 'en']) {
    const pdf = await request.get(`/docs/user-guide-${lang}.pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('the active item follows navigation', async ({ page }) => {
  await loginThroughForm(page, ACCOUNTS.admin_perusahaan);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/#\/company-profile$/);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Company Profile');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});
