import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per page of every list. */
export const PER_PAGE = 10;

export type SortType = 'asc' | 'desc' | '';

export interface ListState {
  search: string;
  page: number;
  sort_by: string;
  sort_type: SortType;
  /** Extra list filters (e.g. `role` for users, `program` for students), by query name. */
  filters: Record<string, string>;
}

/** Reads the list state from the URL's query: a bad page number is page 1, an unknown sort type none. */
export function parseListState(params: URLSearchParams, filterNames: readonly string[]): ListState {
  const page = Number(params.get('page'));
  const sortType = params.get('sort_type');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort_by: params.get('sort_by') ?? '',
    sort_type: sortType === 'asc' || sortType === 'desc' ? sortType : '',
    filters,
  };
}

/** The list query the API takes (spec §7: search, page, sort_by, sort_type + model filters); empty values are left out. */
export function toListParams(state: ListState, perPage: number): Record<string, string | number | undefined> {
  return {
    search: state.search || undefined,
    page: state.page,
    per_page: perPage,
    sort_by: state.sort_by || undefined,
    sort_type: state.sort_by ? state.sort_type || 'asc' : undefined,
    ...state.filters,
  };
}

/** Clicking a column: ascending, then descending, then back to the default order. */
export function nextSort(state: Pick<ListState, 'sort_by' | 'sort_type'>, column: string): Pick<ListState, 'sort_by' | 'sort_type'> {
  if (state.sort_by !== column) return { sort_by: column, sort_type: 'asc' };
  if (state.sort_type !== 'desc') return { sort_by: column, sort_type: 'desc' };
  return { sort_by: '', sort_type: '' };
}

/**
 * The list's search, page, sort and filters kept in the URL (`#/md-student?search=budi&page=2`),
 * so back/forward and reload keep the page. Changing the search, sort or a filter goes back to page 1.
 */
export function useListState(filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => parseListState(params, filterNames), [params, key]);

  const update = useCallback(
    (patch: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | null> }, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | number | null | undefined) => {
            if (value === undefined) return;
            if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
          };
          const resetsPage = patch.search !== undefined || patch.sort_by !== undefined || patch.filters !== undefined;
          set('search', patch.search);
          set('sort_by', patch.sort_by);
          set('sort_type', patch.sort_type);
          for (const [name, value] of Object.entries(patch.filters ?? {})) set(name, value);
          set('page', patch.page ?? (resetsPage ? 1 : undefined));
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return [state, update] as const;
}
