import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';

/** The current UI language; re-renders the component when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'id' ? 'id' : 'en';
}

/** Field messages follow a language switch: a form showing errors validates again in the new language. */
export function useRevalidateOnLangChange(form: { errors: Record<string, unknown>; validate: () => unknown }): void {
  const lang = useLang();
  const previous = useRef(lang);
  useEffect(() => {
    if (previous.current === lang) return;
    previous.current = lang;
    if (Object.keys(form.errors).length > 0) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
}
