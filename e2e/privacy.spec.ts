import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  expectNoAxeViolations,
  saveScreenshot,
  setLang,
  revealHomeCards,
  settle,
  sharedSession,
  signInAs,
  uniqueEmail,
  useSession,
  type Session,
  newVerifiedStudent,
} from './helpers';
import { FORM_SCAN, makeVisibleToCompanies } from './privacy-helpers.js';

/**
 * Privacy for minors (docs/privacy.md): the guardian consents through the e-mailed link
 * on a phone; the school admin records a signed paper form; a hidden student never reaches a
 * company; a student asks to be erased and the school admin approves. Each journey makes its own
 * students; the demo rows are read only.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh verified student of the demo school admin's school, signed in through the API. */
const newStudent = (request: APIRequestContext, name: string) => newVerifiedStudent(request, name, 'privasi');

/** The consent link's token of the newest e-mail to `guardian`, from the Admin's outbox. */
async function consentToken(request: APIRequestContext, guardian: string): Promise<string> {
  const admin = await sharedSession(request, 'admin');
  const response = await request.get('/api/v1/outbox/list', { params: { search: guardian }, headers: auth(admin) });
  const { data } = (await response.json()) as { data: { body: string }[] };
  for (const mail of data) {
    const match = /#\/consent\/([\w-]+)/.exec(mail.body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no consent link for ${guardian}`);
}

/** A fresh open opening of the demo company, for its candidates. */
async function newOpening(request: APIRequestContext): Promise<string> {
  const company = await sharedSession(request, 'admin_perusahaan');
  const response = await request.post('/api/v1/opportunity/create', {
    headers: auth(company),
    data: {
      company_id: '00000000-0000-4000-8000-000000000000',
      title: `Teknisi Privasi ${Date.now().toString(36)}`,
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
      status: 'open',
      province_code: '31',
      city_code: '31.71',
      description: 'Merawat jaringan kantor dan perangkat pengguna.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function candidateIds(request: APIRequestContext, opening: string): Promise<string[]> {
  const company = await sharedSession(request, 'admin_perusahaan');
  const response = await request.get('/api/v1/invitation/candidates', { params: { opportunity_id: opening }, headers: auth(company) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string }[] }).data.map((c) => c.id);
}

async function fitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('on a phone: the student asks the guardian, the guardian consents on the public page in both languages, the student becomes visible', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const student = await newStudent(page.request, 'Citra Kirana');
  const guardian = uniqueEmail('wali');

  await useSession(page, student, '/student-profile');
  await revealHomeCards(page);
  const card = page.getByTestId('privacy-card');
  await expect(card.getByRole('heading', { name: 'Privacy & My Data' })).toBeVisible();
  await expect(card.getByTestId('privacy-effective')).toHaveText('Not visible to companies');
  await card.getByTestId('privacy-visibility').click();
  await expect(card.getByTestId('privacy-visibility')).toBeChecked();
  await expect(card.getByText('You are under 18')).toBeVisible();
  await card.getByTestId('privacy-guardian-email').fill(guardian);
  await card.getByTestId('privacy-ask-guardian').click();
  await expect(card.getByTestId('privacy-consent-status')).toHaveText('Waiting for the guardian');
  await expect(card.getByTestId('privacy-consent-pending')).toContainText(guardian);
  await settle(page);
  await fitsWidth(page, 'privacy card phone');
  await expectNoAxeViolations(page, 'student profile with privacy card phone en');
  if (SCREENSHOTS) await saveScreenshot(page, 'privacy-card-phone-en');

  // The guardian opens the e-mailed link: no account, the text in both languages, then answers.
  const token = await consentToken(page.request, guardian);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/#/consent/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parent or Guardian Consent' })).toBeVisible();
  await expect(page.getByText('Citra Kirana of SMK Negeri 1 Jakarta asks for your consent')).toBeVisible();
  await expect(page.getByTestId('consent-text-id')).toContainText('Saya adalah orang tua/wali');
  await expect(page.getByTestId('consent-text-en')).toContainText('I am the parent or guardian');
  await expect(page.getByTestId('consent-text-en').getByTestId('shared-data-list')).toContainText('First name and the initial of the last name');
  await expect(page.getByTestId('consent-text-id').getByTestId('never-shared-list')).toContainText('Alamat');
  await settle(page);
  await fitsWidth(page, 'consent page phone');
  await expectNoAxeViolations(page, 'consent page phone en');
  if (SCREENSHOTS) await saveScreenshot(page, 'consent-phone-en');
  await setLang(page, 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Persetujuan Orang Tua/Wali' })).toBeVisible();
  await expectNoAxeViolations(page, 'consent page phone id');
  if (SCREENSHOTS) await saveScreenshot(page, 'consent-phone-id');
  // Agreeing needs the name, the relation and "I have read".
  await page.getByTestId('consent-agree').click();
  await expect(page.getByText('Wajib diisi').first()).toBeVisible();
  await page.getByTestId('consent-name').fill('Ratna Kirana');
  await page.getByTestId('consent-relation-ibu').check();
  await page.getByTestId('consent-read').check();
  await page.getByTestId('consent-agree').click();
  await expect(page.getByTestId('consent-done')).toContainText('persetujuan Anda telah dicatat');

  // The student is visible now, with who consented.
  await setLang(page, 'en');
  await useSession(page, student, '/student-profile');
  await revealHomeCards(page);
  await expect(card.getByTestId('privacy-effective')).toHaveText('Visible to companies');
  await expect(card.getByTestId('privacy-consent')).toContainText('Ratna Kirana (Mother)');
  // The link works once.
  const again = await page.request.get('/api/v1/guardian-consent/by-token', { params: { token } });
  expect(again.status()).toBe(404);
});

test('on a desktop: the school admin records a signed paper consent, the student becomes visible, then withdraws it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `Bagas Prasetyo ${Date.now().toString(36).slice(-4)}`;
  const student = await newStudent(page.request, name);
  expect((await page.request.post('/api/v1/privacy/visibility', { headers: auth(student), data: { visibleToCompanies: true } })).status()).toBe(200);

  await signInAs(page, 'admin_sekolah', '/privacy-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Privacy' })).toBeVisible();
  await expect(page.getByTestId('consent-row').first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'privacy requests desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'privacy-requests-desktop-en');

  await page.getByTestId('consent-record-open').click();
  const form = page.getByTestId('consent-record-form');
  await form.getByTestId('consent-student').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByTestId('consent-guardian-name').fill('Slamet Prasetyo');
  await form.getByTestId('consent-relation').click();
  await page.getByRole('option', { name: 'Father' }).click();
  await form.locator('input[type="file"]').setInputFiles({ name: 'formulir.png', mimeType: 'image/png', buffer: FORM_SCAN });
  await expectNoAxeViolations(page, 'record consent dialog desktop en');
  await form.getByTestId('consent-record-save').click();
  const row = page.locator(`[data-testid="consent-row"][data-student="${name}"]`);
  await expect(row).toContainText('Slamet Prasetyo (Father) · paper form');
  await expect(row).toContainText('Approved');
  const settings = async () =>
    ((await (await page.request.get('/api/v1/privacy/settings', { headers: auth(student) })).json()) as { data: { effectivelyVisible: boolean } })
      .data;
  expect((await settings()).effectivelyVisible).toBe(true);

  // Withdrawn at the school (the guardian asked): hidden at once.
  await row.getByTestId('consent-withdraw').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toContainText('Withdrawn');
  expect((await settings()).effectivelyVisible).toBe(false);

  await setLang(page, 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Privasi Siswa' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'privacy requests desktop id');
  if (SCREENSHOTS) await saveScreenshot(page, 'privacy-requests-desktop-id');
  await setLang(page, 'en');
});

test('a hidden student never appears to a company; visible with consent they do; withdrawn they are gone again', async ({ page }) => {
  const student = await newStudent(page.request, 'Dimas Anggara');
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const invite = async (opening: string) =>
    (
      await page.request.post('/api/v1/invitation/create', { headers: auth(company), data: { opportunity_id: opening, student_id: student.user.id } })
    ).status();
  const first = await newOpening(page.request);
  expect(await candidateIds(page.request, first)).not.toContain(student.user.id);
  expect(await invite(first)).toBe(400);
  // Visible but a minor without consent: still hidden.
  expect((await page.request.post('/api/v1/privacy/visibility', { headers: auth(student), data: { visibleToCompanies: true } })).status()).toBe(200);
  expect(await candidateIds(page.request, first)).not.toContain(student.user.id);
  expect(await invite(first)).toBe(400);
  // With the guardian's consent the company may find and invite them.
  await makeVisibleToCompanies(page.request, student);
  expect(await invite(first)).toBe(200);
  // The student withdraws: gone at once.
  expect((await page.request.post('/api/v1/guardian-consent/withdraw', { headers: auth(student), data: {} })).status()).toBe(200);
  const second = await newOpening(page.request);
  expect(await candidateIds(page.request, second)).not.toContain(student.user.id);
  expect(await invite(second)).toBe(400);

  // The company's screen of its applicants has nothing of them either.
  await signInAs(page, 'admin_perusahaan', '/applicants');
  await settle(page);
  await expect(page.getByText('Dimas Anggara')).toHaveCount(0);
});

test('erasure: the student asks, the school admin approves, the account is gone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const name = `Eka Saputri ${Date.now().toString(36).slice(-4)}`;
  const student = await newStudent(page.request, name);

  await useSession(page, student, '/student-profile');
  await revealHomeCards(page);
  const card = page.getByTestId('privacy-card');
  const download = page.waitForEvent('download');
  await card.getByTestId('privacy-download').click();
  expect((await download).suggestedFilename()).toBe('jalurkarir-data-saya.json');
  await card.getByTestId('privacy-erasure').click();
  await page.getByTestId('privacy-erasure-reason').fill('Saya melanjutkan kuliah di luar negeri.');
  await page.getByTestId('privacy-erasure-confirm').click();
  await expect(card.getByTestId('privacy-erasure-status')).toHaveText('Waiting for approval');
  await expect(card.getByTestId('privacy-erasure')).toBeDisabled();

  await signInAs(page, 'admin_sekolah', '/privacy-requests');
  await page.getByTestId('tab-erasure').click();
  const row = page.locator(`[data-testid="erasure-row"][data-student="${name}"]`);
  await expect(row).toContainText('Saya melanjutkan kuliah di luar negeri.');
  await settle(page);
  await fitsWidth(page, 'erasure requests phone');
  await expectNoAxeViolations(page, 'erasure requests phone en');
  if (SCREENSHOTS) await saveScreenshot(page, 'privacy-requests-phone-en');
  await row.getByTestId('erasure-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('erasure-row').filter({ hasText: 'Account erased' }).first()).toBeVisible();

  const login = await page.request.post('/api/v1/user/login', { data: { email: student.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('the privacy card in both languages on a desktop (demo student: visible with consent, views)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'siswa', '/student-profile');
  await revealHomeCards(page);
  const card = page.getByTestId('privacy-card');
  await expect(card.getByTestId('privacy-effective')).toHaveText('Visible to companies');
  await expect(card.getByTestId('privacy-views')).toContainText('PT Nusantara Teknologi Digital');
  await settle(page);
  await expectNoAxeViolations(page, 'privacy card desktop en');
  if (SCREENSHOTS) {
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'privacy-card-desktop-en');
  }
  await setLang(page, 'id');
  await revealHomeCards(page);
  await expect(card.getByRole('heading', { name: 'Privasi & Data Saya' })).toBeVisible();
  await expect(card.getByTestId('privacy-effective')).toHaveText('Terlihat oleh perusahaan');
  await settle(page);
  await expectNoAxeViolations(page, 'privacy card desktop id');
  if (SCREENSHOTS) {
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'privacy-card-desktop-id');
  }
  await setLang(page, 'en');
});
