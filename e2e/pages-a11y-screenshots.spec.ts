import { expect, test, type Page } from './fixtures';
import { DESKTOP, PHONE, expectNoAxeViolations, saveScreenshot, settle, signInAs, type AccountKey } from './helpers';
import { en, exactly } from './md-helpers';

/**
 * Every page of the web shell, on a desktop (1280×800) and a phone (360×740), in English and
 * Indonesian: the page opens with its heading, nothing overflows the screen's width, and axe finds
 * no WCAG 2.2 A/AA violation (see VIEWS). With `npm run screenshots` (E2E_SCREENSHOTS=1) a
 * screenshot goes to docs/screenshots/<page>-<desktop|phone>-<en|id>.png; the default run writes
 * none, so CI never rewrites the committed pictures.
 */
interface PageCase {
  name: string;
  path: string;
  account?: AccountKey;
  /** Which screenshots to keep (the others are still checked): all four, or two. */
  shots: 'all' | 'two' | 'none';
  heading: { en: RegExp; id: RegExp };
  prepare?: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  { name: 'login', path: '/auth/login', shots: 'all', heading: { en: /^Log in$/, id: /^Masuk$/ } },
  { name: 'register', path: '/auth/register', shots: 'all', heading: { en: /^Register$/, id: /^Daftar$/ } },
  { name: 'forgot-password', path: '/auth/forgot-password', shots: 'two', heading: { en: /^Forgot Password$/, id: /^Lupa Kata Sandi$/ } },
  {
    name: 'reset-password',
    path: '/auth/reset-password?token=from-the-email',
    shots: 'two',
    heading: { en: /^Reset Password$/, id: /^Atur Ulang Kata Sandi$/ },
  },
  {
    name: 'verify-email',
    path: '/auth/verify-email?token=not-a-real-token',
    shots: 'none',
    heading: { en: /^Email confirmation$/, id: /^Konfirmasi Email$/ },
  },
  { name: 'dashboard-admin', path: '/', account: 'admin', shots: 'all', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'notifications', path: '/notifications', account: 'siswa', shots: 'two', heading: { en: /^Notifications$/, id: /^Pemberitahuan$/ } },
  { name: 'outbox', path: '/outbox', account: 'admin', shots: 'two', heading: { en: /^E-mail Outbox$/, id: /^Kotak Keluar Email$/ } },
  { name: 'dashboard-school', path: '/', account: 'admin_sekolah', shots: 'two', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'dashboard-headmaster', path: '/dashboard', account: 'kepala_sekolah', shots: 'none', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'dashboard-teacher', path: '/dashboard', account: 'guru', shots: 'none', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'dashboard-assessor', path: '/', account: 'asesor', shots: 'none', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'dashboard-company', path: '/', account: 'admin_perusahaan', shots: 'two', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'dashboard-student', path: '/dashboard', account: 'siswa', shots: 'none', heading: { en: /^Home$/, id: /^Beranda$/ } },
  { name: 'student-profile', path: '/', account: 'siswa', shots: 'all', heading: { en: /^Profile$/, id: /^Profil$/ } },
  // The student profile (docs/profile.md): the printable CV and the completeness page.
  { name: 'student-profile-cv', path: '/student-profile/cv', account: 'siswa', shots: 'all', heading: { en: /^Student CV$/, id: /^CV Siswa$/ } },
  {
    name: 'completeness',
    path: '/completeness',
    account: 'admin_sekolah',
    shots: 'all',
    heading: { en: /^Profile completeness$/, id: /^Kelengkapan Profil$/ },
  },
  {
    name: 'company-profile',
    path: '/company-profile',
    account: 'admin_perusahaan',
    shots: 'all',
    heading: { en: /^Company Profile$/, id: /^Profil Perusahaan$/ },
  },
  {
    name: 'company-profile-edit',
    path: '/company-profile',
    account: 'admin_perusahaan',
    shots: 'none',
    heading: { en: /^Company Profile$/, id: /^Profil Perusahaan$/ },
    prepare: async (page) => {
      await page.getByTestId('company-edit').click();
      await expect(page.getByTestId('company-form')).toBeVisible();
    },
  },
  {
    name: 'school-profile',
    path: '/school-profile',
    account: 'admin_sekolah',
    shots: 'all',
    heading: { en: /^School profile$/, id: /^Profil Sekolah$/ },
  },
  {
    name: 'school-profile-teacher',
    path: '/school-profile',
    account: 'guru',
    shots: 'none',
    heading: { en: /^School profile$/, id: /^Profil Sekolah$/ },
  },
  {
    name: 'school-profile-edit',
    path: '/school-profile',
    account: 'admin_sekolah',
    shots: 'none',
    heading: { en: /^School profile$/, id: /^Profil Sekolah$/ },
    prepare: async (page) => {
      await page.getByTestId('school-edit').click();
      await expect(page.getByTestId('crud-form')).toBeVisible();
    },
  },
  { name: 'account', path: '/account', account: 'siswa', shots: 'two', heading: { en: /^Account Settings$/, id: /^Pengaturan Akun$/ } },
  {
    name: 'partnerships-company',
    path: '/school-partnership',
    account: 'admin_perusahaan',
    shots: 'two',
    heading: { en: /^School Partners$/, id: /^Mitra Sekolah$/ },
  },
  {
    name: 'partnerships-school',
    path: '/school-partnership',
    account: 'admin_sekolah',
    shots: 'none',
    heading: { en: /^Partner Companies$/, id: /^Mitra Perusahaan$/ },
  },
  { name: 'unverified', path: '/', account: 'pending_siswa', shots: 'all', heading: { en: /^Welcome, /, id: /^Selamat datang, / } },
  { name: 'error-404', path: '/no-such-page', shots: 'two', heading: { en: /^Page not found$/, id: /^Halaman tidak ditemukan$/ } },
  {
    name: 'error-404-signed-in',
    path: '/laporan-tahunan',
    account: 'admin',
    shots: 'none',
    heading: { en: /^Page not found$/, id: /^Halaman tidak ditemukan$/ },
  },
  { name: 'error-403', path: '/company-profile', account: 'siswa', shots: 'two', heading: { en: /^Access denied$/, id: /^Akses ditolak$/ } },
  // Competency assessment (docs/assessment.md): the assessor's schedule and marking screen, the school's list with results, scheduling.
  {
    name: 'assessment-assessor',
    path: '/assessment',
    account: 'asesor',
    shots: 'two',
    heading: { en: /^Competency Assessment$/, id: /^Asesmen Kompetensi$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('assessment-card').first()).toBeVisible();
    },
  },
  {
    name: 'assessment-marking',
    path: '/assessment?tab=confirmed',
    account: 'asesor',
    shots: 'two',
    // The list first; from the second view on, the reload stays on the marking screen.
    heading: { en: /^(Competency Assessment|Junior Programmer)$/, id: /^(Asesmen Kompetensi|Pemrogram Junior)$/ },
    prepare: async (page) => {
      if (!/#\/assessment\/[0-9a-f-]{36}/.test(page.url()))
        await page.locator('[data-testid="assessment-card"][data-status="confirmed"]').first().getByRole('link').click();
      await expect(page.getByTestId('criterion').first()).toBeVisible();
    },
  },
  {
    name: 'assessment-school',
    path: '/assessment',
    account: 'admin_sekolah',
    shots: 'two',
    heading: { en: /^Competency Assessment$/, id: /^Asesmen Kompetensi$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('results-per-scheme')).toBeVisible();
    },
  },
  {
    name: 'assessment-schemes',
    path: '/assessment/schemes',
    account: 'admin',
    shots: 'two',
    heading: { en: /^Certification Schemes$/, id: /^Skema Sertifikasi$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('scheme').first()).toBeVisible();
    },
  },
  {
    name: 'assessment-schedule',
    path: '/assessment/new',
    account: 'admin',
    shots: 'none',
    heading: { en: /^Schedule an assessment$/, id: /^Jadwalkan asesmen$/ },
  },
  // Tests (docs/tests-engine.md).
  {
    name: 'student-test',
    path: '/student-test',
    account: 'siswa',
    shots: 'two',
    heading: { en: /^Student tests$/, id: /^Tes Siswa$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('available-test').first()).toBeVisible();
    },
  },
  {
    name: 'personality-test',
    path: '/personality-test',
    account: 'siswa',
    shots: 'two',
    heading: { en: /^Personality tests$/, id: /^Tes Kepribadian$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('available-test').first()).toBeVisible();
    },
  },
  {
    name: 'student-test-history',
    path: '/student-test-history',
    account: 'siswa',
    shots: 'two',
    heading: { en: /^Student test history$/, id: /^Riwayat Tes Siswa$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('history-row').first()).toBeVisible();
    },
  },
  {
    name: 'personality-test-history-school',
    path: '/personality-test-history',
    account: 'guru',
    shots: 'none',
    heading: { en: /^Personality test history$/, id: /^Riwayat Tes Kepribadian$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('history-row').first()).toBeVisible();
    },
  },
  {
    name: 'test-bank',
    path: '/tests',
    account: 'admin',
    shots: 'two',
    heading: { en: /^Test bank$/, id: /^Bank Tes$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('test-row').first()).toBeVisible();
    },
  },
  { name: 'test-editor', path: '/tests/new', account: 'guru', shots: 'two', heading: { en: /^New test$/, id: /^Tes baru$/ } },
  {
    name: 'test-assignment',
    path: '/test-assignment',
    account: 'admin_sekolah',
    shots: 'two',
    heading: { en: /^Test assignment$/, id: /^Penugasan Tes$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('completion-row').first()).toBeVisible();
    },
  },
  ...pklPages(),
  ...recruitingPages(),
  // Graduates and outcomes (docs/outcomes.md): the alumni, the tracer rounds and one round, the dashboards, the
  // printable summary, a graduate's own status, and the public pages of a link that no longer works.
  {
    name: 'alumni',
    path: '/alumni',
    account: 'admin_sekolah',
    shots: 'all',
    heading: { en: /^Alumni$/, id: /^Data Alumni$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('alumni-row').first()).toBeVisible();
    },
  },
  {
    name: 'tracer-rounds',
    path: '/tracer',
    account: 'admin_sekolah',
    shots: 'two',
    heading: { en: /^Tracer Study$/, id: /^Tracer Study$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('tracer-round').first()).toBeVisible();
      await expect(page.getByTestId('employer-row').first()).toBeVisible();
    },
  },
  {
    name: 'tracer-round',
    path: '/tracer',
    account: 'admin_sekolah',
    shots: 'all',
    // The rounds first; from the second view on, the reload stays on the round (titled by the school).
    heading: { en: /^(Tracer Study|Tracer \d{4}, lulusan \d{4})$/, id: /^(Tracer Study|Tracer \d{4}, lulusan \d{4})$/ },
    prepare: async (page) => {
      // The demo's open round (its graduates have not all answered); other journeys may open rounds of their own.
      const year = new Date().getFullYear();
      const seeded = `[data-testid="tracer-round"][data-title="Tracer ${year}, lulusan ${year - 1}"]`;
      if (!/#\/tracer\/[0-9a-f-]{36}/.test(page.url())) await page.locator(seeded).first().click();
      await expect(page.getByTestId('tracer-row').first()).toBeVisible();
    },
  },
  {
    name: 'outcomes-headmaster',
    path: '/outcomes',
    account: 'kepala_sekolah',
    shots: 'all',
    heading: { en: /^Graduate Outcomes$/, id: /^Capaian Lulusan$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('bmw-chart')).toBeVisible();
    },
  },
  {
    name: 'outcomes-admin',
    path: '/outcomes',
    account: 'admin',
    shots: 'two',
    heading: { en: /^Graduate Outcomes$/, id: /^Capaian Lulusan$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('bmw-chart')).toBeVisible();
    },
  },
  {
    name: 'outcomes-report',
    path: '/outcomes?report=1',
    account: 'kepala_sekolah',
    shots: 'two',
    heading: { en: /^Graduate Outcomes Report$/, id: /^Laporan Capaian Lulusan$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('report-print')).toBeEnabled();
    },
  },
  {
    name: 'my-status-not-graduated',
    path: '/alumni/me',
    account: 'siswa',
    shots: 'none',
    heading: { en: /^My status after graduation$/, id: /^Status saya setelah lulus$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('my-status-not-alumni')).toBeVisible();
    },
  },
  {
    name: 'tracer-answer-used-link',
    path: '/tracer-answer/a-link-that-was-already-used-0000',
    shots: 'none',
    heading: { en: /^Alumni Tracer Study$/, id: /^Tracer Study Alumni$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('tracer-invalid')).toBeVisible();
    },
  },
  {
    name: 'employer-feedback-used-link',
    path: '/employer-feedback/a-link-that-was-already-used-0000',
    shots: 'none',
    heading: { en: /^Employer Feedback on a Graduate$/, id: /^Umpan Balik Pengguna Lulusan$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('employer-invalid')).toBeVisible();
    },
  },
  ...masterDataPages(),
];

