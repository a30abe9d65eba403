import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLang, type Lang } from '@jalurkarir/shared';
import { core, loadDomainCatalogs, type CatalogScope } from '../locales/catalog';
import { readStoredLang, writeStoredLang } from './lang';

/**
 * Keys are the Indonesian phrases themselves (spec §1): Indonesian needs no catalogue, English
 * comes from `locales/en.json` (at start) and the domain files under `locales/en/` (loaded by
 * `loadEnglishDomains` before any signed-in or fetching page renders in English: the student's
 * pages `en/student.json` and `en/foundation.json`, the others every file). No key or
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

/** How much of the English catalogue is loaded, and how much the pages opened so far need. */
const SCOPE_RANK = { none: 0, student: 1, all: 2 } as const;
let scopeReady: keyof typeof SCOPE_RANK = 'none';
let scopeWanted: keyof typeof SCOPE_RANK = 'none';
const loading = new Map<CatalogScope, Promise<void>>();

/** Whether every domain phrase is in the English catalogue. */
export const englishDomainsReady = () => scopeReady === 'all';

/**
 * Downloads a scope's domain phrases into the English catalogue, once (again after a failed try):
 * `student` the student's pages' phrases, `all` every domain file (the default).
 */
export function fetchEnglishDomains(scope: CatalogScope = 'all'): Promise<void> {
  if (SCOPE_RANK[scopeReady] >= SCOPE_RANK[scope]) return Promise.resolve();
  const pending =
    loading.get(scope) ??
    loadDomainCatalogs(scope).then(
      (phrases) => {
        // The catalogue is flat (phrase → phrase), so the bundle is spread over the core one rather
        // than merged key by key (`deep`), and not copied first (the module's object is never
        // changed): about a tenth of the work for the ~1,800 phrases, on the main thread of a page
        // that is about to render.
        i18n.addResourceBundle('en', 'translation', phrases, false, true, { skipCopy: true });
        if (SCOPE_RANK[scope] > SCOPE_RANK[scopeReady]) scopeReady = scope;
        loading.delete(scope);
      },
      (error: unknown) => {
        loading.delete(scope);
        throw error;
      },
    );
  loading.set(scope, pending);
  return pending;
}

/**
 * Route loaders await this before a signed-in or fetching page renders (app/route-helpers.tsx): the
 * student's own pages need the `student` scope, every other page `all`. The phrases are only
 * downloaded for English: Indonesian needs no catalogue, and most students read the app in
 * Indonesian on a slow phone. A later switch to English downloads what was needed first (`changeLang`).
 */
export function loadEnglishDomains(scope: CatalogScope = 'all'): Promise<void> {
  if (SCOPE_RANK[scope] > SCOPE_RANK[scopeWanted]) scopeWanted = scope;
  return i18n.language === 'en' ? fetchEnglishDomains(scope) : Promise.resolve();
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
  if (normalizeLang(value) === 'en' && scopeWanted !== 'none') await fetchEnglishDomains(scopeWanted);
  const lang = writeStoredLang(browserStore(), value);
  await i18n.changeLanguage(lang);
  setDocumentLang(lang);
  return lang;
}

export { tk } from './phrase';
