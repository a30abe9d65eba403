import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, newDemoOpening, newVerifiedStudent, settle, useSession } from './helpers';
import { pickOption } from './md-helpers';

/**
 * Saved openings and job alerts (docs/matching.md): a student saves an opening from its page and
 * from the recommendations, finds it in "Lowongan Tersimpan" (`#/opportunity/saved`), removes it,
 * and turns job alerts on — on a phone, in Indonesian and English, axe on each screen. A fresh
 * student, so the demo student's saved list stays as the seed made it.
 */
test('a student saves openings, removes one and chooses job alerts, on a phone, in both languages', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const student = await newVerifiedStudent(request, 'Dewi Lestari', 'simpan');
  const title = `Staf Data Entry ${Date.now()}`;
  const id = await newDemoOpening(request, { title, description: 'Memasukkan dan memeriksa data pelanggan.' });

  // The opening's page: save it.
  await useSession(page, student, `/jobs/${id}`, 'id');
  const save = page.getByRole('button', { name: `Simpan lowongan ${title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Tersimpan');

  // The saved list, and the alert settings below it.
  await page.goto(`/#/opportunity/saved`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lowongan Tersimpan' })).toBeVisible();
  await expect(page.getByTestId('saved-opening')).toHaveCount(1);
  await expect(page.getByTestId('saved-opening')).toContainText(title);
  await settle(page);
  await expectNoAxeViolations(page, 'saved openings id');

  const settings = page.getByTestId('alert-settings');
  // The switches are checked as a person taps them: Playwright waits until nothing lies over them
  // (no `force`: the threshold's option list, still closing, once took the e-mail switch's click).
  await settings.getByRole('switch', { name: 'Beri tahu saya lowongan baru yang cocok' }).check();
  await pickOption(page, 'alert-threshold', '80');
  await settings.getByRole('switch', { name: 'Kirim juga lewat email' }).check();
  await settings.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan notifikasi lowongan disimpan')).toBeVisible();
  const stored = await request.get('/api/v1/job-alert/settings', { headers: { authorization: `Bearer ${student.token}` } });
  expect((await stored.json()).data).toEqual({ enabled: true, threshold: 80, email: true });

  // Removed: the empty state, in English.
  await useSession(page, student, '/opportunity/saved', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Openings' })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title} from Saved Openings` }).click();
  await expect(page.getByTestId('saved-empty')).toContainText('No saved openings yet');
  await expect(page.getByTestId('alert-settings').getByRole('switch', { name: 'Tell me about new openings that match me' })).toBeChecked();
  await settle(page);
  await expectNoAxeViolations(page, 'saved openings en');
});
