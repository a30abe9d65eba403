import { expect, test } from './fixtures';
import { signInAs } from './helpers';
import { rows } from './md-helpers';

/** A dashboard count opens the list it counts, filtered the same way; a count the role cannot open is no link. */
test('the Admin opens the companies waiting for approval from the home page', async ({ page }) => {
  await signInAs(page, 'admin', '/', 'id');
  const card = page.getByTestId('stat-companies-pending');
  const count = Number(await card.locator('p').nth(1).innerText());
  await card.click();
  await expect(page).toHaveURL(/#\/md-company\?status=pending$/);
  await expect(rows(page)).toHaveCount(count);
  await expect(rows(page).first()).toContainText('CV Kuliner Rasa Nusantara');
});

test('the school admin opens the students waiting for verification; a teacher’s teacher count is no link', async ({ page, browser }) => {
  await signInAs(page, 'admin_sekolah', '/', 'en');
  await page.getByTestId('stat-students-pending').click();
  await expect(page).toHaveURL(/#\/md-student\?verified=false$/);
  await expect(page.getByRole('cell', { name: 'Putri Ayu Larasati' }).or(page.getByText('Putri Ayu Larasati')).first()).toBeVisible();

  const teacher = await browser.newPage();
  await signInAs(teacher, 'guru', '/', 'en');
  await expect(teacher.getByTestId('stat-students')).toHaveAttribute('href', '#/md-student');
  await expect(teacher.getByTestId('stat-teachers')).not.toHaveAttribute('href', /.*/);
  await teacher.close();
});

test('the company home shows the description in the reader’s language', async ({ page }) => {
  await signInAs(page, 'admin_perusahaan', '/', 'en');
  const card = page.getByTestId('company-card');
  await expect(card).toContainText('Software developer for public services and small businesses.');
  await signInAs(page, 'admin_perusahaan', '/', 'id');
  await expect(page.getByTestId('company-card')).toContainText('Pengembang perangkat lunak');
});
