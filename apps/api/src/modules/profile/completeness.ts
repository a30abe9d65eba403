import { eq, sql } from 'drizzle-orm';
import { profileCompleteness, type CompletenessInput, type CompletenessResult } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { studentProfiles, users } from '../../db/schema.js';
import { PERSONAL_COLUMNS } from './personal-columns.js';

/** How many records of each kind a student has: correlated counts beside the account's own row. */
const COUNTS = {
  relations: sql<number>`(select count(*)::int from student_relations r where r.user_id = ${users.id})`,
  guardians: sql<number>`(select count(*)::int from student_relations r where r.user_id = ${users.id} and r.is_guardian)`,
  educations: sql<number>`(select count(*)::int from student_educations e where e.user_id = ${users.id})`,
  courses: sql<number>`(select count(*)::int from student_courses c where c.user_id = ${users.id})`,
  awards: sql<number>`(select count(*)::int from student_awards a where a.user_id = ${users.id})`,
  experiences: sql<number>`(select count(*)::int from student_experiences x where x.user_id = ${users.id})`,
  skills: sql<number>`(select count(*)::int from student_skills s where s.user_id = ${users.id})`,
  portfolios: sql<number>`(select count(*)::int from student_portfolios p where p.user_id = ${users.id})`,
};

/**
 * What `completenessOf` reads, as columns of one select from users left-joined to their profile.
 */
const COMPLETENESS_SELECTION = { photo: users.photo, phone: users.phone, ...PERSONAL_COLUMNS, ...COUNTS };

type CompletenessRow = { [K in keyof typeof COMPLETENESS_SELECTION]: unknown };

/** The completeness input of a row selected with COMPLETENESS_SELECTION. */
function completenessInputOf(row: CompletenessRow): CompletenessInput {
  const { birth_date, birth_place, gender, religion, citizenship, address, province_code, city_code, about_me, languages } = row;
  // Cast: the row's columns are those of PERSONAL_COLUMNS and users (text, or a jsonb list for languages).
  const personal = {
    birth_date,
    birth_place,
    gender,
    religion,
    citizenship,
    phone: row.phone,
    address,
    province_code,
    city_code,
    about_me,
    languages,
  };
  return {
    personal: personal as CompletenessInput['personal'],
    photo: Boolean(row.photo),
    relations: Number(row.relations ?? 0),
    hasGuardian: Number(row.guardians ?? 0) > 0,
    educations: Number(row.educations ?? 0),
    courses: Number(row.courses ?? 0),
    awards: Number(row.awards ?? 0),
    experiences: Number(row.experiences ?? 0),
    skills: Number(row.skills ?? 0),
    portfolios: Number(row.portfolios ?? 0),
  };
}

/** What `profileCompleteness` reads of one student, in one query. Null when the account is gone. */
export async function loadCompletenessInput(db: DbExecutor, userId: string): Promise<CompletenessInput | null> {
  const [row] = await db
    .select(COMPLETENESS_SELECTION)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? completenessInputOf(row) : null;
}

/** A student's completeness as it is now (score and what is missing). */
export async function completenessOf(db: DbExecutor, userId: string): Promise<CompletenessResult | null> {
  const input = await loadCompletenessInput(db, userId);
  return input ? profileCompleteness(input) : null;
}

/**
 * Recomputes and stores `student_profiles.completeness` and the parts behind it for one student.
 * Called inside the transaction of every change to the profile (records, personal section, photo,
 * the school's edits), so the stored figures never lag the profile. Makes the profile row if it is
 * missing.
 */
export async function recomputeCompleteness(tx: DbExecutor, userId: string): Promise<number> {
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (account?.role !== 'siswa') return 0;
  const result = await completenessOf(tx, userId);
  const stored = { completeness: result?.score ?? 0, completenessParts: result?.parts ?? null };
  await tx
    .insert(studentProfiles)
    .values({ userId, ...stored })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: stored });
  return stored.completeness;
}
