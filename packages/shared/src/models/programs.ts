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

/** The programs' English names: what the web's catalogue shows for each Indonesian label, and what the API writes in English sentences and spreadsheets. */
export const VOCATIONAL_PROGRAM_LABELS_EN: Record<VocationalProgram, string> = {
  rpl: 'Software Engineering',
  tkj: 'Computer and Network Engineering',
  dkv: 'Visual Communication Design',
  akl: 'Institutional Accounting and Finance',
  otkp: 'Office Automation and Management',
  bdp: 'Online Business and Marketing',
  tkr: 'Light Vehicle Engineering',
  tbsm: 'Motorcycle Engineering and Business',
  titl: 'Electrical Power Installation',
  tbg: 'Culinary Arts',
  phtl: 'Hospitality',
  upw: 'Tourism Services',
};
