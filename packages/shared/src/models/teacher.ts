import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zDate, zEmail, zName, zOptional, zPassword, zPhone, zString, zText } from '../primitives.js';
import { msg } from '../validation.js';
import { GENDERS, GENDER_LABELS } from './student.js';

/** Employment status of Indonesian teachers. */
export const EMPLOYMENT_STATUSES = ['pns', 'pppk', 'gty', 'gtt', 'honorer'] as const;
export const EMPLOYMENT_STATUS_LABELS = {
  pns: 'PNS',
  pppk: 'PPPK',
  gty: 'Guru Tetap Yayasan',
  gtt: 'Guru Tidak Tetap',
  honorer: 'Honorer',
};

/** The account part of a school person as the API returns it (teachers, headmasters). */
export const schoolPersonShape = {
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  school_id: z.uuid(),
  school_name: z.string().nullable(),
  verified: z.boolean(),
  status: z.string(),
};

/** A teacher (md-teacher): the account plus the staff record. */
export const ZTeacher = z.object({
  ...schoolPersonShape,
  nuptk: z.string().nullable(),
  subject: z.string().nullable(),
  employment_status: z.enum(EMPLOYMENT_STATUSES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  created_at: z.string(),
});
export type TTeacher = z.infer<typeof ZTeacher>;

export const teacherProfileShape = {
  /** Nomor Unik Pendidik dan Tenaga Kependidikan: 16 digits. */
  nuptk: zOptional(zString().regex(/^\d{16}$/, msg('NUPTK_FORMAT'))),
  subject: zOptional(zText(100)),
  employment_status: zOptional(z.enum(EMPLOYMENT_STATUSES)),
  gender: zOptional(z.enum(GENDERS)),
  birth_date: zOptional(zDate),
};
export const TEACHER_PROFILE_FIELDS = Object.keys(teacherProfileShape) as (keyof typeof teacherProfileShape)[];

/** The account fields of school staff (teachers, headmasters): the school is set by the Admin only. */
export const schoolStaffAccountShape = {
  name: zName,
  email: zEmail,
  phone: zOptional(zPhone),
  school_id: z.uuid().optional(),
  password: zPassword.optional(),
};

export const ZCreateTeacher = z.object({ ...schoolStaffAccountShape, ...teacherProfileShape }).strict();
export const ZUpdateTeacher = z
  .object({ ...schoolStaffAccountShape, ...teacherProfileShape })
  .partial()
  .strict();

export const teacherFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true }),
  field({ name: 'nuptk', type: 'text', label: 'NUPTK', sortable: true, searchable: true, maxLength: 16 }),
  field({ name: 'school_id', type: 'reference', label: 'Sekolah', reference: 'sekolah', sortable: true }),
  field({ name: 'subject', type: 'text', label: 'Mata Pelajaran', sortable: true, maxLength: 100 }),
  field({
    name: 'employment_status',
    type: 'select',
    label: 'Status Kepegawaian',
    sortable: true,
    options: options(EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS),
  }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'gender', type: 'select', label: 'Jenis Kelamin', list: false, options: options(GENDERS, GENDER_LABELS) }),
  field({ name: 'birth_date', type: 'date', label: 'Tanggal Lahir', list: false }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true, form: false }),
];
