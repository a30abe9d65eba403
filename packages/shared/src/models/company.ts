import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zEmail, zName, zOptional, zPhone, zRegionCode, zText, zUrl } from '../primitives.js';

/** A company named at sign-up waits for the Admin's approval (PRODUCT.md, Accounts). */
export const COMPANY_STATUSES = ['pending', 'approved'] as const;
export const COMPANY_STATUS_LABELS = { pending: 'Menunggu Persetujuan', approved: 'Disetujui' };
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const COMPANY_SIZE_LABELS = { '1-10': '1-10', '11-50': '11-50', '51-200': '51-200', '201-500': '201-500', '500+': '500+' };

export const ZCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  sector: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  size: z.enum(COMPANY_SIZES).nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  village_code: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** The description in Indonesian (`description`) and in English (`description_en`). */
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  /** The employer brand students read (`/companies/:id`): benefits and what a PKL or a first job there is like, each in both languages. */
  benefits: z.string().nullable(),
  benefits_en: z.string().nullable(),
  first_job: z.string().nullable(),
  first_job_en: z.string().nullable(),
  /** The person schools and students contact (not necessarily an account). */
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** Stored file name; served by `/download?dir=company_logo&name=…`. Set by `POST /perusahaan/logo`. */
  logo: z.string().nullable(),
  created_at: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

const companyProfileShape = {
  name: zName,
  sector: zOptional(zText(100)),
  size: zOptional(z.enum(COMPANY_SIZES)),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
  district_code: zOptional(zRegionCode),
  village_code: zOptional(zRegionCode),
  address: zOptional(zText(500)),
  phone: zOptional(zPhone),
  email: zOptional(zEmail),
  website: zOptional(zUrl),
  description: zOptional(zText(5000)),
  description_en: zOptional(zText(5000)),
  benefits: zOptional(zText(3000)),
  benefits_en: zOptional(zText(3000)),
  first_job: zOptional(zText(3000)),
  first_job_en: zOptional(zText(3000)),
  contact_name: zOptional(zText(120)),
  contact_phone: zOptional(zPhone),
  contact_email: zOptional(zEmail),
};

export const ZCreateCompany = z.object({ ...companyProfileShape, status: z.enum(COMPANY_STATUSES).optional() }).strict();
export const ZUpdateCompany = ZCreateCompany.partial().strict();
/** What a company admin may change on their own company: everything but the approval status. */
export const ZUpdateCompanyProfile = z.object(companyProfileShape).partial().strict();
export type TCreateCompany = z.infer<typeof ZCreateCompany>;

export const companyFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama Perusahaan', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'sector', type: 'text', label: 'Bidang Usaha', sortable: true, searchable: true, maxLength: 100 }),
  field({ name: 'status', type: 'select', label: 'Status', sortable: true, options: options(COMPANY_STATUSES, COMPANY_STATUS_LABELS) }),
  field({ name: 'size', type: 'select', label: 'Jumlah Karyawan', list: false, options: options(COMPANY_SIZES, COMPANY_SIZE_LABELS) }),
  field({ name: 'province_code', type: 'region', region: 'province', label: 'Provinsi', list: false }),
  field({ name: 'city_code', type: 'region', region: 'regency', label: 'Kabupaten/Kota', sortable: true }),
  field({ name: 'district_code', type: 'region', region: 'district', label: 'Kecamatan', list: false }),
  field({ name: 'village_code', type: 'region', region: 'village', label: 'Desa/Kelurahan', list: false }),
  field({ name: 'address', type: 'textarea', label: 'Alamat', list: false, maxLength: 500 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'email', type: 'email', label: 'Email', list: false }),
  field({ name: 'website', type: 'text', label: 'Situs Web', list: false, maxLength: 300 }),
  field({ name: 'description', type: 'textarea', label: 'Deskripsi', list: false, maxLength: 5000 }),
  field({ name: 'description_en', type: 'textarea', label: 'Deskripsi (bahasa Inggris)', list: false, maxLength: 5000 }),
  field({ name: 'benefits', type: 'textarea', label: 'Benefit bagi karyawan', list: false, maxLength: 3000 }),
  field({ name: 'benefits_en', type: 'textarea', label: 'Benefit bagi karyawan (bahasa Inggris)', list: false, maxLength: 3000 }),
  field({ name: 'first_job', type: 'textarea', label: 'Seperti apa PKL atau kerja pertama di sini', list: false, maxLength: 3000 }),
  field({
    name: 'first_job_en',
    type: 'textarea',
    label: 'Seperti apa PKL atau kerja pertama di sini (bahasa Inggris)',
    list: false,
    maxLength: 3000,
  }),
  field({ name: 'contact_name', type: 'text', label: 'Narahubung', list: false, maxLength: 120 }),
  field({ name: 'contact_phone', type: 'phone', label: 'Telepon Narahubung', list: false }),
  field({ name: 'contact_email', type: 'email', label: 'Email Narahubung', list: false }),
  // Uploaded through POST /perusahaan/logo, not through the generic form.
  field({ name: 'logo', type: 'image', label: 'Logo', list: false, form: false }),
];
