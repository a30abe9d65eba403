import { describe, expect, it } from 'vitest';
import { ROLES, type Role, type TStoredUser } from '@jalurkarir/shared';
import { en } from '../../locales/catalog-all';
import { isPagePath } from '../access';
import { mainRoutes } from '../main-routes';
import { routes } from '../routes';
import { buildMenu, filterMenu, ROLE_MENUS, userGuideHref } from './menu-config';
import { searchMenu, normalizeSearch } from './menu-search';
import { activeTrail, markActive, toggleGroup } from './menu-state';
import type { MenuItem } from './menu-types';

const make = (role: Role, verified = true): TStoredUser => ({
  id: 'u',
  name: 'N',
  email: 'e@x.id',
  role,
  photo: null,
  verified,
  validated: true,
  status: 'active',
  school_id: null,
  company_id: null,
});
const titles = (items: MenuItem[]) => items.filter((i) => i.title).map((i) => i.title);
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const linkPaths = (items: MenuItem[]) =>
  flatten(items)
    .filter((i) => i.type === 'link')
    .map((i) => i.path);
const translateEn = (phrase: string) => (en as Record<string, string>)[phrase] ?? phrase;
const translateId = (phrase: string) => phrase;

function routePaths(list = routes, base = ''): string[] {
  const out: string[] = [];
  for (const route of list) {
    const path = route.index
      ? base || '/'
      : route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`
        : base;
    if (route.path || route.index) out.push(path);
    if (route.children) out.push(...routePaths(route.children, path));
  }
  return out;
}

describe('menus per role', () => {
  it('Siswa: Profil (/), account settings, the user guide in the UI language', () => {
    const menu = buildMenu(make('siswa'), 'en');
    expect(titles(menu)).toEqual([
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
      'User Guide',
    ]);
    expect(menu.find((i) => i.title === 'Profil')?.path).toBe('/');
    expect(menu.find((i) => i.title === 'Status Setelah Lulus')?.path).toBe('/alumni/me');
    expect(menu.find((i) => i.title === 'User Guide')).toMatchObject({ type: 'ext', href: '/docs/user-guide-en.pdf' });
    expect(buildMenu(make('siswa'), 'id').find((i) => i.title === 'User Guide')?.href).toBe('/docs/user-guide-id.pdf');
    expect(userGuideHref('id')).toBe('/docs/user-guide-id.pdf');
  });

  it('Admin Perusahaan: Beranda (/), Profil Perusahaan, Mitra Sekolah, Pekerjaan (/md-opportunity), account settings, user guide', () => {
    const menu = buildMenu(make('admin_perusahaan'), 'en');
    expect(titles(menu)).toEqual([
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
      'User Guide',
    ]);
    expect(menu.find((i) => i.title === 'Pesan')?.path).toBe('/messages');
    expect(menu.find((i) => i.title === 'Talent Pool')?.path).toBe('/talent-pool');
    expect(menu.find((i) => i.title === 'Profil Perusahaan')?.path).toBe('/company-profile');
    expect(menu.find((i) => i.title === 'Mitra Sekolah')?.path).toBe('/school-partnership');
    expect(menu.find((i) => i.title === 'Pekerjaan')?.path).toBe('/md-opportunity');
  });

  it('a company’s PKL supervisor account: Beranda, Siswa PKL, account settings, user guide — nothing else of the company', () => {
    const menu = buildMenu({ ...make('admin_perusahaan'), pkl_supervisor: true }, 'en');
    expect(titles(menu)).toEqual(['Beranda', 'Siswa PKL', 'Pengaturan Akun', 'User Guide']);
  });

  it('Admin: every master-data screen, schools and companies grouped', () => {
    const menu = buildMenu(make('admin'), 'en');
    expect(titles(menu)).toEqual([
      'Beranda',
      'Penempatan Siswa',
      'PKL',
      'Kelengkapan Profil',
      'Privasi Siswa',
      'Laporan Pesan',
      'Asesmen Kompetensi',
      'Tes',
      'Data Alumni',
      'Tracer Study',
      'Capaian Lulusan',
      'Pengguna',
      'Mata Uang',
      'Data Sekolah',
      'Asesor',
      'Skema Sertifikasi',
      'Data Perusahaan',
      'Kotak Keluar Email',
      'Pengaturan Akun',
    ]);
    const paths = linkPaths(menu);
    for (const path of [
      '/md-user',
      '/md-currency',
      '/md-school',
      '/md-student',
      '/md-principal',
      '/md-teacher',
      '/md-assessor',
      '/assessment/schemes',
      '/md-company',
      '/md-company-admin',
      '/md-opportunity',
      '/school-partnership',
      '/tests',
      '/test-assignment',
      '/student-test-history',
      '/personality-test-history',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('school staff: their school data as far as their role goes', () => {
    expect(linkPaths(buildMenu(make('admin_sekolah'), 'en'))).toEqual([
      '/',
      '/messages',
      '/school-profile',
      '/md-student',
      '/completeness',
      '/md-teacher',
      '/md-principal',
      '/placements',
      '/pkl',
      '/school-partnership',
      '/school-recommendations',
      '/assessment',
      '/test-assignment',
      '/student-test-history',
      '/personality-test-history',
      '/privacy-requests',
      '/messages/reports',
      '/alumni',
      '/tracer',
      '/outcomes',
      '/account',
    ]);
    expect(linkPaths(buildMenu(make('kepala_sekolah'), 'en'))).toEqual([
      '/',
      '/school-profile',
      '/md-student',
      '/completeness',
      '/md-teacher',
      '/placements',
      '/pkl',
      '/school-partnership',
      '/school-recommendations',
      '/assessment',
      '/student-test-history',
      '/personality-test-history',
      '/alumni',
      '/tracer',
      '/outcomes',
      '/account',
    ]);
    expect(linkPaths(buildMenu(make('guru'), 'en'))).toEqual([
      '/',
      '/messages',
      '/school-profile',
      '/md-student',
      '/completeness',
      '/placements',
      '/pkl',
      '/school-recommendations',
      '/assessment',
      '/tests',
      '/student-test-history',
      '/personality-test-history',
      '/account',
    ]);
    expect(titles(buildMenu(make('asesor'), 'en'))).toEqual(['Beranda', 'Asesmen Kompetensi', 'Pengaturan Akun']);
  });

  it('an unverified account has no menu', () => {
    for (const role of ROLES) expect(buildMenu(make(role, false), 'en')).toEqual([]);
  });

  it('every link of every menu leads to a page that exists and that the role may open', () => {
    // The start table and the signed-in pages the router adds under the main layout (`/`) when needed.
    const paths = new Set([...routePaths(), ...routePaths(mainRoutes, '/')]);
    for (const role of ROLES) {
      for (const item of flatten(buildMenu(make(role), 'en'))) {
        if (item.type !== 'link') continue;
        expect(isPagePath(item.path!), `${role} ${item.path}`).toBe(true);
        expect(paths.has(item.path!), `${role} ${item.path} is routed`).toBe(true);
        expect(item.canAccess).toBe(true);
      }
    }
  });

  it('offers the completeness page to the Admin and the school staff only', () => {
    for (const role of ROLES) {
      const has = flatten(ROLE_MENUS[role]('en')).some((i) => i.path === '/completeness');
      expect(has, role).toBe(['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'].includes(role));
    }
  });

  it('drops links that cannot be opened, emptied groups and headings left alone', () => {
    const items: MenuItem[] = [
      { headTitle: 'A' },
      { title: 'Closed', type: 'link', path: '/closed' },
      { headTitle: 'B' },
      { title: 'Open', type: 'link', path: '/open' },
      { title: 'Group', type: 'sub', children: [{ title: 'Closed child', type: 'link', path: '/closed' }] },
      { title: 'Doc', type: 'ext', href: '/x.pdf' },
    ];
    const visible = filterMenu(items, (p) => p === '/open');
    expect(visible.map((i) => i.headTitle ?? i.title)).toEqual(['B', 'Open', 'Doc']);
  });
});

const tree: MenuItem[] = [
  { headTitle: 'Umum' },
  { title: 'Beranda', type: 'link', path: '/', canAccess: true },
  {
    title: 'Data Master',
    type: 'sub',
    badgeValue: 'Baru',
    badgeClass: 'badge-new',
    children: [
      { title: 'Sekolah', type: 'link', path: '/md-school', canAccess: true },
      {
        title: 'Pengguna',
        type: 'sub',
        children: [
          { title: 'Siswa', type: 'link', path: '/md-student', canAccess: true },
          { title: 'Sekolah Mitra', type: 'link', path: '/partners', canAccess: true },
        ],
      },
    ],
  },
  { title: 'Sertifikat', type: 'empty' },
  { title: 'Situs Sekolah', type: 'external', href: 'https://example.id' },
];

describe('menu search', () => {
  it('lower-cases and trims the text', () => {
    expect(normalizeSearch('  SeKo ')).toBe('seko');
  });

  it('finds link items at the top, child and grandchild level whose title starts with the text', () => {
    const { results, isEmpty } = searchMenu(tree, ' SEKOLAH', translateId);
    expect(isEmpty).toBe(false);
    expect(results.map((r) => r.item.path)).toEqual(['/md-school', '/partners']);
    expect(results[1]!.trail).toEqual(['Data Master', 'Pengguna']);
    expect(searchMenu(tree, 'be', translateId).results.map((r) => r.item.path)).toEqual(['/']);
  });

  it('matches a title that only contains the text in the middle: no (it must start with it)', () => {
    expect(searchMenu(tree, 'mitra', translateId).results).toEqual([]);
  });

  it('matches the translated title the user sees', () => {
    expect(searchMenu(tree, 'home', translateEn).results.map((r) => r.item.path)).toEqual(['/']);
    expect(searchMenu(tree, 'home', translateId).isEmpty).toBe(true);
    expect(searchMenu(tree, 'beranda', translateEn).isEmpty).toBe(true);
  });

  it('ignores groups, empty and external items, and reports an empty result', () => {
    expect(searchMenu(tree, 'data', translateId)).toEqual({ results: [], isEmpty: true });
    expect(searchMenu(tree, 'sertifikat', translateId).isEmpty).toBe(true);
    expect(searchMenu(tree, 'situs', translateId).isEmpty).toBe(true);
  });

  it('a cleared search has no results and is not "empty"', () => {
    expect(searchMenu(tree, '   ', translateId)).toEqual({ results: [], isEmpty: false });
  });
});

describe('active item and expansion', () => {
  it('marks exactly the item whose path equals the current path, and its groups', () => {
    const marked = markActive(tree, '/md-student');
    expect(activeTrail(marked)).toEqual(['Data Master', 'Pengguna', 'Siswa']);
    const count = (items: MenuItem[]): number => items.reduce((n, i) => n + (i.active && i.type === 'link' ? 1 : 0) + count(i.children ?? []), 0);
    expect(count(marked)).toBe(1);
    expect(activeTrail(markActive(tree, '/nowhere'))).toEqual([]);
    expect(activeTrail(markActive(tree, '/'))).toEqual(['Beranda']);
  });

  it('expanding a group collapses its siblings; toggling it again closes it', () => {
    let open = toggleGroup([], ['Data Master']);
    expect(open).toEqual(['Data Master']);
    open = toggleGroup(open, ['Data Master', 'Pengguna']);
    expect(open).toEqual(['Data Master', 'Pengguna']);
    open = toggleGroup(open, ['Laporan']);
    expect(open).toEqual(['Laporan']);
    expect(toggleGroup(open, ['Laporan'])).toEqual([]);
  });
});
