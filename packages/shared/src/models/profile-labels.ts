import type { VocationalProgram } from './programs.js';

/** The profile's fixed vocabularies, their names and the skill suggestions (zod-free: the CV shows them). */
export const RELATION_TYPES = ['ayah', 'ibu', 'wali', 'kakak', 'kakek', 'nenek', 'paman', 'bibi', 'lainnya'] as const;
export const RELATION_TYPE_LABELS: Record<(typeof RELATION_TYPES)[number], string> = {
  ayah: 'Ayah',
  ibu: 'Ibu',
  wali: 'Wali',
  kakak: 'Kakak',
  kakek: 'Kakek',
  nenek: 'Nenek',
  paman: 'Paman',
  bibi: 'Bibi',
  lainnya: 'Lainnya',
};
export const LIVING_STATUSES = ['alive', 'deceased'] as const;
export const LIVING_STATUS_LABELS = { alive: 'Masih Hidup', deceased: 'Sudah Meninggal' };
export const SCHOOLING_LEVELS = ['sd', 'smp', 'sma', 'smk', 'd3', 'd4', 's1'] as const;
export const SCHOOLING_LEVEL_LABELS: Record<(typeof SCHOOLING_LEVELS)[number], string> = {
  sd: 'SD/MI',
  smp: 'SMP/MTs',
  sma: 'SMA/MA',
  smk: 'SMK/MAK',
  d3: 'D3',
  d4: 'D4',
  s1: 'S1',
};
export const ACCREDITATIONS = ['A', 'B', 'C', 'none'] as const;
export const ACCREDITATION_LABELS = { A: 'A (Unggul)', B: 'B (Baik)', C: 'C (Cukup)', none: 'Belum Terakreditasi' };
export const AWARD_LEVELS = ['sekolah', 'kota', 'provinsi', 'nasional', 'internasional'] as const;
export const AWARD_LEVEL_LABELS: Record<(typeof AWARD_LEVELS)[number], string> = {
  sekolah: 'Sekolah',
  kota: 'Kabupaten/Kota',
  provinsi: 'Provinsi',
  nasional: 'Nasional',
  internasional: 'Internasional',
};
/** 'pkl' = praktik kerja lapangan / prakerin (summed as PKL months by matching), 'work' = a job. */
export const EXPERIENCE_KINDS = ['pkl', 'work'] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];
export const EXPERIENCE_KIND_LABELS = { pkl: 'PKL/Prakerin', work: 'Pekerjaan' };
export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'fluent', 'native'] as const;
export const LANGUAGE_LEVEL_LABELS = { basic: 'Dasar', intermediate: 'Menengah', fluent: 'Lancar', native: 'Bahasa Ibu' };

/** The shared skill vocabulary: suggestions per program, plus general skills for everyone. Free tags are allowed too. */
export const GENERAL_SKILLS = [
  'Microsoft Word',
  'Microsoft Excel',
  'Microsoft PowerPoint',
  'Google Workspace',
  'Komunikasi',
  'Kerja Tim',
  'Bahasa Inggris',
  'Pelayanan Pelanggan',
  'Manajemen Waktu',
  'Public Speaking',
] as const;
export const PROGRAM_SKILLS: Record<VocationalProgram, readonly string[]> = {
  rpl: ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'PHP', 'Laravel', 'MySQL', 'React', 'Git', 'Java', 'Python', 'Flutter', 'UI/UX'],
  tkj: ['Jaringan Komputer', 'Mikrotik', 'Cisco', 'Linux', 'Fiber Optik', 'Troubleshooting Hardware', 'Windows Server', 'CCTV'],
  dkv: ['Adobe Photoshop', 'Adobe Illustrator', 'CorelDRAW', 'Figma', 'Fotografi', 'Videografi', 'Adobe Premiere'],
  akl: ['Akuntansi Dasar', 'MYOB', 'Accurate', 'Perpajakan', 'Spreadsheet Keuangan', 'Administrasi Kas'],
  otkp: ['Kearsipan', 'Korespondensi', 'Mengetik Cepat', 'Administrasi Perkantoran', 'Resepsionis'],
  bdp: ['Digital Marketing', 'Marketplace', 'Copywriting', 'Media Sosial', 'Penjualan', 'Kasir'],
  tkr: ['Servis Berkala', 'Sistem Rem', 'Sistem Kelistrikan Otomotif', 'Engine Tune Up', 'Scan Tool'],
  tbsm: ['Servis Sepeda Motor', 'Injeksi Sepeda Motor', 'Kelistrikan Sepeda Motor'],
  titl: ['Instalasi Listrik', 'PLC', 'Panel Listrik', 'Motor Listrik', 'K3 Listrik'],
  tbg: ['Pengolahan Makanan', 'Pastry', 'Sanitasi dan Higiene', 'Tata Hidang'],
  phtl: ['Front Office', 'Housekeeping', 'Food and Beverage Service', 'Reservasi'],
  upw: ['Pemanduan Wisata', 'Tiket dan Reservasi', 'Perencanaan Perjalanan'],
};

/** Skill suggestions for a program (general skills last), optionally filtered by a search text. */
export function skillSuggestions(program: VocationalProgram | null | undefined, search = ''): string[] {
  const all = [...(program ? PROGRAM_SKILLS[program] : Object.values(PROGRAM_SKILLS).flat()), ...GENERAL_SKILLS];
  const q = search.trim().toLocaleLowerCase('id');
  return [...new Set(all)].filter((s) => !q || s.toLocaleLowerCase('id').includes(q));
}
