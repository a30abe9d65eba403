import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '@jalurkarir/shared';
import { englishDomainsReady, fetchEnglishDomains, i18n } from './i18n';

/**
 * `t` in a fixed language, for a sheet printed in a language other than the interface's (the CV,
 * the PKL certificate): `null` while the English phrases are still on their way, or the error.
 */
export function useFixedT(lang: Lang): { t: TFunction | null; error: unknown } {
  const missing = lang === 'en' && !englishDomainsReady();
  const [state, setState] = useState<{ error: unknown }>({ error: null });
  useEffect(() => {
    if (!missing) return;
    fetchEnglishDomains().then(
      () => setState({ error: null }),
      (error: unknown) => setState({ error }),
    );
  }, [missing]);
  return { t: missing ? null : i18n.getFixedT(lang), error: state.error };
}
