import { z } from 'zod';
import { ROLES } from '../auth/roles.js';
import { ZCompany } from '../models/company.js';

/**
 * What `GET /dashboard/summary` answers: each role's home-screen figures. The API declares this as
 * the route's response schema (so nothing else leaves it) and the web takes its types from here.
 */
const ZSchoolRef = z.object({ id: z.string(), name: z.string() });

/** An account still waiting for verification learns nothing beyond its own role. */
export const ZUnverifiedSummary = z.object({ role: z.enum(ROLES), verified: z.literal(false) });

export const ZAdminSummary = z.object({
  role: z.literal('admin'),
  users_total: z.number().int(),
  users_pending: z.number().int(),
  users_by_role: z.partialRecord(z.enum(ROLES), z.number().int()),
  schools: z.number().int(),
  companies: z.number().int(),
  companies_pending: z.number().int(),
});

/** School staff; the counts are absent for an account that has no school. */
export const ZSchoolSummary = z.object({
  role: z.enum(['admin_sekolah', 'kepala_sekolah', 'guru']),
  school: ZSchoolRef.nullable(),
  students: z.number().int().optional(),
  teachers: z.number().int().optional(),
  students_pending: z.number().int().optional(),
  teachers_pending: z.number().int().optional(),
});

export const ZCompanySummary = z.object({ role: z.literal('admin_perusahaan'), company: ZCompany.nullable() });
export const ZStudentSummary = z.object({ role: z.literal('siswa'), school: ZSchoolRef.nullable() });
export const ZAssessorSummary = z.object({ role: z.literal('asesor') });

const VERIFIED_SUMMARIES = [ZAdminSummary, ZSchoolSummary, ZCompanySummary, ZStudentSummary, ZAssessorSummary] as const;
/** What a verified account's home shows (the web asks only then). */
export const ZVerifiedSummary = z.union(VERIFIED_SUMMARIES);
// The unverified shape comes first: the serializer writes a value with the first shape it fits.
export const ZDashboardSummary = z.union([ZUnverifiedSummary, ...VERIFIED_SUMMARIES]);

export type AdminSummary = z.output<typeof ZAdminSummary>;
export type SchoolSummary = z.output<typeof ZSchoolSummary>;
export type CompanySummary = z.output<typeof ZCompanySummary>;
export type StudentSummary = z.output<typeof ZStudentSummary>;
export type AssessorSummary = z.output<typeof ZAssessorSummary>;
export type UnverifiedSummary = z.output<typeof ZUnverifiedSummary>;
export type VerifiedSummary = z.output<typeof ZVerifiedSummary>;
export type DashboardSummary = z.output<typeof ZDashboardSummary>;
