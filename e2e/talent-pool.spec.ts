import { expect, test } from './fixtures';
import { expectNoAxeViolations, settle, signInAs } from './helpers';

test('a company saves a recommended student to a talent pool and finds them there', async ({ page }) => {
  test.setTimeout(90_000);
  const pool = `Magang ${Date.now()}`;
  await signInAs(page, 'admin_perusahaan', '/recommended-student');
  const card = page.getByTestId('ranked-student').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByTestId('save-to-pool').click();
  // A blank name is refused on the page, in the reader's language.
  await page.getByTestId('pool-save').click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByTestId('pool-name').fill(pool);
  await page.getByTestId('pool-save').click();
  await expect(page.getByText(`${name} saved to ${pool}`)).toBeVisible();

  await page.goto('/#/talent-pool');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeVisible();
  const section = page.getByRole('region', { name: pool });
  await expect(section.getByTestId('pooled-student')).toHaveCount(1);
  await expect(section.getByTestId('pooled-student')).toContainText(name);
  await expect(page.getByRole('region', { name: 'Magang 2027' }).getByTestId('pooled-student')).toHaveCount(2);
  await settle(page);
  await expectNoAxeViolations(page, 'talent pool');
});
