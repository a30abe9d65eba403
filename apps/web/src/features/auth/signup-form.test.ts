import { describe, expect, it } from 'vitest';
import { findCompany, toSignupBody, validateRegister, type RegisterValues } from './signup-form';

const companies = [{ id: '11111111-1111-4111-8111-111111111111', name: 'PT Nusantara Teknologi Digital' }];
const base: RegisterValues = {
  name: 'Budi',
  email: 'budi@example.id',
  password: 'Password123!',
  password_confirmation: 'Password123!',
  role: 'siswa',
  school_id: '22222222-2222-4222-8222-222222222222',
  nisn: '0061234599',
  company: 'PT Lain',
};

describe('sign-up body', () => {
  it('sends a student’s school and NISN, nothing of a company', () => {
    expect(toSignupBody(base, companies)).toEqual({
      name: 'Budi',
      email: 'budi@example.id',
      password: 'Password123!',
      role: 'siswa',
      school_id: base.school_id,
      nisn: '0061234599',
    });
  });

  it('picks an existing company by name (case and spaces ignored), or names a new one', () => {
    const admin = { ...base, role: 'admin_perusahaan' as const };
    expect(toSignupBody({ ...admin, company: '  pt nusantara  teknologi digital ' }, companies)).toMatchObject({ company_id: companies[0]!.id });
    const fresh = toSignupBody({ ...admin, company: 'PT Baru Sekali' }, companies);
    expect(fresh).toMatchObject({ company_name: 'PT Baru Sekali' });
    expect(fresh).not.toHaveProperty('school_id');
    expect(findCompany(companies, '')).toBeUndefined();
  });
});

describe('sign-up validation (shared ZSignup, both languages)', () => {
  it('asks a student for school and NISN', () => {
    const errors = validateRegister({ ...base, school_id: null, nisn: '' }, companies, 'id');
    expect(errors.school_id).toBe('Pilih sekolah');
    expect(errors.nisn).toBe('Wajib diisi');
    expect(validateRegister({ ...base, nisn: '123' }, companies, 'en').nisn).toBe('NISN must be 10 digits');
  });

  it('asks a company admin for the company name', () => {
    const errors = validateRegister({ ...base, role: 'admin_perusahaan', company: '' }, companies, 'en');
    expect(errors.company).toBe('Enter the company name');
  });

  it('checks e-mail, password length and confirmation', () => {
    const errors = validateRegister({ ...base, email: 'nope', password: 'short', password_confirmation: 'other' }, companies, 'id');
    expect(errors.email).toBe('Format email tidak valid');
    expect(errors.password).toBe('Kata sandi minimal 8 karakter');
    expect(errors.password_confirmation).toBe('Konfirmasi kata sandi tidak sama');
  });

  it('accepts a complete student', () => {
    expect(validateRegister(base, companies, 'en')).toEqual({});
  });
});

describe('an empty sign-up form', () => {
  it('names every missing field at once, the role’s own ones included', () => {
    const empty: RegisterValues = {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      role: 'siswa',
      school_id: null,
      nisn: '',
      company: '',
    };
    expect(Object.keys(validateRegister(empty, [], 'en')).sort()).toEqual([
      'email',
      'name',
      'nisn',
      'password',
      'password_confirmation',
      'school_id',
    ]);
    const company = validateRegister({ ...empty, role: 'admin_perusahaan' }, [], 'id');
    expect(company.company).toBe('Isi nama perusahaan');
    expect(company).not.toHaveProperty('school_id');
  });
});
