import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PHONE, expectNoAxeViolations, newVerifiedStudent, saveScreenshot, settle, sharedSession, signInAs, type Session } from './helpers';

/**
 * Graduates and outcomes (docs/outcomes.md): a school graduates a class and hands a graduate their
 * personal tracer link, the graduate answers on a phone without an account, and the headmaster reads
 * the BMW chart with the table behind it and exports. Each journey makes its own graduate; the demo
 * rounds and figures are read only.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });
const thisYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));

async function fitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A fresh RPL student of the demo school in a class group of their own, so graduating that class graduates them alone. */
async function studentInOwnClass(request: APIRequestContext, name: string): Promise<string> {
  const student = await newVerifiedStudent(request, name, 'lulusan');
  const className = `XII E2E ${student.userId.slice(0, 8)}`;
  const staff = await sharedSession(request, 'admin_sekolah');
  const updated = await request.post('/api/v1/siswa/update', {
    params: { id: student.userId },
    headers: auth(staff),
    data: { program: 'rpl', grade: '12', class_name: className },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return className;
}

/** The school's open round for a graduation year, opened through the screen when there is none. */
async function openRoundFor(page: Page, year: number): Promise<void> {
  const staff = await sharedSession(page.request, 'admin_sekolah');
  const list = await page.request.get('/api/v1/tracer/list', { params: { graduation_year: year }, headers: auth(staff) });
  const rounds = ((await list.json()) as { data: { id: string; status: string }[] }).data.filter((r) => r.status !== 'closed');
  if (rounds[0]) {
    await page.goto(`/#/tracer/${rounds[0].id}`);
    return;
  }
  await page.goto('/#/tracer');
  await page.getByTestId('tracer-new').click();
  const form = page.getByTestId('new-round-form');
  await form.getByTestId('new-round-year').click();
  await page.getByRole('option', { name: new RegExp(`^${year} `) }).click();
  await form.getByTestId('new-round-submit').click();
  await expect(page).toHaveURL(/#\/tracer\/[0-9a-f-]{36}/);
}

test('a school graduates a class, and the graduate answers the tracer on a phone without logging in', async ({ page, browser }) => {
  const name = `Rina Lulusan ${Date.now().toString(36)}`;
  const className = await studentInOwnClass(page.request, name);
  const year = thisYear();

  // Graduation: the dry run lists who would graduate, nothing changes until it is confirmed.
  await signInAs(page, 'admin_sekolah', '/alumni');
  await expect(page.getByRole('heading', { level: 1, name: 'Alumni' })).toBeVisible();
  await page.getByTestId('alumni-graduate').click();
  const form = page.getByTestId('graduate-form');
  await form.getByTestId('graduate-class').fill(className);
  await form.getByTestId('graduate-year').fill(String(year));
  await form.getByTestId('graduate-check').click();
  await expect(form.getByTestId('graduate-preview')).toContainText(`Dry run — would graduate from ${className}: 1.`);
  await expect(form.getByRole('checkbox')).toHaveCount(1);
  await expect(form.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await form.getByTestId('graduate-confirm').click();
  await expect(page.getByText(`${className}: 1 recorded as graduates of ${year}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('alumni-row')).toHaveCount(1);
  await expect(page.locator(`[data-testid="alumni-row"][data-name="${name}"]`)).toContainText('Not known yet');

  // The school takes the graduate's personal link from the round's screen, for WhatsApp.
  await openRoundFor(page, year);
  // The round's questionnaire on screen: one question reworded in English and saved.
  await page.getByTestId('round-questionnaire').click();
  const editor = page.getByTestId('questionnaire-editor');
  await editor
    .locator('[data-testid="question-card"][data-key="skills"]')
    .getByTestId('question-text-en')
    .fill('Which skills does your work use most?');
  await settle(page);
  await expectNoAxeViolations(page, 'questionnaire editor en');
  await editor.getByTestId('questionnaire-save').click();
  await expect(page.getByText('Questionnaire saved')).toBeVisible();
  await expect(editor).toBeHidden();
  // The round's printable summary: counts per class group and program, the questionnaire asked, no names.
  await page.getByTestId('round-summary').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tracer Study Round Summary' })).toBeVisible();
  await expect(page.getByTestId('tracer-report')).toContainText('Which skills does your work use most?');
  await expect(page.getByTestId('tracer-report-by-class').getByRole('rowheader', { name: className })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'tracer round summary en');
  await page.getByRole('link', { name: 'Back to the round' }).click();
  await page.getByTestId('tracer-search').fill(name);
  const row = page.getByTestId('tracer-row').filter({ hasText: name });
  await expect(row.getByTestId('response-status')).toHaveText('Not answered yet');
  await row.getByTestId('tracer-row-link').click();
  const dialog = page.getByTestId('share-link-dialog');
  const url = await dialog.getByTestId('share-link-url').inputValue();
  expect(url).toMatch(/\/#\/tracer-answer\/[^/]{20,}$/);
  const whatsApp = await dialog.getByTestId('share-link-whatsapp').getAttribute('href');
  expect(whatsApp?.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(whatsApp!.slice('https://wa.me/?text='.length))).toContain(url);

  // The graduate opens it on a phone: no account, no session.
  const phone = await browser.newContext({ viewport: PHONE, storageState: { cookies: [], origins: [] } });
  const graduate = await phone.newPage();
  await graduate.goto(url);
  await expect(graduate.getByRole('heading', { level: 1, name: 'Alumni Tracer Study' })).toBeVisible();
  await expect(graduate.getByTestId('tracer-intro')).toContainText(`Hello ${name}`);
  await settle(graduate);
  await fitsWidth(graduate, 'tracer page phone en');
  await expectNoAxeViolations(graduate, 'tracer page phone en');
  if (SCREENSHOTS) await saveScreenshot(graduate, 'tracer-answer-phone-en');

  // In Indonesian, through the page's own language switch.
  await graduate.getByTestId('language-menu').click();
  await graduate.getByTestId('language-id').click();
  await expect(graduate.getByRole('heading', { level: 1, name: 'Tracer Study Alumni' })).toBeVisible();
  // Sending nothing: the required questions say so, in the page's language.
  await graduate.getByTestId('tracer-submit').click();
  await expect(graduate.getByText('Periksa kembali jawaban yang ditandai.')).toBeVisible();
  await expect(graduate.getByTestId('q-activity')).toContainText('Wajib diisi');
  // Working: the questions of work appear only now.
  await expect(graduate.getByTestId('q-company_name')).toHaveCount(0);
  await graduate.getByTestId('q-activity-bekerja').check();
  await graduate.getByTestId('q-company_name').fill('PT Teknologi Nusantara');
  await graduate.getByTestId('q-position').fill('Junior Web Developer');
  await graduate.getByTestId('q-months_to_first_job').fill('3');
  await graduate.getByTestId('q-program_fit-sesuai').check();
  await graduate.getByTestId('q-salary_band-3_5jt').check();
  await graduate.getByTestId('q-job_source-bkk_sekolah').check();
  await graduate.getByTestId('q-school_satisfaction-4').check();
  await settle(graduate);
  await fitsWidth(graduate, 'tracer form filled phone id');
  await expectNoAxeViolations(graduate, 'tracer form filled phone id');
  if (SCREENSHOTS) await saveScreenshot(graduate, 'tracer-answer-phone-id');
  await graduate.getByTestId('tracer-submit').click();
  await expect(graduate.getByTestId('tracer-done')).toContainText('Terima kasih, jawaban Anda telah dikirim');

  // The link answers once.
  await graduate.reload();
  await expect(graduate.getByTestId('tracer-invalid')).toContainText('Tautan ini tidak berlaku lagi');
  await phone.close();

  // The school sees the answer, and the graduate's status is what they answered.
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByTestId('tracer-status-filter').getByText('Answered').click();
  await page.getByTestId('tracer-search').fill(name);
  await expect(page.getByTestId('tracer-row').filter({ hasText: name })).toContainText('Working');
  await page.goto('/#/alumni');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The row itself, not the list before the search: the previous page stays on screen while the search loads.
  await expect(page.locator(`[data-testid="alumni-row"][data-name="${name}"]`)).toContainText('Junior Web Developer, PT Teknologi Nusantara');
  await expect(page.getByTestId('alumni-row')).toHaveCount(1);
});

test('the headmaster reads the BMW chart and the table behind it, prints the summary and exports', async ({ page }) => {
  await signInAs(page, 'kepala_sekolah', '/');
  // The home page opens the dashboard.
  // The home page fetches its own figures beside the accounts' ones: on a busy machine that takes a while.
  await expect(page.getByTestId('outcomes-home-headline')).toContainText('of all graduates', { timeout: 30_000 });
  await page.getByTestId('outcomes-home-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Graduate Outcomes' })).toBeVisible();

  const bmw = page.getByTestId('outcomes-bmw');
  await expect(bmw.getByTestId('bmw-chart').locator('svg').first()).toBeVisible();
  // The chart is for the eye; its figures are in tables, each against both denominators.
  await expect(bmw.getByTestId('bmw-chart')).toHaveAttribute('inert', '');
  const table = bmw.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: '% of all graduates' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '% of respondents' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Working', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^BMW \(working, studying, entrepreneur\)/ })).toContainText(/\d+ of \d+/);
  await expect(page.getByTestId('stat-bmw-graduates')).toBeVisible();
  await expect(page.getByTestId('stat-bmw-respondents')).toBeVisible();
  // This school year's PKL placement: the table behind the chart, all students in its last row.
  await expect(page.getByTestId('pkl-chart')).toHaveAttribute('inert', '');
  await expect(page.getByTestId('pkl-table').getByRole('rowheader', { name: 'All PKL students' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'outcomes headmaster desktop en');

  // A year's filter keeps to that year.
  const year = (await table.locator('caption').textContent())?.match(/Class of (\d{4})/)?.[1];
  expect(year).toBeTruthy();
  await page.getByTestId('filter-year').click();
  await page.getByRole('option', { name: year!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`graduation_year=${year}`));
  await expect(bmw.getByRole('table')).toHaveCount(1);

  // The spreadsheet sent upward.
  const download = page.waitForEvent('download');
  await page.getByTestId('outcomes-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // The printable summary, in both languages.
  await page.getByTestId('outcomes-report-open').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Graduate Outcomes Report' })).toBeVisible();
  await expect(page.getByTestId('outcomes-report')).toContainText('SMK Negeri 1 Jakarta');
  await expect(page.getByTestId('outcomes-report')).toContainText('WIB');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-print')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => localStorage.setItem('lang', 'id'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Capaian Lulusan' })).toBeVisible();
  await expect(page.getByTestId('outcomes-report').getByRole('columnheader', { name: '% dari seluruh lulusan' }).first()).toBeVisible();
});
