import { expect, test, type APIRequestContext } from './fixtures';
import { deflateSync } from 'node:zlib';
import { PASSWORD, apiLogin, loginThroughForm, registerStudent, sharedSession, signInAs, uniqueEmail, useSession } from './helpers';

/** The link of the newest e-mail to `email` whose subject contains `subject`, read from the Admin's outbox. */
async function linkFromOutbox(request: APIRequestContext, email: string, path: string): Promise<string> {
  const admin = await sharedSession(request, 'admin');
  const response = await request.get('/api/v1/outbox/list', { params: { search: email }, headers: { authorization: `Bearer ${admin.token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { to: string; body: string }[] };
  for (const mail of data) {
    const match = mail.body.match(new RegExp(`https?://\\S+/#${path}\\?token=[\\w-]+`));
    if (match) return match[0];
  }
  throw new Error(`no ${path} link for ${email}`);
}

/** A tiny valid PNG (4×4, brand blue), built here so the test needs no fixture file. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.from([0, ...Array(4).fill([0x1f, 0x5f, 0xa8]).flat()]);
  const raw = Buffer.concat(Array(4).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('forgot password → e-mailed link → reset → log in with the new password', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Rudi Hartono');
  await page.goto('/#/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/#\/auth\/forgot-password$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByTestId('forgot-sent')).toHaveText('If the e-mail is registered, a reset link has been sent');

  const link = await linkFromOutbox(page.request, email, '/auth/reset-password');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill('short');
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill('different');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill('NewPassword456!');
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill('NewPassword456!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
  await loginThroughForm(page, email, 'NewPassword456!');
  await expect(page.getByTestId('verification-text')).toBeVisible();
});

test('the e-mail confirmation link confirms once', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Sari Wulandari');
  const link = await linkFromOutbox(page.request, email, '/auth/verify-email');
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  const calls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/user/verify-token') && calls.push(r.url()));
  await page.goto(path);
  await expect(page.getByTestId('verify-success')).toHaveText('Your email address has been confirmed.');
  expect(calls).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('verify-error')).toHaveText('The token is invalid or has expired');
  const session = await apiLogin(page.request, email);
  expect(session.user.validated).toBe(true);
});

test('account settings: name and phone, photo, password', async ({ page }) => {
  const { email } = await registerStudent(page.request, 'Bayu Saputra');
  const session = await apiLogin(page.request, email);
  await useSession(page, session, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const profile = page.getByTestId('profile-form');
  await profile.getByRole('textbox', { name: /^Phone/ }).fill('12345');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Invalid phone number')).toBeVisible();
  await profile.getByRole('textbox', { name: /^Name/ }).fill('bayu SAPUTRA wijaya');
  await profile.getByRole('textbox', { name: /^Phone/ }).fill('081298765432');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('profile-avatar')).toHaveText('BW');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name)).toBe('bayu SAPUTRA wijaya');

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/download\?name=[^&]+&dir=profile_photo&inline=true$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);

  const passwords = page.getByTestId('password-form');
  await passwords.getByRole('textbox', { name: /^Current password/ }).fill('wrong-password');
  await passwords.getByRole('textbox', { name: /^New password/ }).fill('Another789!');
  await passwords.getByRole('textbox', { name: /^Confirm password/ }).fill('Another789!');
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(passwords.getByText('The current password is wrong')).toBeVisible();
  await passwords.getByRole('textbox', { name: /^Current password/ }).fill(PASSWORD);
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  // The session goes on with the fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page).toHaveURL(/#\/account$/);
  expect((await page.request.post('/api/v1/user/login', { data: { email, password: 'Another789!' } })).status()).toBe(200);
});

test('company profile: view, edit with region selects, field messages', async ({ page }) => {
  await signInAs(page, 'admin_perusahaan', '/company-profile');
  await expect(page.getByTestId('company-name')).toHaveText('PT Nusantara Teknologi Digital');
  // The other company admin edits their own company, so the demo company stays as the screenshots show it.
  const other = await apiLogin(page.request, 'perusahaan.otomotif@jalurkarir.id');
  await useSession(page, other, '/company-profile');
  await page.getByTestId('company-edit').click();
  const form = page.getByTestId('company-form');
  await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid e-mail address')).toBeVisible();
  await form.getByRole('textbox', { name: /^Email/ }).fill('hrd@otomotif.example.id');
  await form.getByRole('textbox', { name: /^Business sector/ }).fill('Otomotif dan Suku Cadang');
  await page.getByTestId('province-select').click();
  await page.getByTestId('province-select').fill('Jawa Tengah');
  await page.getByRole('option', { name: 'Jawa Tengah' }).click();
  await expect(page.getByTestId('city-select')).toBeEnabled();
  await page.getByTestId('city-select').click();
  await page.getByTestId('city-select').fill('Kota Semarang');
  await page.getByRole('option', { name: 'Kota Semarang' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company profile saved')).toBeVisible();
  await expect(page.getByTestId('company-city')).toContainText('Kota Semarang');
  await expect(page.getByTestId('company-profile')).toContainText('Otomotif dan Suku Cadang');
});

test('sign-up of a company admin: an unknown company is named as new', async ({ page }) => {
  await page.goto('/#/auth/register');
  await page.getByTestId('register-role').click();
  await page.getByRole('option', { name: 'Company Administrator' }).click();
  await expect(page.getByText('Pick your company or type the name of a new one.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^NISN/ })).toHaveCount(0);
  await expect(page.getByTestId('register-school')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Enter the company name')).toBeVisible();
  await page.getByTestId('register-company').fill('PT Karya Muda Mandiri');
  await expect(page.getByText(/Company not registered/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Hendra Gunawan');
  await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('hrd'));
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registered successfully, please log in to your account')).toBeVisible();
});
