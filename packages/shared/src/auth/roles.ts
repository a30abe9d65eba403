/**
 * The seven roles of the product. Codes are stable identifiers stored in the database and the
 * token; labels are Indonesian source phrases (looked up in the web app's English catalog).
 */
export const ROLES = ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'asesor', 'admin_perusahaan'] as const;

export type Role = (typeof ROLES)[number];

/** Indonesian label of each role; the English label comes from the web catalog (Admin → Administrator). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  admin_sekolah: 'Admin Sekolah',
  kepala_sekolah: 'Kepala Sekolah',
  guru: 'Guru',
  siswa: 'Siswa',
  asesor: 'Asesor',
  admin_perusahaan: 'Admin Perusahaan',
};

/** Roles a visitor may pick on the sign-up screen. Admin accounts are only made by an Admin. */
export const SIGNUP_ROLES = ['siswa', 'guru', 'kepala_sekolah', 'admin_sekolah', 'asesor', 'admin_perusahaan'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** Roles that belong to one school: their `school_id` scopes what they see. */
export const SCHOOL_ROLES = ['admin_sekolah', 'kepala_sekolah', 'guru', 'siswa'] as const satisfies readonly Role[];
/** Roles that belong to one company. */
export const COMPANY_ROLES = ['admin_perusahaan'] as const satisfies readonly Role[];

export function isSchoolRole(role: Role): boolean {
  return (SCHOOL_ROLES as readonly Role[]).includes(role);
}
export function isCompanyRole(role: Role): boolean {
  return (COMPANY_ROLES as readonly Role[]).includes(role);
}

/** Which account roles each verifier may verify (PRODUCT.md: Admin any, Admin Sekolah students and teachers of their school). */
export const VERIFIABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  admin: ROLES,
  admin_sekolah: ['siswa', 'guru'],
};

/** Roles an Admin Sekolah may create or edit inside their own school. */
export const SCHOOL_MANAGED_ROLES = ['siswa', 'guru', 'kepala_sekolah'] as const satisfies readonly Role[];
