import { expect, test } from './fixtures';
import { ACCOUNTS, loginThroughForm, signInAs, type AccountKey } from './helpers';
import { en } from './md-helpers';

/**
 * Each role logs in through the form and sees its own side menu — and only pages that exist.
 * Entries are the Indonesian phrases of app/menu/menu-config.ts, read in English through the
 * app's catalogue; `>` marks an entry inside a collapsed group (in the menu, not yet visible).
 */
const GUIDE = 'User Guide (opens in a new tab)';
const TESTS = (...first: string[]) => [...first, '>Riwayat Tes Siswa', '>Riwayat Tes Kepribadian'].map((e) => (e.startsWith('>') ? e : `>${e}`));
// The PKL student's menu is the demo student's.
const MENUS: Record<Exclude<AccountKey, 'pending_siswa' | 'pkl_siswa'>, string[]> = {
  admin: [
    'Beranda',
    'Penempatan Siswa',
    'PKL',
    'Kelengkapan Profil',
    'Privasi Siswa',
    'Laporan Pesan',
    'Asesmen Kompetensi',
    ...TESTS('Bank Tes', 'Penugasan Tes'),
    'Data Alumni',
    'Tracer Study',
    'Capaian Lulusan',
    'Pengguna',
    'Mata Uang',
    '>Sekolah',
    '>Siswa',
    '>Kepala Sekolah',
    '>Guru',
    'Asesor',
    'Skema Sertifikasi',
    '>Perusahaan',
    '>Admin Perusahaan',
    '>Lowongan Pekerjaan',
    '>Kemitraan Sekolah',
    'Kotak Keluar Email',
    'Pengaturan Akun',
  ],
  admin_sekolah: [
    'Beranda',
    'Pesan',
    'Profil Sekolah',
    'Siswa',
    'Kelengkapan Profil',
    'Guru',
    'Kepala Sekolah',
    'Penempatan Siswa',
    'PKL',
    'Mitra Perusahaan',
    'Rekomendasi Siswa',
    'Asesmen Kompetensi',
    ...TESTS('Penugasan Tes'),
    'Privasi Siswa',
    'Laporan Pesan',
    'Data Alumni',
    'Tracer Study',
    'Capaian Lulusan',
    'Pengaturan Akun',
  ],
  kepala_sekolah: [
    'Beranda',
    'Profil Sekolah',
    'Siswa',
    'Kelengkapan Profil',
    'Guru',
    'Penempatan Siswa',
    'PKL',
    'Mitra Perusahaan',
    'Rekomendasi Siswa',
    'Asesmen Kompetensi',
    ...TESTS(),
    'Data Alumni',
    'Tracer Study',
    'Capaian Lulusan',
    'Pengaturan Akun',
  ],
  guru: [
    'Beranda',
    'Pesan',
    'Profil Sekolah',
    'Siswa',
    'Kelengkapan Profil',
    'Penempatan Siswa',
    'PKL',
    'Rekomendasi Siswa',
    'Asesmen Kompetensi',
    ...TESTS('Bank Tes'),
    'Pengaturan Akun',
  ],
  siswa: [
    'Profil',
    'Tes Siswa',
    'Tes Kepribadian',
    'Lowongan Kerja',
    'Rekomendasi Pekerjaan',
    'Lamaran Saya',
    'Pesan',
    'PKL',
    'Status Setelah Lulus',
    'Pengaturan Akun',
    GUIDE,
  ],
  asesor: ['Beranda', 'Asesmen Kompetensi', 'Pengaturan Akun'],
  admin_perusahaan: [
    'Beranda',
    'Profil Perusahaan',
    'Mitra Sekolah',
    'Pekerjaan',
    'Pelamar',
    'Pesan',
    'Siswa PKL',
    'Rekomendasi Siswa',
    'Talent Pool',
    'Pengaturan Akun',
    GUIDE,
  ],
};

for (const [role, entries] of Object.entries(MENUS)) {
  test(`${role} logs in and sees its menu`, async ({ page }) => {
    // "Pesan" carries the unread count when there is one (the demo student has unread company messages,
    // which other journeys may read meanwhile): its text is the label, then the count if any.
    const withBadge = (label: string) => (label === en('Pesan') ? new RegExp(`^${label}(\\s*(\\d+\\+?)?\\s*\\d+ unread messages?)?$`) : label);
    const items = entries.map((e) => withBadge(en(e.replace(/^>/, ''))));
    const visible = entries.filter((e) => !e.startsWith('>')).map((e) => withBadge(en(e)));
    await loginThroughForm(page, ACCOUNTS[role as AccountKey]);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByTestId('menu-link')).toHaveText(items);
    for (const name of visible) await expect(sidebar.getByRole('link', typeof name === 'string' ? { name, exact: true } : { name })).toBeVisible();
    // Exactly one active item: the home entry on `/`.
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(items[0]);
  });
}

// The form's login is checked once per role above; the journeys below start signed in.
test("the Admin's master data: a group opens on click and its entry leads to the screen", async ({ page }) => {
  await signInAs(page, 'admin', '/');
  const sidebar = page.getByTestId('sidebar');
  const student = sidebar.getByRole('link', { name: en('Siswa'), exact: true });
  await expect(student).toBeHidden();
  await sidebar.getByText(en('Data Sekolah'), { exact: true }).click();
  await expect(student).toBeVisible();
  await student.click();
  await expect(page).toHaveURL(/#\/md-student$/);
  await expect(page.getByTestId('crud-table')).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(en('Siswa'));
});

test('the user guide follows the language and opens the PDF', async ({ page, request }) => {
  await signInAs(page, 'siswa', '/');
  const guide = page.getByTestId('sidebar').getByRole('link', { name: /User Guide/ });
  await expect(guide).toHaveAttribute('href', '/docs/user-guide-en.pdf');
  await expect(guide).toHaveAttribute('target', '_blank');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-id').click();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: /User Guide/ })).toHaveAttribute('href', '/docs/user-guide-id.pdf');
  for (const lang of ['id', 'en']) {
    const pdf = await request.get(`/docs/user-guide-${lang}.pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('the active item follows navigation', async ({ page }) => {
  await signInAs(page, 'admin_perusahaan', '/');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/#\/company-profile$/);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Company Profile');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
});
