import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { makeVisibleToCompanies } from './privacy-helpers.js';
import { DESKTOP, PHONE, expectNoAxeViolations, newDemoOpening, newVerifiedStudent, settle, signInAs, useSession } from './helpers';

/**
 * Interview slots (docs/applications.md): the company proposes two times in the move dialog, the
 * student picks one on a phone and downloads the calendar file; the company sees the pick. Its own
 * opening and student; the demo rows are read only.
 */
test('the company proposes two interview times, the student picks one on a phone and downloads the .ics', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const title = `Teknisi Printer 3D ${Date.now().toString(36)}`;
  const openingId = await newDemoOpening(page.request, { title, description: 'Merawat dan mengoperasikan printer 3D di bengkel produksi.' });
  const name = 'Sari Wulandani';
  const student = await newVerifiedStudent(page.request, name, 'wawancara');
  await makeVisibleToCompanies(page.request, student);
  const applied = await page.request.post('/api/v1/application/apply', {
    data: { opportunity_id: openingId },
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(applied.status()).toBe(200);

  // The company proposes two times in the move dialog.
  const year = new Date().getFullYear() + 1;
  await signInAs(page, 'admin_perusahaan', `/applicants?opportunity=${openingId}`);
  const card = page.locator(`[data-testid="applicant-card"][data-name="${name}"]`);
  await card.getByTestId('stage-menu').click();
  await page.getByTestId('move-to-interview').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('move-confirm').click();
  await expect(dialog.getByTestId('move-slot-0')).toContainText('Required');
  await dialog.getByTestId('move-interview-at').fill(`${year}-02-10T09:00`);
  await dialog.getByTestId('move-interview-place').fill('Gedung Cyber 2 Lt. 12, Jakarta');
  await dialog.getByTestId('move-add-slot').click();
  await dialog.getByTestId('move-slot-1-at').fill(`${year}-02-11T13:30`);
  await expect(dialog.getByTestId('move-slot-1-place')).toHaveValue('Gedung Cyber 2 Lt. 12, Jakarta');
  await dialog.getByTestId('move-slot-1-place').fill('https://meet.example.id/printer-3d');
  await settle(page);
  await expectNoAxeViolations(page, 'move dialog with two interview times');
  await dialog.getByTestId('move-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('column-interview').locator(`[data-name="${name}"]`)).toBeVisible();

  // The student picks the second time on a phone.
  await page.setViewportSize(PHONE);
  await useSession(page, student, '/applications');
  await page.getByRole('link', { name: title }).first().click();
  const slots = page.getByTestId('interview-slots');
  await expect(slots.getByRole('radio')).toHaveCount(2);
  await settle(page);
  await expectNoAxeViolations(page, 'interview slots phone');
  await slots.getByRole('radio').nth(1).check();
  await slots.getByTestId('interview-pick').click();
  await expect(slots.getByText('Picked by the student')).toBeVisible();
  await expect(slots).toContainText('https://meet.example.id/printer-3d');
  await expect(slots).toContainText('60 minutes');
  const [download] = await Promise.all([page.waitForEvent('download'), slots.getByTestId('interview-ics').click()]);
  expect(download.suggestedFilename()).toBe('undangan-wawancara.ics');
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('LOCATION:https://meet.example.id/printer-3d');
  await settle(page);
  await expectNoAxeViolations(page, 'interview picked phone');

  // The company sees the pick on the applicant's page.
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', `/applicants?opportunity=${openingId}`);
  await page.getByTestId('column-interview').getByRole('link', { name }).click();
  await expect(page.getByTestId('interview-slots')).toContainText('Picked by the student');
  await expect(page.getByTestId('interview-slots')).toContainText('https://meet.example.id/printer-3d');
});
