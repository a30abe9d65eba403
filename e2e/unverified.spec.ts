import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  PASSWORD,
  PHONE,
  apiLogin,
  expectNoAxeViolations,
  loginThroughForm,
  registerStudent,
  revealHomeCards,
  settle,
  sharedSession,
  uniqueEmail,
  uniqueNisn,
  useSession,
} from './helpers';

test('a new account waits for verification, an Admin verifies it from the dashboard queue, then it gets its menu', async ({ page }) => {
  const email = uniqueEmail('baru');
  const name = 'Dewi Lestari Putri';

  // Register through the form (student: school + NISN).
  await page.goto('/#/auth/register');
  await page.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByTestId('register-school').click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /^NISN/ }).fill(uniqueNisn());
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered successfully, please log in to your account')).toBeVisible();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByTestId('registered-alert')).toBeVisible();

  // Log in: the verification text, no side menu, a coloured header whose logo links to the root.
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('verification-text')).toHaveText('Your account is in the verification process.');
  await expect(page.getByTestId('sidebar'), 'no side menu while unverified').toHaveCount(0);
  await expect(page.getByTestId('sidebar-toggle'), 'no menu button while unverified').toHaveCount(0);
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-unverified', 'true');
  await expect(page.getByTestId('logo-link')).toHaveAttribute('href', '#/');
  await expect(page.getByTestId('confirm-email-hint')).toContainText(email);
  // Pages beyond home, account, the CV and the interest inventory stay closed.
  await page.goto('/#/jobs');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
  // E-mail not confirmed yet (validated false): the error page has the bare layout.
  await expect(page.getByTestId('bare-layout')).toBeVisible();
  await page.goto('/#/');

  // Sign out; the Admin verifies the account from the queue.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  // The Admin signs out below: its own token, not the shared session other specs are using.
  await useSession(page, await apiLogin(page.request, ACCOUNTS.admin), '/');
  const row = page.locator(`[data-testid="verification-row"][data-email="${email}"]`);
  await expect(page.getByTestId('verification-row').first()).toBeVisible();
  await page.getByTestId('verification-search').fill(email);
  await expect(row).toBeVisible();
  await row.getByTestId('verify-button').click();
  await expect(page.getByText(`${name}'s account has been verified`)).toBeVisible();
  await expect(row, 'the verified account leaves the queue').toHaveCount(0);

  // The student logs in again and has the menu.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await loginThroughForm(page, email);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-unverified', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a student awaiting verification starts the CV and the interest inventory; companies see none of it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { email } = await registerStudent(page.request, 'Rina Kartika Sari');
  const session = await apiLogin(page.request, email);
  await useSession(page, session, '/', 'en');
  await expect(page.getByTestId('verification-text')).toHaveText('Your account is in the verification process.');
  const waiting = page.getByTestId('while-waiting');
  await expect(waiting).toContainText(
    'Companies see nothing of your profile, and you do not appear in recommendations, until your school verifies your account.',
  );
  await settle(page);
  await expectNoAxeViolations(page, 'home awaiting verification');

  // The CV: their own profile, a skill added; no privacy settings or certificates before verification.
  await waiting.getByRole('link', { name: 'Fill in your CV' }).click();
  await expect(page).toHaveURL(/#\/student-profile$/);
  await expect(page.getByTestId('student-profile')).toContainText('Awaiting verification');
  await page.getByTestId('skill-input').fill('Microsoft Excel');
  await page.getByTestId('skill-add').click();
  await expect(page.getByTestId('skills')).toContainText('Microsoft Excel');
  // The cards below the profile mount as the reader nears them; privacy is not among them yet.
  await revealHomeCards(page);
  await expect(page.getByTestId('mount-when-near')).toHaveCount(0);
  await settle(page);
  await expect(page.getByTestId('privacy-card')).toHaveCount(0);
  await expectNoAxeViolations(page, 'CV awaiting verification');

  // The interest inventory, and only it: the Big Five waits for verification.
  await page.goto('/#/');
  await page.getByTestId('while-waiting').getByRole('link', { name: 'Take the interest test (RIASEC)' }).click();
  await expect(page).toHaveURL(/#\/personality-test$/);
  const tests = page.getByTestId('available-test');
  await expect(tests).toHaveCount(1);
  await expect(tests).toContainText('RIASEC');
  await tests.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 48' })).toBeVisible();
  await page.getByRole('radio', { name: /^4 · Like$/ }).check();
  await expect(page.getByText('1 of 48 answered')).toBeVisible();

  // Nothing of it reaches a company: the profile is not found for them.
  const me = (await (await page.request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${session.token}` } })).json()) as {
    data: { id: string };
  };
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const seen = await page.request.get('/api/v1/student-profile/full', {
    params: { id: me.data.id },
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(seen.status()).toBe(404);
});
