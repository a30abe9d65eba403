import { describe, expect, it } from 'vitest';
import { toRequestBody, validateRequest } from './request-form';

const school = '5b0a4c1e-2f7d-4c8a-9e3b-1d2c3b4a5f60';

describe('partnership request form (shared ZRequestPartnership, both languages)', () => {
  it('asks for at least one program and a message before anything is sent', () => {
    expect(validateRequest(school, { programs: [], message: '   ', pkl: false }, 'id')).toEqual({ programs: 'Wajib diisi', message: 'Wajib diisi' });
    expect(validateRequest(school, { programs: [], message: '', pkl: false }, 'en')).toEqual({ programs: 'Required', message: 'Required' });
  });

  it('refuses a message over 2,000 characters and a program that is not taught in an SMK', () => {
    const errors = validateRequest(school, { programs: ['rpl', 'astronomi'], message: 'x'.repeat(2001), pkl: false }, 'id');
    expect(errors).toEqual({ 'programs.1': 'Pilihan tidak valid', message: 'Maksimal 2000 karakter' });
    expect(validateRequest(school, { programs: ['rpl'], message: 'x'.repeat(2001), pkl: false }, 'en')).toEqual({
      message: 'At most 2000 characters',
    });
  });

  it('accepts a complete request and sends it trimmed', () => {
    const values = { programs: ['rpl', 'tkj'], message: '  PKL enam bulan  ', pkl: true };
    expect(validateRequest(school, values, 'en')).toEqual({});
    expect(toRequestBody(school, values)).toEqual({ school_id: school, programs: ['rpl', 'tkj'], message: 'PKL enam bulan', pkl: true });
  });
});
