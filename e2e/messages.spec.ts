import { expect, test } from './fixtures';
import { DESKTOP, PHONE, expectNoAxeViolations, newDemoOpening, settle, sharedSession, signInAs, type Session } from './helpers';

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/**
 * Conversations (docs/messages.md) on the demo data: PT Nusantara Teknologi Digital writes with Andi
 * Pratama (siswa@, 17: a minor) about his interview; SMK Negeri 1 Jakarta's admin (sekolah@) reads along.
 */
test('the school’s admin (BKK) reads a minor’s company thread, without a reply box', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_sekolah', '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const item = page.getByTestId('thread-item').filter({ hasText: 'Andi Pratama · PT Nusantara Teknologi Digital' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Read as supervisor');
  await item.click();
  const thread = page.getByTestId('thread-view');
  await expect(thread.getByTestId('supervision-notice')).toContainText('You are reading this conversation as the school');
  await expect(thread.getByTestId('message').first()).toContainText('terima kasih sudah melamar posisi Junior Web Developer');
  await expect(thread.getByTestId('compose-body')).toHaveCount(0);
  await expect(thread.getByTestId('thread-closed')).toHaveText(
    'You can only read this conversation as the school supervising it, not send messages.',
  );
  await settle(page);
  await expectNoAxeViolations(page, 'messages (school reader)');
});

test('a company’s message with a phone number to an invited student who has not accepted is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const company = await sharedSession(page.request, 'admin_perusahaan');
  const openingId = await newDemoOpening(page.request, {
    title: `Teknisi Jaringan Magang ${Date.now().toString(36)}`,
    contract_type: 'internship',
    programs: ['tkj'],
    description: 'Magang enam bulan merawat jaringan kantor bersama tim infrastruktur.',
  });
  const candidates = await page.request.get('/api/v1/invitation/candidates', { params: { opportunity_id: openingId }, headers: auth(company) });
  const rows = ((await candidates.json()) as { data: { id: string; invited: boolean; applied: boolean }[] }).data.filter(
    (c) => !c.invited && !c.applied,
  );
  // A student with no application at the company at all: only then are contact details refused.
  let threadId = '';
  for (const candidate of rows) {
    const invited = await page.request.post('/api/v1/invitation/create', {
      headers: auth(company),
      data: { opportunity_id: openingId, student_id: candidate.id, message: 'Kami mengundang Anda melamar magang ini.' },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const invitationId = ((await invited.json()) as { data: { id: string } }).data.id;
    const started = await page.request.post('/api/v1/message/start', { headers: auth(company), data: { invitation_id: invitationId } });
    expect(started.status(), await started.text()).toBe(200);
    const id = ((await started.json()) as { data: { thread_id: string } }).data.thread_id;
    const detail = await page.request.get('/api/v1/message/detail', { params: { id }, headers: auth(company) });
    if (((await detail.json()) as { data: { contact_details_blocked: boolean } }).data.contact_details_blocked) {
      threadId = id;
      break;
    }
  }
  expect(threadId, 'an invited student who never applied to the company').not.toBe('');

  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin_perusahaan', `/messages?thread=${threadId}`);
  const thread = page.getByTestId('thread-view');
  await thread.getByTestId('compose-body').fill('Silakan hubungi HRD kami di WA 0812-3456-7890 untuk jadwal.');
  await expect(thread.getByTestId('contact-warning')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'messages (contact warning)');
  await thread.getByTestId('compose-send').click();
  await expect(thread.getByTestId('send-error')).toContainText(
    'Message refused: it contains a phone/WhatsApp number, a WhatsApp link or an e-mail address. A company may share contact details only once the student has applied or accepted the invitation',
  );
  await expect(thread.getByTestId('message')).toHaveCount(0);
  // Without the number, the same message goes through.
  await thread.getByTestId('compose-body').fill('Silakan lamar lewat undangan kami; jadwal kami kirim di sini.');
  await thread.getByTestId('compose-send').click();
  await expect(thread.getByTestId('message')).toHaveCount(1);
  await expect(thread.getByTestId('send-error')).toHaveCount(0);
});

test('a student reads the supervision notice and replies on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'siswa', '/messages');
  const item = page.getByTestId('thread-item').filter({ hasText: 'PT Nusantara Teknologi Digital' });
  await expect(item).toBeVisible();
  await item.click();
  const thread = page.getByTestId('thread-view');
  await expect(thread.getByTestId('supervision-notice')).toContainText('Because you are under 18, your school');
  // On a phone the thread takes the whole width: the list is gone until "All conversations".
  await expect(page.getByTestId('thread-item')).toHaveCount(0);
  const reply = `Baik, Pak. Saya akan datang 15 menit lebih awal. (${Date.now().toString(36)})`;
  await thread.getByTestId('compose-body').fill(reply);
  await thread.getByTestId('compose-send').click();
  await expect(thread.getByTestId('message').filter({ hasText: reply })).toHaveAttribute('data-side', 'student');
  // A photo of a certificate, through the paperclip: it shows as a file in the thread.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await thread.locator('input[type="file"]').setInputFiles({ name: 'sertifikat-lsp.png', mimeType: 'image/png', buffer: png });
  await expect(thread.getByTestId('message-attachment').filter({ hasText: 'sertifikat-lsp.png' }).last()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await settle(page);
  await expectNoAxeViolations(page, 'messages (student, phone)');
  await thread.getByRole('button', { name: 'All conversations' }).click();
  await expect(page.getByTestId('thread-item').first()).toBeVisible();
});

test('a student writes first to a teacher of their school, on a phone in Indonesian, and the teacher reads it', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'pkl_siswa', '/messages', 'id');
  await page.getByTestId('write-to-school').click();
  const dialog = page.getByRole('dialog', { name: 'Tulis ke sekolah' });
  await dialog.getByTestId('school-contact').click();
  // The school's BKK and its verified teacher (other journeys may add teachers meanwhile); the teacher
  // awaiting verification is not offered.
  await expect(page.getByRole('option', { name: 'Rina Wulandari · Admin Sekolah' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Siti Rahmawati · Guru' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Yusuf Maulana · Guru' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Siti Rahmawati · Guru' }).click();
  await settle(page);
  await expectNoAxeViolations(page, 'messages (write to the school)');
  await dialog.getByTestId('school-contact-start').click();
  const thread = page.getByTestId('thread-view');
  const question = `Bu Siti, apakah laporan PKL dikumpulkan dalam bentuk PDF? (${Date.now().toString(36)})`;
  await thread.getByTestId('compose-body').fill(question);
  await thread.getByTestId('compose-send').click();
  await expect(thread.getByTestId('message').filter({ hasText: question })).toHaveAttribute('data-side', 'student');

  const teacher = await browser.newPage({ viewport: DESKTOP });
  await signInAs(teacher, 'guru', '/messages');
  await teacher
    .getByTestId('thread-item')
    .filter({ hasText: question.slice(0, 30) })
    .click();
  await expect(teacher.getByTestId('thread-view').getByTestId('message').filter({ hasText: question })).toBeVisible();
  await teacher.close();
});