/**
 * Conversations and the company page for students: the demo student's threads (one with the demo
 * company, read by the school because he is 17), the school admin's view of them and the reports
 * list, and the demo company's page reached from a job card.
 */
function recruitingPages(): PageCase[] {
  const messages = (name: string, account: AccountKey): PageCase => ({
    name,
    path: '/messages',
    account,
    shots: 'two',
    heading: { en: /^Messages$/, id: /^Pesan$/ },
    prepare: async (page) => {
      await expect(page.getByTestId('thread-item').first()).toBeVisible();
    },
  });
  return [
    messages('messages-student', 'siswa'),
    messages('messages-school', 'admin_sekolah'),
    {
      name: 'message-reports',
      path: '/messages/reports',
      account: 'admin_sekolah',
      shots: 'none',
      heading: { en: /^Message Reports$/, id: /^Laporan Pesan$/ },
    },
    {
      name: 'company-page-for-students',
      path: '/jobs',
      account: 'siswa',
      shots: 'two',
      // The demo company (its page has every part written): the first view shows the list's heading and
      // opens the company from a card; from the second on, the reload stays on the company page.
      heading: { en: /^.+$/, id: /^.+$/ },
      prepare: async (page) => {
        if (!/#\/companies\//.test(page.url()))
          await page.getByTestId('job-company-link').filter({ hasText: 'PT Nusantara Teknologi Digital' }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'PT Nusantara Teknologi Digital' })).toBeVisible();
        await expect(page.getByTestId('company-about')).toBeVisible();
      },
    },
  ];
}

