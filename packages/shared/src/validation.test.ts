import { describe, expect, it } from 'vitest';
import { ZSignup } from './models/auth.js';
import { ZCreateSchool } from './models/school.js';
import { issuesToFieldErrors } from './validation.js';
import { normalizeLang } from './errors.js';

describe('field messages', () => {
  it('speaks both languages with the same keys the API uses', () => {
    const input = { name: '', email: 'bukan-email', password: 'pendek', role: 'siswa', nisn: '12' };
    const result = ZSignup.safeParse(input);
    expect(result.success).toBe(false);
    const id = issuesToFieldErrors(result.error!.issues, 'id', input);
    const en = issuesToFieldErrors(result.error!.issues, 'en', input);
    expect(id).toEqual({
      name: 'Wajib diisi',
      email: 'Format email tidak valid',
      password: 'Kata sandi minimal 8 karakter',
      nisn: 'NISN harus 10 digit angka',
      school_id: 'Pilih sekolah',
    });
    expect(Object.keys(en)).toEqual(Object.keys(id));
    expect(en.nisn).toBe('NISN must be 10 digits');
  });

  it('reports missing values as required and wrong types as such', () => {
    const input = { npsn: 12345678, name: 'SMK' };
    const result = ZCreateSchool.safeParse(input);
    const errors = issuesToFieldErrors(result.error!.issues, 'en', input);
    expect(errors.npsn).toBe('Wrong type of value');
    expect(errors.status).toBe('Required');
  });

  it('reports unknown keys by name', () => {
    const result = ZCreateSchool.safeParse({
      npsn: '12345678',
      name: 'SMK',
      status: 'negeri',
      education_level: 'SMK',
      ownership_status: 'yayasan',
      role: 'admin',
    });
    expect(issuesToFieldErrors(result.error!.issues, 'id')).toEqual({ role: 'Kolom tidak dikenal' });
  });

  it('rejects a permit before establishment', () => {
    const result = ZCreateSchool.safeParse({
      npsn: '12345678',
      name: 'SMK',
      status: 'negeri',
      education_level: 'SMK',
      ownership_status: 'yayasan',
      establishment_date: '2020-01-02',
      permit_date: '2020-01-01',
    });
    expect(issuesToFieldErrors(result.error!.issues, 'en')).toEqual({
      permit_date: 'The operating permit date cannot be before the establishment date',
    });
  });

  it('stores any language other than id as en', () => {
    expect(normalizeLang('id')).toBe('id');
    for (const v of ['en', 'fr', '', null, undefined, 'ID']) expect(normalizeLang(v)).toBe('en');
  });
});
