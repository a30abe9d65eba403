import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { makeVisibleToCompanies } from './privacy-helpers.js';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  saveScreenshot,
  settle,
  sharedSession,
  signInAs,
  useSession,
  type AccountKey,
  type Session,
  newVerifiedStudent,
  newDemoOpening,
} from './helpers';

/**
 * Applications (docs/applications.md): a student applies, the company moves the
 * application to hired, the school sees the placement; an invitation is accepted on a phone; every
 * page of the domain on a desktop and a phone, both languages, axe, no sideways scroll.
 * Every journey makes its own opening and its own student; the demo rows are read only.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh open opening of the demo company (PT Nusantara Teknologi Digital). */
const newOpening = (request: APIRequestContext, title: string) =>
  newDemoOpening(request, {
    title,
    salary_from: 4_800_000,
    salary_to: 5_600_000,
    description: 'Merakit dan menguji modul elektronik di lini produksi. Pelatihan diberikan selama tiga bulan pertama.',
  });

/** A fresh verified student of SMK Negeri 1 Jakarta (the demo school admin's school), signed in through the API. */
async function newStudent(request: APIRequestContext, name: string): Promise<Session> {
  const session = await newVerifiedStudent(request, name, 'pelamar');
  // A company finds a student only when visible with a guardian's consent (docs/privacy.md).
  await makeVisibleToCompanies(request, session);
  return session;
}

