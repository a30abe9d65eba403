import { expect, test, type APIRequestContext } from './fixtures';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  newDemoOpening,
  newVerifiedStudent,
  settle,
  sharedSession,
  signInAs,
  useSession,
  type Session,
} from './helpers';

/**
 * Bulk actions on applicants and the company page for students (docs/applications.md, "Bulk
 * actions", "Company page"). The bulk journey makes its own opening and students; the demo company's
 * page is read only.
 */
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh student who applies to `openingId`; answers the session and the application's id. */
async function applicant(request: APIRequestContext, name: string, openingId: string) {
  const student = await newVerifiedStudent(request, name, 'massal');
  const applied = await request.post('/api/v1/application/apply', { headers: auth(student), data: { opportunity_id: openingId } });
  expect(applied.status(), await applied.text()).toBe(200);
  return { student, applicationId: ((await applied.json()) as { data: { id: string } }).data.id };
}

test('a company rejects two applicants at once with an edited template; each student reads it in their language on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Operator Produksi ${Date.now().toString(36)}`;
  const openingId = await newDemoOpening(page.request, {
    title,
    description: 'Mengoperasikan mesin perakitan dan memeriksa mutu hasil produksi setiap sif.',
  });
  const first = await applicant(page.request, 'Dewi Lestari', openingId);
  const second = await applicant(page.request, 'Yoga Pratama', openingId);

  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', `/applicants?opportunity=${openingId}`);
  await expect(page.getByTestId('applicant-card')).toHaveCount(2);
  await page.getByTestId('bulk-select-all').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');
  await settle(page);
  await expectNoAxeViolations(page, 'applicants with two selected');
  await page.getByTestId('bulk-reject').click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 applicants' });
  await expect(dialog.getByTestId('bulk-message-en')).toHaveValue(/^Thank you for applying for the .+ position at PT Nusantara Teknologi Digital\./);
  await dialog.getByText('Other candidates are a closer fit').click();
  const english = dialog.getByTestId('bulk-message-en');
  await expect(english).toHaveValue(/chose candidates whose qualifications are closest/);
  await english.fill(`${await english.inputValue()} Our HR team, Hendra.`);
  await settle(page);
  await expectNoAxeViolations(page, 'bulk reject dialog');
  await dialog.getByTestId('bulk-confirm').click();
  await expect(page.getByText('2 applicants moved to Rejected')).toBeVisible();
  await expect(page.getByTestId('applicant-card').and(page.locator('[data-stage="rejected"]'))).toHaveCount(2);

  // The students, each on a phone: one reads English, the other Indonesian.
  const phone = await browser.newContext({ viewport: PHONE });
  const studentPage = await phone.newPage();
  await useSession(studentPage, first.student, `/applications/${first.applicationId}`, 'en');
  const message = studentPage.getByTestId('history-message');
  await expect(message).toContainText('After reviewing every application, we chose candidates whose qualifications are closest');
  await expect(message).toContainText('Our HR team, Hendra.');
  await expect(message).toHaveAttribute('lang', 'en');
  await settle(studentPage);
  await expectNoAxeViolations(studentPage, 'rejected application on a phone (en)');
  await useSession(studentPage, second.student, `/applications/${second.applicationId}`, 'id');
  await expect(studentPage.getByTestId('history-message')).toContainText('Setelah meninjau semua lamaran, kami memilih kandidat');
  await phone.close();
});

test('a student opens the company page from an opening: about, benefits, PKL, partner schools, openings, response time', async ({ page }) => {
  const student = await sharedSession(page.request, 'siswa');
  const jobs = await page.request.get('/api/v1/job/list', { headers: auth(student), params: { search: 'Junior Web Developer' } });
  const job = ((await jobs.json()) as { data: { id: string; company_name: string }[] }).data.find(
    (j) => j.company_name === 'PT Nusantara Teknologi Digital',
  );
  expect(job).toBeTruthy();
  await signInAs(page, 'siswa', `/jobs/${job!.id}`);
  await page.getByTestId('job-company-page').click();
  await expect(page).toHaveURL(/#\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PT Nusantara Teknologi Digital' })).toBeVisible();
  await expect(page.getByTestId('company-about')).toContainText('Software developer for public services');
  await expect(page.getByTestId('company-benefits')).toContainText('BPJS health and employment insurance from day one');
  await expect(page.getByTestId('company-first-job')).toContainText('PKL students join one project team');
  await expect(page.getByTestId('company-schools')).toContainText('SMK Negeri 1 Jakarta');
  await expect(page.getByTestId('company-openings').getByRole('link', { name: 'Junior Web Developer' })).toBeVisible();
  await expect(page.getByTestId('company-response-median')).toHaveText(/^\d+(\.\d)? days$/);
  await settle(page);
  await expectNoAxeViolations(page, 'company page (desktop, en)');
  await page.setViewportSize(PHONE);
  await useSession(page, student, page.url().split('#')[1]!, 'id');
  await expect(page.getByTestId('company-benefits')).toContainText('BPJS Kesehatan');
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'company page (phone, id)');
});

test('the applicant page shows the certificates and the verified PKL the ranking read', async ({ page }) => {
  const student = await sharedSession(page.request, 'siswa');
  const mine = await page.request.get('/api/v1/application/list', { headers: auth(student) });
  const application = ((await mine.json()) as { data: { id: string; opportunity_title: string }[] }).data.find(
    (a) => a.opportunity_title === 'Junior Web Developer',
  );
  await signInAs(page, 'admin_perusahaan', `/applicants/${application!.id}`);
  const facts = page.getByTestId('applicant-facts');
  await expect(facts.getByTestId('applicant-certificates')).toContainText('Junior Programmer');
  await expect(facts.getByTestId('verified-pkl-none')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'applicant page with facts');
});
