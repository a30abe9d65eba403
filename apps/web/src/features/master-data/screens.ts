import type { ModelName, Role } from '@jalurkarir/shared';
import type { CellDisplay } from '../../components/crud/cell-value';
import { tk } from '../../lib/phrase';

/**
 * The master-data screens (spec §2 routes): which API model each route runs and the few ways it
 * differs from the generic screen. Everything else — columns, form inputs, validation, sorting —
 * comes from the model's field metadata (`GET /{model}/field`) and its shared zod schemas
 * (screen-schemas.ts: only the form loads them, so a list does not download and build zod).
 */
export interface MasterDataScreen {
  path: string;
  model: ModelName;
  title: string;
  description: string;
  /** List filters the API takes for this model (field names, or `verified`). */
  filters?: readonly string[];
  /** Select fields holding several values. */
  multiple?: readonly string[];
  /** Fields only asked when creating (a password: afterwards, the owner changes it, or staff send a reset link). */
  createOnly?: readonly string[];
  /** Spreadsheet import (`/{model}/import`). */
  importable?: boolean;
  /** The title some roles know the screen by (a company admin's menu calls openings "Pekerjaan"). */
  titleByRole?: Partial<Record<Role, string>>;
  /** The form's titles in the model's own words: "Tambah Siswa" / "Ubah Siswa". */
  formTitles: { create: string; update: string; view: string };
  /** Values shown through the catalogue (fixed vocabularies), booleans shown as a flag. */
  display?: CellDisplay;
}

export const MASTER_DATA_SCREENS = [
  {
    path: '/md-user',
    formTitles: { create: tk('Tambah Pengguna'), update: tk('Ubah Pengguna'), view: tk('Detail Pengguna') },
    model: 'user',
    title: tk('Pengguna'),
    description: tk('Semua akun: verifikasi, aktifkan atau nonaktifkan, dan kirim tautan atur ulang kata sandi.'),
    filters: ['role', 'verified', 'school_id'],
    createOnly: ['password'],
  },
  {
    path: '/md-currency',
    formTitles: { create: tk('Tambah Mata Uang'), update: tk('Ubah Mata Uang'), view: tk('Detail Mata Uang') },
    display: { translate: ['name'], flags: ['is_default'] },
    model: 'currency',
    title: tk('Mata Uang'),
    description: tk('Mata uang untuk gaji lowongan. IDR adalah bawaan.'),
  },
  {
    path: '/md-school',
    formTitles: { create: tk('Tambah Sekolah'), update: tk('Ubah Sekolah'), view: tk('Detail Sekolah') },
    model: 'sekolah',
    title: tk('Sekolah'),
    description: tk('Data sekolah: NPSN, status, SK, dan alamat dengan wilayah resmi.'),
  },
  {
    path: '/md-student',
    formTitles: { create: tk('Tambah Siswa'), update: tk('Ubah Siswa'), view: tk('Detail Siswa') },
    model: 'siswa',
    title: tk('Siswa'),
    description: tk('Siswa dengan NISN, kompetensi keahlian, dan kelas. Impor satu kelas sekaligus dari spreadsheet.'),
    filters: ['school_id', 'program', 'grade', 'verified'],
    importable: true,
  },
  {
    path: '/md-principal',
    formTitles: { create: tk('Tambah Kepala Sekolah'), update: tk('Ubah Kepala Sekolah'), view: tk('Detail Kepala Sekolah') },
    model: 'kepala-sekolah',
    title: tk('Kepala Sekolah'),
    description: tk('Kepala sekolah beserta data kepegawaiannya.'),
    filters: ['school_id'],
  },
  {
    path: '/md-teacher',
    formTitles: { create: tk('Tambah Guru'), update: tk('Ubah Guru'), view: tk('Detail Guru') },
    model: 'guru',
    title: tk('Guru'),
    description: tk('Guru beserta NUPTK, mata pelajaran, dan status kepegawaian.'),
    filters: ['school_id', 'verified'],
    importable: true,
  },
  {
    path: '/md-assessor',
    formTitles: { create: tk('Tambah Asesor'), update: tk('Ubah Asesor'), view: tk('Detail Asesor') },
    display: { translate: ['expertise'] },
    model: 'asesor',
    title: tk('Asesor'),
    description: tk('Asesor kompetensi dengan nomor registrasi dan bidang keahlian.'),
  },
  {
    path: '/md-company',
    formTitles: { create: tk('Tambah Perusahaan'), update: tk('Ubah Perusahaan'), view: tk('Detail Perusahaan') },
    display: { translate: ['sector'] },
    model: 'perusahaan',
    title: tk('Perusahaan'),
    description: tk('Perusahaan mitra: bidang usaha, alamat, ukuran, dan status persetujuan.'),
    filters: ['status'],
  },
  {
    path: '/md-company-admin',
    formTitles: { create: tk('Tambah Admin Perusahaan'), update: tk('Ubah Admin Perusahaan'), view: tk('Detail Admin Perusahaan') },
    model: 'admin-perusahaan',
    title: tk('Admin Perusahaan'),
    description: tk('Akun pengelola perusahaan, masing-masing terhubung ke satu perusahaan.'),
    filters: ['company_id'],
  },
  {
    path: '/md-opportunity',
    formTitles: { create: tk('Lowongan Baru'), update: tk('Ubah Lowongan'), view: tk('Detail Lowongan') },
    model: 'opportunity',
    title: tk('Lowongan Pekerjaan'),
    description: tk('Lowongan: gaji, pengalaman, jenis kontrak, kompetensi keahlian yang diterima, dan batas lamaran.'),
    multiple: ['programs'],
    titleByRole: { admin_perusahaan: tk('Pekerjaan') },
  },
] as const satisfies readonly MasterDataScreen[];

export type MasterDataPath = (typeof MASTER_DATA_SCREENS)[number]['path'];

/** The screen a location belongs to: `/md-student/new` and `/md-student/<id>` are the student screen. */
export function screenFor(pathname: string): MasterDataScreen | undefined {
  const base = `/${pathname.split('/')[1] ?? ''}`;
  return MASTER_DATA_SCREENS.find((s) => s.path === base);
}
