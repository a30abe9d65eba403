import type { Lang } from './errors.js';
import { VOCATIONAL_PROGRAM_LABELS, VOCATIONAL_PROGRAM_LABELS_EN, VOCATIONAL_PROGRAMS } from './models/programs.js';

/**
 * Words of the spreadsheets that the API writes itself (import template headers, the allowed
 * values sheet, the master-data exports' headings and option values, messages about the file).
 * Labels are the models' Indonesian field labels; their English is the web catalogue's
 * (apps/web/src/locales — spreadsheet-import.test.ts keeps the two equal, and
 * apps/api/test/model-definitions.test.ts that every exported field label and option is here).
 */
export const IMPORT_PHRASES_EN: Record<string, string> = {
  NPSN: 'NPSN',
  NISN: 'NISN',
  NUPTK: 'NUPTK',
  Nama: 'Name',
  Email: 'Email',
  Telepon: 'Phone',
  'Kompetensi Keahlian': 'Vocational program',
  Kelas: 'Grade',
  Rombel: 'Class group',
  'Tempat Lahir': 'Place of birth',
  'Tanggal Lahir': 'Date of birth',
  'Jenis Kelamin': 'Gender',
  Agama: 'Religion',
  'Status Pernikahan': 'Marital status',
  'Tinggi Badan (cm)': 'Height (cm)',
  'Berat Badan (kg)': 'Weight (kg)',
  Hobi: 'Hobby',
  Kewarganegaraan: 'Citizenship',
  Provinsi: 'Province',
  'Kabupaten/Kota': 'Regency/City',
  Kecamatan: 'District',
  'Desa/Kelurahan': 'Village',
  Alamat: 'Address',
  'Mata Pelajaran': 'Subject',
  'Status Kepegawaian': 'Employment status',
  ...Object.fromEntries(VOCATIONAL_PROGRAMS.map((code) => [VOCATIONAL_PROGRAM_LABELS[code], VOCATIONAL_PROGRAM_LABELS_EN[code]])),
  'Laki-laki': 'Male',
  Perempuan: 'Female',
  Islam: 'Islam',
  Kristen: 'Protestantism',
  Katolik: 'Catholicism',
  Hindu: 'Hinduism',
  Buddha: 'Buddhism',
  Khonghucu: 'Confucianism',
  Lainnya: 'Other',
  'Belum Menikah': 'Single',
  Menikah: 'Married',
  WNI: 'Indonesian citizen (WNI)',
  WNA: 'Foreign citizen (WNA)',
  PNS: 'Civil servant (PNS)',
  PPPK: 'Contract civil servant (PPPK)',
  'Guru Tetap Yayasan': 'Permanent foundation teacher',
  'Guru Tidak Tetap': 'Non-permanent teacher',
  Honorer: 'Contract (honorary)',
  // The other field labels and option labels of the master-data exports.
  Peran: 'Role',
  Admin: 'Administrator',
  'Admin Sekolah': 'School Administrator',
  'Kepala Sekolah': 'Headmaster',
  Guru: 'Teacher',
  Siswa: 'Student',
  Asesor: 'Assessor',
  'Admin Perusahaan': 'Company Administrator',
  Sekolah: 'School',
  Perusahaan: 'Company',
  Status: 'Status',
  Aktif: 'Active',
  'Tidak Aktif': 'Inactive',
  Terverifikasi: 'Verified',
  Dibuat: 'Created',
  'Nama Sekolah': 'School name',
  Negeri: 'Public',
  Swasta: 'Private',
  'Jenjang Pendidikan': 'Education level',
  SMK: 'SMK',
  MAK: 'MAK',
  SMA: 'SMA',
  MA: 'MA',
  'Status Kepemilikan': 'Ownership status',
  'Pemerintah Pusat': 'Central government',
  'Pemerintah Daerah': 'Regional government',
  Yayasan: 'Foundation',
  'SK Pendirian': 'Establishment decree',
  'Tanggal Pendirian': 'Date of establishment',
  'Tanggal SK Izin Operasional': 'Operating permit decree date',
  'Nama Perusahaan': 'Company name',
  'Bidang Usaha': 'Business sector',
  'Menunggu Persetujuan': 'Awaiting approval',
  Disetujui: 'Approved',
  'Jumlah Karyawan': 'Number of employees',
  'Situs Web': 'Website',
  Deskripsi: 'Description',
  'Deskripsi (bahasa Inggris)': 'Description (English)',
  'Benefit bagi karyawan': 'Employee benefits',
  'Benefit bagi karyawan (bahasa Inggris)': 'Employee benefits (English)',
  'Seperti apa PKL atau kerja pertama di sini': 'What a PKL or a first job here is like',
  'Seperti apa PKL atau kerja pertama di sini (bahasa Inggris)': 'What a PKL or a first job here is like (English)',
  Narahubung: 'Contact person',
  'Telepon Narahubung': "Contact person's phone",
  'Email Narahubung': "Contact person's e-mail",
  Logo: 'Logo',
  Kode: 'Code',
  Simbol: 'Symbol',
  Desimal: 'Decimals',
  Bawaan: 'Default',
  Judul: 'Title',
  Draf: 'Draft',
  Dibuka: 'Open',
  Ditutup: 'Closed',
  'Jenis Kontrak': 'Contract type',
  'Penuh Waktu': 'Full time',
  'Paruh Waktu': 'Part time',
  Kontrak: 'Contract',
  Magang: 'Internship',
  Pemagangan: 'Apprenticeship',
  'Jenjang Karier': 'Career level',
  'Lulusan Baru': 'Fresh graduate',
  Junior: 'Junior',
  Staf: 'Staff',
  Supervisor: 'Supervisor',
  Kualifikasi: 'Qualification',
  'SMK/Sederajat': 'SMK or equivalent',
  D1: 'D1 (one-year diploma)',
  D3: 'D3 (three-year diploma)',
  S1: "S1 (bachelor's degree)",
  'Gaji Dari': 'Salary from',
  'Gaji Sampai': 'Salary up to',
  'Mata Uang': 'Currency',
  'Pengalaman Minimal (tahun)': 'Minimum experience (years)',
  'Pengalaman Maksimal (tahun)': 'Maximum experience (years)',
  'Jam Kerja': 'Working hours',
  Kuota: 'Quota',
  'Batas Lamaran': 'Application deadline',
  'Kode Minat (RIASEC)': 'Interest Code (RIASEC)',
  'Sekolah Mitra': 'Partner schools',
  'Terbuka untuk semua sekolah': 'Open to every school',
  'Prioritaskan sekolah mitra': 'Give priority to partner schools',
  'Hanya sekolah mitra': 'Partner schools only',
  X: 'X',
  XI: 'XI',
  XII: 'XII',
  XIII: 'XIII',
  'Mulai Menjabat': 'Term start',
  'Nomor Registrasi': 'Registration number',
  'Bidang Keahlian': 'Field of expertise',
  'Lembaga Sertifikasi': 'Certification body',
  'Sertifikat Berlaku Sampai': 'Certificate valid until',
  Hubungan: 'Relationship',
  Ayah: 'Father',
  Ibu: 'Mother',
  Wali: 'Guardian',
  Kakak: 'Older sibling',
  Kakek: 'Grandfather',
  Nenek: 'Grandmother',
  Paman: 'Uncle',
  Bibi: 'Aunt',
  'Masih Hidup': 'Living',
  'Sudah Meninggal': 'Deceased',
  'Pekerjaan Saat Ini': 'Current job',
  'Wali Siswa': 'Guardian',
  Jenjang: 'Level',
  'SD/MI': 'Primary school (SD/MI)',
  'SMP/MTs': 'Junior high school (SMP/MTs)',
  'SMA/MA': 'Senior high school (SMA/MA)',
  'SMK/MAK': 'Vocational high school (SMK/MAK)',
  D4: 'D4 (Applied Bachelor)',
  Jurusan: 'Major',
  'Masih Bersekolah': 'Still studying here',
  Akreditasi: 'Accreditation',
  'A (Unggul)': 'A (Excellent)',
  'B (Baik)': 'B (Good)',
  'C (Cukup)': 'C (Fair)',
  'Belum Terakreditasi': 'Not accredited',
  'Nomor Ijazah': 'Certificate (ijazah) number',
  'Tanggal Ijazah': 'Certificate (ijazah) date',
  'Gelar Depan': 'Title (before name)',
  'Gelar Belakang': 'Degree (after name)',
  'Tahun Masuk': 'Year started',
  'Tahun Lulus': 'Year finished',
  'Nama Kursus/Pelatihan': 'Course/training name',
  Tempat: 'Place',
  'Lembaga Penyelenggara': 'Organizing institute',
  'Tanggal Mulai': 'Start date',
  'Tanggal Selesai': 'End date',
  'Nama Penghargaan': 'Award name',
  Tingkat: 'Grade',
  Nasional: 'National',
  Internasional: 'International',
  'Tahun Diperoleh': 'Year received',
  Penyelenggara: 'Organizer',
  'Nomor SK': 'Decision letter (SK) number',
  'Tanggal SK': 'Decision letter (SK) date',
  Jenis: 'Type',
  'PKL/Prakerin': 'Work placement (PKL)',
  Pekerjaan: 'Jobs',
  Posisi: 'Position',
  'Masih Bekerja': 'Still working here',
  Keterampilan: 'Skills',
  Tautan: 'Link',
};

