import { describe, expect, it } from 'vitest';
import { studentProfiles, users } from '../db/schema.js';
import { snakeToCamel, toColumnValues } from './case.js';

describe('toColumnValues: the one API-name → column mapping', () => {
  it('renames API names to property keys and leaves undefined values out', () => {
    expect(snakeToCamel('birth_date')).toBe('birthDate');
    expect(toColumnValues(studentProfiles, { birth_date: '2008-01-02', class_name: 'XII', program: undefined })).toEqual({
      birthDate: '2008-01-02',
      className: 'XII',
    });
  });

  it('takes only the listed names, and accepts server-computed property keys', () => {
    const values = { name: 'Ana', school_id: 's1', birth_date: '2008-01-02', passwordHash: 'h', password: 'secret' };
    expect(toColumnValues(users, values, ['name', 'school_id', 'passwordHash'])).toEqual({ name: 'Ana', schoolId: 's1', passwordHash: 'h' });
  });

  it('throws for a name that is no column, instead of dropping it silently', () => {
    expect(() => toColumnValues(users, { nmae: 'typo' })).toThrow(/"nmae" is not a column/);
  });
});
