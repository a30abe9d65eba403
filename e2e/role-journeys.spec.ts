import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  DESKTOP,
  PHONE,
  apiLogin,
  expectNoAxeViolations,
  settle,
  sharedSession,
  signInAs,
  useSession,
  type Session,
  newVerifiedStudent,
  newDemoOpening,
} from './helpers';

/**
 * Journeys new users of each role tripped over: a minor without a guardian's consent gets their own
 * job recommendations and a card says where an application stands (docs/matching.md); staff read a
 * student's profile about the student and are asked to pick one on the CV page without an id
 * (docs/profile.md); `#/company` is the company area (docs/web.md). Each journey makes its own
 * student and opening; the demo rows are read only.
 */
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh verified RPL student of the demo school, 16 years old, who never asked a guardian: hidden from companies. */
async function newMinor(request: APIRequestContext, name: string): Promise<Session> {
  const student = await newVerifiedStudent(request, name, 'minor');
  const staff = await sharedSession(request, 'admin_sekolah');
  const born = `${new Date().getFullYear() - 16}-03-14`;
  const updated = await request.post('/api/v1/siswa/update', {
    params: { id: student.userId },
    headers: auth(staff),
    data: { program: 'rpl', grade: '11', birth_date: born },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return apiLogin(request, student.email);
}

/** An open RPL opening of the demo company paying more than any other, so a salary filter finds it alone. */
async function newWellPaidOpening(request: APIRequestContext, title: string): Promise<void> {
  await newDemoOpening(request, {
    title,
    programs: ['rpl'],
    salary_from: 97_000_000,
    salary_to: 98_000_000,
    description: 'Membangun dan merawat aplikasi web internal perusahaan bersama tim pengembang senior.',
  });
}

/** Requests the page made that failed (4xx/5xx), and errors on the console. */
function watchFailures(page: Page) {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failed.push(`console: ${m.text()}`);
  });
  return failed;
}

test('a minor without a guardian’s consent gets their own recommendations; an applied opening shows its stage, not “Lamar”', async ({ page }) => {
  test.slow();
  const title = `Pengembang Web Internal ${Date.now().toString(36)}`;
  const [student] = await Promise.all([newMinor(page.request, 'Dimas Arya Wicaksono'), newWellPaidOpening(page.request, title)]);
  const settings = await page.request.get('/api/v1/privacy/settings', { headers: auth(student) });
  expect(await settings.json()).toMatchObject({ data: { needsConsent: true, effectivelyVisible: false } });

  await page.setViewportSize(PHONE);
  await useSession(page, student, '/opportunity', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Rekomendasi Pekerjaan' })).toBeVisible();
  // Openings ranked and explained (which ones depends on what other journeys published before);
  // nothing tells the student to wait for a guardian.
  await expect(page.getByTestId('recommendation').first()).toBeVisible();
  await expect(page.getByTestId('blocked')).toHaveCount(0);
  await expect(page.getByTestId('empty')).toHaveCount(0);
  await expect(page.getByTestId('careers')).toBeVisible();

  // The new opening alone, through the salary filter; the student applies from its card.
  await page.getByRole('textbox', { name: 'Gaji minimal' }).fill('97000000');
  const card = page.getByTestId('recommendation').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Lamar' }).click();
  await expect(card.getByTestId('pair-state')).toHaveText('Sudah melamar · Melamar');
  await expect(card.getByRole('button', { name: 'Lamar' })).toHaveCount(0);
  // Read again from the API, in English: the state stays, with its stage.
  await useSession(page, student, '/opportunity', 'en');
  await page.getByRole('textbox', { name: 'Minimum salary' }).fill('97000000');
  await expect(page.getByTestId('recommendation').filter({ hasText: title }).getByTestId('pair-state')).toHaveText('Already applied · Applied');
  await settle(page);
  await expectNoAxeViolations(page, 'opportunity with an applied opening');
});

test('the company sees that a ranked student already applied instead of an Invite button', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', '/recommended-student', 'en');
  await page.getByTestId('pick-opening').click();
  await page.getByRole('option', { name: 'Junior Web Developer', exact: true }).click();
  // The demo student applied to Junior Web Developer (the seed): no Invite on his card.
  const andi = page.getByTestId('ranked-student').filter({ hasText: 'Andi P.' });
  await expect(andi.getByTestId('pair-state')).toHaveText('Applied');
  await expect(andi.getByRole('button', { name: 'Invite' })).toHaveCount(0);
});

test('staff read a student’s profile about the student, and the CV page without a student asks them to pick one', async ({ page }) => {
  const student = await newMinor(page.request, 'Rara Kusuma Dewi');
  await page.setViewportSize(DESKTOP);
  for (const lang of ['id', 'en'] as const) {
    await signInAs(page, 'guru', `/student-profile/view/${student.user.id}`, lang);
    const summary = page.getByTestId('completeness-summary');
    await expect(summary).toHaveText(lang === 'id' ? /^Profil siswa \d+% lengkap\.$/ : /^Student's profile \d+% complete\.$/);
    const missing = page.getByTestId('completeness-missing');
    await expect(missing).toBeVisible();
    await expect(missing).not.toContainText(lang === 'id' ? /\bkamu\b/ : /\byour(self)?\b/i);
    // Every link stays on this student's page (or their record), none on the reader's own profile.
    for (const href of await missing.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(new RegExp(`^#/(student-profile/view|md-student)/${student.user.id}`));
    }
  }

  const failures = watchFailures(page);
  await signInAs(page, 'guru', '/student-profile/cv', 'id');
  await expect(page.getByTestId('cv-pick-student')).toBeVisible();
  await page.getByRole('link', { name: 'Buka daftar siswa' }).click();
  await expect(page).toHaveURL(/#\/completeness$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelengkapan Profil' })).toBeVisible();
  await settle(page);
  expect(failures).toEqual([]);
  await signInAs(page, 'guru', '/student-profile/cv', 'en');
  await expect(page.getByRole('link', { name: 'Open the list of students' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'CV page without a student');
  expect(failures).toEqual([]);
});

test('#/company: a company admin’s own company, the Admin’s companies list, a 403 for others', async ({ page }) => {
  for (const view of [
    { viewport: DESKTOP, lang: 'en' as const },
    { viewport: PHONE, lang: 'id' as const },
  ]) {
    await page.setViewportSize(view.viewport);
    await signInAs(page, 'admin_perusahaan', '/company', view.lang);
    await expect(page.getByRole('heading', { level: 1, name: 'PT Nusantara Teknologi Digital' })).toBeVisible();
    await expect(page.getByTestId('company-overview')).toBeVisible();
    await expect(page.getByTestId('company-openings')).toContainText('Junior Web Developer');
    await expect(page.getByTestId('company-links').getByRole('link')).toHaveCount(5);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the company area is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `company area ${view.lang}`);
  }
  await page.getByTestId('company-links').getByRole('link', { name: 'Pekerjaan' }).click();
  await expect(page).toHaveURL(/#\/md-opportunity$/);

  await signInAs(page, 'admin', '/company', 'en');
  await expect(page).toHaveURL(/#\/md-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company', exact: true })).toBeVisible();

  await signInAs(page, 'siswa', '/company', 'en');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
});
