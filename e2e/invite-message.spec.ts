import { expect, test } from './fixtures';
import { DESKTOP, expectNoAxeViolations, settle, sharedSession, signInAs, type Session, newDemoOpening } from './helpers';

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** HR writes a few words with an invitation from the ranked students; the invitation carries them. */
test('the company invites a ranked student with a message', async ({ page }) => {
  // An opening of its own, so no earlier invitation or application stands between HR and the button.
  const title = `Pengembang Web Magang ${Date.now().toString(36)}`;
  const openingId = await newDemoOpening(page.request, {
    title,
    contract_type: 'internship',
    programs: ['rpl'],
    description: 'Magang enam bulan membangun aplikasi web internal bersama tim pengembang.',
  });
  const company = await sharedSession(page.request, 'admin_perusahaan');

  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', '/recommended-student', 'en');
  await page.getByTestId('pick-opening').click();
  await page.getByRole('option', { name: title, exact: true }).click();
  const card = page.getByTestId('ranked-student').first();
  await card.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog');
  const message = 'Profil Anda cocok untuk magang ini. Kami tunggu lamarannya sebelum akhir bulan.';
  await dialog.getByTestId('invite-message').fill(message);
  await settle(page);
  await expectNoAxeViolations(page, 'invitation message');
  await dialog.getByTestId('invite-send').click();
  await expect(card.getByTestId('pair-state')).toHaveText('Already invited');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const listed = await page.request.get('/api/v1/invitation/list', { params: { opportunity_id: openingId }, headers: auth(company) });
  expect(listed.status()).toBe(200);
  const rows = ((await listed.json()) as { data: { message: string | null }[] }).data;
  expect(rows.map((r) => r.message)).toEqual([message]);
});
