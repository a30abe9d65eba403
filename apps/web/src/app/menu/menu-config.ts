import type { Lang, Role, TStoredUser } from '@jalurkarir/shared';
import { tk } from '../../lib/i18n';
import { canOpen } from '../access';
import type { MenuItem } from './menu-types';

/**
 * The side menu of each role, as data. Product rule: an entry exists only for a page that exists.
 * A later feature adds its page to the router, its access to `PAGE_ACCESS`, and its entry here.
 * Titles are Indonesian phrases (translated where shown).
 */

const heading = (headTitle: string): MenuItem => ({ headTitle });
const link = (title: string, path: string, icon: MenuItem['icon']): MenuItem => ({ title, type: 'link', path, icon });

/** The user guide is a PDF per language (spec §2), opened in a new tab. */
export function userGuideHref(lang: Lang): string {
  return lang === 'id' ? '/docs/user-guide-id.pdf' : '/docs/user-guide-en.pdf';
}
const userGuide = (lang: Lang): MenuItem => ({ title: tk('User Guide'), type: 'ext', href: userGuideHref(lang), icon: 'book' });

const accountSection = (): MenuItem[] => [heading(tk('Akun')), link(tk('Pengaturan Akun'), '/account', 'settings')];

const home = () => link(tk('Beranda'), '/', 'home');
const sub = (title: string, icon: MenuItem['icon'], children: MenuItem[]): MenuItem => ({ title, type: 'sub', icon, children });

const students = () => link(tk('Siswa'), '/md-student', 'users');
const teachers = () => link(tk('Guru'), '/md-teacher', 'users');
const principals = () => link(tk('Kepala Sekolah'), '/md-principal', 'user');
const schoolProfile = () => link(tk('Profil Sekolah'), '/school-profile', 'school');
/** The school's students' applications and placements (BKK figures). */
const placements = () => link(tk('Penempatan Siswa'), '/placements', 'chart');
/** How complete the students' profiles are (docs/profile.md). */
const completeness = () => link(tk('Kelengkapan Profil'), '/completeness', 'chart');
/** Guardian consents and erasure requests (docs/privacy.md). */
const privacyRequests = () => link(tk('Privasi Siswa'), '/privacy-requests', 'shield');
/** Each student's best matches, and how many have one above 70 (docs/matching.md). */
const schoolRecommendations = () => link(tk('Rekomendasi Siswa'), '/school-recommendations', 'target');
/** The school's partnerships with companies (docs/partnerships.md); the company's own menu calls it Mitra Sekolah (spec §2). */
const partnerCompanies = () => link(tk('Mitra Perusahaan'), '/school-partnership', 'handshake');
/** Competency assessments: the assessor's schedule, the school's results (docs/assessment.md). */
const assessment = () => link(tk('Asesmen Kompetensi'), '/assessment', 'certificate');
/** Conversations (docs/messages.md): the caller's threads, with the unread count on the item; the reports of messages. */
const messages = () => link(tk('Pesan'), '/messages', 'message');
const messageReports = () => link(tk('Laporan Pesan'), '/messages/reports', 'shield');
/** PKL (docs/pkl.md): each role's PKL home at one path. */
const pkl = () => link(tk('PKL'), '/pkl', 'notebook');
/** Tests (docs/tests-engine.md): the students' histories, and per role the test bank and the assignment. */
const testBank = () => link(tk('Bank Tes'), '/tests', 'list');
const testAssignment = () => link(tk('Penugasan Tes'), '/test-assignment', 'users');
/** Graduates and outcomes (docs/outcomes.md): the alumni, the tracer study and what the graduates went on to do. */
const graduates = (): MenuItem[] => [
  heading(tk('Lulusan')),
  link(tk('Data Alumni'), '/alumni', 'school'),
  link(tk('Tracer Study'), '/tracer', 'clipboard'),
  link(tk('Capaian Lulusan'), '/outcomes', 'chart'),
];
const tests = (first: MenuItem[]) =>
  sub(tk('Tes'), 'clipboard', [
    ...first,
    link(tk('Riwayat Tes Siswa'), '/student-test-history', 'history'),
    link(tk('Riwayat Tes Kepribadian'), '/personality-test-history', 'brain'),
  ]);

/** The Admin's master data: accounts, currencies, then schools and companies with their people. */
const adminMasterData = (): MenuItem[] => [
  heading(tk('Master Data')),
  link(tk('Pengguna'), '/md-user', 'users'),
  link(tk('Mata Uang'), '/md-currency', 'list'),
  sub(tk('Data Sekolah'), 'school', [link(tk('Sekolah'), '/md-school', 'school'), students(), principals(), teachers()]),
  link(tk('Asesor'), '/md-assessor', 'user'),
  link(tk('Skema Sertifikasi'), '/assessment/schemes', 'certificate'),
  sub(tk('Data Perusahaan'), 'building', [
    link(tk('Perusahaan'), '/md-company', 'building'),
    link(tk('Admin Perusahaan'), '/md-company-admin', 'user'),
    link(tk('Lowongan Pekerjaan'), '/md-opportunity', 'briefcase'),
    link(tk('Kemitraan Sekolah'), '/school-partnership', 'handshake'),
  ]),
];

