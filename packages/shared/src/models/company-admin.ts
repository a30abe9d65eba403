import { z } from 'zod';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zEmail, zName, zOptional, zPassword, zPhone } from '../primitives.js';
import { USER_STATUSES, USER_STATUS_LABELS } from './user.js';

/**
 * A company administrator (md-company-admin, model `admin-perusahaan`): an account with role
 * `admin_perusahaan` belonging to one company. No record table: the account is the whole model.
 */
export const ZCompanyAdmin = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: z.uuid(),
  company_name: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  verified: z.boolean(),
  created_at: z.string(),
});
export type TCompanyAdmin = z.infer<typeof ZCompanyAdmin>;

export const ZCreateCompanyAdmin = z
  .object({
    name: zName,
    email: zEmail,
    phone: zOptional(zPhone),
    company_id: z.uuid(),
    status: z.enum(USER_STATUSES).optional(),
    /** Without one, the new admin gets an e-mail to choose a password. */
    password: zPassword.optional(),
  })
  .strict();
export const ZUpdateCompanyAdmin = ZCreateCompanyAdmin.partial().strict();

export const companyAdminFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true, maxLength: 254 }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'company_id', type: 'reference', label: 'Perusahaan', reference: 'perusahaan', required: true, sortable: true }),
  field({ name: 'status', type: 'select', label: 'Status', sortable: true, options: options(USER_STATUSES, USER_STATUS_LABELS) }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true, form: false }),
];
