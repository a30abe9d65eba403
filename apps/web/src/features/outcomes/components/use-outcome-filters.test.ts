import { describe, expect, it } from 'vitest';
import { filtersFromQuery } from './use-outcome-filters';

describe('outcome filters in the URL', () => {
  it('reads a year, a known program, a class group and the Admin’s school and province', () => {
    const query = new URLSearchParams('graduation_year=2025&program=rpl&class_name=XII RPL 1&province_code=31&school_id=abc');
    expect(filtersFromQuery(query)).toEqual({
      graduation_year: 2025,
      program: 'rpl',
      class_name: 'XII RPL 1',
      province_code: '31',
      school_id: 'abc',
    });
  });

  it('drops what the API would refuse: a year out of range, an unknown program', () => {
    expect(filtersFromQuery(new URLSearchParams('graduation_year=25&program=xyz'))).toEqual({});
  });
});
