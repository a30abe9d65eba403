import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PHONE, expectNoAxeViolations, settle, signInAs, useSession, type Session, newVerifiedStudent } from './helpers';
import { pickDay, pickOption } from './md-helpers';

/**
 * The student profile (docs/profile.md): a new student fills their CV on a phone and sees
 * the completeness rise; deletes behind "Apakah kamu yakin?"; opens the printable CV; the school
 * staff read the completeness page. Each journey makes its own student; demo rows are read only.
 */

/** A fresh verified student of the demo school admin's school, signed in through the API. */
const newStudent = (request: APIRequestContext, name: string): Promise<Session> => newVerifiedStudent(request, name, 'profil');

async function score(page: Page): Promise<number> {
  const text = (await page.getByTestId('completeness-score').textContent()) ?? '';
  return Number(text.replace('%', ''));
}

/** The score shown rises above `before` (the page refetches after each save). */
async function expectRise(page: Page, before: number): Promise<number> {
  await expect.poll(() => score(page)).toBeGreaterThan(before);
  return score(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('student profile', () => {
  test('a student fills their CV on a phone and the completeness rises', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const student = await newStudent(page.request, 'Dewi Anggraini Putri');
    await useSession(page, student, '/student-profile', 'id');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    let current = await score(page);
    expect(current).toBeLessThan(50);
    await expect(page.getByTestId('completeness-missing')).toContainText('Tambahkan riwayat pendidikan');
    await expectNoSidewaysScroll(page);

    // Personal data, in the drawer.
    await page.getByTestId('edit-personal').click();
    await page.getByTestId('field-birth_place').fill('Jakarta');
    await pickOption(page, 'field-religion', 'Islam');
    await page.getByTestId('field-about_me').fill('Siswi AKL yang teliti dan suka bekerja dengan angka.');
    await pickOption(page, 'field-province_code', 'DKI Jakarta', 'jakarta');
    await pickOption(page, 'field-city_code', 'Kota Administrasi Jakarta Selatan', 'selatan');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('about-me')).toContainText('teliti');
    // The address names its places (the answer carries the names), never their codes.
    await expect(page.locator('#section-personal')).toContainText('Kota Administrasi Jakarta Selatan, DKI Jakarta');
    current = await expectRise(page, current);

    // A language spoken, with its level (default "Menengah").
    await page.getByTestId('language-name').fill('Bahasa Inggris');
    await page.getByTestId('language-add').click();
    await expect(page.locator('#section-languages')).toContainText('Bahasa Inggris');
    current = await expectRise(page, current);

    // A parent, marked as the guardian.
    await page.getByTestId('add-relations').click();
    await pickOption(page, 'field-relation_type', 'Ibu');
    await page.getByTestId('field-name').fill('Sri Wahyuni');
    await page.getByTestId('field-occupation').fill('Guru SD');
    await page.getByTestId('field-is_guardian').check();
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-relations')).toContainText('Sri Wahyuni');
    current = await expectRise(page, current);

    // Education.
    await page.getByTestId('add-educations').click();
    await page.getByTestId('field-school_name').fill('SMP Negeri 75 Jakarta');
    await pickOption(page, 'field-level', 'SMP/MTs');
    await page.getByTestId('field-year_from').fill('2021');
    await page.getByTestId('field-year_to').fill('2024');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-educations')).toContainText('SMP Negeri 75 Jakarta');
    current = await expectRise(page, current);

    // A PKL with a date picker.
    await page.getByTestId('add-experiences').click();
    await pickOption(page, 'field-kind', 'PKL/Prakerin');
    await page.getByTestId('field-position').fill('Staf Administrasi Keuangan');
    await page.getByTestId('field-company').fill('KAP Hadi Wibowo & Rekan');
    await pickDay(page, 'field-date_from', 1);
    await page.getByTestId('field-still_working').check();
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-experiences')).toContainText('KAP Hadi Wibowo');
    current = await expectRise(page, current);

    // Skills: a suggestion, then a free tag.
    for (const skill of ['Microsoft Excel', 'Akuntansi Dasar', 'MYOB']) {
      await page.getByTestId('skill-input').fill(skill);
      await page.getByTestId('skill-add').click();
      await expect(page.getByTestId('skills')).toContainText(skill);
    }
    await expectRise(page, current);

    // A course, an award and a portfolio link: every repeated section takes a record on the phone.
    await page.getByTestId('add-courses').click();
    await page.getByTestId('field-name').fill('Pelatihan Aplikasi Akuntansi MYOB');
    await page.getByTestId('field-institute').fill('LPK Mitra Akuntansi');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-courses')).toContainText('Pelatihan Aplikasi Akuntansi MYOB');
    await page.getByTestId('add-awards').click();
    await page.getByTestId('field-name').fill('Juara 2 LKS Akuntansi');
    await page.getByTestId('field-year').fill('2025');
    await pickOption(page, 'field-level', 'Kabupaten/Kota');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-awards')).toContainText('Juara 2 LKS Akuntansi');
    await page.getByTestId('add-portfolios').click();
    await page.getByTestId('field-title').fill('Laporan keuangan koperasi sekolah');
    await page.getByTestId('field-url').fill('https://contoh.sch.id/portofolio/dewi');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('row-portfolios')).toContainText('Laporan keuangan koperasi sekolah');
    current = await score(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'student profile (phone, id)');

    // Delete behind "Apakah kamu yakin?": the education goes and the score falls back.
    await page.getByRole('button', { name: /Hapus SMP Negeri 75 Jakarta/ }).click();
    await expect(page.getByRole('dialog', { name: 'Apakah kamu yakin?' })).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('row-educations')).toHaveCount(0);
    await expect.poll(() => score(page)).toBeLessThan(current);

    // The CV opens, in both languages.
    await page.getByTestId('open-cv').click();
    await settle(page);
    await expect(page.getByTestId('cv-sheet')).toContainText('Dewi Anggraini Putri');
    await expect(page.getByTestId('cv-sheet')).toContainText('Pengalaman Kerja & PKL');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'CV (phone, id)');
    await page
      .locator('label')
      .filter({ hasText: /^English$/ })
      .click();
    await expect(page.getByTestId('cv-sheet')).toContainText('Work experience & placements (PKL)');
    // Printed (or saved as PDF): the sheet alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('cv-sheet')).toBeVisible();
    await expect(page.getByTestId('app-header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('the school admin completes a student’s personal data and languages on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const student = await newStudent(page.request, 'Rizky Maulana Hakim');
    await signInAs(page, 'admin_sekolah', `/student-profile/view/${student.user.id}`, 'id');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Siswa' })).toBeVisible();
    // A new student has no certificate: the card is not there (no empty placeholder).
    await expect(page.getByTestId('row-relations')).toHaveCount(0);
    await expect(page.getByTestId('student-certificates')).toHaveCount(0);

    await page.getByTestId('edit-personal').click();
    await page.getByTestId('field-birth_place').fill('Bekasi');
    await page.getByTestId('field-hobby').fill('Futsal');
    await page.getByTestId('field-about_me').fill('Siswa TKR yang rajin merawat sepeda motor di bengkel sekolah.');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('about-me')).toContainText('bengkel sekolah');

    await page.getByTestId('language-name').fill('Bahasa Sunda');
    await page.getByTestId('language-add').click();
    await expect(page.locator('#section-languages')).toContainText('Bahasa Sunda');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'student profile for the school admin (phone, id)');

    // The student sees what the school wrote on their own profile.
    await useSession(page, student, '/student-profile', 'id');
    await settle(page);
    await expect(page.getByTestId('about-me')).toContainText('bengkel sekolah');
    await expect(page.locator('#section-languages')).toContainText('Bahasa Sunda');
  });

  test('the school staff read the completeness page and open a student’s profile', async ({ page }) => {
    await signInAs(page, 'admin_sekolah', '/completeness');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile completeness' })).toBeVisible();
    await expect(page.getByTestId('completeness-chart')).toBeVisible();
    await expect(page.getByTestId('completeness-row').first()).toBeVisible();
    await page.getByTestId('completeness-min').fill('80');
    await page.getByTestId('completeness-min').blur();
    await expect(page.getByTestId('completeness-row').filter({ hasText: 'Andi Pratama' })).toBeVisible();
    await expectNoAxeViolations(page, 'completeness (desktop, en)');
    await page.getByRole('link', { name: 'Andi Pratama' }).click();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Student profile' })).toBeVisible();
    await expect(page.getByTestId('row-experiences')).toContainText('PT Nusantara Teknologi Digital');
    await expectNoAxeViolations(page, 'student profile for staff (desktop, en)');
  });
});
