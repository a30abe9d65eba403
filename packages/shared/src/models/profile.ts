import { z } from 'zod';
import { msg } from '../validation.js';
import { zDate, zName, zOptional, zPhone, zRegionCode, zString, zText, zUrl } from '../primitives.js';
import { CITIZENSHIPS, GENDERS, MARITAL_STATUSES, RELIGIONS } from './student-labels.js';
import { checkProfileUpdate, profileUpdateShape } from './auth.js';
import {
  ACCREDITATIONS,
  AWARD_LEVELS,
  EXPERIENCE_KINDS,
  LANGUAGE_LEVELS,
  LIVING_STATUSES,
  RELATION_TYPES,
  SCHOOLING_LEVELS,
} from './profile-labels.js';

/**
 * The student profile (CV) (docs/profile.md): the personal section (student_profiles)
 * and the repeated records, each a generic model (`/{model}/list|field|create|detail|update|
 * delete|deletes|all`). A record belongs to one student (`user_id`): a student's own records
 * always (anything they send as `user_id` is ignored), a staff member names the student.
 * `school_id` and `verified` are not fields of any record: sending them is a 400.
 */

export * from './profile-labels.js';

// ——— Shapes ———

/** Staff name the student a record belongs to; a student's own `user_id` is ignored (always theirs). */
const owner = { user_id: z.uuid().optional() };
const year = z.number().int().min(1950).max(2100);

export const relationShape = {
  relation_type: z.enum(RELATION_TYPES),
  name: zName,
  living_status: z.enum(LIVING_STATUSES).default('alive'),
  occupation: zOptional(zText(120)),
  phone: zOptional(zPhone),
  is_guardian: z.boolean().default(false),
};
export const educationShape = {
  school_name: zName,
  level: z.enum(SCHOOLING_LEVELS),
  major: zOptional(zText(120)),
  still_in_school: z.boolean().default(false),
  accreditation: zOptional(z.enum(ACCREDITATIONS)),
  certificate_number: zOptional(zText(60)),
  certificate_date: zOptional(zDate),
  front_degree: zOptional(zText(20)),
  back_degree: zOptional(zText(20)),
  year_from: zOptional(year),
  year_to: zOptional(year),
};
export const courseShape = {
  name: zName,
  place: zOptional(zText(120)),
  institute: zOptional(zText(120)),
  date_from: zOptional(zDate),
  date_to: zOptional(zDate),
};
export const awardShape = {
  name: zName,
  decree_number: zOptional(zText(60)),
  decree_date: zOptional(zDate),
  year,
  level: z.enum(AWARD_LEVELS),
  organizer: zOptional(zText(120)),
};
export const experienceShape = {
  kind: z.enum(EXPERIENCE_KINDS).default('work'),
  position: zName,
  company: zName,
  date_from: zDate,
  date_to: zOptional(zDate),
  still_working: z.boolean().default(false),
  description: zOptional(zText(1000)),
};
export const skillShape = { name: zString().trim().min(1).max(60) };
export const portfolioShape = { title: zName, url: zUrl, description: zOptional(zText(300)) };

type Issue = { path: string; message: string };
/** Date and year ranges of a record (also re-run by the API on a merged update). */
export function profileRecordRangeErrors(v: Record<string, unknown>): Issue[] {
  const out: Issue[] = [];
  const pairs: [string, string][] = [
    ['date_from', 'date_to'],
    ['year_from', 'year_to'],
  ];
  for (const [from, to] of pairs) {
    const a = v[from];
    const b = v[to];
    if (a != null && b != null && a > b) out.push({ path: to, message: msg('END_BEFORE_START') });
  }
  return out;
}

function withRanges<T extends z.ZodRawShape>(shape: T, partial: boolean) {
  const base = partial ? z.object(shape).partial().strict() : z.object(shape).strict();
  return base.superRefine((v, ctx) => {
    for (const issue of profileRecordRangeErrors(v as Record<string, unknown>))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}

/** Update schemas never take `user_id`: a record does not move to another student. */
function stripDefaults<T extends z.ZodRawShape>(shape: T): T {
  // On update, a missing field stays as it is: no defaults.
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, s instanceof z.ZodDefault ? (s as z.ZodDefault<z.ZodType>).unwrap() : s])) as T;
}

export const ZCreateStudentRelation = z.object({ ...owner, ...relationShape }).strict();
export const ZUpdateStudentRelation = z.object(stripDefaults(relationShape)).partial().strict();
export const ZCreateStudentEducation = withRanges({ ...owner, ...educationShape }, false);
export const ZUpdateStudentEducation = withRanges(stripDefaults(educationShape), true);
export const ZCreateStudentCourse = withRanges({ ...owner, ...courseShape }, false);
export const ZUpdateStudentCourse = withRanges(stripDefaults(courseShape), true);
export const ZCreateStudentAward = z.object({ ...owner, ...awardShape }).strict();
export const ZUpdateStudentAward = z.object(stripDefaults(awardShape)).partial().strict();
export const ZCreateStudentExperience = withRanges({ ...owner, ...experienceShape }, false);
export const ZUpdateStudentExperience = withRanges(stripDefaults(experienceShape), true);
export const ZCreateStudentSkill = z.object({ ...owner, ...skillShape }).strict();
export const ZUpdateStudentSkill = z.object(skillShape).partial().strict();
export const ZCreateStudentPortfolio = z.object({ ...owner, ...portfolioShape }).strict();
export const ZUpdateStudentPortfolio = z.object(portfolioShape).partial().strict();