/** Nothing wider than the screen. */
async function fitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Moves the applicant `name` on the company's board through the move menu of its card. */
async function moveOnBoard(page: Page, name: string, to: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const card = page.locator(`[data-testid="applicant-card"][data-name="${name}"]`);
  await card.getByTestId('stage-menu').click();
  await page.getByTestId(`move-to-${to}`).click();
  const dialog = page.getByRole('dialog');
  if (fill) await fill(dialog);
  await dialog.getByTestId('move-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`column-${to}`).locator(`[data-name="${name}"]`)).toBeVisible();
}

test('a student applies, the company shortlists, interviews, offers and hires, the school sees the placement', async ({ page }) => {
  // Three roles, five stages and four axe checks: ~41 s alone on a 2-core machine, and past the
  // default 60 s when the machine is busy (a run of 2026-11-25). Slow marks it for three times that.
  test.slow();
  await page.setViewportSize(DESKTOP);
  const title = `Operator Produksi Elektronik ${Date.now().toString(36)}`;
  const openingId = await newOpening(page.request, title);
  const name = 'Rizky Ramadhan';
  const student = await newStudent(page.request, name);
  // A line of CV and a PKL: what the company reads once the student has applied.
  const studentAuth = { authorization: `Bearer ${student.token}` };
  expect(
    (
      await page.request.post('/api/v1/user/profile-update', {
        data: { about_me: 'Lulusan TKJ, terbiasa merakit dan menguji papan rangkaian.' },
        headers: studentAuth,
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post('/api/v1/student-experience/create', {
        data: { kind: 'pkl', position: 'Teknisi Perakitan', company: 'PT Elektrindo Jaya', date_from: '2025-01-06', date_to: '2025-04-30' },
        headers: studentAuth,
      })
    ).status(),
  ).toBe(201);

  // The student finds the opening and applies with a note.
  await useSession(page, student, '/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeVisible();
  await page.getByTestId('jobs-search').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('job-card')).toHaveCount(1);
  await expect(page.getByTestId('job-card')).toContainText('PT Nusantara Teknologi Digital');
  await settle(page);
  await expectNoAxeViolations(page, 'jobs desktop en');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('responsiveness')).toContainText('How quickly the company responds');
  await expect(page.getByTestId('responsiveness-average')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'job detail desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'job-detail-desktop-en');
  await page.getByTestId('job-apply').click();
  await page.getByTestId('apply-note').fill('Saya lulusan TKJ dan siap bekerja bergiliran.');
  await page.getByTestId('apply-confirm').click();
  await expect(page).toHaveURL(/#\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('application-stage')).toHaveText('Applied');

  // The company moves it through every stage on the board.
  await signInAs(page, 'admin_perusahaan', `/applicants?opportunity=${openingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(page.getByTestId('column-applied').locator(`[data-name="${name}"]`)).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'applicants board desktop en');
  await moveOnBoard(page, name, 'shortlisted');
  await moveOnBoard(page, name, 'interview', async (dialog) => {
    await dialog.getByTestId('move-interview-at').fill(`${new Date().getFullYear() + 1}-01-15T09:30`);
    await dialog.getByTestId('move-interview-place').fill('https://meet.example.id/operator-produksi');
  });
  await moveOnBoard(page, name, 'offered', async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Message to the student (optional)' }).fill('Gaji pokok Rp5.200.000, mulai bulan depan.');
  });
  await moveOnBoard(page, name, 'hired');
  if (SCREENSHOTS) await saveScreenshot(page, 'applicants-desktop-en');
  await page.getByTestId('column-hired').getByRole('link', { name }).click();
  await expect(page.getByTestId('applicant-stage')).toHaveText('Hired');
  await expect(page.getByTestId('history-item')).toHaveCount(5);
  // The explained match the recommendation had: the total as a ring, the parts as bars.
  const match = page.getByTestId('applicant-match');
  await expect(match.getByRole('heading', { name: 'Match with the opening' })).toBeVisible();
  await expect(match.getByRole('img', { name: /^Match score \d+ out of 100$/ })).toBeVisible();
  await expect(match).toContainText('Work attitude');
  // They applied: the company reads the whole CV (read only, no completeness to-do list).
  const cv = page.getByTestId('applicant-cv');
  await expect(cv.getByTestId('about-me')).toContainText('papan rangkaian');
  await expect(cv.getByTestId('row-experiences')).toContainText('PT Elektrindo Jaya');
  await expect(cv.getByTestId('edit-personal')).toHaveCount(0);
  await expect(cv.getByTestId('completeness-score')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'applicant detail desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'applicant-detail-desktop-en');

  // The student sees the hire and the whole history.
  await useSession(page, student, '/applications');
  await expect(page.getByTestId('my-application').filter({ hasText: title })).toHaveAttribute('data-stage', 'hired');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('application-stage')).toHaveText('Hired');
  await expect(page.getByTestId('history-item')).toHaveCount(5);
  await expect(page.getByTestId('application-withdraw')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'application detail desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'application-detail-desktop-en');

  // The school sees the placement of its student.
  await signInAs(page, 'admin_sekolah', '/placements');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Placements' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('placement-row').filter({ hasText: title })).toContainText('Hired');
  await expect(page.getByTestId('stat-hired')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'placements desktop en');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-open').click();
  await page.getByTestId('export-csv').click();
  expect((await download).suggestedFilename()).toMatch(/^placements-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('on a phone: a company invites, the student accepts, the applicant appears in the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const title = `Teknisi Instalasi Jaringan ${Date.now().toString(36)}`;
  const openingId = await newOpening(page.request, title);
  const name = 'Intan Maharani';
  const student = await newStudent(page.request, name);
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const invited = await page.request.post('/api/v1/invitation/create', {
    headers: auth(company),
    data: {
      opportunity_id: openingId,
      student_id: student.user.id,
      message: 'Nilai praktik jaringan Anda sangat baik. Kami mengundang Anda melamar.',
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);

  await useSession(page, student, '/applications?tab=invitations', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Lamaran Saya' })).toBeVisible();
  const invitation = page.getByTestId('my-invitation').filter({ hasText: title });
  await expect(invitation).toHaveAttribute('data-status', 'pending');
  await settle(page);
  await fitsWidth(page, 'invitations phone id');
  await expectNoAxeViolations(page, 'invitations phone id');
  if (SCREENSHOTS) await saveScreenshot(page, 'applications-invitations-phone-id');
  await invitation.getByTestId('invitation-accept').click();
  await page.getByTestId('invitation-accept-confirm').click();
  await expect(page).toHaveURL(/#\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('application-stage')).toHaveText('Melamar');
  await fitsWidth(page, 'application detail phone id');

  await signInAs(page, 'admin_perusahaan', `/applicants?opportunity=${openingId}`, 'id');
  await expect(page.getByTestId('applicants-list')).toBeVisible();
  const card = page.locator(`[data-testid="applicant-card"][data-name="${name}"]`);
  await expect(card).toContainText('Dari undangan');
  await settle(page);
  await fitsWidth(page, 'applicants phone id');
  await expectNoAxeViolations(page, 'applicants phone id');
  if (SCREENSHOTS) await saveScreenshot(page, 'applicants-phone-id');
  // Reject from the phone list: the reason is asked for.
  await card.getByTestId('stage-menu').click();
  await page.getByTestId('move-to-rejected').click();
  await page.getByTestId('move-confirm').click();
  await expect(page.getByRole('dialog').getByText('Wajib diisi')).toBeVisible();
  await page.getByTestId('move-reason').click();
  await page.getByRole('option', { name: 'Posisi sudah terisi' }).click();
  await page.getByTestId('move-confirm').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('applicants-stage-filter').click();
  await page.getByRole('option', { name: /^Ditolak/ }).click();
  await expect(page.locator(`[data-testid="applicant-card"][data-name="${name}"]`)).toHaveAttribute('data-stage', 'rejected');
});

/** Every page of the domain on both devices and in both languages (read-only: demo rows). */
const PAGES: { name: string; path: string; account: AccountKey; heading: { en: string; id: string } }[] = [
  { name: 'jobs', path: '/jobs', account: 'siswa', heading: { en: 'Job Openings', id: 'Lowongan Kerja' } },
  { name: 'applications', path: '/applications', account: 'siswa', heading: { en: 'My Applications', id: 'Lamaran Saya' } },
  { name: 'applicants', path: '/applicants', account: 'admin_perusahaan', heading: { en: 'Applicants', id: 'Pelamar' } },
  { name: 'placements', path: '/placements', account: 'kepala_sekolah', heading: { en: 'Student Placements', id: 'Penempatan Siswa' } },
];
const VIEWS = [
  { device: 'desktop', viewport: DESKTOP, lang: 'en', axe: true },
  { device: 'phone', viewport: PHONE, lang: 'en', axe: false },
  { device: 'phone', viewport: PHONE, lang: 'id', axe: true },
  { device: 'desktop', viewport: DESKTOP, lang: 'id', axe: false },
] as const;

for (const c of PAGES) {
  test(`${c.name}: fits the desktop and the phone in both languages, no axe violation`, async ({ page }) => {
    for (const [index, view] of VIEWS.entries()) {
      await page.setViewportSize(view.viewport);
      if (index === 0) await signInAs(page, c.account, c.path, view.lang);
      else {
        await page.evaluate((value) => localStorage.setItem('lang', value), view.lang);
        await page.reload();
      }
      const label = `${c.name} ${view.device} ${view.lang}`;
      await expect(page.getByRole('heading', { level: 1, name: c.heading[view.lang], exact: true })).toBeVisible();
      await settle(page);
      await fitsWidth(page, label);
      if (view.axe) await expectNoAxeViolations(page, label);
      if (SCREENSHOTS) await saveScreenshot(page, `${c.name}-${view.device}-${view.lang}`);
    }
  });
}
