import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zDate, zEmail, zName, zNisn, zOptional, zPassword, zPhone, zRegionCode, zText } from '../primitives.js';
import { VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS } from './programs.js';
import {
  CITIZENSHIPS,
  CITIZENSHIP_LABELS,
  GENDERS,
  GENDER_LABELS,
  GRADES,
  GRADE_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  RELIGIONS,
  RELIGION_LABELS,
} from './student-labels.js';

export * from './student-labels.js';

/** A student (md-student): the account plus the school record of spec §3. */
export const ZStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  nisn: z.string(),
  phone: z.string().nullable(),
  school_id: z.uuid(),
  school_name: z.string().nullable(),
  verified: z.boolean(),
  status: z.string(),
  program: z.enum(VOCATIONAL_PROGRAMS).nullable(),
  grade: z.enum(GRADES).nullable(),
  class_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_place: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  religion: z.enum(RELIGIONS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  hobby: z.string().nullable(),
  citizenship: z.enum(CITIZENSHIPS).nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  village_code: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
});
export type TStudent = z.infer<typeof ZStudent>;

/** The school-record part, kept in `student_profiles`. */
export const studentProfileShape = {
  program: zOptional(z.enum(VOCATIONAL_PROGRAMS)),
  grade: zOptional(z.enum(GRADES)),
  class_name: zOptional(zText(40)),
  birth_date: zOptional(zDate),
  birth_place: zOptional(zText(80)),
  gender: zOptional(z.enum(GENDERS)),
  religion: zOptional(z.enum(RELIGIONS)),
  marital_status: zOptional(z.enum(MARITAL_STATUSES)),
  height_cm: zOptional(z.number().int().min(50).max(250)),
  weight_kg: zOptional(z.number().int().min(20).max(300)),
  hobby: zOptional(zText(200)),
  citizenship: zOptional(z.enum(CITIZENSHIPS)),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
  district_code: zOptional(zRegionCode),
  village_code: zOptional(zRegionCode),
  address: zOptional(zText(500)),
};
export const STUDENT_PROFILE_FIELDS = Object.keys(studentProfileShape) as (keyof typeof studentProfileShape)[];

const studentAccountShape = {
  name: zName,
  email: zEmail,
  nisn: zNisn,
  phone: zOptional(zPhone),
  /** Set by the Admin; a school admin's students are always in their school. */
  school_id: z.uuid().optional(),
  /** Optional: without it the student gets an e-mail to choose a password. */
  password: zPassword.optional(),
};

export const ZCreateStudent = z.object({ ...studentAccountShape, ...studentProfileShape }).strict();
export const ZUpdateStudent = z
  .object({ ...studentAccountShape, ...studentProfileShape })
  .partial()
  .strict();
export type TCreateStudent = z.infer<typeof ZCreateStudent>;

export const studentFields: FieldDescriptor[] = [
  field({ name: 'nisn', type: 'text', label: 'NISN', required: true, sortable: true, searchable: true, maxLength: 10 }),
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true, list: false }),
  field({ name: 'school_id', type: 'reference', label: 'Sekolah', reference: 'sekolah', sortable: true }),
  field({
    name: 'program',
    type: 'select',
    label: 'Kompetensi Keahlian',
    sortable: true,
    options: options(VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS),
  }),
  field({ name: 'grade', type: 'select', label: 'Kelas', sortable: true, options: options(GRADES, GRADE_LABELS) }),
  field({ name: 'class_name', type: 'text', label: 'Rombel', sortable: true, maxLength: 40 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'birth_place', type: 'text', label: 'Tempat Lahir', list: false, maxLength: 80 }),
  field({ name: 'birth_date', type: 'date', label: 'Tanggal Lahir', list: false, sortable: true }),
  field({ name: 'gender', type: 'select', label: 'Jenis Kelamin', list: false, options: options(GENDERS, GENDER_LABELS) }),
  field({ name: 'religion', type: 'select', label: 'Agama', list: false, options: options(RELIGIONS, RELIGION_LABELS) }),
  field({
    name: 'marital_status',
    type: 'select',
    label: 'Status Pernikahan',
    list: false,
    options: options(MARITAL_STATUSES, MARITAL_STATUS_LABELS),
  }),
  field({ name: 'height_cm', type: 'number', label: 'Tinggi Badan (cm)', list: false, min: 50, max: 250 }),
  field({ name: 'weight_kg', type: 'number', label: 'Berat Badan (kg)', list: false, min: 20, max: 300 }),
  field({ name: 'hobby', type: 'text', label: 'Hobi', list: false, maxLength: 200 }),
  field({ name: 'citizenship', type: 'select', label: 'Kewarganegaraan', list: false, options: options(CITIZENSHIPS, CITIZENSHIP_LABELS) }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi', list: false }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota', list: false }),
  field({ name: 'district_code', type: 'region', region: 'district', label: 'Kecamatan', list: false }),
  field({ name: 'village_code', type: 'region', region: 'village', label: 'Desa/Kelurahan', list: false }),
  field({ name: 'address', type: 'textarea', label: 'Alamat', list: false, maxLength: 500 }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true, form: false }),
];