/** An Indonesian import phrase in the request's language. */
export function importPhrase(phrase: string, lang: Lang): string {
  return lang === 'id' ? phrase : (IMPORT_PHRASES_EN[phrase] ?? phrase);
}

/**
 * A header or a typed value compared loosely: accents, case, spaces and punctuation do not
 * matter, so "Tanggal Lahir", "TANGGAL LAHIR *" and "tanggal_lahir" are one key.
 */
export function looseKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** What a refused upload turned out to be (from its first bytes). */
export type UploadKind = 'empty' | 'image' | 'pdf' | 'xls' | 'archive' | 'binary' | 'utf16' | 'corrupt_xlsx';

const UPLOAD_KIND_TEXT: Record<UploadKind, Record<Lang, string>> = {
  empty: { id: 'Berkas kosong (0 bita).', en: 'The file is empty (0 bytes).' },
  image: { id: 'Berkas ini adalah gambar, bukan spreadsheet.', en: 'This file is an image, not a spreadsheet.' },
  pdf: { id: 'Berkas ini adalah PDF, bukan spreadsheet.', en: 'This file is a PDF, not a spreadsheet.' },
  xls: {
    id: 'Berkas ini berformat Excel lama (.xls, Excel 97–2003) yang tidak didukung; simpan ulang sebagai "Excel Workbook (.xlsx)".',
    en: 'This file is an old Excel file (.xls, Excel 97–2003), which is not supported; save it again as "Excel Workbook (.xlsx)".',
  },
  archive: {
    id: 'Berkas ini berisi arsip ZIP atau dokumen lain, bukan buku kerja Excel.',
    en: 'This file is a ZIP archive or another document, not an Excel workbook.',
  },
  corrupt_xlsx: {
    id: 'Berkas .xlsx ini rusak atau tidak lengkap sehingga tidak bisa dibaca; buka di Excel dan simpan ulang.',
    en: 'This .xlsx file is damaged or incomplete and cannot be read; open it in Excel and save it again.',
  },
  binary: { id: 'Berkas ini bukan teks CSV maupun buku kerja Excel.', en: 'This file is neither CSV text nor an Excel workbook.' },
  utf16: {
    id: 'Berkas teks ini memakai UTF-16; simpan ulang sebagai "CSV UTF-8 (dipisahkan koma)".',
    en: 'This text file is UTF-16; save it again as "CSV UTF-8 (comma delimited)".',
  },
};

