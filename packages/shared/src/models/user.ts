import { z } from 'zod';
import { ROLES, ROLE_LABELS } from '../auth/roles.js';
import { field, options, type FieldDescriptor } from '../fields.js';
import { zEmail, zName, zNisn, zOptional, zPassword, zPhone } from '../primitives.js';
import { USER_STATUSES, USER_STATUS_LABELS } from './user-labels.js';

export * from './user-labels.js';

/** The account as the API returns it. Never contains the password hash. */
export const ZUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  photo: z.string().nullable(),
  phone: z.string().nullable(),
  nisn: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  verified: z.boolean(),
  /** The e-mail address was confirmed through the link sent at sign-up. */
  validated: z.boolean(),
  school_id: z.uuid().nullable(),
  school_name: z.string().nullable(),
  company_id: z.uuid().nullable(),
  company_name: z.string().nullable(),
  /** A company's PKL supervisor account (principal `pembimbing_industri`): set only when the company admin makes it. */
  pkl_supervisor: z.boolean(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** What the web app keeps under the `user` local-storage key (spec §3). */
export type TStoredUser = Pick<
  TUser,
  'id' | 'name' | 'email' | 'role' | 'photo' | 'verified' | 'validated' | 'status' | 'school_id' | 'company_id'
> & {
  /** Absent in a session stored before the flag existed (then false). */
  pkl_supervisor?: boolean;
};

export const ZCreateUser = z
  .object({
    name: zName,
    email: zEmail,
    /** Optional: without it the owner gets an e-mail to choose one. Only the Admin may give one (ACCOUNT_FIELD_WRITERS). */
    password: zPassword.optional(),
    role: z.enum(ROLES),
    phone: zOptional(zPhone),
    nisn: zOptional(zNisn),
    status: z.enum(USER_STATUSES).optional(),
    verified: z.boolean().optional(),
    school_id: zOptional(z.uuid()),
    company_id: zOptional(z.uuid()),
  })
  .strict();
export type TCreateUser = z.infer<typeof ZCreateUser>;

export const ZUpdateUser = ZCreateUser.partial().strict();
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const userFields: FieldDescriptor[] = [
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 120 }),
  field({ name: 'email', type: 'email', label: 'Email', required: true, sortable: true, searchable: true, maxLength: 254 }),
  field({ name: 'password', type: 'password', label: 'Kata Sandi', list: false }),
  field({ name: 'role', type: 'select', label: 'Peran', required: true, sortable: true, options: options(ROLES, ROLE_LABELS) }),
  field({ name: 'phone', type: 'phone', label: 'Telepon', list: false }),
  field({ name: 'nisn', type: 'text', label: 'NISN', searchable: true, list: false, maxLength: 10 }),
  field({ name: 'school_id', type: 'reference', label: 'Sekolah', reference: 'sekolah' }),
  field({ name: 'company_id', type: 'reference', label: 'Perusahaan', reference: 'perusahaan', list: false }),
  field({ name: 'status', type: 'select', label: 'Status', sortable: true, options: options(USER_STATUSES, USER_STATUS_LABELS) }),
  field({ name: 'verified', type: 'boolean', label: 'Terverifikasi', sortable: true }),
  field({ name: 'created_at', type: 'date', label: 'Dibuat', sortable: true, form: false }),
];
