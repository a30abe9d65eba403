import { describe, expect, it } from 'vitest';
import { changeLang, englishDomainsReady, i18n, initI18n, loadEnglishDomains } from './i18n';

// Pairs as the reviewed catalogue files write them: a word of the test runner (en/student.json) and
// one of the PKL pages (en/pkl.json), which no student's page of the start table shows.
const RUNNER = ['Kumpulkan', 'Submit'] as const;
const PKL = ['Alasan memilih perusahaan ini', 'Why this company'] as const;

describe("the English catalogue's scopes", () => {
  it("downloads nothing for Indonesian, and on a switch to English the student's pages' phrases alone", async () => {
    initI18n();
    await changeLang('id');
    await loadEnglishDomains('student');
    await changeLang('en');
    expect(i18n.t(RUNNER[0])).toBe(RUNNER[1]);
    expect(i18n.t(PKL[0])).toBe(PKL[0]);
    expect(englishDomainsReady()).toBe(false);
  });

  it('loads every domain file when a page needs them, and keeps them when a student page asks again', async () => {
    await loadEnglishDomains('all');
    expect(i18n.t(PKL[0])).toBe(PKL[1]);
    expect(englishDomainsReady()).toBe(true);
    await loadEnglishDomains('student');
    expect(i18n.t(PKL[0])).toBe(PKL[1]);
    expect(i18n.t(RUNNER[0])).toBe(RUNNER[1]);
  });
});
