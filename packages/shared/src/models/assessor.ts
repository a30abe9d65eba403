import { z } from 'zod';
import { field, type FieldDescriptor } from '../fields.js';
import { zDate, zEmail, zName, zOptional, zPassword, zPhone, zRegionCode, zString, zText } from '../primitives.js';
import { msg } from '../validation.js';

/**
 * A competency assessor (md-assessor, model `asesor`): an account with role `asesor` plus an
 * assessor record. Assessors are certified by BNSP and work for an LSP, not for a school, so the
 * account carries no school.
 */
export const ZAssessor = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  status: z.string(),
  registration_number: z.string().nullable(),
  expertise: z.string().nullable(),
  institution: z.string().nullable(),
  certificate_valid_until: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  created_at: z.string(),
});
export type TAssessor = z.infer<typeof ZAssessor>;

/**
 * Nomor Registrasi (MET) as BNSP writes it, e.g. "MET.000.001234 2019": letters, digits, dots,
 * slashes, dashes and spaces. Older certificates differ in layout, so only the alphabet is checked.
 */
export const zRegistrationNumber = zText(40).pipe(zString().regex(/^[A-Za-z0-9][A-Za-z0-9./ -]*$/, msg('INVALID_FORMAT')));

export const assessorProfileShape = {
  registration_number: zOptional(zRegistrationNumber),
  expertise: zOptional(zText(100)),
  institution: zOptional(zText(120)),
  certificate_valid_until: zOptional(zDate),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
};
export const ASSESSOR_PROFILE_FIELDS = Object.keys(assessorProfileShape) as (keyof typeof assessorProfileShape)[];

const assessorAccountShape = {
  name: zName,
  email: zEmail,
  phone: zOptional(zPhone),
  password: zPassword.optional(),
};

export const ZCreateAssessor = z.object({ ...assessorAccountShape, ...assessorProfileShape }).strict();
export const ZUpdateAssessor = z
  .object({ ...assessorAccountShape, ...assessorProfileShape })
  .partial()
  .strict();

export const assessorFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'registration_number', type: 'text', label: 'Nomor Registrasi', sortable: true, searchable: true, maxLength: 40 }),
  field({ name: 'expertise', type: 'text', label: 'Bidang Keahlian', sortable: true, searchable: true, maxLength: 100 }),
  field({ name: 'institution', type: 'text', label: 'Lembaga Sertifikasi', sortable: true, maxLength: 120 }),
  field({ name: 'certificate_valid_until', type: 'date', label: 'Sertifikat Berlaku Sampai', sortable: true }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi', list: false }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota', list: false }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true, form: false }),
];