/**
 * PKL (docs/pkl.md): each role's home on the demo's story (XI RPL in PKL at PT Nusantara Teknologi
 * Digital, last year's class finished), a placement, the certificate, the periods and the evaluation aspects.
 */
function pklPages(): PageCase[] {
  const home = (name: string, account: AccountKey, heading: PageCase['heading'], ready: string, shots: PageCase['shots'] = 'two'): PageCase => ({
    name,
    path: '/pkl',
    account,
    shots,
    heading,
    prepare: async (page) => {
      await expect(page.getByTestId(ready).first()).toBeVisible();
    },
  });
  // A finished placement of the demo school, reached from the school's list (the seed makes its id). The first
  // view shows the list's heading; from the second on, the reload stays on the placement or its certificate.
  const finished = (name: string, target: 'placement' | 'report', heading: PageCase['heading']): PageCase => ({
    name,
    path: '/pkl',
    account: 'admin_sekolah',
    shots: 'two',
    heading,
    prepare: async (page) => {
      if (!/#\/pkl\/(placements|report)\//.test(page.url())) {
        // The charts and the proposals arrive above the filter and move it; open it once the page has settled,
        // and again if a late shift closed the list before the option showed.
        await expect(page.getByTestId('pkl-by-class')).toBeVisible();
        await expect(page.getByTestId('pkl-row').first()).toBeVisible();
        const finishedOption = page.getByRole('option', { name: /^(Finished|Tuntas)$/ });
        await expect(async () => {
          if (!(await finishedOption.isVisible())) await page.getByTestId('pkl-status-filter').click();
          await expect(finishedOption).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await finishedOption.click();
        // The list keeps the previous rows until the filtered ones arrive.
        await expect(page.getByTestId('pkl-row').first().getByTestId('pkl-placement-status')).toHaveAttribute('data-status', 'finished');
        await page.getByTestId('pkl-row').first().getByRole('link').click();
        if (target === 'report') await page.getByTestId('pkl-report-link').click();
      }
      await expect(page.getByTestId(target === 'report' ? 'pkl-sheet' : 'pkl-attendance')).toBeVisible();
    },
  });
  return [
    home('pkl-student', 'pkl_siswa', { en: /^My PKL$/, id: /^PKL Saya$/ }, 'pkl-day-form', 'all'),
    home('pkl-student-none', 'siswa', { en: /^My PKL$/, id: /^PKL Saya$/ }, 'pkl-propose', 'none'),
    home('pkl-teacher', 'guru', { en: /^My PKL students$/, id: /^Siswa Bimbingan PKL$/ }, 'pkl-row'),
    home('pkl-company', 'admin_perusahaan', { en: /^PKL students$/, id: /^Siswa PKL$/ }, 'pkl-pending'),
    home('pkl-school', 'admin_sekolah', { en: /^Work placements \(PKL\)$/, id: /^Praktik Kerja Lapangan$/ }, 'pkl-by-class', 'all'),
    home('pkl-headmaster', 'kepala_sekolah', { en: /^Work placements \(PKL\)$/, id: /^Praktik Kerja Lapangan$/ }, 'pkl-by-class', 'none'),
    {
      name: 'pkl-periods',
      path: '/pkl/periods',
      account: 'admin_sekolah',
      shots: 'two',
      heading: { en: /^PKL periods$/, id: /^Periode PKL$/ },
      prepare: async (page) => {
        await expect(page.getByTestId('pkl-period').first()).toBeVisible();
      },
    },
    {
      name: 'pkl-aspects',
      path: '/pkl/aspects',
      account: 'admin_sekolah',
      shots: 'none',
      heading: { en: /^PKL evaluation aspects$/, id: /^Aspek Penilaian PKL$/ },
      prepare: async (page) => {
        await expect(page.getByTestId('pkl-aspect-row').first()).toBeVisible();
      },
    },
    finished('pkl-placement-finished', 'placement', { en: /^.+$/, id: /^.+$/ }),
    finished('pkl-certificate', 'report', {
      en: /^(Work placements \(PKL\)|PKL certificate and report)$/,
      id: /^(Praktik Kerja Lapangan|Sertifikat dan laporan PKL)$/,
    }),
  ];
}

/**
 * The master-data screens: every list, and the student and school forms. Headings are the screen
 * titles (Indonesian phrases of features/master-data/screens.ts) in English through the catalogue.
 */
function masterDataPages(): PageCase[] {
  const heading = (phrase: string) => ({ en: exactly(en(phrase)), id: exactly(phrase) });
  const list = (name: string, path: string, title: string, shots: PageCase['shots'] = 'two', account: AccountKey = 'admin'): PageCase => ({
    name,
    path,
    account,
    shots,
    heading: heading(title),
    // The rows are there (not the loading skeleton).
    prepare: async (page) => {
      await expect(page.getByTestId('crud-row').first()).toBeVisible();
    },
  });
  const form = (name: string, path: string, shots: PageCase['shots'], title: string): PageCase => ({
    name,
    path,
    account: 'admin',
    shots,
    heading: heading(title),
    prepare: async (page) => {
      await expect(page.getByTestId('crud-form')).toBeVisible();
    },
  });
  return [
    list('md-user', '/md-user', 'Pengguna'),
    list('md-currency', '/md-currency', 'Mata Uang'),
    list('md-school', '/md-school', 'Sekolah'),
    list('md-student', '/md-student', 'Siswa', 'all'),
    list('md-student-school-admin', '/md-student', 'Siswa', 'none', 'admin_sekolah'),
    list('md-principal', '/md-principal', 'Kepala Sekolah'),
    list('md-teacher', '/md-teacher', 'Guru'),
    list('md-assessor', '/md-assessor', 'Asesor'),
    list('md-company', '/md-company', 'Perusahaan'),
    list('md-company-admin', '/md-company-admin', 'Admin Perusahaan'),
    list('md-opportunity', '/md-opportunity', 'Lowongan Pekerjaan'),
    // A company's openings are its own list (applicants per stage), not the generic one.
    {
      ...list('md-opportunity-company', '/md-opportunity', 'Pekerjaan', 'none', 'admin_perusahaan'),
      prepare: async (page) => {
        await expect(page.getByTestId('opening-row').first()).toBeVisible();
      },
    },
    form('md-student-form', '/md-student/new', 'all', 'Tambah Siswa'),
    form('md-school-form', '/md-school/new', 'two', 'Tambah Sekolah'),
  ];
}

function keeps(c: PageCase, device: 'desktop' | 'phone', lang: 'en' | 'id'): boolean {
  if (c.shots === 'all') return true;
  if (c.shots === 'none') return false;
  return (device === 'desktop' && lang === 'en') || (device === 'phone' && lang === 'id');
}

/** `npm run screenshots` sets this; the default run (CI) checks the pages and writes no file. */
const SCREENSHOTS = !!process.env.E2E_SCREENSHOTS;

/**
 * One test per page. Every view: the heading in its language, the `lang` attribute, nothing wider
 * than the screen, and axe. The check runs two views — English on a desktop, Indonesian on a phone —
 * so both languages and both layouts (the table and the card list, the sidebar and the burger) are
 * checked once each; the Indonesian texts are the longer ones, so the phone carries the tighter
 * test. The two crossed views only add pictures: the screenshot run (which keeps four of some
 * pages) goes through all four, in the order that needs the fewest loads.
 */
const ALL_VIEWS = [
  { device: 'desktop', viewport: DESKTOP, lang: 'en', checked: true },
  { device: 'phone', viewport: PHONE, lang: 'en', checked: false },
  { device: 'phone', viewport: PHONE, lang: 'id', checked: true },
  { device: 'desktop', viewport: DESKTOP, lang: 'id', checked: false },
] as const;
const VIEWS = SCREENSHOTS ? ALL_VIEWS : ALL_VIEWS.filter((view) => view.checked);

for (const c of PAGES) {
  test(`${c.name}: no axe violation, fits the desktop and the phone, both languages`, async ({ page }) => {
    for (const [index, view] of VIEWS.entries()) {
      await page.setViewportSize(view.viewport);
      if (index === 0 && c.account) await signInAs(page, c.account, c.path, view.lang);
      else {
        if (index === 0) await page.goto(`/#${c.path}`);
        // A fresh load for every view: a width's layout is the one the app loads with (a resize
        // would leave the sidebar's 1000 ms debounce on screen), and the language is read at start.
        await page.evaluate((value) => localStorage.setItem('lang', value), view.lang);
        await page.reload();
      }
      const label = `${c.name} ${view.device} ${view.lang}`;
      await expect(page.getByRole('heading', { level: 1, name: c.heading[view.lang] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
      if (c.prepare) await c.prepare(page);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, label);
      if (SCREENSHOTS && keeps(c, view.device, view.lang)) await saveScreenshot(page, `${c.name}-${view.device}-${view.lang}`);
    }
  });
}
