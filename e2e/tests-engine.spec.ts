import { expect, test } from './fixtures';
import { PHONE, apiLogin, expectNoAxeViolations, saveScreenshot, settle, signInAs, useSession } from './helpers';

const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;

/**
 * The tests engine (docs/tests-engine.md): a student on a phone takes the RIASEC inventory,
 * reloads in the middle (the answers and the question stay), finishes and sees the chart; a teacher
 * authors a competency test and publishes it; the school admin assigns it to the school. axe on the
 * screens on the way.
 */

// A verified demo student of another school who has not taken RIASEC in the seed (the seed's
// finished attempts go to the demo student and the first fourteen others).
const STUDENT = 'siswa23@jalurkarir.id';
/** Another such student, for the deadline (the first spec's student finishes the inventory). */
const TIMED_STUDENT = 'siswa24@jalurkarir.id';
// A small real PNG (a 1×1 pixel stands in for a network diagram).
const DIAGRAM = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a student on a phone takes the RIASEC inventory, reloads in the middle, finishes and sees the chart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  // The phone's clock is three hours fast: the countdown must follow the server's clock (its
  // deadline and the server time offset), or it would show the time as up from the start.
  await page.clock.install({ time: Date.now() + 3 * 3_600_000 });
  const session = await apiLogin(page.request, STUDENT);
  await useSession(page, session, '/personality-test', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Personality tests' })).toBeVisible();
  const card = page.getByTestId('available-test').filter({ hasText: 'RIASEC' });
  await expect(card).toHaveAttribute('data-status', 'not_started');
  await settle(page);
  await expectNoAxeViolations(page, 'personality-test');
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/personality-test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 48' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(0[1-9]|[1-9]\d):\d{2}$/);
  await expectNoAxeViolations(page, 'taking a test');

  const answer = async (n: number) => {
    await expect(page.getByRole('heading', { name: `Question ${n} of 48` })).toBeVisible();
    // Keyboard-operable choices: the 1–5 scale as radio buttons.
    await page.getByRole('radio', { name: n % 2 ? /^4 · Like$/ : /^2 · Dislike$/ }).check();
    if (n < 48) await page.getByRole('button', { name: 'Next' }).click();
  };
  // While an answer is on its way the card stays where it was: a tap on "Next" lands where the
  // student aimed (the saving line used to push the card down and pull it back up).
  const cardTop = async () => (await page.getByTestId('question-card').boundingBox())?.y;
  const topBefore = await cardTop();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/test-attempt/answer*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('radio', { name: /^4 · Like$/ }).check();
  await expect(page.getByText('Saving answers…')).toBeVisible();
  expect(await cardTop()).toBe(topBefore);
  release();
  await expect(page.getByText('Saving answers…')).toHaveCount(0);
  expect(await cardTop()).toBe(topBefore);
  await page.unroute('**/api/v1/test-attempt/answer*');
  for (let n = 1; n <= 10; n++) await answer(n);
  await expect(page.getByText('10 of 48 answered')).toBeVisible();
  if (SCREENSHOTS) await saveScreenshot(page, 'take-test-phone-en');
  // Offline: the answer stays on the phone, the student is told, and it is sent when the network is back.
  await page.context().setOffline(true);
  await answer(11);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(page.getByText('11 of 48 answered')).toBeVisible();
  // The server has it (not only the phone's storage).
  const attemptId = page.url().split('/').pop()!;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/test-attempt/detail?id=${attemptId}`, { headers: { authorization: `Bearer ${session.token}` } });
      return ((await res.json()) as { data: { answers: unknown[] } }).data.answers.length;
    })
    .toBe(11);
  // Flag one to come back to.
  await page.getByRole('button', { name: 'Flag' }).click();
  await expect(page.getByRole('button', { name: 'Question 12: flagged' })).toBeVisible();
  await expect(page.getByText('Saving answers…')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 12 of 48' })).toBeVisible();
  await expect(page.getByText('11 of 48 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Question 3: answered' }).click();
  await expect(page.getByRole('radio', { name: /^4 · Like$/ })).toBeChecked();
  // The answer given offline is there after the reload.
  await page.getByRole('button', { name: 'Question 11: answered' }).click();
  await expect(page.getByRole('radio', { name: /^4 · Like$/ })).toBeChecked();
  await page.getByRole('button', { name: 'Question 12: flagged' }).click();

  // Submitting with questions left: each missing one is marked, the notice counts them (48 − 11)
  // and leads from one to the next.
  await page.getByRole('navigation', { name: 'Question navigator' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Question 12 of 48' })).toBeVisible();
  await expect(page.getByText('Select the answer')).toBeVisible();
  await expect(page.getByTestId('missing-notice')).toContainText('Questions not answered yet: 37');
  await page.getByRole('button', { name: 'Go to an unanswered question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 13 of 48' })).toBeVisible();
  await page.getByRole('button', { name: 'Question 12: flagged' }).click();

  for (let n = 12; n <= 48; n++) await answer(n);
  await page.getByTestId('question-card').getByRole('button', { name: 'Submit' }).click();
  // Everything answered: one more question before the attempt is closed for good.
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByText('Every question is answered. Answers cannot be changed once submitted.')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'submit confirmation');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/#\/personality-test-history\/[0-9a-f-]{36}$/);
  const result = page.getByTestId('test-result-view');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('holland-code')).toHaveText(/^[RIASEC]{3}$/);
  await expect(result.getByTestId('result-chart-radar').locator('svg').first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'test result');

  // The list now says submitted; the history lists the attempt.
  await page.goto('/#/personality-test');
  await expect(page.getByTestId('available-test').filter({ hasText: 'RIASEC' })).toHaveAttribute('data-status', 'submitted');
  await page.goto('/#/personality-test-history');
  await expect(page.getByTestId('history-row').filter({ hasText: 'RIASEC' })).toBeVisible();
});

test('the test editor marks what is missing before sending, and a test in Indonesian only is shown with a note to an English reader', async ({
  page,
}) => {
  await signInAs(page, 'guru', '/tests/new', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'New test' })).toBeVisible();
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/test/create')) creates += 1;
  });
  // An empty Save: the shared schema's messages on the Indonesian inputs and the program, nothing sent.
  await page.getByRole('button', { name: 'Save' }).click();
  const form = page.getByTestId('test-form');
  for (const name of [/^Test name \(Indonesian\)/, /^Question \(Indonesian\)/, /^Option 1 \(Indonesian\)/, /^Option 4 \(Indonesian\)/])
    await expect(form.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('combobox', { name: /^Vocational program/ })).toHaveAttribute('aria-invalid', 'true');
  for (const name of [/^Test name \(English\)/, /^Question \(English\)/, /^Option 1 \(English\)/])
    await expect(form.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Required', { exact: true })).toHaveCount(7);
  expect(creates).toBe(0);
  await expectNoAxeViolations(page, 'test editor with errors');

  // Indonesian only: saved, and the preview in English shows the Indonesian with the note.
  const suffix = Date.now().toString(36);
  await page.getByRole('combobox', { name: /^Vocational program/ }).click();
  await page.getByRole('option', { name: /Teknik Komputer|Computer and Network/ }).click();
  await page.getByRole('textbox', { name: /^Test name \(Indonesian\)/ }).fill(`Ulangan Kabel ${suffix}`);
  await page.getByRole('textbox', { name: /^Question \(Indonesian\)/ }).fill('Kabel yang dipakai untuk jaringan kantor adalah …');
  for (const [i, text] of ['UTP', 'Koaksial', 'Serat optik', 'Telepon'].entries())
    await page.getByRole('textbox', { name: new RegExp(`^Option ${i + 1} \\(Indonesian\\)`) }).fill(text);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Ulangan Kabel ${suffix} (Not available in English)` })).toBeVisible();
  await expect(preview.getByText('Kabel yang dipakai untuk jaringan kantor adalah …')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/tests\/[0-9a-f-]{36}$/);
  expect(creates).toBe(1);
  await expect(page.getByRole('textbox', { name: /^Test name \(English\)/ })).toHaveValue('');
});