/** Each profile record's request schemas, by model: the API's CRUD and the profile's drawers use the same pair. */
export const STUDENT_RECORD_SCHEMAS = {
  'student-relation': { create: ZCreateStudentRelation, update: ZUpdateStudentRelation },
  'student-education': { create: ZCreateStudentEducation, update: ZUpdateStudentEducation },
  'student-course': { create: ZCreateStudentCourse, update: ZUpdateStudentCourse },
  'student-award': { create: ZCreateStudentAward, update: ZUpdateStudentAward },
  'student-experience': { create: ZCreateStudentExperience, update: ZUpdateStudentExperience },
  'student-skill': { create: ZCreateStudentSkill, update: ZUpdateStudentSkill },
  'student-portfolio': { create: ZCreateStudentPortfolio, update: ZUpdateStudentPortfolio },
} as const;
export type StudentRecordModel = keyof typeof STUDENT_RECORD_SCHEMAS;

// ——— Read schemas (the DTO: exactly the CRUD selection's keys) ———

const recordBase = { id: z.uuid(), user_id: z.uuid(), user_name: z.string().nullable(), created_at: z.string() };
export const ZStudentRelation = z.object({
  ...recordBase,
  relation_type: z.enum(RELATION_TYPES),
  name: z.string(),
  living_status: z.enum(LIVING_STATUSES),
  occupation: z.string().nullable(),
  phone: z.string().nullable(),
  is_guardian: z.boolean(),
});
export const ZStudentEducation = z.object({
  ...recordBase,
  school_name: z.string(),
  level: z.enum(SCHOOLING_LEVELS),
  major: z.string().nullable(),
  still_in_school: z.boolean(),
  accreditation: z.enum(ACCREDITATIONS).nullable(),
  certificate_number: z.string().nullable(),
  certificate_date: z.string().nullable(),
  front_degree: z.string().nullable(),
  back_degree: z.string().nullable(),
  year_from: z.number().nullable(),
  year_to: z.number().nullable(),
});
export const ZStudentCourse = z.object({
  ...recordBase,
  name: z.string(),
  place: z.string().nullable(),
  institute: z.string().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  has_certificate: z.boolean(),
});
export const ZStudentAward = z.object({
  ...recordBase,
  name: z.string(),
  decree_number: z.string().nullable(),
  decree_date: z.string().nullable(),
  year: z.number(),
  level: z.enum(AWARD_LEVELS),
  organizer: z.string().nullable(),
});
export const ZStudentExperience = z.object({
  ...recordBase,
  kind: z.enum(EXPERIENCE_KINDS),
  position: z.string(),
  company: z.string(),
  date_from: z.string(),
  date_to: z.string().nullable(),
  still_working: z.boolean(),
  description: z.string().nullable(),
  /** A finished, company-evaluated PKL placement made this record (docs/pkl.md): the student cannot change it. */
  pkl_placement_id: z.string().nullable(),
  /** The company that verified it ("Terverifikasi oleh PT …"); null for a self-reported record. */
  verified_by_company_name: z.string().nullable(),
});
export const ZStudentSkill = z.object({ ...recordBase, name: z.string() });
export const ZStudentPortfolio = z.object({ ...recordBase, title: z.string(), url: z.string(), description: z.string().nullable() });
export type TStudentRelation = z.infer<typeof ZStudentRelation>;
export type TStudentEducation = z.infer<typeof ZStudentEducation>;
export type TStudentCourse = z.infer<typeof ZStudentCourse>;
export type TStudentAward = z.infer<typeof ZStudentAward>;
export type TStudentExperience = z.infer<typeof ZStudentExperience>;
export type TStudentSkill = z.infer<typeof ZStudentSkill>;
export type TStudentPortfolio = z.infer<typeof ZStudentPortfolio>;

export * from './profile-fields.js';

// ——— The personal section (`GET /user/profile`, `POST /user/profile-update`) ———

export const ZLanguage = z.object({ language: zString().trim().min(1).max(40), level: z.enum(LANGUAGE_LEVELS) }).strict();

