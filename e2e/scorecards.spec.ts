import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, newDemoOpening, newVerifiedStudent, settle, signInAs, useSession } from './helpers';

/**
 * Scorecards and notes (docs/applications.md): the company sets an opening's criteria on an
 * applicant's page, rates the applicant and writes a note; the average shows; the student's own
 * page of the same application shows none of it. Its own opening and student; axe on the page.
 */
test('a company admin sets criteria, rates an applicant and writes a note; the student sees none of it', async ({ page, request }) => {
  const openingId = await newDemoOpening(request, {
    title: 'Analis Data Magang',
    description: 'Membantu tim mengolah data penjualan dan membuat laporan mingguan untuk manajemen.',
  });
  const student = await newVerifiedStudent(request, 'Nadia Kartika', 'nilai');
  const applied = await request.post('/api/v1/application/apply', {
    headers: { authorization: `Bearer ${student.token}` },
    data: { opportunity_id: openingId },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;

  await signInAs(page, 'admin_perusahaan', `/applicants/${applicationId}`);
  const card = page.getByTestId('applicant-scorecard');
  await expect(card.getByRole('heading', { name: 'Applicant scorecard' })).toBeVisible();
  await expect(card.getByTestId('scorecard-empty')).toBeVisible();
  await card.getByTestId('criteria-edit').click();

  const dialog = page.getByRole('dialog', { name: 'Scorecard criteria of the opening' });
  // One name missing: the form says so before anything is sent.
  await dialog.getByRole('textbox', { name: 'Criterion 1 (Indonesian)' }).fill('Analisis data');
  await dialog.getByTestId('criteria-save').click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Criterion 2 (Indonesian)' }).fill('Komunikasi');
  await dialog.getByRole('textbox', { name: 'Name in English (optional)' }).nth(0).fill('Data analysis');
  await dialog.getByTestId('criteria-save').click();
  await expect(dialog).toBeHidden();

  // English names where given, the Indonesian one otherwise.
  await expect(card.getByTestId('scorecard-criterion')).toHaveText([/Data analysis/, /Komunikasi/]);
  await card.getByRole('radiogroup', { name: 'Data analysis' }).getByRole('radio', { name: '4' }).check();
  await card.getByRole('textbox', { name: 'Comment on Data analysis (optional)' }).fill('Rapi mengolah tabel.');
  await card.getByRole('radiogroup', { name: 'Komunikasi' }).getByRole('radio', { name: '5' }).check();
  await card.getByTestId('ratings-save').click();
  await expect(card.getByRole('status')).toHaveText('Ratings saved.');
  await expect(card.getByTestId('scorecard-average')).toHaveText(['Average 4 of 5 · rated by 1', 'Average 5 of 5 · rated by 1']);
  await expect(card.getByTestId('scorecard-summary').getByText('Rapi mengolah tabel.')).toBeVisible();

  const notes = page.getByTestId('applicant-notes');
  await notes.getByTestId('note-add').click();
  await expect(notes.getByText('Required')).toBeVisible();
  await notes.getByTestId('note-body').fill('Undang ke wawancara minggu depan.');
  await notes.getByTestId('note-add').click();
  await expect(notes.getByTestId('note')).toHaveCount(1);
  await expect(notes.getByTestId('note')).toContainText('Undang ke wawancara minggu depan.');
  await expect(notes.getByTestId('note')).toContainText('Hendra Gunawan');
  await settle(page);
  await expectNoAxeViolations(page, 'applicant scorecard desktop en');

  // A phone, in Indonesian.
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin_perusahaan', `/applicants/${applicationId}`, 'id');
  await expect(page.getByRole('heading', { name: 'Penilaian pelamar' })).toBeVisible();
  await expect(page.getByTestId('scorecard-average').first()).toHaveText('Rata-rata 4 dari 5 · 1 penilai');
  await settle(page);
  await expectNoAxeViolations(page, 'applicant scorecard phone id');

  // The student's own page of the application: no scorecard, no note, no comment.
  await useSession(page, student, `/applications/${applicationId}`);
  await expect(page.getByTestId('application-stage')).toHaveText('Applied');
  await settle(page);
  await expect(page.getByTestId('applicant-scorecard')).toHaveCount(0);
  await expect(page.getByText('Undang ke wawancara minggu depan.')).toHaveCount(0);
  await expect(page.getByText('Rapi mengolah tabel.')).toHaveCount(0);
});
