import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zDate, zName, zNpsn, zOptional, zPhone, zRegionCode, zText } from '../primitives.js';
import { msg } from '../validation.js';

export const SCHOOL_STATUSES = ['negeri', 'swasta'] as const;
export const SCHOOL_STATUS_LABELS = { negeri: 'Negeri', swasta: 'Swasta' };
export const EDUCATION_LEVELS = ['SMK', 'MAK', 'SMA', 'MA'] as const;
export const EDUCATION_LEVEL_LABELS = { SMK: 'SMK', MAK: 'MAK', SMA: 'SMA', MA: 'MA' };
export const OWNERSHIP_STATUSES = ['pemerintah_pusat', 'pemerintah_daerah', 'yayasan', 'lainnya'] as const;
export const OWNERSHIP_STATUS_LABELS = {
  pemerintah_pusat: 'Pemerintah Pusat',
  pemerintah_daerah: 'Pemerintah Daerah',
  yayasan: 'Yayasan',
  lainnya: 'Lainnya',
};

export const ZSchool = z.object({
  id: z.uuid(),
  npsn: z.string(),
  name: z.string(),
  status: z.enum(SCHOOL_STATUSES),
  education_level: z.enum(EDUCATION_LEVELS),
  ownership_status: z.enum(OWNERSHIP_STATUSES),
  decree_number: z.string().nullable(),
  establishment_date: z.string().nullable(),
  permit_date: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  village_code: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type TSchool = z.infer<typeof ZSchool>;

const schoolShape = {
  npsn: zNpsn,
  name: zName,
  status: z.enum(SCHOOL_STATUSES),
  education_level: z.enum(EDUCATION_LEVELS),
  ownership_status: z.enum(OWNERSHIP_STATUSES),
  decree_number: zOptional(zText(100)),
  establishment_date: zOptional(zDate),
  permit_date: zOptional(zDate),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
  district_code: zOptional(zRegionCode),
  village_code: zOptional(zRegionCode),
  address: zOptional(zText(500)),
  phone: zOptional(zPhone),
};

/** The operating permit cannot predate the school's establishment. */
function permitAfterEstablishment(v: { establishment_date?: string | null; permit_date?: string | null }, ctx: z.RefinementCtx) {
  if (v.establishment_date && v.permit_date && v.permit_date < v.establishment_date) {
    ctx.addIssue({ code: 'custom', path: ['permit_date'], message: msg('PERMIT_BEFORE_ESTABLISHED') });
  }
}

export const ZCreateSchool = z.object(schoolShape).strict().superRefine(permitAfterEstablishment);
export const ZUpdateSchool = z.object(schoolShape).partial().strict().superRefine(permitAfterEstablishment);
export type TCreateSchool = z.infer<typeof ZCreateSchool>;

export const schoolFields: FieldDescriptor[] = [
  field({ name: 'npsn', type: 'text', label: 'NPSN', required: true, sortable: true, searchable: true, maxLength: 8 }),
  field({ name: 'name', type: 'text', label: 'Nama Sekolah', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'status', type: 'select', label: 'Status', required: true, sortable: true, options: options(SCHOOL_STATUSES, SCHOOL_STATUS_LABELS) }),
  field({
    name: 'education_level',
    type: 'select',
    label: 'Jenjang Pendidikan',
    required: true,
    sortable: true,
    options: options(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS),
  }),
  field({
    name: 'ownership_status',
    type: 'select',
    label: 'Status Kepemilikan',
    required: true,
    list: false,
    options: options(OWNERSHIP_STATUSES, OWNERSHIP_STATUS_LABELS),
  }),
  field({ name: 'decree_number', type: 'text', label: 'SK Pendirian', list: false, maxLength: 100 }),
  field({ name: 'establishment_date', type: 'date', label: 'Tanggal Pendirian', list: false, sortable: true }),
  field({ name: 'permit_date', type: 'date', label: 'Tanggal SK Izin Operasional', list: false }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi', list: false }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota', sortable: true }),
  field({ name: 'district_code', type: 'region', region: 'district', label: 'Kecamatan', list: false }),
  field({ name: 'village_code', type: 'region', region: 'village', label: 'Desa/Kelurahan', list: false }),
  field({ name: 'address', type: 'textarea', label: 'Alamat', list: false, maxLength: 500 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
];
