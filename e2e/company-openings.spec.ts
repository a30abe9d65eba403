import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, newDemoOpening, newVerifiedStudent, settle, sharedSession, signInAs } from './helpers';

test("a company's openings: each with its applicants per stage, linked to its applicants, recommendations and one form with the requirements", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const title = `Staf Gudang ${Date.now()}`;
  const openingId = await newDemoOpening(page.request, { title, description: 'Mencatat barang masuk dan keluar gudang.', programs: [] });
  // One student applies: the opening then counts one applicant at "Applied".
  const student = await newVerifiedStudent(page.request, 'Dimas Aditya Nugroho');
  const applied = await page.request.post('/api/v1/application/apply', {
    headers: { authorization: `Bearer ${student.token}` },
    data: { opportunity_id: openingId },
  });
  expect(applied.status(), await applied.text()).toBe(200);

  await signInAs(page, 'admin_perusahaan', '/md-opportunity');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const row = page.locator(`[data-testid="opening-row"][data-id="${openingId}"]`);
  await expect(row).toContainText(title);
  await expect(row.getByTestId('stage-applied')).toHaveText('1');
  await expect(row.getByTestId('stage-hired')).toHaveText('0');
  await expect(page.getByText('Select all on this page')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'company openings');

  await row.getByTestId('opening-applicants').click();
  await expect(page).toHaveURL(new RegExp(`#/applicants\\?opportunity=${openingId}$`));
  await expect(page.getByText('Dimas Aditya Nugroho').first()).toBeVisible();

  await page.goBack();
  await row.getByTestId('opening-recommendations').click();
  await expect(page).toHaveURL(new RegExp(`#/recommended-student\\?opening=${openingId}$`));
  await expect(page.getByRole('combobox', { name: 'Opening' })).toHaveValue(title);

  await page.goBack();
  await row.getByTestId('opening-edit').click();
  await expect(page).toHaveURL(new RegExp(`#/md-opportunity/${openingId}$`));
  // The opening's fields and its matching requirements in one form, with one save.
  const form = page.getByTestId('crud-form');
  await expect(form.getByRole('heading', { name: 'Matching Requirements' })).toBeVisible();
  await expect(form.getByTestId('riasec-code')).toBeVisible();
  await expect(page.getByTestId('save-requirements')).toHaveCount(0);
  await expect(form.getByTestId('field-riasec_code')).toHaveCount(0);
  await settle(page);
  await expectNoAxeViolations(page, 'opening form with requirements');

  // Both parts' errors show inline and nothing is saved: an empty title and a code with a repeated letter.
  await form.getByTestId('field-title').fill('');
  await form.getByTestId('riasec-code').fill('RR');
  await form.getByTestId('form-submit').click();
  await expect(form.getByTestId('field-title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('riasec-code')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Invalid option')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/md-opportunity/${openingId}$`));

  // One submit saves the opening and its requirements, with one message.
  await form.getByTestId('field-title').fill(`${title} (Shift Pagi)`);
  await form.getByTestId('riasec-code').fill('RCE');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('Changes saved')).toHaveCount(1);
  await expect(page.getByText('Matching requirements saved')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/md-opportunity$/);
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const saved = await page.request.get('/api/v1/opportunity/detail', {
    params: { id: openingId },
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(((await saved.json()) as { data: { title: string; riasec_code: string } }).data).toMatchObject({
    title: `${title} (Shift Pagi)`,
    riasec_code: 'RCE',
  });
});
