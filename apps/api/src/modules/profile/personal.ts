import { RECORD_COLUMNS } from './records.js';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  PERSONAL_FIELDS,
  completenessFromParts,
  type StudentFullProfile,
  type StudentPersonal,
  type TStudentAward,
  type TStudentCourse,
  type TStudentEducation,
  type TStudentExperience,
  type TStudentPortfolio,
  type TStudentRelation,
  type TStudentSkill,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { jsonObjectOf } from '../../db/json-object.js';
import { readTogether } from '../../db/read-together.js';
import {
  schools,
  studentAwards,
  studentCourses,
  studentEducations,
  studentExperiences,
  studentPortfolios,
  studentProfiles,
  studentRelations,
  studentSkills,
  users,
} from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import { checkRegionChain, regionNameOf, type RegionChain } from '../regions/region-data.js';
import { completenessOf, recomputeCompleteness } from './completeness.js';
import { PERSONAL_COLUMNS } from './personal-columns.js';

type Row = Record<string, unknown>;

const personalSelection = { ...PERSONAL_COLUMNS, completeness: studentProfiles.completeness };

// Cast: every selected field null (Object.fromEntries cannot type its keys), then the two that are
// never null set below.
const EMPTY_PERSONAL: StudentPersonal = {
  ...(Object.fromEntries(Object.keys(personalSelection).map((k) => [k, null])) as unknown as StudentPersonal),
  languages: [],
  completeness: 0,
};

/** The personal section of one student (an empty one when the student has no profile row yet). */
export async function loadPersonal(db: DbExecutor, userId: string): Promise<StudentPersonal> {
  const [row] = await db.select(personalSelection).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row ? ({ ...row, languages: row.languages ?? [] } as StudentPersonal) : { ...EMPTY_PERSONAL };
}

/** The personal section as the own-profile read gives it, with the parts behind its stored score (null until the first recompute). */
type OwnPersonal = StudentPersonal & { completeness_parts: typeof studentProfiles.$inferSelect.completenessParts };

/**
 * What the own-profile read selects of a student beside the account (joined on student_profiles):
 * the personal section with its stored completeness and the parts behind it, as one JSON object
 * that PostgreSQL builds, or null without a profile row. One column instead of 23: the driver
 * decodes, and drizzle maps, every column of every execution one by one, a cost measurable on the
 * student's most frequent read (bench/README.md "Hot path"). The keys are PERSONAL_COLUMNS' (the columns'
 * own names, as loadPersonal selects them); none is a timestamp, so JSON gives each value as drizzle would (dates as
 * 'YYYY-MM-DD', smallints as numbers, jsonb as is). No record is counted here: a statement that
 * names the eight record tables makes PostgreSQL open and lock each of them (and its index) on
 * every execution, even where a CASE never runs the count.
 */
const OWN_PERSONAL_FIELDS = { ...personalSelection, completeness_parts: studentProfiles.completenessParts };
export const OWN_PERSONAL_JSON = sql<OwnPersonal | null>`case when ${studentProfiles.userId} is null then null else ${jsonObjectOf(OWN_PERSONAL_FIELDS)} end`;

/**
 * The personal section and the completeness of a student from OWN_PERSONAL_JSON: from the stored
 * parts, or counted in a second statement for a student without them (no profile row yet, or one
 * last recomputed before the parts were stored). `completeness` is null when the account is gone.
 */
export async function personalWithCompletenessOf(db: DbExecutor, userId: string, personal: OwnPersonal | null) {
  if (!personal) return { profile: { ...EMPTY_PERSONAL }, completeness: await completenessOf(db, userId) };
  const { completeness_parts: storedParts, ...profile } = personal;
  return { profile, completeness: storedParts ? completenessFromParts(storedParts) : await completenessOf(db, userId) };
}

/**
 * Writes the personal fields of `values` (API names; others are ignored) and recomputes the
 * completeness, in the caller's transaction. Region codes must exist and nest.
 */
export async function savePersonal(tx: DbExecutor, userId: string, values: Row): Promise<void> {
  const personal = Object.fromEntries(Object.entries(values).filter(([k]) => (PERSONAL_FIELDS as readonly string[]).includes(k)));
  if (Object.keys(personal).length) {
    const current = await loadPersonal(tx, userId);
    const errors = await checkRegionChain({ ...current, ...personal } as RegionChain);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const columns = toColumnValues(studentProfiles, personal, PERSONAL_FIELDS);
    // `as never`: `columns` is built from the field names given (a plain record to the compiler);
    // toColumnValues checked each name against the table.
    await tx
      .insert(studentProfiles)
      .values({ userId, ...columns } as never)
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...columns, updatedAt: sql`now()` } as never });
  }
  await recomputeCompleteness(tx, userId);
}

