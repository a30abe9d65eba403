import { describe, expect, it } from 'vitest';
import { readStoredLang, writeStoredLang } from './lang';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('language kept under `lang`', () => {
  it('is English by default and stores it', () => {
    const store = memoryStore();
    expect(readStoredLang(store)).toBe('en');
    expect(store.data.get('lang')).toBe('en');
  });

  it('keeps id and en', () => {
    expect(readStoredLang(memoryStore({ lang: 'id' }))).toBe('id');
    expect(readStoredLang(memoryStore({ lang: 'en' }))).toBe('en');
  });

  it('stores any other value as en', () => {
    for (const value of ['fr', 'ID', '', 'id-ID', 'null']) {
      const store = memoryStore({ lang: value });
      expect(readStoredLang(store)).toBe('en');
      expect(store.data.get('lang')).toBe('en');
    }
  });

  it('the setter accepts only id or en', () => {
    const store = memoryStore();
    expect(writeStoredLang(store, 'id')).toBe('id');
    expect(store.data.get('lang')).toBe('id');
    expect(writeStoredLang(store, 'de')).toBe('en');
    expect(store.data.get('lang')).toBe('en');
  });
});
