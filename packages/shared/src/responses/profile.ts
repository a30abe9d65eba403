import { z } from 'zod';
import { zListResult } from '../list.js';
import { ZCompletenessDistribution, ZCompletenessRow, ZStudentFullProfile, ZStudentPersonal } from '../models/profile.js';
import { ZCompanyStudentView } from '../models/privacy.js';
import { ZUser } from '../models/user.js';

/**
 * What the student-profile routes answer: the whole profile, or the company's projection of a student
 * who did not apply; the school's write of the personal section; a course's certificate scan; skill
 * suggestions; the completeness page. The API declares these as the routes' response schemas and the
 * web takes its types from here.
 */

/** A certificate of competency on the whole profile: its number, the scheme's name in both languages, its dates and status. */
export const ZProfileCertificate = z.object({
  number: z.string(),
  schemeNameId: z.string(),
  schemeNameEn: z.string(),
  issuedOn: z.string(),
  validUntil: z.string(),
  status: z.enum(['valid', 'expired']),
});
export const ZFullProfileView = ZStudentFullProfile.extend({ certificates: z.array(ZProfileCertificate) });
/** What a company sees of a student who did not apply to it: the projection and nothing else (docs/privacy.md). */
export const ZCompanyProjectionView = ZCompanyStudentView.extend({ view: z.literal('company') });
/**
 * The serializer tells the two views apart by their exact keys: an answer with a key neither view
 * lists is refused (a 500), never sent.
 */
export const ZStudentProfileResult = z.object({ data: z.discriminatedUnion('view', [ZFullProfileView, ZCompanyProjectionView]) });

export const ZStudentPersonalResult = z.object({ data: ZStudentPersonal });
export const ZCourseCertificateUploaded = z.object({ data: z.object({ id: z.string(), has_certificate: z.literal(true) }) });
export const ZSkillSuggestions = z.object({ data: z.array(z.string()) });

/**
 * The caller's own account (`GET /user/profile`, `POST /user/profile-update`): a student's also
 * carries the personal section and its completeness (the missing parts in the caller's language);
 * a password change a fresh token for this session.
 */
export const ZOwnProfile = z.object({
  data: ZUser,
  profile: ZStudentPersonal.optional(),
  completeness: z
    .object({
      score: z.number(),
      missing: z.array(z.object({ key: z.string(), text: z.string(), id: z.string(), weight: z.number(), link: z.string() })),
    })
    .optional(),
  token: z.string().optional(),
});

export const ZCompletenessPage = zListResult(ZCompletenessRow);
export const ZCompletenessDistributionResult = z.object({ data: ZCompletenessDistribution });

// What the client receives.
export type OwnProfile = z.input<typeof ZOwnProfile>;
export type StudentPersonalResult = z.input<typeof ZStudentPersonalResult>;
export type CourseCertificateUploaded = z.input<typeof ZCourseCertificateUploaded>;
export type SkillSuggestions = z.input<typeof ZSkillSuggestions>;
export type FullProfileView = z.input<typeof ZFullProfileView>;
export type CompanyProjectionView = z.input<typeof ZCompanyProjectionView>;
export type CompletenessPage = z.input<typeof ZCompletenessPage>;
