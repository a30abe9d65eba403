import { expect, test } from './fixtures';
import { expectNoAxeViolations, signInAs } from './helpers';
import { apiAs, fieldError, pickDay, pickOption, rows, searchList, tinyPng, uniqueDigits, uniqueTag } from './md-helpers';

/** md-currency, md-school, md-company, md-opportunity. */

function uniqueCurrencyCode(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let code = 'Q';
  for (let i = 0; i < 2; i += 1) code += letters[Math.floor(Math.random() * letters.length)];
  return code;
}

test('md-currency: create, edit and delete a currency', async ({ page }) => {
  const code = uniqueCurrencyCode();
  await signInAs(page, 'admin', '/md-currency');
  await expect(page.getByRole('heading', { level: 1, name: /^Currenc(y|ies)$/ })).toBeVisible();
  await expect(page.getByTestId('crud-table')).toContainText('IDR');

  await page.getByTestId('create-button').click();
  await page.getByTestId('field-code').fill(code.toLowerCase());
  await page.getByTestId('field-name').fill(`Mata Uang ${code}`);
  await page.getByTestId('field-symbol').fill('¤');
  await page.getByTestId('field-decimals').fill('2');
  // The shared rule: three capital letters.
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'field-code')).toHaveText('Currency code must be 3 capital letters');
  await page.getByTestId('field-code').fill(code);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Record added')).toBeVisible();

  await searchList(page, code);
  const row = rows(page).filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-link').click();
  await expect(page.getByTestId('field-code')).toHaveValue(code);
  await page.getByTestId('field-name').fill(`Mata Uang ${code} Baru`);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(row).toContainText(`Mata Uang ${code} Baru`);

  await row.getByTestId('row-delete').click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Records deleted: 1')).toBeVisible();
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('md-school: region selects cascade, the permit date rule shows on its field in both languages', async ({ page }) => {
  const npsn = uniqueDigits(8);
  const name = `SMK ${uniqueTag('Uji')} Denpasar`;
  await signInAs(page, 'admin', '/md-school/new');
  await expect(page.getByTestId('crud-form')).toBeVisible();
  await page.getByTestId('field-npsn').fill(npsn);
  await page.getByTestId('field-name').fill(name);
  await pickOption(page, 'field-status', 'Private');
  await pickOption(page, 'field-education_level', 'SMK');
  await pickOption(page, 'field-ownership_status', 'Foundation');

  // Province → regency → district → village; each waits for the one above.
  await expect(page.getByTestId('field-city_code')).toBeDisabled();
  await expect(page.getByTestId('field-village_code')).toBeDisabled();
  await pickOption(page, 'field-province_code', 'Bali', 'bali');
  await expect(page.getByTestId('field-district_code')).toBeDisabled();
  await pickOption(page, 'field-city_code', 'Kota Denpasar', 'denpasar');
  await pickOption(page, 'field-district_code', 'Denpasar Selatan', 'selatan');
  await pickOption(page, 'field-village_code', 'Sanur', 'Sanur');
  await expect(page.getByTestId('field-village_code')).toHaveValue('Sanur');
  // Changing a level clears the levels below it.
  await pickOption(page, 'field-district_code', 'Denpasar Timur', 'timur');
  await expect(page.getByTestId('field-village_code')).toHaveValue('');
  await pickOption(page, 'field-district_code', 'Denpasar Selatan', 'selatan');
  await pickOption(page, 'field-village_code', 'Sanur', 'Sanur');

  // Permit before establishment: the error is on the permit date, in the user's language.
  await pickDay(page, 'field-establishment_date', 20);
  await pickDay(page, 'field-permit_date', 10);
  await page.getByTestId('form-submit').click();
  const permitError = fieldError(page, 'field-permit_date');
  await expect(permitError).toHaveText('The operating permit date cannot be before the establishment date');
  await expect(page.getByTestId('field-permit_date')).toHaveAttribute('aria-invalid', 'true');
  // A filled form with a field error (clear buttons, the error text) passes axe.
  await expectNoAxeViolations(page, 'school form filled, with the permit date error');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-id').click();
  await expect(permitError).toHaveText('Tanggal izin operasional tidak boleh sebelum tanggal pendirian');
  // The API says the same when the browser check is skipped.
  const admin = await apiAs(page.request, 'admin');
  const direct = await admin.post('/sekolah/create', {
    npsn: uniqueDigits(8),
    name: `${name} API`,
    status: 'swasta',
    education_level: 'SMK',
    ownership_status: 'yayasan',
    establishment_date: '2020-05-20',
    permit_date: '2020-05-10',
  });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { errors: Record<string, string> }).errors.permit_date).toBe(
    'The operating permit date cannot be before the establishment date',
  );

  await pickDay(page, 'field-permit_date', 25);
  await expect(permitError).toHaveCount(0);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Data ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/#\/md-school$/);
  await searchList(page, npsn);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  await expect(rows(page).first()).toContainText('Kota Denpasar');
  const [saved] = (await admin.list('sekolah', { search: npsn })).data;
  expect([saved.province_code, saved.city_code, saved.district_code, saved.village_code]).toEqual(['51', '51.71', '51.71.01', '51.71.01.1006']);
});

