import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PERSONAL_FIELDS, STUDENT_PROFILE_FIELDS } from '@jalurkarir/shared';
import { studentProfiles } from '../../db/schema.js';

// The one map from API field names to the `student_profiles` columns of a student's personal
// section. The section itself (personal.ts), what completeness reads of it (completeness.ts) and
// the school's student list (students/student-crud.ts) all take their columns from here, so a
// field renamed or added cannot be read one way in one place and another way in the next.
// Its own file rather than personal.ts: personal.ts imports completeness.ts, which needs the map.
// The `satisfies` clauses tie the keys to the shared field lists, so a field missing here fails to compile.

const p = studentProfiles;

/** What the school keeps of a student in `student_profiles` (STUDENT_PROFILE_FIELDS): school record and personal details. */
export const STUDENT_PROFILE_COLUMNS = {
  program: p.program,
  grade: p.grade,
  class_name: p.className,
  birth_date: p.birthDate,
  birth_place: p.birthPlace,
  gender: p.gender,
  religion: p.religion,
  marital_status: p.maritalStatus,
  height_cm: p.heightCm,
  weight_kg: p.weightKg,
  hobby: p.hobby,
  citizenship: p.citizenship,
  province_code: p.provinceCode,
  city_code: p.cityCode,
  district_code: p.districtCode,
  village_code: p.villageCode,
  address: p.address,
} satisfies Record<(typeof STUDENT_PROFILE_FIELDS)[number], AnyPgColumn>;

/** The whole personal section as the student reads it: the above and what only the student writes (PERSONAL_FIELDS). */
export const PERSONAL_COLUMNS = {
  ...STUDENT_PROFILE_COLUMNS,
  about_me: p.aboutMe,
  languages: p.languages,
  willing_to_relocate: p.willingToRelocate,
} satisfies Record<(typeof PERSONAL_FIELDS)[number], AnyPgColumn>;
