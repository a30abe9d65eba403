import type { COMPANY_STUDENT_VIEW_KEYS } from './privacy.js';

/** The projection's fields as the consent page lists them ("exactly which data will be shared"). */
export const SHARED_WITH_COMPANIES: readonly { key: (typeof COMPANY_STUDENT_VIEW_KEYS)[number]; id: string; en: string }[] = [
  {
    key: 'displayName',
    id: 'Nama depan dan inisial nama belakang (mis. "Andi P.")',
    en: 'First name and the initial of the last name (e.g. "Andi P.")',
  },
  { key: 'program', id: 'Program keahlian (jurusan)', en: 'Study program (major)' },
  { key: 'grade', id: 'Kelas (tingkat)', en: 'Grade' },
  { key: 'schoolCity', id: 'Kota/kabupaten sekolah', en: 'City or regency of the school' },
  { key: 'skills', id: 'Keterampilan', en: 'Skills' },
  { key: 'testResults', id: 'Hasil tes di JalurKarir', en: 'Results of tests taken in JalurKarir' },
  { key: 'certificates', id: 'Hasil sertifikasi kompetensi', en: 'Competency certificate results' },
];

/** What is never shared before the student applies, as the consent page lists it. */
export const NEVER_SHARED_LIST: readonly { id: string; en: string }[] = [
  { id: 'Nama lengkap, email, nomor telepon, dan NISN', en: 'Full name, e-mail, phone number and NISN' },
  { id: 'Alamat dan tempat/tanggal lahir', en: 'Address, place and date of birth' },
  { id: 'Agama, jenis kelamin, status perkawinan', en: 'Religion, gender, marital status' },
  { id: 'Tinggi badan, berat badan, dan foto', en: 'Height, weight and photo' },
  { id: 'Data orang tua/wali', en: "Parents' and guardian's data" },
];