test('md-company: an Admin creates a company and uploads its logo', async ({ page }) => {
  const name = `PT ${uniqueTag('Uji')} Sejahtera`;
  await signInAs(page, 'admin', '/md-company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await page.getByTestId('create-button').click();
  // The logo is uploaded to a saved company.
  await expect(page.getByTestId('company-logo')).toHaveCount(0);
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-sector').fill('Manufaktur');
  await pickOption(page, 'field-size', '11-50');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Record added')).toBeVisible();

  await searchList(page, name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId('row-link').click();
  const card = page.getByTestId('company-logo');
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  await card.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Company logo updated')).toBeVisible();
  const logo = card.locator('img');
  await expect(logo).toHaveAttribute('src', /\/download\?name=.+&dir=company_logo/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  // Kept: the company's record names the file.
  const admin = await apiAs(page.request, 'admin');
  const [saved] = (await admin.list('perusahaan', { search: name })).data;
  expect(saved.logo).toMatch(/\.png$/);
  // A file that is not an image is refused by the API as well.
  const refused = await page.request.post(`/api/v1/perusahaan/logo?id=${saved.id}`, {
    headers: { authorization: `Bearer ${admin.session.token}` },
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') } },
  });
  expect(refused.status(), 'not an image').toBe(415);
});

test('md-opportunity as Admin: salary from above salary up to is an error on the field; the fixed opening is listed', async ({ page }) => {
  const title = `${uniqueTag('Lowongan')} Teknisi`;
  await signInAs(page, 'admin', '/md-opportunity');
  await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
  await page.getByTestId('create-button').click();
  await page.getByTestId('field-title').fill(title);
  await pickOption(page, 'field-company_id', 'PT Otomotif Jaya Abadi', 'Otomotif');
  await pickOption(page, 'field-status', 'Open');
  await pickOption(page, 'field-contract_type', 'Full time');
  await pickOption(page, 'field-career_level', 'Fresh graduate');
  await pickOption(page, 'field-qualification', 'SMK or equivalent');
  await pickOption(page, 'field-programs', 'Light Vehicle Engineering', 'Light');
  await page.keyboard.press('Escape');
  await page.getByTestId('field-salary_from').fill('6000000');
  await page.getByTestId('field-salary_to').fill('4500000');
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'field-salary_to')).toHaveText('Salary up to cannot be less than salary from');
  await expect(page.getByTestId('field-salary_to')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('field-salary_to').fill('8000000');
  await expect(fieldError(page, 'field-salary_to')).toHaveCount(0);
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Record added')).toBeVisible();
  await searchList(page, title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('PT Otomotif Jaya Abadi');
  const admin = await apiAs(page.request, 'admin');
  const [saved] = (await admin.list('opportunity', { search: title })).data;
  expect([saved.salary_from, saved.salary_to, saved.programs]).toEqual([6000000, 8000000, ['tkr']]);
});

test('md-opportunity as a company admin: no company field, their own openings only, the salary rule', async ({ page }) => {
  const title = `${uniqueTag('Loker')} Programmer`;
  await signInAs(page, 'admin_perusahaan', '/md-opportunity');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  // The company's own list of openings (applicants per stage), not the generic one.
  await expect(page.getByTestId('opening-row').first()).toBeVisible();
  const mine = await apiAs(page.request, 'admin_perusahaan');
  const listed = await mine.list('opportunity');
  expect(new Set(listed.data.map((o) => o.company_name))).toEqual(new Set(['PT Nusantara Teknologi Digital']));

  await page.getByTestId('opening-new').click();
  await expect(page.getByTestId('crud-form')).toBeVisible();
  await expect(page.getByTestId('field-company_id')).toHaveCount(0);
  await page.getByTestId('field-title').fill(title);
  await pickOption(page, 'field-status', 'Draft');
  await pickOption(page, 'field-contract_type', 'Full time');
  await pickOption(page, 'field-career_level', 'Fresh graduate');
  await pickOption(page, 'field-qualification', 'SMK or equivalent');
  await page.getByTestId('field-salary_from').fill('7000000');
  await page.getByTestId('field-salary_to').fill('5000000');
  await page.getByTestId('form-submit').click();
  await expect(fieldError(page, 'field-salary_to')).toHaveText('Salary up to cannot be less than salary from');
  await page.getByTestId('field-salary_to').fill('9000000');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Record added')).toBeVisible();
  await expect(page.getByTestId('opening-row').filter({ hasText: title })).toHaveCount(1);
  const [saved] = (await mine.list('opportunity', { search: title })).data;
  expect(saved.company_name).toBe('PT Nusantara Teknologi Digital');

  // Another company's opening is out of reach.
  const admin = await apiAs(page.request, 'admin');
  const foreign = (await admin.list('opportunity')).data.find((o) => o.company_name !== 'PT Nusantara Teknologi Digital');
  expect(foreign, 'the demo data has openings of other companies').toBeTruthy();
  expect((await mine.get('/opportunity/detail', { id: foreign!.id })).status()).toBe(404);
});
