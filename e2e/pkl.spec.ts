import { expect, test } from './fixtures';
import {
  DESKTOP,
  PHONE,
  PKL_ALUMNUS,
  PKL_COMPANY,
  apiLogin,
  expectNoAxeViolations,
  newPklPlacement,
  saveScreenshot,
  settle,
  sharedSession,
  signInAs,
  useSession,
  wibDay,
  wibWeek,
  writeJournalDays,
  type Session,
} from './helpers';
import { tinyPng } from './md-helpers';

/**
 * PKL (docs/pkl.md) in the browser: a student writes a day's journal on a phone while offline and it
 * is sent when the network is back; the industry supervisor validates a whole week; the teacher
 * sees a missing day; the company's evaluation fills the certificate, the school's finish waits for
 * the period's end, and a verified PKL shows on the CV. Every journey makes its own student, period
 * and placement through the API (helpers.ts `newPklPlacement`); the seeded alumnus is only read.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });

interface Day {
  date: string;
  status: string;
}
async function journalOf(request: import('@playwright/test').APIRequestContext, who: Session, placementId: string) {
  const response = await request.get('/api/v1/pkl-placement/detail', { params: { id: placementId }, headers: auth(who) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: { journal: Day[]; missing_dates: string[]; evaluation: unknown } };
}

test('a student writes the day on a phone while offline; it waits on the device and is sent when the network is back', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  const { student, placementId } = await newPklPlacement(page.request, 'Rani Kusumawati', { start: wibDay(-14) });
  await useSession(page, student, '/pkl');
  await expect(page.getByRole('heading', { level: 1, name: 'My PKL' })).toBeVisible();
  await expect(page.getByTestId('pkl-placement')).toContainText(PKL_COMPANY);
  const form = page.getByTestId('pkl-day-form');
  await expect(form.getByTestId('pkl-day-date')).toHaveValue(wibDay());
  await settle(page);
  await expectNoAxeViolations(page, 'student pkl phone en');

  // A check the API would refuse is caught on the device, in the reader's language.
  await form.getByTestId('pkl-day-save').click();
  await expect(form.getByText('Required').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('pkl-offline')).toBeVisible();
  await form.getByTestId('pkl-day-check-in').fill('07:40');
  await form.getByTestId('pkl-day-activities').fill('Memasang kabel jaringan di ruang server dan menguji koneksi');
  await form.getByTestId('pkl-day-learned').fill('Crimping kabel UTP dan memakai LAN tester');
  await form.getByTestId('pkl-day-save').click();
  await expect(page.getByTestId('pkl-day-saved')).toContainText('saved on this device');
  const day = page.locator(`[data-testid="pkl-day"][data-date="${wibDay()}"]`);
  await expect(day.getByTestId('pkl-day-unsent')).toHaveText('Not sent yet');
  // The day's photo waits on the device too (Cache Storage), and follows its day to the server.
  await day.locator('input[type="file"]').setInputFiles({ name: 'ruang-server.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(day.getByTestId('pkl-photo-unsent')).toHaveText('Photo not sent yet');
  // Still on the device after a reload of the screen's state (the queue lives in local storage).
  expect(await page.evaluate((id) => localStorage.getItem(`jk-pkl-journal:${id}`), student.user.id)).toContain('Memasang kabel jaringan');
  expect((await journalOf(page.request, student, placementId)).data.journal).toHaveLength(0);
  if (SCREENSHOTS) await saveScreenshot(page, 'pkl-journal-offline-phone-en');

  await context.setOffline(false);
  await expect(day.getByTestId('pkl-day-unsent')).toHaveCount(0);
  await expect(day.getByTestId('pkl-day-status')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('pkl-offline')).toHaveCount(0);
  await expect(day.getByTestId('pkl-photo-unsent')).toHaveCount(0);
  await expect(day.getByRole('button', { name: 'View photo' })).toBeVisible();
  expect((await journalOf(page.request, student, placementId)).data.journal).toEqual([
    expect.objectContaining({ date: wibDay(), status: 'submitted', photo: true }),
  ]);
  expect(await page.evaluate((id) => localStorage.getItem(`jk-pkl-journal:${id}`), student.user.id)).toBe('{}');

  // The same screen in Indonesian.
  await page.evaluate(() => localStorage.setItem('lang', 'id'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'PKL Saya' })).toBeVisible();
  await expect(day.getByTestId('pkl-day-status')).toHaveText('Menunggu Validasi');
  await settle(page);
  await expectNoAxeViolations(page, 'student pkl phone id');
  if (SCREENSHOTS) await saveScreenshot(page, 'pkl-journal-sent-phone-id');
});

test('the industry supervisor validates a whole week at once', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `Yoga Pranata ${Date.now().toString(36)}`;
  const lastWeek = wibWeek(1);
  const { student, placementId } = await newPklPlacement(page.request, name, { start: lastWeek[0]! });
  await writeJournalDays(page.request, student, placementId, lastWeek);

  await signInAs(page, 'admin_perusahaan', '/pkl');
  await expect(page.getByRole('heading', { level: 1, name: 'PKL students' })).toBeVisible();
  const week = page.locator(`[data-testid="pkl-week"][data-student="${name}"]`);
  await expect(week.getByTestId('pkl-day')).toHaveCount(5);
  await settle(page);
  await expectNoAxeViolations(page, 'company pkl desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'pkl-company-desktop-en');
  await week.getByTestId('pkl-week-validate').click();
  await expect(week).toHaveCount(0);
  const journal = (await journalOf(page.request, student, placementId)).data.journal;
  expect(journal.map((d) => d.status)).toEqual(['validated', 'validated', 'validated', 'validated', 'validated']);

  // A validated day is the company's word: the student can no longer change it.
  await useSession(page, student, '/pkl');
  const monday = page.locator(`[data-testid="pkl-day"][data-date="${lastWeek[0]}"]`);
  await expect(monday.getByTestId('pkl-day-status')).toHaveAttribute('data-status', 'validated');
  await expect(monday.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

test('a company’s PKL supervisor account validates the week of the student it supervises, and sees no company pages', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const name = `Wulan Sari ${Date.now().toString(36)}`;
  const lastWeek = wibWeek(1);
  const { student, placementId } = await newPklPlacement(page.request, name, { start: lastWeek[0]! });
  await writeJournalDays(page.request, student, placementId, lastWeek);
  // The company admin names its supervisor account (the demo's pembimbing@) on the placement.
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const mentor = await apiLogin(page.request, 'pembimbing@jalurkarir.id');
  const named = await page.request.post('/api/v1/pkl-placement/update', {
    params: { id: placementId },
    headers: auth(company),
    data: { industry_supervisor_id: mentor.user.id },
  });
  expect(named.status(), await named.text()).toBe(200);

  await useSession(page, mentor, '/pkl');
  await expect(page.getByRole('heading', { level: 1, name: 'PKL students' })).toBeVisible();
  const week = page.locator(`[data-testid="pkl-week"][data-student="${name}"]`);
  await expect(week.getByTestId('pkl-day')).toHaveCount(5);
  await expect(page.getByTestId('pkl-supervisors')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'pkl supervisor account phone en');
  await week.getByTestId('pkl-week-validate').click();
  await expect(week).toHaveCount(0);
  const journal = (await journalOf(page.request, student, placementId)).data.journal;
  expect(journal.map((d) => d.status)).toEqual(['validated', 'validated', 'validated', 'validated', 'validated']);
  // The company's applicants stay closed to it.
  await page.goto('/#/applicants');
  await expect(page).toHaveURL(/error-403/);
});

test('the school admin’s evaluation aspects: an aspect without names is refused on the screen, in Indonesian', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin_sekolah', '/pkl/aspects', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Aspek Penilaian PKL' })).toBeVisible();
  await expect(page.getByTestId('pkl-aspect-row').first()).toBeVisible();
  const before = await page.getByTestId('pkl-aspect-row').count();
  await page.getByTestId('pkl-aspect-add').click();
  await expect(page.getByTestId('pkl-aspect-row')).toHaveCount(before + 1);
  // Checked on the device with the API's schema: nothing is sent (the demo's aspects stay as they are).
  await page.getByTestId('pkl-aspects-save').click();
  const added = page.getByTestId('pkl-aspect-row').last();
  await expect(added.getByText('Wajib diisi')).toHaveCount(2);
  await settle(page);
  await expectNoAxeViolations(page, 'pkl aspects phone id');
});

test('the school supervisor sees the day a student did not write', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `Wulan Sari ${Date.now().toString(36)}`;
  const lastWeek = wibWeek(1);
  const { student, placementId } = await newPklPlacement(page.request, name, { start: lastWeek[0]!, teacher: true });
  // Every working day up to yesterday, except last Wednesday.
  const thisWeek = wibWeek(0).filter((d) => d < wibDay());
  const missing = lastWeek[2]!;
  await writeJournalDays(
    page.request,
    student,
    placementId,
    [...lastWeek, ...thisWeek].filter((d) => d !== missing),
  );
  expect((await journalOf(page.request, student, placementId)).data.missing_dates).toEqual([missing]);

  await signInAs(page, 'guru', '/pkl');
  await expect(page.getByRole('heading', { level: 1, name: 'My PKL students' })).toBeVisible();
  const row = page.locator(`[data-testid="pkl-row"][data-student="${name}"]`);
  await expect(row.getByTestId('pkl-row-missing')).toHaveText('1');
  await settle(page);
  await expectNoAxeViolations(page, 'teacher pkl desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'pkl-teacher-desktop-en');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/pkl/placements/${placementId}$`));
  await expect(page.locator(`[data-testid="pkl-missing-day"][data-date="${missing}"]`)).toBeVisible();
  await expect(page.getByTestId('pkl-missing-count')).toContainText('1');

  // The teacher records a visit and comments on a day.
  await page.getByTestId('pkl-visit-notes').fill('Siswa bekerja di ruang server; mentor puas dengan kedisiplinannya.');
  await page.getByTestId('pkl-visit-save').click();
  await expect(page.getByTestId('pkl-visit')).toHaveCount(1);
  await page.locator(`[data-testid="pkl-day"][data-date="${lastWeek[0]}"]`).getByTestId('pkl-day-comment').click();
  await page.getByRole('dialog').getByTestId('pkl-text-input').fill('Tuliskan juga kendala yang Anda temui.');
  await page.getByRole('dialog').getByTestId('pkl-text-submit').click();
  await expect(page.locator(`[data-testid="pkl-day"][data-date="${lastWeek[0]}"]`)).toContainText('Tuliskan juga kendala yang Anda temui.');
  await settle(page);
  await expectNoAxeViolations(page, 'placement teacher desktop en');
});

test("the company's evaluation fills the certificate; a verified PKL is on the CV, which the student cannot edit", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = `Bayu Saputra ${Date.now().toString(36)}`;
  const { student, placementId } = await newPklPlacement(page.request, name, { start: wibWeek(1)[0]! });
  await writeJournalDays(page.request, student, placementId, wibWeek(1));

  // The industry supervisor scores every aspect of the RPL program.
  await signInAs(page, 'admin_perusahaan', `/pkl/placements/${placementId}`);
  await page.getByTestId('pkl-evaluate').click();
  await expect(page.getByRole('heading', { level: 1, name: 'PKL evaluation' })).toBeVisible();
  const scores = page.getByTestId('pkl-aspect-score');
  await expect(scores).toHaveCount(9);
  await page.getByTestId('pkl-evaluation-save').click();
  await expect(page.getByText('Required').first()).toBeVisible();
  const values = [80, 90, 85, 88, 86, 84, 82, 90, 87];
  for (const [i, v] of values.entries()) await scores.nth(i).fill(String(v));
  await expect(page.getByTestId('pkl-industry-score')).toHaveText('Industry score: 85.8');
  await settle(page);
  await expectNoAxeViolations(page, 'evaluation desktop en');
  if (SCREENSHOTS) await saveScreenshot(page, 'pkl-evaluation-desktop-en');
  await page.getByTestId('pkl-evaluation-save').click();
  await expect(page).toHaveURL(new RegExp(`#/pkl/placements/${placementId}$`));
  await expect(page.getByTestId('pkl-evaluation')).toContainText('85.8');

  // The certificate carries the scores, in either language.
  await page.getByTestId('pkl-report-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'PKL certificate and report' })).toBeVisible();
  const sheet = page.getByTestId('pkl-sheet');
  await expect(sheet).toContainText('Work Placement (PKL) Certificate');
  await expect(sheet).toContainText(name);
  await expect(sheet).toContainText(PKL_COMPANY);
  await expect(sheet.getByTestId('pkl-sheet-scores')).toContainText('Database management');
  await page.locator('label', { hasText: /^Indonesia$/ }).click();
  await expect(sheet).toContainText('Sertifikat Praktik Kerja Lapangan');
  await expect(sheet.getByTestId('pkl-sheet-scores')).toContainText('Pengelolaan basis data');
  await settle(page);
  await expectNoAxeViolations(page, 'certificate desktop en');

  // The school finishes a PKL only once its period has ended: the API says so in the reader's language.
  await signInAs(page, 'admin_sekolah', `/pkl/placements/${placementId}`, 'id');
  await page.getByTestId('pkl-finish').click();
  await expect(page.getByTestId('pkl-actions').getByRole('alert')).toHaveText('Periode PKL ini belum berakhir');

  // A finished PKL (the seeded alumnus) is verified experience: badge, no edit or delete, on the CV too.
  const alumnus = await apiLogin(page.request, PKL_ALUMNUS);
  await useSession(page, alumnus, '/');
  const verified = page.locator('[data-testid="row-experiences"]', { has: page.getByTestId('verified-experience') });
  await expect(verified.getByTestId('verified-experience')).toHaveText(`Verified by ${PKL_COMPANY}`);
  await expect(verified.getByRole('button')).toHaveCount(0);
  await useSession(page, alumnus, '/student-profile/cv');
  await expect(page.getByTestId('cv-verified-experience')).toContainText(`Verified by ${PKL_COMPANY}`);
  const school = await sharedSession(page.request, 'admin_sekolah');
  await useSession(page, school, `/student-profile/view/${alumnus.user.id}`, 'id');
  await expect(page.getByTestId('verified-experience')).toHaveText(`Terverifikasi oleh ${PKL_COMPANY}`);
});
