import type { z } from 'zod';
import { STUDENT_RECORD_SCHEMAS, ZProfileUpdateWithPersonal, ZStudentPersonalUpdate, type StudentRecordModel } from '@jalurkarir/shared';

/**
 * The schemas the profile's drawers validate with, the API's own. They load with the form when a
 * drawer first opens (profile-sections.tsx), not with the profile: reading a CV needs no zod.
 */
export type ProfileSchemaKey = { model: StudentRecordModel; mode: 'create' | 'update' } | { personal: 'own' | 'school' };

export function profileSchema(key: ProfileSchemaKey): z.ZodType {
  if ('personal' in key) return key.personal === 'own' ? ZProfileUpdateWithPersonal : ZStudentPersonalUpdate;
  return STUDENT_RECORD_SCHEMAS[key.model][key.mode];
}
