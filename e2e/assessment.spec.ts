import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  revealHomeCards,
  saveScreenshot,
  settle,
  sharedSession,
  signInAs,
  useSession,
  type Session,
  newVerifiedStudent,
} from './helpers';
import { pickOption } from './md-helpers';

/**
 * Competency assessment (docs/assessment.md): the assessor marks every criterion on a phone,
 * reloads (the marks are kept), confirms, and the student sees the certificate; the Admin schedules
 * an assessment through the form. Each journey makes its own student and assessment; the demo
 * assessments are read only.
 */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;
const JAKARTA = 'SMK Negeri 1 Jakarta';
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** A fresh verified student of SMK Negeri 1 Jakarta. */
const newStudent = (request: APIRequestContext, name: string) => newVerifiedStudent(request, name, 'kandidat');

/**
 * An assessment of `schemeCode` by the demo assessor for `studentId`, scheduled by the Admin through the API;
 * by default at this moment, so its day (WIB) is today and it can be marked.
 */
async function newAssessment(request: APIRequestContext, schemeCode: string, schoolId: string, studentId: string, scheduledAt = new Date()) {
  const admin = await sharedSession(request, 'admin');
  const options = (await (await request.get('/api/v1/assessment/options', { params: { school_id: schoolId }, headers: auth(admin) })).json()) as {
    data: { schemes: { id: string; code: string; name_en: string }[]; assessors: { id: string; name: string }[] };
  };
  const scheme = options.data.schemes.find((s) => s.code === schemeCode);
  const assessor = await sharedSession(request, 'asesor');
  if (!scheme) throw new Error(`no scheme ${schemeCode}`);
  const response = await request.post('/api/v1/assessment/create', {
    headers: auth(admin),
    data: {
      scheme_id: scheme.id,
      assessor_id: assessor.user.id,
      school_id: schoolId,
      scheduled_at: scheduledAt.toISOString(),
      place: 'TUK Lab Akuntansi',
      student_ids: [studentId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { id: ((await response.json()) as { data: { id: string } }).data.id, schemeName: scheme.name_en };
}

/** Nothing wider than the screen. */
async function fitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('the assessor marks every criterion on a phone, reloads, confirms; the student sees the certificate', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const student = await newStudent(page.request, 'Nabila Putri Maharani');
  const { id, schemeName } = await newAssessment(page.request, 'SKM-AKL-TA-2026', student.schoolId, student.user.id);

  await signInAs(page, 'asesor', `/assessment/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: schemeName })).toBeVisible();
  const criteria = page.getByTestId('criterion');
  await expect(criteria).toHaveCount(12);
  await settle(page);
  await fitsWidth(page, 'marking phone en');
  await expectNoAxeViolations(page, 'marking phone en');

  // Every criterion K; the first with evidence and a note. Each change saves itself.
  const first = criteria.first();
  await first.getByRole('textbox', { name: /Note for criterion/ }).fill('Jurnal umum disusun rapi dan seimbang.');
  await first.getByRole('combobox', { name: /Evidence type/ }).click();
  await page.getByRole('option', { name: 'Demonstration' }).click();
  for (let i = 0; i < 12; i += 1) await criteria.nth(i).getByRole('button', { name: 'K', exact: true }).click();
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await expect(page.getByText('Not saved')).toHaveCount(0);
  await expect(page.getByText('12 of 12 criteria assessed')).toBeVisible();
  if (SCREENSHOTS) await saveScreenshot(page, 'assessment-marking-phone-en');

  // Nothing is lost on reload.
  await page.reload();
  await expect(criteria).toHaveCount(12);
  for (let i = 0; i < 12; i += 1)
    await expect(criteria.nth(i).getByRole('button', { name: 'K', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('textbox', { name: /Note for criterion/ })).toHaveValue('Jurnal umum disusun rapi dan seimbang.');
  await expect(first.getByRole('combobox', { name: /Evidence type/ })).toHaveValue('Demonstration');

  // Confirm: read-only, with a certificate.
  await page.getByTestId('confirm-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('candidate-certificate')).toContainText(/JK-AKL-\d{4}-\d{4}/);
  await expect(criteria.first().getByRole('button', { name: 'K', exact: true })).toBeDisabled();

  // The student sees it on their profile.
  await useSession(page, student, '/', 'id');
  await revealHomeCards(page);
  const card = page.getByTestId('student-certificates');
  await expect(card.getByTestId('certificate')).toContainText('Teknisi Akuntansi Junior');
  await expect(card.getByTestId('certificate')).toContainText('Berlaku');
});

test('before its day the assessor sees from when and cannot mark; the Admin opens it early with a reason', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const student = await newStudent(page.request, 'Rizky Aditya Pratama');
  const { id } = await newAssessment(page.request, 'SKM-AKL-TA-2026', student.schoolId, student.user.id, new Date(Date.now() + 5 * 86_400_000));

  await signInAs(page, 'asesor', `/assessment/${id}`);
  const criteria = page.getByTestId('criterion');
  await expect(criteria).toHaveCount(12);
  await expect(page.getByTestId('marking-closed')).toContainText('Marking opens from');
  await expect(criteria.first().getByRole('button', { name: 'K', exact: true })).toBeDisabled();
  await expect(page.getByTestId('confirm-open')).toBeDisabled();
  await settle(page);
  await expectNoAxeViolations(page, 'marking closed phone en');

  // The Admin opens it early, in Indonesian: a reason is required and kept.
  await signInAs(page, 'admin', `/assessment/${id}`, 'id');
  await page.getByTestId('open-early').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('open-early-save').click();
  await expect(dialog.getByTestId('open-early-reason')).toHaveAttribute('aria-invalid', 'true');
  await settle(page);
  await expectNoAxeViolations(page, 'open early dialog id');
  await dialog.getByTestId('open-early-reason').fill('Asesor bertugas di luar kota pada hari itu');
  await dialog.getByTestId('open-early-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('opened-early')).toContainText('Asesor bertugas di luar kota pada hari itu');
  await expect(page.getByTestId('open-early')).toHaveCount(0);

  // The assessor now marks.
  await signInAs(page, 'asesor', `/assessment/${id}`);
  await expect(page.getByTestId('opened-early')).toContainText('Opened early by');
  await criteria.first().getByRole('button', { name: 'K', exact: true }).click();
  await expect(criteria.first().getByRole('button', { name: 'K', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Not saved')).toHaveCount(0);
  await expect(page.getByText('1 of 12 criteria assessed')).toBeVisible();
});

test('the Admin schedules an assessment through the form; the assessor sees it at home', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const student = await newStudent(page.request, 'Fajar Nugroho Saputra');
  await signInAs(page, 'admin', '/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Competency Assessment' })).toBeVisible();
  await page.getByTestId('schedule-open').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule an assessment' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'schedule desktop en');

  const pick = async (label: RegExp, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  await pick(/^School/, JAKARTA);
  await pick(/^Certification scheme/, /Light Vehicle|Kendaraan Ringan/);
  await pick(/^Assessor/, /.+/);
  await page.getByTestId('schedule-when').fill('2027-03-15T08:00');
  await page.getByTestId('schedule-place').fill('TUK Bengkel Otomotif');
  await page.getByRole('combobox', { name: /^Candidates/ }).fill('Fajar Nugroho');
  await page.getByRole('option', { name: /Fajar Nugroho Saputra/ }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('schedule-save').click();
  await expect(page.getByTestId('criterion').first()).toBeVisible();
  await expect(page.getByText(/TUK Bengkel Otomotif/).first()).toBeVisible();
  expect(student.user.id).toBeTruthy();

  // The demo assessor's home lists upcoming assessments.
  await signInAs(page, 'asesor', '/');
  await expect(page.getByTestId('assessor-home')).toBeVisible();
  await expect(page.getByTestId('assessment-card').filter({ hasText: 'TUK Bengkel Otomotif' }).first()).toBeVisible();
});

test('the school admin schedules its own students on a phone, in Indonesian (no school to pick: their own)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await newStudent(page.request, 'Wulan Sari Rahmawati');
  await signInAs(page, 'admin_sekolah', '/assessment', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Asesmen Kompetensi' })).toBeVisible();
  await page.getByTestId('schedule-open').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwalkan asesmen' })).toBeVisible();
  await expect(page.getByTestId('schedule-school')).toHaveCount(0);
  await pickOption(page, 'schedule-scheme', /Teknisi Akuntansi Junior/);
  await page.getByTestId('schedule-assessor').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('schedule-when').fill('2027-04-20T09:00');
  await page.getByTestId('schedule-place').fill('TUK Laboratorium Akuntansi');
  await page.getByTestId('schedule-students').fill('Wulan Sari');
  await page.getByRole('option', { name: /Wulan Sari Rahmawati/ }).click();
  await page.keyboard.press('Escape');
  await settle(page);
  await expectNoAxeViolations(page, 'schedule phone id (school admin)');
  await page.getByTestId('schedule-save').click();
  await expect(page.getByTestId('criterion').first()).toBeVisible();
  await expect(page.getByText(/TUK Laboratorium Akuntansi/).first()).toBeVisible();
});

test('the Admin imports a whole scheme from a spreadsheet: dry run with errors, then the fixed file', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const code = `SKM-DKV-${Date.now().toString(36).toUpperCase()}`;
  const header =
    'Kode Skema,Nama Skema,Nama Skema (Inggris),Kompetensi Keahlian,Level KKNI,Kode Unit,Judul Unit,Judul Unit (Inggris),Elemen,Elemen (Inggris),Kriteria Unjuk Kerja,Kriteria Unjuk Kerja (Inggris)';
  const row = (unit: string) =>
    `${code},Desainer Grafis Muda,Junior Graphic Designer,dkv,2,${unit},Menerapkan Prinsip Desain,Apply Design Principles,Menganalisis brief,Analyse the brief,Tujuan desain dicatat dari brief klien.,The purpose of the design is recorded from the brief.`;
  await signInAs(page, 'admin', '/assessment/schemes');
  await expect(page.getByRole('heading', { level: 1, name: 'Certification Schemes' })).toBeVisible();
  await expect(page.getByTestId('scheme').first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'schemes desktop en');

  await page.getByTestId('scheme-import-open').click();
  const dialog = page.getByTestId('import-dialog');
  const choose = (csv: string) =>
    dialog.locator('input[type="file"]').setInputFiles({ name: 'skema.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose(`${header}\n${row('M-74')}\n`);
  await dialog.getByTestId('import-check').click();
  await expect(dialog.getByTestId('import-problem')).toContainText(['Unit code']);
  await expectNoAxeViolations(page, 'scheme import errors en');

  await choose(`${header}\n${row(`M.743${String(Date.now() % 1000).padStart(3, '0')}.001.02`)}\n`);
  await dialog.getByTestId('import-check').click();
  await expect(dialog.getByTestId('import-ok')).toBeVisible();
  await dialog.getByTestId('import-apply').click();
  await expect(dialog.getByText(/Created: 1/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const scheme = page.locator(`[data-testid="scheme"][data-code="${code}"]`);
  await expect(scheme).toContainText('Junior Graphic Designer');
  await scheme.getByRole('button').first().click();
  await expect(scheme).toContainText('The purpose of the design is recorded from the brief.');
  // Nobody has marked it: a criterion's wording is corrected and a criterion added, one at a time.
  await scheme.getByTestId('edit-criterion').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit the text' });
  await edit.getByTestId('tree-text-en').fill('The purpose of the design is written down from the client brief.');
  await expectNoAxeViolations(page, 'scheme tree text dialog en');
  await edit.getByTestId('tree-text-save').click();
  await expect(edit).toBeHidden();
  await expect(scheme).toContainText('The purpose of the design is written down from the client brief.');
  await scheme.getByTestId('add-criterion').first().click();
  const add = page.getByRole('dialog', { name: 'Add a criterion' });
  await add.getByTestId('tree-text-id').fill('Hasil desain diperiksa bersama klien sebelum dicetak.');
  await add.getByTestId('tree-text-en').fill('The design is checked with the client before printing.');
  await add.getByTestId('tree-text-save').click();
  await expect(scheme).toContainText('The design is checked with the client before printing.');
  // A whole unit added by hand: its code, then an element.
  const unitCode = `M.743${String((Date.now() + 500) % 1000).padStart(3, '0')}.002.01`;
  await scheme.getByTestId('add-unit').click();
  const newUnit = page.getByRole('dialog', { name: 'Add a unit of competency' });
  await newUnit.getByTestId('tree-unit-code').fill('M-74');
  await newUnit.getByTestId('tree-text-id').fill('Membuat Tata Letak Media Cetak');
  await newUnit.getByTestId('tree-text-en').fill('Laying Out Print Media');
  await newUnit.getByTestId('tree-text-save').click();
  await expect(newUnit.getByText('A unit code looks like J.620100.004.02')).toBeVisible();
  await newUnit.getByTestId('tree-unit-code').fill(unitCode);
  await expectNoAxeViolations(page, 'scheme new unit dialog en');
  await newUnit.getByTestId('tree-text-save').click();
  await expect(newUnit).toBeHidden();
  await expect(scheme).toContainText(unitCode);
  await scheme.getByTestId('add-element').last().click();
  const newElement = page.getByRole('dialog', { name: 'Add an element' });
  await newElement.getByTestId('tree-text-id').fill('Menyusun grid halaman');
  await newElement.getByTestId('tree-text-en').fill('Set up the page grid');
  await newElement.getByTestId('tree-text-save').click();
  await expect(newElement).toBeHidden();
  await expect(scheme).toContainText('Set up the page grid');
  await expectNoAxeViolations(page, 'scheme tree open en');
  // Taken out of scheduling.
  const active = scheme.getByRole('switch', { name: /Active/ });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(scheme).toContainText('Inactive');
});
