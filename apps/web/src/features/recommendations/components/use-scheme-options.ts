import { useQuery } from '@tanstack/react-query';
import type { ActiveSchemes } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { RECOMMENDATIONS_KEY } from '../api/recommendations-api';

/** The certification schemes as select options, named in the UI language: "Name (CODE)". */
export function useSchemeOptions() {
  const lang = useLang();
  const schemes = useQuery({
    queryKey: [...RECOMMENDATIONS_KEY, 'schemes'],
    queryFn: async () => (await api.get<ActiveSchemes>('/recommendation/schemes')).data,
    staleTime: 5 * 60_000,
  });
  return (schemes.data ?? []).map((s) => ({ value: s.code, label: `${lang === 'en' ? s.name_en : s.name_id} (${s.code})` }));
}
