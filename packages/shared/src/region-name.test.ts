import { describe, expect, it } from 'vitest';
import { titleCaseRegion } from './region-name.js';

describe('titleCaseRegion', () => {
  it('title-cases names written in capitals, keeping acronyms and Roman numerals', () => {
    expect(titleCaseRegion('KOTA ADM. JAKARTA PUSAT')).toBe('Kota Adm. Jakarta Pusat');
    expect(titleCaseRegion('KOTA ADMINISTRASI JAKARTA PUSAT')).toBe('Kota Administrasi Jakarta Pusat');
    expect(titleCaseRegion('DKI JAKARTA')).toBe('DKI Jakarta');
    expect(titleCaseRegion('DI YOGYAKARTA')).toBe('DI Yogyakarta');
    expect(titleCaseRegion('DAERAH ISTIMEWA YOGYAKARTA')).toBe('Daerah Istimewa Yogyakarta');
    expect(titleCaseRegion('KABUPATEN TOLI-TOLI')).toBe('Kabupaten Toli-Toli');
    expect(titleCaseRegion('KOTA BANDUNG')).toBe('Kota Bandung');
    expect(titleCaseRegion('SIMPANG IV')).toBe('Simpang IV');
  });

  it('leaves names already in mixed case as written', () => {
    expect(titleCaseRegion('STM Hilir')).toBe('STM Hilir');
    expect(titleCaseRegion('Kuta Buloh II')).toBe('Kuta Buloh II');
    expect(titleCaseRegion("Sawang Ba'u")).toBe("Sawang Ba'u");
  });
});
