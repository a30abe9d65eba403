import { field, options, type FieldDescriptor } from '../fields.js';
import {
  ACCREDITATIONS,
  ACCREDITATION_LABELS,
  AWARD_LEVELS,
  AWARD_LEVEL_LABELS,
  EXPERIENCE_KINDS,
  EXPERIENCE_KIND_LABELS,
  LIVING_STATUSES,
  LIVING_STATUS_LABELS,
  RELATION_TYPES,
  RELATION_TYPE_LABELS,
  SCHOOLING_LEVELS,
  SCHOOLING_LEVEL_LABELS,
} from './profile-labels.js';
import {
  CITIZENSHIPS,
  CITIZENSHIP_LABELS,
  GENDERS,
  GENDER_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  RELIGIONS,
  RELIGION_LABELS,
} from './student-labels.js';

/** The profile records' and the personal section's field descriptors (zod-free: the CV reads its labels from them). */
// ——— Field descriptors (`GET /{model}/field`) ———

const studentField = field({ name: 'user_id', type: 'reference', label: 'Siswa', reference: 'siswa', sortable: true, required: true });
export const studentRelationFields: FieldDescriptor[] = [
  studentField,
  field({
    name: 'relation_type',
    type: 'select',
    label: 'Hubungan',
    required: true,
    sortable: true,
    options: options(RELATION_TYPES, RELATION_TYPE_LABELS),
  }),
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'living_status', type: 'select', label: 'Status', options: options(LIVING_STATUSES, LIVING_STATUS_LABELS) }),
  field({ name: 'occupation', type: 'text', label: 'Pekerjaan Saat Ini', maxLength: 120 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'is_guardian', type: 'boolean', label: 'Wali Siswa' }),
];
export const studentEducationFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'school_name', type: 'text', label: 'Nama Sekolah', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({
    name: 'level',
    type: 'select',
    label: 'Jenjang',
    required: true,
    sortable: true,
    options: options(SCHOOLING_LEVELS, SCHOOLING_LEVEL_LABELS),
  }),
  field({ name: 'major', type: 'text', label: 'Jurusan', maxLength: 120 }),
  field({ name: 'still_in_school', type: 'boolean', label: 'Masih Bersekolah' }),
  field({ name: 'accreditation', type: 'select', label: 'Akreditasi', list: false, options: options(ACCREDITATIONS, ACCREDITATION_LABELS) }),
  field({ name: 'certificate_number', type: 'text', label: 'Nomor Ijazah', list: false, maxLength: 60 }),
  field({ name: 'certificate_date', type: 'date', label: 'Tanggal Ijazah', list: false }),
  field({ name: 'front_degree', type: 'text', label: 'Gelar Depan', list: false, maxLength: 20 }),
  field({ name: 'back_degree', type: 'text', label: 'Gelar Belakang', list: false, maxLength: 20 }),
  field({ name: 'year_from', type: 'number', label: 'Tahun Masuk', sortable: true, min: 1950, max: 2100 }),
  field({ name: 'year_to', type: 'number', label: 'Tahun Lulus', min: 1950, max: 2100 }),
];
export const studentCourseFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'name', type: 'text', label: 'Nama Kursus/Pelatihan', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'place', type: 'text', label: 'Tempat', maxLength: 120 }),
  field({ name: 'institute', type: 'text', label: 'Lembaga Penyelenggara', maxLength: 120 }),
  field({ name: 'date_from', type: 'date', label: 'Tanggal Mulai', sortable: true }),
  field({ name: 'date_to', type: 'date', label: 'Tanggal Selesai' }),
];
export const studentAwardFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'name', type: 'text', label: 'Nama Penghargaan', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'level', type: 'select', label: 'Tingkat', required: true, sortable: true, options: options(AWARD_LEVELS, AWARD_LEVEL_LABELS) }),
  field({ name: 'year', type: 'number', label: 'Tahun Diperoleh', required: true, sortable: true, min: 1950, max: 2100 }),
  field({ name: 'organizer', type: 'text', label: 'Penyelenggara', maxLength: 120 }),
  field({ name: 'decree_number', type: 'text', label: 'Nomor SK', list: false, maxLength: 60 }),
  field({ name: 'decree_date', type: 'date', label: 'Tanggal SK', list: false }),
];
export const studentExperienceFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'kind', type: 'select', label: 'Jenis', required: true, sortable: true, options: options(EXPERIENCE_KINDS, EXPERIENCE_KIND_LABELS) }),
  field({ name: 'position', type: 'text', label: 'Posisi', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'company', type: 'text', label: 'Perusahaan', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'date_from', type: 'date', label: 'Tanggal Mulai', required: true, sortable: true }),
  field({ name: 'date_to', type: 'date', label: 'Tanggal Selesai' }),
  field({ name: 'still_working', type: 'boolean', label: 'Masih Bekerja' }),
  field({ name: 'description', type: 'textarea', label: 'Deskripsi', list: false, maxLength: 1000 }),
];
export const studentSkillFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'name', type: 'text', label: 'Keterampilan', required: true, sortable: true, searchable: true, maxLength: 60 }),
];
export const studentPortfolioFields: FieldDescriptor[] = [
  studentField,
  field({ name: 'title', type: 'text', label: 'Judul', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'url', type: 'text', label: 'Tautan', required: true, maxLength: 300 }),
  field({ name: 'description', type: 'textarea', label: 'Deskripsi', list: false, maxLength: 300 }),
];

/** The personal section's form (the student's own; the school record — program, grade, class — is shown, not edited). */
export const studentPersonalFields: FieldDescriptor[] = [
  field({ name: 'birth_place', type: 'text', label: 'Tempat Lahir', maxLength: 80 }),
  field({ name: 'birth_date', type: 'date', label: 'Tanggal Lahir' }),
  field({ name: 'gender', type: 'select', label: 'Jenis Kelamin', options: options(GENDERS, GENDER_LABELS) }),
  field({ name: 'religion', type: 'select', label: 'Agama', options: options(RELIGIONS, RELIGION_LABELS) }),
  field({ name: 'marital_status', type: 'select', label: 'Status Pernikahan', options: options(MARITAL_STATUSES, MARITAL_STATUS_LABELS) }),
  field({ name: 'citizenship', type: 'select', label: 'Kewarganegaraan', options: options(CITIZENSHIPS, CITIZENSHIP_LABELS) }),
  field({ name: 'height_cm', type: 'number', label: 'Tinggi Badan (cm)', min: 50, max: 250 }),
  field({ name: 'weight_kg', type: 'number', label: 'Berat Badan (kg)', min: 20, max: 300 }),
  field({ name: 'hobby', type: 'text', label: 'Hobi', maxLength: 200 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon' }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi' }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota' }),
  field({ name: 'district_code', type: 'region', region: 'district', label: 'Kecamatan' }),
  field({ name: 'village_code', type: 'region', region: 'village', label: 'Desa/Kelurahan' }),
  field({ name: 'address', type: 'textarea', label: 'Alamat', maxLength: 500 }),
  field({ name: 'about_me', type: 'textarea', label: 'Tentang Saya', maxLength: 1000 }),
  field({ name: 'willing_to_relocate', type: 'boolean', label: 'Bersedia ditempatkan di luar kota' }),
];
