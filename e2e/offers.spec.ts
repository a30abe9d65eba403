import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, newDemoOpening, newVerifiedStudent, settle, sharedSession, signInAs, useSession } from './helpers';

/**
 * Screening questions and job offers (docs/applications.md): the opening's form shows its questions;
 * the student answers them in the apply dialog (a required one left empty is refused first); the
 * company reads the answers on the applicant's page and makes an offer; the student accepts it on a
 * phone and the stage shows hired. Its own opening and student; axe on each page.
 */
test('a student answers screening questions, the company offers the job, the student accepts on a phone', async ({ page, request }) => {
  const title = 'Teknisi Listrik Gedung';
  const openingId = await newDemoOpening(request, {
    title,
    description: 'Merawat instalasi listrik gedung perkantoran bersama teknisi senior.',
    screening_questions: [
      { kind: 'yes_no', text: 'Apakah Anda memiliki SIM C?', text_en: 'Do you have a motorcycle licence?', required: true },
      {
        kind: 'text',
        text: 'Ceritakan pengalaman praktik instalasi listrik Anda.',
        text_en: 'Describe your electrical installation practice.',
        required: true,
      },
    ],
  });
  const student = await newVerifiedStudent(request, 'Bayu Saputra', 'tawaran');

  // The opening's form holds its questions.
  await signInAs(page, 'admin_perusahaan', `/md-opportunity/${openingId}`);
  const part = page.getByTestId('screening-part');
  await expect(part.getByRole('heading', { name: 'Screening Questions' })).toBeVisible();
  await expect(part.getByTestId('screening-question-row')).toHaveCount(2);
  await expect(part.getByTestId('screening-text').first()).toHaveValue('Apakah Anda memiliki SIM C?');
  await settle(page);
  await expectNoAxeViolations(page, 'opening form screening en');

  // The student applies: the questions come first; a required one left empty is refused before sending.
  await useSession(page, student, `/jobs/${openingId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByTestId('job-apply').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Questions from the company')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByTestId('apply-confirm').click();
  await expect(dialog.getByText('This question must be answered')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Describe your electrical installation practice.' }).fill('Memasang panel MCB di bengkel sekolah.');
  await settle(page);
  await expectNoAxeViolations(page, 'apply dialog screening en');
  await dialog.getByTestId('apply-confirm').click();
  await expect(page).toHaveURL(/#\/applications\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('screening-answers')).toContainText('Memasang panel MCB di bengkel sekolah.');

  // The company reads the answers and makes an offer.
  await signInAs(page, 'admin_perusahaan', `/applicants/${applicationId}`);
  const answers = page.getByTestId('screening-answers');
  await expect(answers.getByTestId('screening-answer')).toHaveText([/Do you have a motorcycle licence\?\s*Yes/, /Memasang panel MCB/]);
  const offers = page.getByTestId('offer-section');
  await expect(offers.getByTestId('offer-empty')).toBeVisible();
  await offers.getByTestId('offer-make').click();
  const offerDialog = page.getByRole('dialog', { name: 'Make a job offer' });
  await offerDialog.getByTestId('offer-send').click();
  await expect(offerDialog.getByText('Required').first()).toBeVisible();
  const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await offerDialog.getByTestId('offer-start').fill(start);
  await offerDialog.getByTestId('offer-contract').click();
  await page.getByRole('option', { name: 'Contract', exact: true }).click();
  await offerDialog.getByTestId('offer-salary').fill('4800000');
  await offerDialog.getByTestId('offer-note').fill('Kontrak satu tahun, dapat diperpanjang.');
  await settle(page);
  await expectNoAxeViolations(page, 'offer dialog en');
  await offerDialog.getByTestId('offer-send').click();
  await expect(offerDialog).toBeHidden();
  await expect(offers.getByTestId('offer-status')).toHaveText('Awaiting answer');
  await expect(page.getByTestId('applicant-stage')).toHaveText('Offered');
  await expect(offers.getByTestId('offer')).toContainText('4,800,000');
  await settle(page);
  await expectNoAxeViolations(page, 'applicant offer desktop en');

  // The student accepts on a phone, in Indonesian.
  await page.setViewportSize(PHONE);
  await useSession(page, student, `/applications/${applicationId}`, 'id');
  const mine = page.getByTestId('offer-section');
  await expect(mine.getByRole('heading', { name: 'Tawaran Kerja' })).toBeVisible();
  await expect(mine.getByTestId('offer')).toContainText('Rp 4.800.000');
  await expect(mine.getByTestId('offer')).toContainText('Kontrak satu tahun, dapat diperpanjang.');
  await settle(page);
  await expectNoAxeViolations(page, 'student offer phone id');
  await mine.getByTestId('offer-accept').click();
  await page.getByTestId('offer-answer-confirm').click();
  await expect(page.getByTestId('application-stage')).toHaveText('Diterima Bekerja');
  await expect(mine.getByTestId('offer-status')).toHaveText('Diterima');
  await expect(mine.getByTestId('offer-accept')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'student offer accepted phone id');
});

test('“Lamar” on a ranked opening with screening questions leads to the opening’s page, where they are asked', async ({ page, request }) => {
  const title = 'Pengembang Aplikasi Seluler';
  const openingId = await newDemoOpening(request, {
    title,
    programs: ['rpl'],
    // Above every other opening, so the salary filter finds it alone.
    salary_from: 99_000_000,
    salary_to: 99_500_000,
    description: 'Membangun aplikasi Android untuk layanan pelanggan bersama tim pengembang.',
    screening_questions: [
      { kind: 'yes_no', text: 'Apakah Anda pernah membuat aplikasi Android?', text_en: 'Have you built an Android app?', required: true },
    ],
  });
  const student = await newVerifiedStudent(request, 'Galih Pratama', 'seleksi');
  const staff = await sharedSession(request, 'admin_sekolah');
  const updated = await request.post('/api/v1/siswa/update', {
    params: { id: student.userId },
    headers: { authorization: `Bearer ${staff.token}` },
    data: { program: 'rpl', grade: '12', birth_date: '2007-05-02' },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await useSession(page, student, '/opportunity', 'id');
  await page.getByRole('textbox', { name: 'Gaji minimal' }).fill('99000000');
  const card = page.getByTestId('recommendation').filter({ hasText: title });
  await card.getByRole('button', { name: 'Lamar' }).click();
  await expect(page.getByText('Lowongan ini punya pertanyaan seleksi: jawab di halaman lowongan, lalu kirim lamaran.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/jobs/${openingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
