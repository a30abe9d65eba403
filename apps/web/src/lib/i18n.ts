import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLang, type Lang } from '@jalurkarir/shared';
import { core, loadDomainCatalogs } from '../locales/catalog';
import { readStoredLang, writeStoredLang } from './lang';

/**
 * Keys are the Indonesian phrases themselves (spec §1): Indonesian needs no catalogue, English
 * comes from `locales/en.json` (at start) and the domain files under `locales/en/` (loaded by
 * `loadEnglishDomains` before any signed-in or fetching page renders in English). No key or
 * namespace separators, so phrases may hold `.` and `:`.
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

let domainsWanted = false;
let domainsReady = false;
/** Whether the domain phrases are in the English catalogue. */
export const englishDomainsReady = () => domainsReady;
let domainsLoaded: Promise<void> | null = null;

/** Downloads the domain phrases into the English catalogue, once (again after a failed try). */
export function fetchEnglishDomains(): Promise<void> {
  domainsLoaded ??= loadDomainCatalogs().then(
    (phrases) => {
      // The catalogue is flat (phrase → phrase), so the bundle is spread over the core one rather
      // than merged key by key (`deep`), and not copied first (the module's object is never
      // changed): about a tenth of the work for the ~1,800 phrases, on the main thread of a page
      // that is about to render.
      i18n.addResourceBundle('en', 'translation', phrases, false, true, { skipCopy: true });
      domainsReady = true;
    },
    (error: unknown) => {
      domainsLoaded = null;
      throw error;
    },
  );
  return domainsLoaded;
}

/**
 * Route loaders await this before a signed-in or fetching page renders (app/route-helpers.tsx). The
 * phrases are only downloaded for English: Indonesian needs no catalogue, and most students read
 * the app in Indonesian on a slow phone. A later switch to English downloads them first (`changeLang`).
 */
export function loadEnglishDomains(): Promise<void> {
  domainsWanted = true;
  return i18n.language === 'en' ? fetchEnglishDomains() : Promise.resolve();
}

function setDocumentLang(lang: Lang) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  return i18n.language === 'id' ? 'id' : 'en';
}

/** The language switch: stores `id` or `en` (anything else as `en`) and re-renders in it. */
export async function changeLang(value: unknown): Promise<Lang> {
  // The phrases first: the page changes language once, in full, or not at all when they fail.
  if (normalizeLang(value) === 'en' && domainsWanted) await fetchEnglishDomains();
  const lang = writeStoredLang(browserStore(), value);
  await i18n.changeLanguage(lang);
  setDocumentLang(lang);
  return lang;
}

export { tk } from './phrase';
