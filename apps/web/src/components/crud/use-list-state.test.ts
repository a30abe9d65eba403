import { describe, expect, it } from 'vitest';
import { nextSort, parseListState, toListParams } from './use-list-state';

describe('list state in the URL', () => {
  it('reads search, page, sort and known filters; ignores bad values', () => {
    const state = parseListState(new URLSearchParams('search=budi&page=3&sort_by=name&sort_type=desc&role=siswa&other=x'), ['role']);
    expect(state).toEqual({ search: 'budi', page: 3, sort_by: 'name', sort_type: 'desc', filters: { role: 'siswa' } });
    expect(parseListState(new URLSearchParams('page=-2&sort_type=sideways'), [])).toMatchObject({ page: 1, sort_type: '' });
    expect(parseListState(new URLSearchParams('page=abc'), []).page).toBe(1);
  });

  it('turns the state into the API list query, leaving empty values out', () => {
    expect(toListParams({ search: '', page: 1, sort_by: '', sort_type: '', filters: {} }, 10)).toEqual({
      search: undefined,
      page: 1,
      per_page: 10,
      sort_by: undefined,
      sort_type: undefined,
    });
    expect(toListParams({ search: 'x', page: 2, sort_by: 'name', sort_type: '', filters: { grade: '12' } }, 25)).toEqual({
      search: 'x',
      page: 2,
      per_page: 25,
      sort_by: 'name',
      sort_type: 'asc',
      grade: '12',
    });
  });

  it('cycles a column through ascending, descending and the default order', () => {
    expect(nextSort({ sort_by: '', sort_type: '' }, 'name')).toEqual({ sort_by: 'name', sort_type: 'asc' });
    expect(nextSort({ sort_by: 'name', sort_type: 'asc' }, 'name')).toEqual({ sort_by: 'name', sort_type: 'desc' });
    expect(nextSort({ sort_by: 'name', sort_type: 'desc' }, 'name')).toEqual({ sort_by: '', sort_type: '' });
    expect(nextSort({ sort_by: 'name', sort_type: 'desc' }, 'email')).toEqual({ sort_by: 'email', sort_type: 'asc' });
  });
});
