import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, signInAs, uniqueEmail, uniqueNisn } from './helpers';
import { apiAs, chooseImportFile, csv, exportList, holdRequests, pickOption, rows, searchList, uniqueTag, type Api } from './md-helpers';

/** md-student: the whole list screen and form as the Admin, and a class enrolled by a school admin. */

const JAKARTA = 'SMK Negeri 1 Jakarta';
const BANDUNG = 'SMK Negeri 2 Bandung';

async function schoolId(api: Api, name: string): Promise<string> {
  const school = (await api.all('sekolah')).find((s) => s.name === name);
  expect(school, name).toBeTruthy();
  return school!.id;
}

/** `count` students named "<tag> A", "<tag> B", … created through the API. */
async function makeStudents(api: Api, tag: string, count: number, school: string) {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${tag} ${String.fromCharCode(65 + i)}`;
    made.push(await api.create('siswa', { name, email: uniqueEmail('md.siswa'), nisn: uniqueNisn(), school_id: school }));
  }
  return made;
}

test('Admin creates a student, edits it from the list, finds it and exports the search as CSV and Excel', async ({ page }) => {
  const tag = uniqueTag('Siswa');
  const name = `${tag} Pratiwi`;
  const nisn = uniqueNisn();
  await signInAs(page, 'admin', '/md-student');
  await expect(page.getByRole('heading', { level: 1, name: 'Student' })).toBeVisible();
  await expect(page.getByTestId('crud-table')).toBeVisible();

  await page.getByTestId('create-button').click();
  await expect(page).toHaveURL(/#\/md-student\/new$/);
  await expect(page.getByTestId('crud-form')).toBeVisible();
  // Required fields are checked before anything is sent.
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('field-nisn')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('field-nisn').fill(nisn);
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-email').fill(uniqueEmail('md.siswa'));
  await pickOption(page, 'field-school_id', JAKARTA, 'Negeri 1 Jak');
  await pickOption(page, 'field-program', 'Software Engineering', 'Software');
  await pickOption(page, 'field-grade', 'XI');
  await page.getByTestId('field-class_name').fill('XI RPL 1');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Record added')).toBeVisible();
  await expect(page).toHaveURL(/#\/md-student$/);

  await searchList(page, tag);
  await expect(page.getByTestId('list-total')).toHaveText('1–1 of 1 records');
  const row = rows(page).first();
  await expect(row).toContainText(nisn);
  await expect(row).toContainText(name);
  await expect(row).toContainText(JAKARTA);
  await expect(row).toContainText('XI RPL 1');

  // Edit from the row; saving goes back to the list with its search.
  await row.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/#\/md-student\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit student: ${name}`);
  await expect(page.getByTestId('field-name')).toHaveValue(name);
  await page.getByTestId('field-class_name').fill('XI RPL 2');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/md-student\\?search=${tag}$`));
  await expect(rows(page).first()).toContainText('XI RPL 2');

  // Export what the list shows.
  const exported = await exportList(page, 'csv');
  expect(exported.name).toMatch(/^siswa.*\.csv$/);
  expect(exported.text).toContain(nisn);
  expect(exported.text).toContain(name);
  expect(exported.text).toContain('XI RPL 2');
  expect(exported.text.split('\n').filter((l) => l.trim()).length, 'header + the one searched row').toBe(2);
  const excel = await exportList(page, 'xlsx');
  expect(excel.name).toMatch(/^siswa.*\.xlsx$/);
});

test('search, sort and page live in the URL: back, forward and reload keep them', async ({ page }) => {
  const admin = await apiAs(page.request, 'admin');
  const tag = uniqueTag('Urut');
  await makeStudents(admin, tag, 12, await schoolId(admin, JAKARTA));

  await signInAs(page, 'admin', '/md-student');
  await searchList(page, tag);
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText('1–10 of 12 records');
  await expect(rows(page)).toHaveCount(10);

  const nameHeader = page.locator('th', { has: page.getByTestId('sort-name') });
  await page.getByTestId('sort-name').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText(`${tag} A`);
  await page.getByTestId('sort-name').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText(`${tag} L`);
  await expect(page).toHaveURL(/sort_by=name&sort_type=desc/);

  await page.getByTestId('list-pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(total).toHaveText('11–12 of 12 records');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`${tag} B`);
  await expect(page).toHaveURL(/page=2/);

  await page.reload();
  await expect(total).toHaveText('11–12 of 12 records');
  await expect(page.getByTestId('list-search')).toHaveValue(tag);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).last()).toContainText(`${tag} A`);

  await page.goBack();
  await expect(total).toHaveText('1–10 of 12 records');
  await expect(rows(page).first()).toContainText(`${tag} L`);
  await expect(page.getByTestId('list-search')).toHaveValue(tag);
  await page.goBack();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText(`${tag} A`);
  await page.goForward();
  await page.goForward();
  await expect(total).toHaveText('11–12 of 12 records');
  await expect(page.getByTestId('list-search')).toHaveValue(tag);

  // A new search goes back to page 1.
  await searchList(page, `${tag} C`);
  await expect(total).toHaveText('1–1 of 1 records');
  await expect(page).not.toHaveURL(/page=/);
});

test('a bulk delete happens only after the confirmation', async ({ page }) => {
  const admin = await apiAs(page.request, 'admin');
  const tag = uniqueTag('Hapus');
  await makeStudents(admin, tag, 3, await schoolId(admin, JAKARTA));

  await signInAs(page, 'admin', '/md-student');
  await searchList(page, tag);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  await rows(page).nth(0).getByTestId('row-select').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 1');
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 3');

  // Cancel: nothing is deleted.
  await page.getByTestId('bulk-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('3');
  await expectNoAxeViolations(page, 'bulk delete confirmation');
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(3);
  expect((await admin.list('siswa', { search: tag })).total).toBe(3);

  await page.getByTestId('bulk-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Records deleted: 3')).toBeVisible();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  expect((await admin.list('siswa', { search: tag })).total).toBe(0);
});

test('at phone width the list is cards, not a table, and fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin', '/md-student');
  await expect(page.getByTestId('crud-cards')).toBeVisible();
  await expect(page.getByTestId('crud-table')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first().getByTestId('row-link')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the list does not wait for the field metadata: header, search and rows come first, the header stays the same element', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const fields = await holdRequests(page, (url) => url.pathname === '/api/v1/siswa/field');
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/siswa/list');
  await signInAs(page, 'admin', '/md-student?program=rpl');
  // The rows' request goes out while the metadata is held, with the filter the URL names.
  expect(new URL((await listed).url()).searchParams.get('program')).toBe('rpl');
  await expect.poll(() => fields.requested.length).toBe(1);
  const description = page.getByText('Students with NISN, vocational program and grade', { exact: false });
  await expect(description).toBeVisible();
  await expect(page.getByTestId('list-search')).toBeVisible();
  // Placeholders hold the filters' places (school, program, grade, verification); no rows without their columns.
  await expect(page.getByTestId('filter-pending')).toHaveCount(4);
  await expect(page.getByTestId('list-loading')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await description.evaluate((node) => node.setAttribute('data-painted-first', ''));
  fields.release();
  await expect(page.getByTestId('filter-program')).toBeVisible();
  await expect(page.getByTestId('filter-pending')).toHaveCount(0);
  // The same node: it is painted once, not replaced when the page fills in.
  await expect(description).toHaveAttribute('data-painted-first', '');
});

test('row buttons show their tooltip on hover (one label for the page, HintLayer) and hide it when the pointer leaves', async ({ page }) => {
  await signInAs(page, 'admin', '/md-student');
  const edit = rows(page).first().getByTestId('row-edit');
  await expect(edit).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await edit.hover();
  await expect(page.getByRole('tooltip', { name: 'Edit' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await rows(page).first().getByTestId('row-delete').hover();
  await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
});

test('a school admin enrolls a class from a CSV: the dry run names the bad row, the fixed file imports', async ({ page }) => {
  const tag = uniqueTag('Kelas');
  const header = ['nisn', 'name', 'email', 'program', 'grade', 'class_name'];
  const students = [0, 1, 2].map((i) => [uniqueNisn(), `${tag} ${['Ayu', 'Bima', 'Citra'][i]}`, uniqueEmail('kelas'), 'tkj', '10', 'X TKJ 1']);
  const bad = students.map((s) => [...s]);
  bad[1][0] = '12AB'; // spreadsheet row 3: not a 10-digit NISN

  await signInAs(page, 'admin_sekolah', '/md-student');
  await expect(page.getByRole('heading', { level: 1, name: 'Student' })).toBeVisible();
  // One school: no school column, no school filter.
  await expect(page.getByTestId('crud-table')).toBeVisible();
  await expect(page.getByTestId('sort-school_id')).toHaveCount(0);
  await expect(page.getByTestId('filter-school_id')).toHaveCount(0);

  await page.getByTestId('import-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseImportFile(page, 'kelas-x-tkj.csv', csv(header, bad));
  await expect(page.getByTestId('import-problems')).toBeVisible();
  const problem = page.getByTestId('import-problem');
  await expect(problem).toHaveCount(1);
  await expect(problem.locator('td').nth(0)).toHaveText('3');
  await expect(problem.locator('td').nth(1)).toHaveText('nisn');
  await expect(problem.locator('td').nth(2)).not.toBeEmpty();
  await expect(page.getByTestId('import-apply')).toHaveCount(0);
  await expectNoAxeViolations(page, 'import dialog with a bad row');

  await chooseImportFile(page, 'kelas-x-tkj.csv', csv(header, students));
  await expect(page.getByTestId('import-ok')).toContainText('To be created: 3');
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-ok')).toContainText('Created: 3');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await searchList(page, tag);
  await expect(page.getByTestId('list-total')).toHaveText('1–3 of 3 records');
  for (const student of students) await expect(page.getByTestId('crud-table')).toContainText(student[0]);
  // In the school admin's school.
  const school = await apiAs(page.request, 'admin_sekolah');
  const imported = await school.list('siswa', { search: tag });
  expect(imported.data.map((s) => s.school_name)).toEqual([JAKARTA, JAKARTA, JAKARTA]);
});

test("a school admin cannot reach another school's students, in the UI or through the API", async ({ page }) => {
  const admin = await apiAs(page.request, 'admin');
  const [foreign] = await makeStudents(admin, uniqueTag('Asing'), 1, await schoolId(admin, BANDUNG));
  const school = await apiAs(page.request, 'admin_sekolah');

  // The list holds their school only.
  const listed = await school.list('siswa');
  expect(listed.total).toBeGreaterThan(0);
  expect(new Set(listed.data.map((s) => s.school_name))).toEqual(new Set([JAKARTA]));
  // Another school's filter does not widen it.
  const widened = await school.list('siswa', { school_id: await schoolId(admin, BANDUNG) });
  expect(widened.data.filter((s) => s.school_name !== JAKARTA)).toEqual([]);

  // API: not found, a bulk delete naming it is refused whole.
  expect((await school.get('/siswa/detail', { id: foreign.id })).status()).toBe(404);
  const own = listed.data[0];
  expect((await school.post('/siswa/deletes', { ids: [own.id, foreign.id] })).status()).toBe(403);
  expect((await admin.get('/siswa/detail', { id: foreign.id })).status()).toBe(200);
  expect((await admin.get('/siswa/detail', { id: own.id })).status(), 'the refused bulk delete deleted nothing').toBe(200);
  const teacher = await apiAs(page.request, 'guru');
  expect((await teacher.get('/user/list')).status()).toBe(403);

  // UI: the foreign row's page shows an error and no form.
  await signInAs(page, 'admin_sekolah', `/md-student/${foreign.id}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('crud-form')).toHaveCount(0);
  await page.goto('/#/md-student');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('crud-table')).not.toContainText(String(foreign.nisn));
  await searchList(page, String(foreign.nisn));
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('roles without the screen get the 403 page; a teacher reads students without changing them', async ({ page }) => {
  await signInAs(page, 'siswa', '/md-student');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await signInAs(page, 'admin_perusahaan', '/md-student/new');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);

  await signInAs(page, 'guru', '/md-student');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('create-button')).toHaveCount(0);
  await expect(page.getByTestId('import-open')).toHaveCount(0);
  await expect(page.getByTestId('row-delete')).toHaveCount(0);
  await expect(page.getByTestId('select-all')).toHaveCount(0);
  await rows(page).first().getByTestId('row-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Student details: /);
  await expect(page.getByTestId('form-submit')).toHaveCount(0);
  await expect(page.getByTestId('read-view')).toBeVisible();
  await page.goto('/#/md-student/new');
  await expect(page).toHaveURL(/#\/error-pages\/error-403$/);
});
