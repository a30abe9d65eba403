import { describe, expect, it } from 'vitest';
import { field } from '@jalurkarir/shared';
import { regionChildren, regionParent, toFormValues, toRequestBody } from './form-values';

const fields = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true }),
  field({ name: 'password', type: 'password', label: 'Kata Sandi' }),
  field({ name: 'height_cm', type: 'number', label: 'Tinggi' }),
  field({ name: 'gender', type: 'select', label: 'Jenis Kelamin', options: [] }),
  field({ name: 'programs', type: 'select', label: 'Program', options: [] }),
  field({ name: 'birth_date', type: 'date', label: 'Tanggal Lahir' }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi' }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi' }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kota' }),
  field({ name: 'village_code', type: 'region', region: 'village', label: 'Desa' }),
  field({ name: 'district_code', type: 'region', region: 'district', label: 'Kecamatan' }),
];

describe('form values', () => {
  it('starts empty for a new row, with arrays for multiple selects', () => {
    expect(toFormValues(fields, undefined, ['programs'])).toEqual({
      name: '',
      password: '',
      height_cm: '',
      gender: null,
      programs: [],
      birth_date: '',
      verified: false,
      province_code: null,
      city_code: null,
      village_code: null,
      district_code: null,
    });
  });

  it('takes a row for editing, never its password, and dates without time', () => {
    const values = toFormValues(fields, { name: 'Budi', password: 'x', height_cm: 170, birth_date: '2008-01-02T00:00:00Z', programs: ['RPL'] }, [
      'programs',
    ]);
    expect(values).toMatchObject({ name: 'Budi', password: '', height_cm: 170, birth_date: '2008-01-02', programs: ['RPL'] });
  });

  it('leaves empty fields out on create and clears them on update, but never sends an empty password', () => {
    const values = { ...toFormValues(fields, undefined, ['programs']), name: '  Budi ', gender: 'L' };
    expect(toRequestBody(fields, values, 'create')).toEqual({ name: 'Budi', gender: 'L', programs: [], verified: false });
    const update = toRequestBody(fields, values, 'update');
    expect(update).toMatchObject({ name: 'Budi', height_cm: null, birth_date: null, province_code: null });
    expect(update).not.toHaveProperty('password');
  });

  it('knows the region cascade whatever the field order', () => {
    expect(regionChildren(fields, 'province_code').sort()).toEqual(['city_code', 'district_code', 'village_code']);
    expect(regionChildren(fields, 'district_code')).toEqual(['village_code']);
    expect(regionChildren(fields, 'name')).toEqual([]);
    expect(regionParent(fields, fields[9]!)).toBe('district_code');
    expect(regionParent(fields, fields[7]!)).toBeUndefined();
  });
});
