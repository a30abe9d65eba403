import { describe, expect, it } from 'vitest';
import { englishDomainsReady, fetchEnglishDomains, i18n, initI18n } from './i18n';

// Pairs as the reviewed catalogue files write them (en.json and en/student.json).
const CORE = ['Memuat halaman', 'Loading page'] as const;
const DOMAIN = ['Data Pribadi', 'Personal data'] as const;

describe('the English catalogue at run time', () => {
  it('starts with the core phrases and adds the domain phrases once downloaded, keeping the core ones', async () => {
    initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t(CORE[0])).toBe(CORE[1]);
    // Before the download a domain phrase falls back to its Indonesian key.
    expect(i18n.t(DOMAIN[0])).toBe(DOMAIN[0]);
    await fetchEnglishDomains();
    expect(englishDomainsReady()).toBe(true);
    expect(i18n.t(DOMAIN[0])).toBe(DOMAIN[1]);
    expect(i18n.t(CORE[0])).toBe(CORE[1]);
  });
});
