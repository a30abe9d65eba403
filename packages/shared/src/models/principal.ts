import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zDate, zOptional } from '../primitives.js';
import { GENDERS, GENDER_LABELS } from './student.js';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS, schoolPersonShape, schoolStaffAccountShape, teacherProfileShape } from './teacher.js';

/**
 * A headmaster (md-principal, model `kepala-sekolah`): an account with role `kepala_sekolah`
 * plus the teacher staff record (a headmaster is a teacher with a post) and the start of the term.
 * A school may have several headmaster rows (e.g. the previous one, kept for history); nothing
 * enforces one active headmaster per school.
 */
export const ZPrincipal = z.object({
  ...schoolPersonShape,
  nuptk: z.string().nullable(),
  employment_status: z.enum(EMPLOYMENT_STATUSES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  term_start: z.string().nullable(),
  created_at: z.string(),
});
export type TPrincipal = z.infer<typeof ZPrincipal>;

export const principalProfileShape = {
  nuptk: teacherProfileShape.nuptk,
  employment_status: teacherProfileShape.employment_status,
  gender: teacherProfileShape.gender,
  birth_date: teacherProfileShape.birth_date,
  /** Start of the current term as headmaster. */
  term_start: zOptional(zDate),
};
export const PRINCIPAL_PROFILE_FIELDS = Object.keys(principalProfileShape) as (keyof typeof principalProfileShape)[];

export const ZCreatePrincipal = z.object({ ...schoolStaffAccountShape, ...principalProfileShape }).strict();
export const ZUpdatePrincipal = z
  .object({ ...schoolStaffAccountShape, ...principalProfileShape })
  .partial()
  .strict();

export const principalFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'school_id', type: 'reference', label: 'Sekolah', reference: 'sekolah', sortable: true }),
  field({ name: 'nuptk', type: 'text', label: 'NUPTK', sortable: true, searchable: true, maxLength: 16 }),
  field({
    name: 'employment_status',
    type: 'select',
    label: 'Status Kepegawaian',
    sortable: true,
    options: options(EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS),
  }),
  field({ name: 'gender', type: 'select', label: 'Jenis Kelamin', list: false, options: options(GENDERS, GENDER_LABELS) }),
  field({ name: 'birth_date', type: 'date', label: 'Tanggal Lahir', list: false }),
  field({ name: 'term_start', type: 'date', label: 'Mulai Menjabat', sortable: true }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true, form: false }),
];
