import { useSearchParams } from 'react-router';
import { VOCATIONAL_PROGRAMS, type TOutcomeFilters } from '@jalurkarir/shared';

const KEYS = ['school_id', 'province_code', 'graduation_year', 'program', 'class_name'] as const;

/** The filters as a URL query, so a filtered dashboard or list survives a reload and can be linked to. */
export function filtersFromQuery(query: URLSearchParams): TOutcomeFilters {
  const filters: TOutcomeFilters = {};
  const year = Number(query.get('graduation_year'));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) filters.graduation_year = year;
  const program = VOCATIONAL_PROGRAMS.find((p) => p === query.get('program'));
  if (program) filters.program = program;
  for (const key of ['school_id', 'province_code', 'class_name'] as const) {
    const value = query.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The filters of the page's URL, and a setter that writes them back (other query keys kept). */
export function useOutcomeFilters(): [
  TOutcomeFilters,
  (next: TOutcomeFilters) => void,
  URLSearchParams,
  (key: string, value: string | null) => void,
] {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const setFilters = (next: TOutcomeFilters) => {
    const params = new URLSearchParams(query);
    for (const key of KEYS) {
      const value = next[key];
      if (value === undefined || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    params.delete('page');
    setQuery(params, { replace: true });
  };
  const setParam = (key: string, value: string | null) => {
    const params = new URLSearchParams(query);
    if (value === null) params.delete(key);
    else params.set(key, value);
    setQuery(params);
  };
  return [filters, setFilters, query, setParam];
}
