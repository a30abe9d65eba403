import { expect, test } from './fixtures';
import { PASSWORD, apiLogin, expectNoAxeViolations, loginThroughForm, registerStudent, sharedSession, signInAs } from './helpers';

/** The id of the account with `email`, found by the Admin. */
async function accountId(request: import('@playwright/test').APIRequestContext, token: string, email: string): Promise<string> {
  const response = await request.get('/api/v1/user/list', { params: { search: email }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; email: string }[] };
  const found = data.find((row) => row.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found.id;
}

test('a verified account hears of it in the bell, opens it, and it is read; e-mail per kind can be turned off', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Nadia Puspita');
  const admin = await sharedSession(page.request, 'admin');
  const id = await accountId(page.request, admin.token, email);
  const verified = await page.request.post('/api/v1/user/verify', { params: { id }, headers: { authorization: `Bearer ${admin.token}` } });
  expect(verified.status()).toBe(200);
  await apiLogin(page.request, email, PASSWORD);

  await loginThroughForm(page, email);
  const bell = page.getByTestId('notifications-menu');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByTestId('notification-item')).toHaveText(/Your account has been verified\. Welcome to JalurKarir!/);
  await expectNoAxeViolations(page, 'notifications menu');
  await dialog.getByTestId('notification-item').click();
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/#/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification-item')).toHaveCount(1);
  await page.getByText('Unread', { exact: true }).click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No notification');
  await expectNoAxeViolations(page, 'notifications page');

  // E-mail per kind: one switch off, its neighbour in the same group stays on.
  await page.goto('/#/account');
  const stage = page.getByTestId('email-pref-application-stage');
  await expect(stage).toBeChecked();
  await expect(page.getByRole('group', { name: 'Applications and invitations' })).toBeVisible();
  await stage.uncheck({ force: true });
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('email-pref-application-stage')).not.toBeChecked();
  await expect(page.getByTestId('email-pref-invitation-received')).toBeChecked();
  await expect(page.getByTestId('email-pref-test-assigned')).toBeChecked();
  await expectNoAxeViolations(page, 'e-mail preferences');
});

test('an account without notifications sees the spec’s empty message, in Indonesian too', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Bagas Saputra');
  await loginThroughForm(page, email);
  await page.getByTestId('notifications-menu').click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No notification');
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('lang', 'id'));
  await page.reload();
  await page.getByTestId('notifications-menu').click();
  await expect(page.getByTestId('notifications-empty')).toHaveText('Tidak ada pemberitahuan');
});

test('the Admin reads a message in the e-mail outbox', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Wulan Sari');
  await signInAs(page, 'admin', '/outbox');
  await expect(page.getByRole('heading', { name: 'E-mail Outbox', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search recipient or subject' }).fill(email);
  const message = page.getByTestId('outbox-list').getByRole('button');
  await expect(message).toHaveCount(1);
  await message.click();
  await expect(page.getByTestId('outbox-body')).toContainText('Hello Wulan Sari');
  await expect(page.getByTestId('outbox-body')).toContainText('/#/auth/verify-email?token=');
  await expectNoAxeViolations(page, 'outbox message');
});
