import { describe, expect, it } from 'vitest';
import { cvSubject } from './cv-subject';

describe('whose CV the CV page shows', () => {
  it('staff without ?id pick a student: the page never asks for their own account’s profile', () => {
    for (const role of ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] as const) {
      expect(cvSubject(role, null, 'staff-own-id')).toBe('pick');
      expect(cvSubject(role, 'student-1', 'staff-own-id')).toEqual({ id: 'student-1' });
    }
  });

  it('a student reads their own CV once their account is known', () => {
    expect(cvSubject('siswa', null, 'me')).toEqual({ id: 'me' });
    expect(cvSubject('siswa', null, undefined)).toBe('wait');
    expect(cvSubject(undefined, null, undefined)).toBe('pick');
  });
});
