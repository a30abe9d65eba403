import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  apiLogin,
  expectNoAxeViolations,
  saveScreenshot,
  settle,
  sharedSession,
  signInAs,
  uniqueEmail,
  useSession,
  type Session,
} from './helpers';

/**
 * Partnerships (docs/partnerships.md): a company requests a partnership with SMK Negeri 1
 * Jakarta, the school admin accepts it with the MoU, the signed PDF is uploaded, both sides see it;
 * on a desktop and a phone, both languages, axe, no sideways scroll. Every journey makes its own
 * approved company, so the demo rows stay as seeded.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;
const JAKARTA = 'SMK Negeri 1 Jakarta';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh company with its admin, approved and verified by the Admin, signed in through the API. */
async function newCompany(request: APIRequestContext, name: string): Promise<Session> {
  const email = uniqueEmail('mitra');
  const signup = await request.post('/api/v1/user/signup', {
    data: { name: 'Sari Wulandari', email, password: PASSWORD, role: 'admin_perusahaan', company_name: name },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const admin = await sharedSession(request, 'admin');
  const companies = await request.get('/api/v1/perusahaan/list', { params: { search: name }, headers: auth(admin) });
  const [company] = ((await companies.json()) as { data: { id: string }[] }).data;
  if (!company) throw new Error(`no company ${name}`);
  const approved = await request.post('/api/v1/perusahaan/update', {
    params: { id: company.id },
    headers: auth(admin),
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const users = await request.get('/api/v1/user/list', { params: { search: email }, headers: auth(admin) });
  const [user] = ((await users.json()) as { data: { id: string }[] }).data;
  if (!user) throw new Error(`no account ${email}`);
  expect((await request.post('/api/v1/user/verify', { params: { id: user.id }, headers: auth(admin) })).status()).toBe(200);
  return apiLogin(request, email);
}

/** Nothing wider than the screen. */
async function fitsWidth(page: Page, label: string) {
  // Polled: after a resize, a chart takes its new width on its ResizeObserver's next call, not at once.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${label} is wider than the screen` })
    .toBeLessThanOrEqual(0);
}

test('a company requests a partnership, the school accepts it with the MoU, the signed PDF is recorded', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `PT Mitra Karya ${Date.now().toString(36)}`;
  const company = await newCompany(page.request, name);

  // The company finds the school and sends its request.
  await useSession(page, company, '/school-partnership');
  await expect(page.getByRole('heading', { level: 1, name: 'School Partners' })).toBeVisible();
  await expect(page.getByTestId('partnerships-empty')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'partnerships empty desktop en');
  await page.getByTestId('partnership-request').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('school-search').fill('Jakarta');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const result = dialog.locator(`[data-testid="school-result"][data-name="${JAKARTA}"]`);
  await expect(result).toBeVisible();
  await expectNoAxeViolations(page, 'school finder desktop en');
  await result.getByTestId('school-choose').click();
  await dialog.getByTestId('request-message').fill('Kami ingin membuka kelas industri dan PKL untuk jurusan RPL mulai semester depan.');
  await dialog.getByTestId('request-submit').click();
  await expect(page).toHaveURL(/#\/school-partnership\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('partnership-status').first()).toHaveAttribute('data-status', 'requested');
  await expect(page.getByTestId('partnership-pending')).toContainText("Waiting for the school's answer");
  await expect(page.getByTestId('partnership-accept')).toHaveCount(0);
  const id = page.url().split('/').pop() ?? '';
  await settle(page);
  await expectNoAxeViolations(page, 'partnership detail requested desktop en');

  // The school admin answers: accepted with the MoU number and the period.
  await signInAs(page, 'admin_sekolah', '/school-partnership');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Companies' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('partnership-row')).toHaveCount(1);
  await settle(page);
  await expectNoAxeViolations(page, 'partnerships school desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'partnerships-school-desktop-en');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/school-partnership/${id}$`));
  await page.getByTestId('partnership-accept').click();
  const accept = page.getByRole('dialog');
  await accept.getByTestId('period-mou').fill('MoU/077/SMKN1JKT/XI/2026');
  await expectNoAxeViolations(page, 'accept dialog desktop en');
  await accept.getByTestId('period-submit').click();
  await expect(accept).toHaveCount(0);
  await expect(page.getByTestId('partnership-status').first()).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('partnership-mou')).toContainText('MoU/077/SMKN1JKT/XI/2026');

  // The signed agreement is uploaded and can be downloaded.
  await page.locator('input[type="file"]').setInputFiles({ name: 'MoU-ditandatangani.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('partnership-download')).toHaveText('MoU-ditandatangani.pdf');
  const download = page.waitForEvent('download');
  await page.getByTestId('partnership-download').click();
  expect((await download).suggestedFilename()).toBe('MoU-ditandatangani.pdf');
  await settle(page);
  await expectNoAxeViolations(page, 'partnership detail active desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'partnership-detail-desktop-en');

  // The company sees the active partnership with its MoU, and was told.
  await useSession(page, company, `/school-partnership/${id}`, 'id');
  await expect(page.getByTestId('partnership-status').first()).toHaveText('Aktif');
  await expect(page.getByTestId('partnership-mou')).toContainText('MoU/077/SMKN1JKT/XI/2026');
  await expect(page.getByTestId('partnership-renew')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'partnership detail active desktop id');
  await useSession(page, company, '/notifications', 'id');
  await expect(page.getByText(`Permintaan kemitraan ${name} dengan ${JAKARTA}: diterima`)).toBeVisible();
});

test('on a phone: the lists are cards, the school declines with a reason the company reads', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const name = `CV Sinar Mitra ${Date.now().toString(36)}`;
  const company = await newCompany(page.request, name);
  const schools = (await (await page.request.get('/api/v1/sekolah/all')).json()) as { data: { id: string; name: string }[] };
  const school = schools.data.find((s) => s.name === JAKARTA);
  if (!school) throw new Error('no demo school');
  const created = await page.request.post('/api/v1/partnership/create', {
    headers: auth(company),
    data: { school_id: school.id, programs: ['akl'], message: 'Penempatan staf administrasi keuangan.' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { id: string } }).data.id;

  await signInAs(page, 'admin_sekolah', `/school-partnership/${id}`, 'id');
  await expect(page.getByTestId('partnership-pending')).toContainText('Perusahaan ini menunggu jawaban Anda.');
  await settle(page);
  await fitsWidth(page, 'partnership detail phone id');
  await expectNoAxeViolations(page, 'partnership detail phone id');
  await page.getByTestId('partnership-decline').click();
  await page.getByTestId('reason-input').fill('Jurusan AKL sedang menyiapkan uji kompetensi; ajukan lagi semester depan.');
  await page.getByTestId('reason-submit').click();
  await expect(page.getByTestId('partnership-status').first()).toHaveAttribute('data-status', 'declined');

  await signInAs(page, 'admin_sekolah', '/school-partnership', 'id');
  await expect(page.getByTestId('partnerships-list')).toBeVisible();
  await settle(page);
  await fitsWidth(page, 'partnerships phone id');
  await expectNoAxeViolations(page, 'partnerships phone id');
  if (SCREENSHOTS) await saveScreenshot(page, 'partnerships-school-phone-id');

  await useSession(page, company, '/school-partnership');
  const row = page.locator(`[data-testid="partnership-row"][data-name="${JAKARTA}"]`);
  await expect(row.getByTestId('partnership-status')).toHaveAttribute('data-status', 'declined');
  await row.click();
  await expect(page.getByTestId('partnership-decline-reason')).toContainText('ajukan lagi semester depan');
  await settle(page);
  await fitsWidth(page, 'partnership detail phone en');
  await expectNoAxeViolations(page, 'partnership detail phone en');
});

test('the demo company sees its partnerships in every state, and SMK Negeri 1 Jakarta with its renewed period', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', '/school-partnership');
  await expect(page.getByTestId('partnership-row').first()).toBeVisible();
  await settle(page);
  const statuses = await page.getByTestId('partnership-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['requested', 'active', 'declined', 'expired', 'ended']));
  await settle(page);
  await expectNoAxeViolations(page, 'partnerships company desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'partnerships-company-desktop-en');
  await page.getByTestId('partnership-status-filter').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByTestId('partnership-row')).toHaveCount(1);
  await page.getByRole('link', { name: JAKARTA }).click();
  await expect(page.getByTestId('partnership-period-row')).toHaveCount(2);
  await expect(page.getByTestId('partnership-mou')).toContainText('MoU/045/NTD-SMKN1JKT/VII/2025');
});

test('the company home shows applicants per stage, partner schools and recent activity, on a desktop and a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('partnerships-summary')).toContainText(JAKARTA);
  await expect(page.getByTestId('partnerships-count-active')).toBeVisible();
  await expect(page.getByTestId('recent-activity').getByTestId('notification-item').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applicants per stage' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'company home desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'company-home-desktop-en');
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin_perusahaan', '/', 'id');
  await expect(page.getByTestId('partnerships-summary')).toContainText(JAKARTA);
  await settle(page);
  await fitsWidth(page, 'company home phone id');
  await expectNoAxeViolations(page, 'company home phone id');
});

test("the Admin opens a company's whole picture from the company list", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin', '/md-company');
  const row = page.locator('tr, [data-testid="crud-card"]').filter({ hasText: 'PT Nusantara Teknologi Digital' }).first();
  await row.getByTestId('company-overview-link').click();
  await expect(page).toHaveURL(/#\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PT Nusantara Teknologi Digital' })).toBeVisible();
  await expect(page.getByTestId('company-admins')).toContainText('Hendra Gunawan');
  await expect(page.getByTestId('company-openings')).toContainText('Junior Web Developer');
  await expect(page.getByTestId('partnerships-summary')).toContainText(JAKARTA);
  await expect(page.getByRole('heading', { name: 'Applicants per stage' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'company page desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'company-page-desktop-en');
  await page.setViewportSize(PHONE);
  await settle(page);
  await fitsWidth(page, 'company page phone en');
  await expectNoAxeViolations(page, 'company page phone en');
});
