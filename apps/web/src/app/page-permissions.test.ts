import { describe, expect, it } from 'vitest';
import { PERMISSIONS, cellScope, type Cell } from '@jalurkarir/shared';
import { PAGE_ACCESS, PAGE_PERMISSIONS, type PageAccess, type PagePath } from './access';

const PAGES = Object.keys(PAGE_ACCESS) as PagePath[];
const show = (cell: Cell) => `${cell.model}/${cell.action}`;

/**
 * The web app's page access against the API's permission table: a menu item can never show a
 * page the API refuses.
 */
describe('page access against the permission table', () => {
  it('names what every page needs, and only cells the table knows', () => {
    expect(Object.keys(PAGE_PERMISSIONS).sort()).toEqual([...PAGES].sort());
    for (const page of PAGES) {
      for (const cell of PAGE_PERMISSIONS[page] as readonly Cell[]) {
        const known = Object.values(PERMISSIONS[cell.model]).some((cells) => cell.action in (cells ?? {}));
        expect(known, `${page} needs ${show(cell)}`).toBe(true);
      }
    }
  });

  it('every role that may open a page holds every permission the page needs', () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      for (const role of PAGE_ACCESS[page].roles) {
        for (const cell of PAGE_PERMISSIONS[page] as readonly Cell[]) {
          if (!cellScope(role, cell)) missing.push(`${role} opens ${page} but lacks ${show(cell)}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a page open to unverified accounts needs nothing the API withholds from them', () => {
    for (const page of PAGES) {
      const access: PageAccess = PAGE_ACCESS[page];
      if (!access.unverified) continue;
      // The API treats an unverified account as `anonymous` beyond its own profile.
      for (const cell of PAGE_PERMISSIONS[page] as readonly Cell[]) expect(cellScope('anonymous', cell), `${page}: ${show(cell)}`).not.toBeNull();
    }
  });

  it('a company’s PKL supervisor account opens only its PKL pages, each needing only what the table grants it (`pembimbing_industri`)', () => {
    const open = PAGES.filter((page) => (PAGE_ACCESS[page] as PageAccess).pklSupervisor);
    expect(open.sort()).toEqual(['/', '/account', '/notifications', '/pkl', '/pkl/evaluation/:id', '/pkl/placements/:id']);
    for (const page of open) {
      for (const cell of PAGE_PERMISSIONS[page] as readonly Cell[])
        expect(cellScope('pembimbing_industri', cell), `${page}: ${show(cell)}`).not.toBeNull();
    }
  });

  it('a page open to students awaiting verification needs only what the table grants them (`siswa_unverified`)', () => {
    const open = PAGES.filter((page) => (PAGE_ACCESS[page] as PageAccess).unverifiedStudent);
    // Their CV and the interest inventory, with its result; nothing of jobs, recommendations or privacy.
    expect(open.sort()).toEqual(['/personality-test', '/personality-test-history', '/student-profile', '/student-profile/cv']);
    for (const page of open) {
      for (const cell of PAGE_PERMISSIONS[page] as readonly Cell[])
        expect(cellScope('siswa_unverified', cell), `${page}: ${show(cell)}`).not.toBeNull();
    }
  });
});