/** Months between two ISO dates, by calendar month and day (a PKL of 2 Jan–1 Apr is 3 months). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  if (!fy || !fm || !fd || !ty || !tm || !td) return 0;
  const months = (ty - fy) * 12 + (tm - fm) + (td >= fd - 1 ? 0 : -1);
  return Math.max(0, months);
}

/** The whole profile of one student (the caller has been checked). Null when there is no such student. */
export async function loadFullProfile(
  db: DbExecutor,
  userId: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<StudentFullProfile | null> {
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      nisn: users.nisn,
      photo: users.photo,
      school_id: users.schoolId,
      school_name: schools.name,
      role: users.role,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  if (!student || student.role !== 'siswa') return null;
  const { role: _role, ...account } = student;
  const owned = <T extends Row>(rows: T[]) => rows.map((r) => ({ ...r, user_id: userId, user_name: student.name }));
  const r = studentRelations;
  const e = studentEducations;
  const c = studentCourses;
  const a = studentAwards;
  const x = studentExperiences;
  const s = studentSkills;
  const p = studentPortfolios;
  const [personal, relations, educations, courses, awards, experiences, skills, portfolios, completeness] = await readTogether(
    db,
    () => loadPersonal(db, userId),
    () =>
      db
        .select({ id: r.id, ...RECORD_COLUMNS.relations, created_at: r.createdAt })
        .from(r)
        .where(eq(r.userId, userId))
        .orderBy(asc(r.createdAt)),
    () =>
      db
        .select({ id: e.id, ...RECORD_COLUMNS.educations, created_at: e.createdAt })
        .from(e)
        .where(eq(e.userId, userId))
        .orderBy(desc(e.yearFrom), desc(e.createdAt)),
    () =>
      db
        .select({ id: c.id, ...RECORD_COLUMNS.courses, created_at: c.createdAt })
        .from(c)
        .where(eq(c.userId, userId))
        .orderBy(desc(c.dateFrom), desc(c.createdAt)),
    () =>
      db
        .select({ id: a.id, ...RECORD_COLUMNS.awards, created_at: a.createdAt })
        .from(a)
        .where(eq(a.userId, userId))
        .orderBy(desc(a.year), desc(a.createdAt)),
    () =>
      db
        .select({ id: x.id, ...RECORD_COLUMNS.experiences, created_at: x.createdAt })
        .from(x)
        .where(eq(x.userId, userId))
        .orderBy(desc(x.dateFrom)),
    () =>
      db
        .select({ id: s.id, ...RECORD_COLUMNS.skills, created_at: s.createdAt })
        .from(s)
        .where(eq(s.userId, userId))
        .orderBy(asc(s.createdAt)),
    () =>
      db
        .select({ id: p.id, ...RECORD_COLUMNS.portfolios, created_at: p.createdAt })
        .from(p)
        .where(eq(p.userId, userId))
        .orderBy(asc(p.createdAt)),
    () => completenessOf(db, userId),
  );
  const iso = <T extends { created_at: Date }>(rows: T[]) => rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  // Cast (one for the seven lists): each row is its table's RECORD_COLUMNS with the owner added,
  // the shape of the record's read schema; drizzle types the enum-like text columns (relationship,
  // level, kind, …) as plain text, which the read schemas narrow to the values that the record's
  // create and update schemas, the only writers, accept.
  const records = <T>(rows: Array<Row & { created_at: Date }>) => owned(iso(rows)) as unknown as T[];
  const pklMonths = experiences.filter((row) => row.kind === 'pkl').reduce((sum, row) => sum + monthsBetween(row.date_from, row.date_to ?? today), 0);
  return {
    view: 'full',
    student: account,
    personal,
    region_names: { province: await regionNameOf('provinces', personal.province_code), city: await regionNameOf('regencies', personal.city_code) },
    relations: records<TStudentRelation>(relations),
    educations: records<TStudentEducation>(educations),
    courses: records<TStudentCourse>(courses),
    awards: records<TStudentAward>(awards),
    experiences: records<TStudentExperience>(experiences),
    skills: records<TStudentSkill>(skills),
    portfolios: records<TStudentPortfolio>(portfolios),
    pkl_months: pklMonths,
    missing: (completeness?.missing ?? []).map((m) => ({ key: m.key, id: m.id, en: m.en, weight: m.weight, link: m.link })),
  };
}
