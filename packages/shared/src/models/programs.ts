/**
 * Vocational programs (kompetensi keahlian) used by students and job openings. Codes are stable;
 * labels are Indonesian phrases translated by the web catalog.
 */
export const VOCATIONAL_PROGRAMS = ['rpl', 'tkj', 'dkv', 'akl', 'otkp', 'bdp', 'tkr', 'tbsm', 'titl', 'tbg', 'phtl', 'upw'] as const;
export type VocationalProgram = (typeof VOCATIONAL_PROGRAMS)[number];

export const VOCATIONAL_PROGRAM_LABELS: Record<VocationalProgram, string> = {
  rpl: 'Rekayasa Perangkat Lunak',
  tkj: 'Teknik Komputer dan Jaringan',
  dkv: 'Desain Komunikasi Visual',
  akl: 'Akuntansi dan Keuangan Lembaga',
  otkp: 'Otomatisasi dan Tata Kelola Perkantoran',
  bdp: 'Bisnis Daring dan Pemasaran',
  tkr: 'Teknik Kendaraan Ringan',
  tbsm: 'Teknik dan Bisnis Sepeda Motor',
  titl: 'Teknik Instalasi Tenaga Listrik',
  tbg: 'Tata Boga',
  phtl: 'Perhotelan',
  upw: 'Usaha Layanan Pariwisata',
};
