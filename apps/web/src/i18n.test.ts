import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, USER_STATUS_LABELS, companyFields, userFields } from '@jalurkarir/shared';
import { en } from './locales/catalog-all';
import core from './locales/en.json';
import foundation from './locales/en/foundation.json';
import student from './locales/en/student.json';
import { sharedPhrases } from './lib/shared-phrases';

interface CheckModule {
  collectCodePhrases(): { phrases: Map<string, Set<string>>; templateCalls: string[] };
  checkCatalog(input: { codePhrases: string[]; sharedPhrases: string[]; catalog: Record<string, string> }): {
    missing: string[];
    unused: string[];
    empty: string[];
    badPlaceholders: string[];
    usedCount: number;
  };
}

const scriptUrl = new URL('../../../scripts/check-i18n.mjs', import.meta.url).href;
const loadCheck = async () => (await import(/* @vite-ignore */ scriptUrl)) as CheckModule;

describe('English catalogue (apps/web/src/locales/en.json)', () => {
  it('has an entry for every phrase the code passes to t() or tk(), and for the shared labels the UI shows', async () => {
    const { collectCodePhrases, checkCatalog } = await loadCheck();
    const { phrases, templateCalls } = collectCodePhrases();
    const result = checkCatalog({ codePhrases: [...phrases.keys()], sharedPhrases: sharedPhrases(), catalog: en });
    expect(result.missing).toEqual([]);
    expect(templateCalls).toEqual([]);
    expect(result.empty).toEqual([]);
    expect(result.badPlaceholders).toEqual([]);
    expect(result.usedCount).toBeGreaterThan(100);
  });

  it('lists each phrase in one catalogue file only', async () => {
    const { loadCatalogWithDuplicates } = (await import(/* @vite-ignore */ scriptUrl)) as { loadCatalogWithDuplicates(): { duplicates: string[] } };
    expect(loadCatalogWithDuplicates().duplicates).toEqual([]);
  });

  it('keeps in en.json (the entry chunk) exactly the phrases the entry chunk’s screens show', async () => {
    const mod = (await import(/* @vite-ignore */ scriptUrl)) as CheckModule & {
      entryModules(): Set<string>;
      checkCoreCatalog(input: { phrases: Map<string, Set<string>>; core: Record<string, string> }): { missing: string[]; extra: string[] };
    };
    const entry = mod.entryModules();
    // The login page is a screen of the entry; a page behind the guard is not.
    expect(entry).toContain('apps/web/src/features/auth/pages/login-page.tsx');
    expect(entry).not.toContain('apps/web/src/features/student/pages/student-profile-page.tsx');
    const { missing, extra } = mod.checkCoreCatalog({ phrases: mod.collectCodePhrases().phrases, core });
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    // The login page's own words are there; a field label of the signed-in pages is not.
    expect(core['Masuk ke akun JalurKarir Anda']).toBeTruthy();
    expect(Object.keys(core)).not.toContain('Tanggal Lahir');
  });

  it("keeps in en/student.json exactly the phrases the student's pages show beyond en.json and foundation.json", async () => {
    const mod = (await import(/* @vite-ignore */ scriptUrl)) as CheckModule & {
      studentModules(): Set<string>;
      checkStudentCatalog(input: {
        phrases: Map<string, Set<string>>;
        sharedPhrases: string[];
        core: Record<string, string>;
        foundation: Record<string, string>;
        student: Record<string, string>;
      }): { missing: string[]; extra: string[] };
    };
    const modules = mod.studentModules();
    // A test being taken and a dialog its page loads on demand are the student's; the Admin's lists are not.
    expect(modules).toContain('apps/web/src/features/tests/pages/take-test-page.tsx');
    expect(modules).toContain('apps/web/src/app/layout/main-layout.tsx');
    expect(modules).not.toContain('apps/web/src/features/master-data/pages/master-data-list-page.tsx');
    expect(modules).not.toContain('apps/web/src/features/dashboard/pages/dashboard-page.tsx');
    const { missing, extra } = mod.checkStudentCatalog({
      phrases: mod.collectCodePhrases().phrases,
      sharedPhrases: sharedPhrases(),
      core,
      foundation,
      student,
    });
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    // The runner's own words are there (hand-picked from take-test-page.tsx).
    expect(student['Soal {{n}} dari {{total}}']).toBe('Question {{n}} of {{total}}');
    expect(student['Kumpulkan']).toBe('Submit');
  });

  it('has no entry that nothing uses', async () => {
    const { collectCodePhrases, checkCatalog } = await loadCheck();
    const result = checkCatalog({ codePhrases: [...collectCodePhrases().phrases.keys()], sharedPhrases: sharedPhrases(), catalog: en });
    expect(result.unused).toEqual([]);
  });

  it('counts role labels, user status labels and the shown field and option labels of packages/shared', () => {
    const phrases = sharedPhrases();
    for (const label of Object.values(ROLE_LABELS)) expect(phrases).toContain(label);
    for (const label of Object.values(USER_STATUS_LABELS)) expect(phrases).toContain(label);
    for (const field of [...userFields, ...companyFields]) expect(phrases).toContain(field.label);
    expect((en as Record<string, string>)[ROLE_LABELS.admin]).toBe('Administrator');
    expect((en as Record<string, string>)[USER_STATUS_LABELS.not_activated]).toBe('Inactive');
  });

  it('keeps the wording of the specification', () => {
    const catalog = en as Record<string, string>;
    expect(catalog['Tidak ada pemberitahuan']).toBe('No notification');
    expect(catalog['Perusahaan tidak terdaftar']).toBe('Company not registered');
    expect(catalog['Berhasil daftar, silahkan masuk ke akun Anda']).toBeTruthy();
    expect(catalog['Berhasil masuk']).toBeTruthy();
    for (const phrase of ['Masuk', 'Daftar', 'Lupa Kata Sandi', 'Belum memiliki akun?', 'Sudah punya akun?']) expect(catalog[phrase]).toBeTruthy();
  });

  it('finds phrases in code but not in comments, and refuses template literals', async () => {
    const mod = (await loadCheck()) as CheckModule & { stripComments(text: string): string };
    const stripped = mod.stripComments("// t('A')\nconst x = t('B'); /* t('C') */ const u = 'http://x';");
    expect(stripped).toContain("t('B')");
    expect(stripped).not.toContain("t('A')");
    expect(stripped).not.toContain("t('C')");
    expect(stripped).toContain("'http://x'");
  });
});
