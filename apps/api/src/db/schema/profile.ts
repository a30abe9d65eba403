// Tables of the profile domain (docs/profile.md; migration 0010_student_profile): a
// student's CV records. The personal section lives in `student_profiles` (core.ts; the columns this
// migration adds are declared there). Every record belongs to one student account (`user_id`,
// cascade) and is scoped through its owner's school (modules/profile/profile-crud.ts).
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, createdAt, id, updatedAt, users } from './core.js';
import { pklPlacements } from './pkl.js';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Parents and other relations (ayah, ibu, wali, …); `is_guardian` marks the guardian. */
export const studentRelations = pgTable(
  'student_relations',
  {
    id: id(),
    userId: owner(),
    relationType: text('relation_type').notNull(),
    name: text('name').notNull(),
    livingStatus: text('living_status').notNull().default('alive'),
    occupation: text('occupation'),
    phone: text('phone'),
    isGuardian: boolean('is_guardian').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_relations_user_idx').on(t.userId)],
);

/** Schools attended (SD, SMP, SMK, …). */
export const studentEducations = pgTable(
  'student_educations',
  {
    id: id(),
    userId: owner(),
    schoolName: text('school_name').notNull(),
    level: text('level').notNull(),
    major: text('major'),
    stillInSchool: boolean('still_in_school').notNull().default(false),
    accreditation: text('accreditation'),
    certificateNumber: text('certificate_number'),
    certificateDate: date('certificate_date', { mode: 'string' }),
    frontDegree: text('front_degree'),
    backDegree: text('back_degree'),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_educations_user_idx').on(t.userId)],
);

/** Courses and trainings; `certificate_file` is a stored name in the private course-certificate folder. */
export const studentCourses = pgTable(
  'student_courses',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    place: text('place'),
    institute: text('institute'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    certificateFile: text('certificate_file'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_courses_user_idx').on(t.userId)],
);

/** Awards with the decision letter (SK) and level. */
export const studentAwards = pgTable(
  'student_awards',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    decreeNumber: text('decree_number'),
    decreeDate: date('decree_date', { mode: 'string' }),
    year: smallint('year').notNull(),
    level: text('level').notNull(),
    organizer: text('organizer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_awards_user_idx').on(t.userId)],
);

/**
 * Work experience, PKL/prakerin included: `kind` is 'pkl' or 'work'. PKL months are summed from
 * `date_from`..`coalesce(date_to, today)` of the 'pkl' rows (pklMonthsSql in modules/profile).
 */
export const studentExperiences = pgTable(
  'student_experiences',
  {
    id: id(),
    userId: owner(),
    kind: text('kind').notNull().default('work'),
    position: text('position').notNull(),
    company: text('company').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }),
    stillWorking: boolean('still_working').notNull().default(false),
    description: text('description'),
    /** A finished PKL placement made this record (migration 0019_pkl): it is verified by the company and read-only to the student. */
    pklPlacementId: uuid('pkl_placement_id').references((): AnyPgColumn => pklPlacements.id, { onDelete: 'set null' }),
    verifiedCompanyId: uuid('verified_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_experiences_user_kind_idx').on(t.userId, t.kind), uniqueIndex('student_experiences_pkl_placement_key').on(t.pklPlacementId)],
);

/** Skills as tags (one row each); names come from the shared vocabulary or are typed freely. */
export const studentSkills = pgTable(
  'student_skills',
  {
    id: id(),
    userId: owner(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_skills_user_idx').on(t.userId), index('student_skills_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Portfolio links (GitHub, a design, a video of a project). */
export const studentPortfolios = pgTable(
  'student_portfolios',
  {
    id: id(),
    userId: owner(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('student_portfolios_user_idx').on(t.userId)],
);