export const ROLE_MENUS: Record<Role, (lang: Lang) => MenuItem[]> = {
  admin: () => [
    heading(tk('Umum')),
    home(),
    placements(),
    pkl(),
    completeness(),
    privacyRequests(),
    messageReports(),
    assessment(),
    tests([testBank(), testAssignment()]),
    ...graduates(),
    ...adminMasterData(),
    link(tk('Kotak Keluar Email'), '/outbox', 'mail'),
    ...accountSection(),
  ],
  admin_sekolah: () => [
    heading(tk('Umum')),
    home(),
    messages(),
    heading(tk('Data Sekolah')),
    schoolProfile(),
    students(),
    completeness(),
    teachers(),
    principals(),
    placements(),
    pkl(),
    partnerCompanies(),
    schoolRecommendations(),
    assessment(),
    tests([testAssignment()]),
    privacyRequests(),
    messageReports(),
    ...graduates(),
    ...accountSection(),
  ],
  kepala_sekolah: () => [
    heading(tk('Umum')),
    home(),
    heading(tk('Data Sekolah')),
    schoolProfile(),
    students(),
    completeness(),
    teachers(),
    placements(),
    pkl(),
    partnerCompanies(),
    schoolRecommendations(),
    assessment(),
    tests([]),
    ...graduates(),
    ...accountSection(),
  ],
  guru: () => [
    heading(tk('Umum')),
    home(),
    messages(),
    heading(tk('Data Sekolah')),
    schoolProfile(),
    students(),
    completeness(),
    placements(),
    pkl(),
    schoolRecommendations(),
    assessment(),
    tests([testBank()]),
    ...accountSection(),
  ],
  siswa: (lang) => [
    heading(tk('Umum')),
    link(tk('Profil'), '/', 'user'),
    link(tk('Tes Siswa'), '/student-test', 'clipboard'),
    link(tk('Tes Kepribadian'), '/personality-test', 'brain'),
    link(tk('Lowongan Kerja'), '/jobs', 'briefcase'),
    link(tk('Rekomendasi Pekerjaan'), '/opportunity', 'target'),
    link(tk('Lamaran Saya'), '/applications', 'clipboard'),
    messages(),
    pkl(),
    // A graduate's status for the school's tracer study; a current student is told it opens after graduation.
    link(tk('Status Setelah Lulus'), '/alumni/me', 'school'),
    ...accountSection(),
    heading(tk('Bantuan')),
    userGuide(lang),
  ],
  asesor: () => [heading(tk('Umum')), home(), assessment(), ...accountSection()],
  admin_perusahaan: (lang) => [
    heading(tk('Umum')),
    home(),
    link(tk('Profil Perusahaan'), '/company-profile', 'building'),
    link(tk('Mitra Sekolah'), '/school-partnership', 'handshake'),
    link(tk('Pekerjaan'), '/md-opportunity', 'briefcase'),
    link(tk('Pelamar'), '/applicants', 'users'),
    messages(),
    link(tk('Siswa PKL'), '/pkl', 'notebook'),
    link(tk('Rekomendasi Siswa'), '/recommended-student', 'target'),
    link(tk('Talent Pool'), '/talent-pool', 'list'),
    ...accountSection(),
    heading(tk('Bantuan')),
    userGuide(lang),
  ],
};

/** Sets `canAccess` on every link and drops what cannot be shown: links the user may not open, empty groups, headings with nothing under them. */
export function filterMenu(items: readonly MenuItem[], canAccess: (path: string) => boolean): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.headTitle !== undefined) {
      visible.push({ ...item });
      continue;
    }
    if (item.type === 'link') {
      const allowed = !!item.path && canAccess(item.path);
      if (allowed) visible.push({ ...item, canAccess: true });
      continue;
    }
    if (item.type === 'sub') {
      const children = filterMenu(item.children ?? [], canAccess).filter((c) => c.headTitle === undefined);
      if (children.length) visible.push({ ...item, children });
      continue;
    }
    visible.push({ ...item });
  }
  return visible.filter((item, index) => {
    if (item.headTitle === undefined) return true;
    const next = visible[index + 1];
    return next !== undefined && next.headTitle === undefined;
  });
}

/** The menu the signed-in user sees. Unverified accounts see none (spec §2). */
export function buildMenu(user: TStoredUser | null, lang: Lang): MenuItem[] {
  if (!user || !user.verified) return [];
  return filterMenu(ROLE_MENUS[user.role](lang), (path) => canOpen(user, path));
}