/** What a student writes of their own personal section (the school record — program, grade, class — is the school's). */
export const personalShape = {
  birth_date: zOptional(zDate),
  birth_place: zOptional(zText(80)),
  gender: zOptional(z.enum(GENDERS)),
  religion: zOptional(z.enum(RELIGIONS)),
  marital_status: zOptional(z.enum(MARITAL_STATUSES)),
  height_cm: zOptional(z.number().int().min(50).max(250)),
  weight_kg: zOptional(z.number().int().min(20).max(300)),
  hobby: zOptional(zText(200)),
  citizenship: zOptional(z.enum(CITIZENSHIPS)),
  province_code: zOptional(zRegionCode),
  city_code: zOptional(zRegionCode),
  district_code: zOptional(zRegionCode),
  village_code: zOptional(zRegionCode),
  address: zOptional(zText(500)),
  about_me: zOptional(zText(1000)),
  languages: z.array(ZLanguage).max(10).optional(),
  willing_to_relocate: z.boolean().nullable().optional(),
};
export const PERSONAL_FIELDS = Object.keys(personalShape) as (keyof typeof personalShape)[];
export type TPersonalUpdate = z.infer<z.ZodObject<typeof personalShape>>;

/**
 * `POST /user/profile-update`: the account fields everyone has, and for a student the personal
 * section. `user_id`, `school_id`, `verified` are no fields here: sending them is a 400.
 */
export const ZProfileUpdateWithPersonal = z
  .object({ ...profileUpdateShape, ...personalShape })
  .strict()
  .superRefine(checkProfileUpdate);

/**
 * `POST /student-profile/personal-update?id=`: the school (Admin Sekolah, Admin) writes a student's
 * personal section and phone, as the student does through profile-update; no password, no name
 * (the name is the school record's, md-student), and no owner fields.
 */
export const ZStudentPersonalUpdate = z.object({ phone: profileUpdateShape.phone, ...personalShape }).strict();
export type TStudentPersonalUpdate = z.infer<typeof ZStudentPersonalUpdate>;

/** The student's personal section as `GET /user/profile` returns it (`profile`), and the school's personal-update. */
export const ZStudentPersonal = z.object({
  program: z.string().nullable(),
  grade: z.string().nullable(),
  class_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_place: z.string().nullable(),
  gender: z.string().nullable(),
  religion: z.string().nullable(),
  marital_status: z.string().nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  hobby: z.string().nullable(),
  citizenship: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  village_code: z.string().nullable(),
  address: z.string().nullable(),
  about_me: z.string().nullable(),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  willing_to_relocate: z.boolean().nullable(),
  completeness: z.number(),
});
export type StudentPersonal = z.infer<typeof ZStudentPersonal>;

/** A part of the profile still missing, with its weight in the score and where to fill it. */
export const ZMissingPart = z.object({ key: z.string(), id: z.string(), en: z.string(), weight: z.number(), link: z.string() });

/** The whole profile (`GET /student-profile/full`) for staff in scope, the student, and a company's applicants. */
export const ZStudentFullProfile = z.object({
  view: z.literal('full'),
  student: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    nisn: z.string().nullable(),
    photo: z.string().nullable(),
    school_id: z.string().nullable(),
    school_name: z.string().nullable(),
  }),
  personal: ZStudentPersonal,
  /** The names of the personal section's province and city, so a reader's address shows at once. */
  region_names: z.object({ province: z.string().nullable(), city: z.string().nullable() }),
  relations: z.array(ZStudentRelation),
  educations: z.array(ZStudentEducation),
  courses: z.array(ZStudentCourse),
  awards: z.array(ZStudentAward),
  experiences: z.array(ZStudentExperience),
  skills: z.array(ZStudentSkill),
  portfolios: z.array(ZStudentPortfolio),
  pkl_months: z.number(),
  missing: z.array(ZMissingPart),
});
export type StudentFullProfile = z.infer<typeof ZStudentFullProfile>;

// ——— The completeness page (`GET /completeness/list|export|distribution`) ———

export const COMPLETENESS_SORTS = ['name', 'completeness', 'school_name', 'program', 'grade', 'class_name'] as const;
/** Filters of the completeness list (also its export and chart): school, program, grade, class, a range. */
export const ZCompletenessFilters = z
  .object({
    search: zString().max(200).optional().default(''),
    school_id: z.uuid().optional(),
    program: zString().max(10).optional(),
    grade: zString().max(4).optional(),
    class_name: zString().max(40).optional(),
    min: z.coerce.number().int().min(0).max(100).optional(),
    max: z.coerce.number().int().min(0).max(100).optional(),
  })
  .strict();
export const ZCompletenessListQuery = ZCompletenessFilters.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(10),
  sort_by: z.enum(COMPLETENESS_SORTS).optional().default('completeness'),
  sort_type: z.enum(['asc', 'desc']).optional().default('asc'),
}).strict();
export type TCompletenessListQuery = z.infer<typeof ZCompletenessListQuery>;

/** A student's row on the completeness page. */
export const ZCompletenessRow = z.object({
  id: z.string(),
  name: z.string(),
  nisn: z.string().nullable(),
  school_id: z.string().nullable(),
  school_name: z.string().nullable(),
  program: z.string().nullable(),
  grade: z.string().nullable(),
  class_name: z.string().nullable(),
  completeness: z.number(),
});
export type CompletenessRow = z.infer<typeof ZCompletenessRow>;

/** How many students fall in each completeness range, with the total and the average. */
export const ZCompletenessDistribution = z.object({
  buckets: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  total: z.number().int(),
  average: z.number(),
});
export type CompletenessDistribution = z.infer<typeof ZCompletenessDistribution>;
