import i18next from 'i18next';
import { en } from './catalog-all';

/**
 * For tests of wording: `t` as a reader of `lng` sees it, with the whole English catalogue and the
 * app's settings (Indonesian phrases are the keys themselves; no key or namespace separators).
 */
export async function translator(lng: 'id' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: en }, id: { translation: {} } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (phrase: string, options?: Record<string, unknown>) => string;
}
