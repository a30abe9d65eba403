import { z } from 'zod';
import { SIGNUP_ROLES, isSchoolRole } from '../auth/roles.js';
import { zEmail, zLoginEmail, zName, zNisn, zPassword, zPhone, zString } from '../primitives.js';
import { msg } from '../validation.js';
import { ZUser } from './user.js';

export const ZLogin = z
  .object({
    email: zLoginEmail,
    password: zString().min(1).max(128),
  })
  .strict();
export type TLogin = z.infer<typeof ZLogin>;

export const ZLoginResult = z.object({ token: z.string(), user: ZUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/**
 * Sign-up (Daftar). Students pick their school and give their NISN; school staff pick their
 * school; a company admin picks an existing company or names a new one (approved by the Admin).
 */
export const ZSignup = z
  .object({
    name: zName,
    email: zEmail,
    password: zPassword,
    role: z.enum(SIGNUP_ROLES),
    school_id: z.uuid().optional(),
    nisn: zNisn.optional(),
    company_id: z.uuid().optional(),
    company_name: zString().trim().min(1).max(120).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isSchoolRole(v.role) && !v.school_id) {
      ctx.addIssue({ code: 'custom', path: ['school_id'], message: msg('SCHOOL_REQUIRED') });
    }
    if (v.role === 'siswa' && !v.nisn) {
      ctx.addIssue({ code: 'custom', path: ['nisn'], message: msg('REQUIRED') });
    }
    if (v.role === 'admin_perusahaan' && !v.company_id && !v.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: msg('COMPANY_REQUIRED') });
    }
  });
export type TSignup = z.infer<typeof ZSignup>;

export const ZVerifyToken = z.object({ token: zString().min(1).max(512) }).strict();
export const ZForgotPassword = z.object({ email: zLoginEmail }).strict();
export const ZResetPassword = z.object({ token: zString().min(1).max(512), password: zPassword }).strict();

/** What a user may change on their own account. Role, verification, school and company are not here. */
/** The account fields of `POST /user/profile-update` (a student's personal section adds its own: models/profile.ts). */
export const profileUpdateShape = {
  name: zName.optional(),
  phone: zOptionalPhone(),
  current_password: zString().max(128).optional(),
  new_password: zPassword.optional(),
};
export function checkProfileUpdate(v: { new_password?: string; current_password?: string }, ctx: z.RefinementCtx) {
  if (v.new_password && !v.current_password) {
    ctx.addIssue({ code: 'custom', path: ['current_password'], message: msg('REQUIRED') });
  }
}
export const ZProfileUpdate = z.object(profileUpdateShape).strict().superRefine(checkProfileUpdate);
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

function zOptionalPhone() {
  return zPhone.nullable().optional();
}
