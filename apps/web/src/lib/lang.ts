import { normalizeLang, type Lang } from '@jalurkarir/shared';
import { STORAGE_KEYS } from './storage-keys';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language kept under `lang` (spec §4): `en` by default; any other value than `id` or `en`
 * is stored back as `en`, so the stored value is always one of the two.
 */
export function readStoredLang(store: KeyValueStore): Lang {
  const raw = store.getItem(STORAGE_KEYS.lang);
  const lang = normalizeLang(raw);
  if (raw !== lang) store.setItem(STORAGE_KEYS.lang, lang);
  return lang;
}

/** The language setter accepts only `id` or `en` (spec §5); anything else becomes `en`. */
export function writeStoredLang(store: KeyValueStore, value: unknown): Lang {
  const lang = normalizeLang(value);
  store.setItem(STORAGE_KEYS.lang, lang);
  return lang;
}