test.describe.serial('a teacher authors a competency test and the school admin assigns it', () => {
  const suffix = Date.now().toString(36);
  const name = `Ulangan Jaringan Dasar ${suffix}`;
  const nameEn = `Basic networking quiz ${suffix}`;

  test('the teacher writes and publishes the test', async ({ page }) => {
    await signInAs(page, 'guru', '/tests', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Test bank' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, 'test bank');
    await page.getByRole('link', { name: 'New test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New test' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Vocational program/ }).click();
    await page.getByRole('option', { name: /Rekayasa Perangkat Lunak|Software/ }).click();
    await page.getByRole('textbox', { name: /^Test name \(Indonesian\)/ }).fill(name);
    await page.getByRole('textbox', { name: /^Test name \(English\)/ }).fill(nameEn);
    await page.getByRole('textbox', { name: /^Question \(Indonesian\)/ }).fill('Perangkat yang menghubungkan dua jaringan berbeda adalah …');
    await page.getByRole('textbox', { name: /^Question \(English\)/ }).fill('The device that connects two different networks is a …');
    const options = [
      ['Router', 'Router'],
      ['Hub', 'Hub'],
      ['Repeater', 'Repeater'],
      ['Kabel UTP', 'UTP cable'],
    ];
    for (const [i, [id, en]] of options.entries()) {
      await page.getByRole('textbox', { name: new RegExp(`^Option ${i + 1} \\(Indonesian\\)`) }).fill(id);
      await page.getByRole('textbox', { name: new RegExp(`^Option ${i + 1} \\(English\\)`) }).fill(en);
    }
    // An image with the question (a network diagram), uploaded and shown in the editor and the preview.
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('question-image-upload').first().click();
    await (await chooser).setFiles({ name: 'jaringan.png', mimeType: 'image/png', buffer: DIAGRAM });
    await expect(page.getByTestId('question-image').first()).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText('The device that connects two different networks is a …', { exact: false })).toBeVisible();
    await expect(preview.locator('img[src*="dir=question_image"]')).toBeVisible();
    await expect(preview.getByText('Points')).toHaveCount(0);
    await preview.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/tests\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('publish-state')).toHaveText('Status: draft');
    // Saved with the question: the editor reads it back.
    await page.reload();
    await expect(page.getByTestId('question-image').first()).toBeVisible();
    // More questions from a spreadsheet: a dry run that names the bad cell, then the fixed file, appended.
    const header =
      'Type,Question (Indonesian),Question (English),Option A (Indonesian),Option A (English),Option B (Indonesian),Option B (English),Correct answer';
    const row = (correct: string) =>
      `single,Subnet mask bawaan alamat IP kelas C adalah …,The default subnet mask of a class C IP address is …,255.255.255.0,255.255.255.0,255.255.0.0,255.255.0.0,${correct}`;
    await page.getByRole('button', { name: 'Import questions' }).click();
    const dialog = page.getByTestId('import-dialog');
    const choose = (csv: string) =>
      dialog.locator('input[type="file"]').setInputFiles({ name: 'soal.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await choose(`${header}\n${row('Z')}\n`);
    await dialog.getByTestId('import-check').click();
    await expect(dialog.getByTestId('import-problem')).toContainText(['Correct answer']);
    await choose(`${header}\n${row('A')}\n`);
    await dialog.getByTestId('import-check').click();
    await expect(dialog.getByTestId('import-ok')).toBeVisible();
    await dialog.getByTestId('import-apply').click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(page.getByRole('textbox', { name: /^Question \(English\)/ })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: /^Question \(English\)/ }).nth(1)).toHaveValue(
      'The default subnet mask of a class C IP address is …',
    );
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-state')).toHaveText('Status: published');
    await settle(page);
    await expectNoAxeViolations(page, 'test editor');
  });

  test('the school admin assigns it to the school and follows completion', async ({ page }) => {
    await signInAs(page, 'admin_sekolah', '/test-assignment', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Test assignment' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, 'test assignment');
    const row = page.getByTestId('completion-row').filter({ hasText: nameEn });
    await expect(row).toContainText('Assigned 0 · started 0 · submitted 0');
    await row.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog');
    // A class group with nothing chosen says what is missing instead of sending an empty request.
    await dialog.getByTestId('assign-submit').click();
    await expect(dialog.getByText('Choose a grade, a vocational program or a class')).toBeVisible();
    await expect(dialog.getByTestId('assignment-list').locator('p')).toHaveCount(0);
    await dialog.getByText('Whole school').click();
    await dialog.getByTestId('assign-submit').click();
    await expect(page.getByText(/^Assigned to \d+ students$/)).toBeVisible();
    await expect(dialog.getByTestId('assignment-list').locator('p')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(row).not.toContainText('Assigned 0 ·');
    // Who has not started yet: every assigned student, listed with their standing.
    await row.getByRole('button', { name: 'View students' }).click();
    const progress = page.getByRole('dialog');
    await expect(progress.getByTestId('student-progress').getByText('Not started').first()).toBeVisible();
    await expect(progress.getByText(/^(\d+) of \1 students have not started$/)).toBeVisible();
  });
});

test('at the deadline the runner says the time is up and takes no more answers', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await useSession(page, await apiLogin(page.request, TIMED_STUDENT), '/personality-test', 'en');
  await page.getByTestId('available-test').filter({ hasText: 'RIASEC' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 48' })).toBeVisible();
  // The inventory allows 15 minutes; the countdown counts them down on its own.
  await expect(page.getByTestId('countdown')).toHaveText(/^1[45]:\d{2}$/);
  await page.clock.fastForward('05:00');
  await expect(page.getByTestId('countdown')).toHaveText(/^(09|10):\d{2}$/);
  await expect(page.getByText('Time is up. The server submits the test automatically.')).toHaveCount(0);
  // Past the deadline (the server's grace is not over yet, so the runner stays).
  await page.clock.fastForward('10:01');
  await expect(page.getByText('Time is up. The server submits the test automatically.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Question navigator' }).getByRole('button', { name: 'Submit' })).toBeDisabled();
});