const UPLOAD_WHAT_TO_DO: Record<Lang, string> = {
  id: 'Unggah templat yang sudah diisi, sebagai Excel (.xlsx) atau CSV.',
  en: 'Upload the filled-in template as Excel (.xlsx) or CSV.',
};

function list(items: readonly string[], lang: Lang, or = false): string {
  if (items.length < 2) return items.join('');
  const word = or ? (lang === 'id' ? 'atau' : 'or') : lang === 'id' ? 'dan' : 'and';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

const quoted = (items: readonly string[]) => items.map((s) => `"${s}"`);

/** Messages of the spreadsheet import that carry details (both languages at the source). */
export const IMPORT_MESSAGES = {
  /** A file that is not a spreadsheet: what it is, then what to upload. */
  notSpreadsheet: (kind: UploadKind, lang: Lang) => `${UPLOAD_KIND_TEXT[kind][lang]} ${UPLOAD_WHAT_TO_DO[lang]}`,
  noHeader: (lang: Lang) =>
    lang === 'id'
      ? 'Baris pertama lembar pertama harus berisi judul kolom seperti pada templat.'
      : 'The first row of the first sheet must hold the column headers, as in the template.',
  noRows: (lang: Lang) =>
    lang === 'id' ? 'Berkas tidak berisi data: isi baris di bawah judul kolom.' : 'The file holds no data: fill in the rows below the headers.',
  tooManyRows: (max: number, lang: Lang) =>
    lang === 'id' ? `Maksimal ${max} baris per berkas; bagi menjadi beberapa berkas.` : `At most ${max} rows per file; split it into several files.`,
  missingColumns: (names: readonly string[], lang: Lang) =>
    lang === 'id'
      ? `Kolom ${list(quoted(names), lang)} wajib ada. Gunakan templat; judul kolom boleh berbahasa Indonesia atau Inggris.`
      : `The column${names.length > 1 ? 's' : ''} ${list(quoted(names), lang)} ${names.length > 1 ? 'are' : 'is'} required. Use the template; headers may be in Indonesian or English.`,
  sameAsRow: (row: string, lang: Lang) => (lang === 'id' ? `Sama dengan baris ${row}` : `Same as row ${row}`),
  regionNotFound: (value: string, closest: readonly string[], lang: Lang) => {
    const base = lang === 'id' ? `"${value}" tidak ditemukan` : `"${value}" was not found`;
    if (!closest.length) return base;
    return `${base}; ${lang === 'id' ? 'mungkin maksud Anda' : 'did you mean'} ${list(quoted(closest), lang, true)}?`;
  },
  regionAmbiguous: (value: string, matches: readonly string[], lang: Lang) =>
    lang === 'id'
      ? `"${value}" cocok dengan beberapa wilayah: ${list(quoted(matches), lang)}; tulis nama lengkapnya`
      : `"${value}" matches several areas: ${list(quoted(matches), lang)}; write the full name`,
};
