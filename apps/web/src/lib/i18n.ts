import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';
import { core, loadDomainCatalogs } from '../locales/catalog';
import { readStoredLang, writeStoredLang } from './lang';

/**
 * Keys are the Indonesian phrases themselves (spec §1): Indonesian needs no catalogue, English
 * comes from `locales/en.json` (at start) and the domain files under `locales/en/` (loaded by
 * `loadEnglishDomains` before any signed-in or fetching page renders). No key or namespace
 * separators, so phrases may hold `.` and `:`.
 */
export const i18n = i18next.createInstance();

function browserStore(): Pick<Storage, 'getItem' | 'setItem'> {
  if (typeof localStorage !== 'undefined') return localStorage;
  const memory = new Map<string, string>();
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = readStoredLang(browserStore());
  void i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: core }, id: { translation: {} } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  setDocumentLang(lng);
  return i18n;
}

let domainsLoaded: Promise<void> | null = null;

/** Adds the domain phrases to the English catalogue, once (route loaders await it; see app/routes.tsx). */
export function loadEnglishDomains(): Promise<void> {
  domainsLoaded ??= loadDomainCatalogs().then((phrases) => {
    i18n.addResourceBundle('en', 'translation', phrases, true, true);
  });
  return domainsLoaded;
}

function setDocumentLang(lang: Lang) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  return i18n.language === 'id' ? 'id' : 'en';
}

/** The language switch: stores `id` or `en` (anything else as `en`) and re-renders in it. */
export async function changeLang(value: unknown): Promise<Lang> {
  const lang = writeStoredLang(browserStore(), value);
  await i18n.changeLanguage(lang);
  setDocumentLang(lang);
  return lang;
}

export { tk } from './phrase';
