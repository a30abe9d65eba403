import type { z } from 'zod';
import {
  ZCreateStudentAward,
  ZCreateStudentCourse,
  ZCreateStudentEducation,
  ZCreateStudentExperience,
  ZCreateStudentPortfolio,
  ZCreateStudentRelation,
  ZProfileUpdateWithPersonal,
  ZStudentPersonalUpdate,
  ZUpdateStudentAward,
  ZUpdateStudentCourse,
  ZUpdateStudentEducation,
  ZUpdateStudentExperience,
  ZUpdateStudentPortfolio,
  ZUpdateStudentRelation,
} from '@jalurkarir/shared';
import type { SectionDef } from './sections';

/**
 * The schemas the profile's drawers validate with, the API's own. They load with the form when a
 * drawer first opens (profile-sections.tsx), not with the profile: reading a CV needs no zod.
 */
const SECTION_SCHEMAS: Record<SectionDef['key'], { create: z.ZodType; update: z.ZodType }> = {
  relations: { create: ZCreateStudentRelation, update: ZUpdateStudentRelation },
  educations: { create: ZCreateStudentEducation, update: ZUpdateStudentEducation },
  experiences: { create: ZCreateStudentExperience, update: ZUpdateStudentExperience },
  courses: { create: ZCreateStudentCourse, update: ZUpdateStudentCourse },
  awards: { create: ZCreateStudentAward, update: ZUpdateStudentAward },
  portfolios: { create: ZCreateStudentPortfolio, update: ZUpdateStudentPortfolio },
};

/** Which form: a section's new or changed record, or the personal section as its student or the school edits it. */
export type ProfileSchemaKey = { section: SectionDef['key']; mode: 'create' | 'update' } | { personal: 'own' | 'school' };

export function profileSchema(key: ProfileSchemaKey): z.ZodType {
  if ('personal' in key) return key.personal === 'own' ? ZProfileUpdateWithPersonal : ZStudentPersonalUpdate;
  return SECTION_SCHEMAS[key.section][key.mode];
}
