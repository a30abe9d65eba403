import { eq, sql } from 'drizzle-orm';
import { profileCompleteness, type CompletenessInput, type CompletenessResult } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { studentProfiles, users } from '../../db/schema.js';
import { PERSONAL_COLUMNS } from './personal-columns.js';

interface Counts extends Record<string, unknown> {
  relations: number;
  guardians: number;
  educations: number;
  courses: number;
  awards: number;
  experiences: number;
  skills: number;
  portfolios: number;
}

/** What `profileCompleteness` reads of one student, in two queries. Null when the account is gone. */
export async function loadCompletenessInput(db: DbExecutor, userId: string): Promise<CompletenessInput | null> {
  const { birth_date, birth_place, gender, religion, citizenship, address, province_code, city_code, about_me, languages } = PERSONAL_COLUMNS;
  const [row] = await db
    .select({
      photo: users.photo,
      phone: users.phone,
      birth_date,
      birth_place,
      gender,
      religion,
      citizenship,
      address,
      province_code,
      city_code,
      about_me,
      languages,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const counts = await db.execute<Counts>(sql`select
    (select count(*)::int from student_relations where user_id = ${userId}) as relations,
    (select count(*)::int from student_relations where user_id = ${userId} and is_guardian) as guardians,
    (select count(*)::int from student_educations where user_id = ${userId}) as educations,
    (select count(*)::int from student_courses where user_id = ${userId}) as courses,
    (select count(*)::int from student_awards where user_id = ${userId}) as awards,
    (select count(*)::int from student_experiences where user_id = ${userId}) as experiences,
    (select count(*)::int from student_skills where user_id = ${userId}) as skills,
    (select count(*)::int from student_portfolios where user_id = ${userId}) as portfolios`);
  const c = counts.rows[0];
  const { photo, ...personal } = row;
  return {
    personal,
    photo: Boolean(photo),
    relations: Number(c?.relations ?? 0),
    hasGuardian: Number(c?.guardians ?? 0) > 0,
    educations: Number(c?.educations ?? 0),
    courses: Number(c?.courses ?? 0),
    awards: Number(c?.awards ?? 0),
    experiences: Number(c?.experiences ?? 0),
    skills: Number(c?.skills ?? 0),
    portfolios: Number(c?.portfolios ?? 0),
  };
}

/** A student's completeness as it is now (score and what is missing). */
export async function completenessOf(db: DbExecutor, userId: string): Promise<CompletenessResult | null> {
  const input = await loadCompletenessInput(db, userId);
  return input ? profileCompleteness(input) : null;
}

/**
 * Recomputes and stores `student_profiles.completeness` for one student. Called inside the
 * transaction of every change to the profile (records, personal section, photo, the school's
 * edits), so the stored score never lags the profile. Makes the profile row if it is missing.
 */
export async function recomputeCompleteness(tx: DbExecutor, userId: string): Promise<number> {
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (account?.role !== 'siswa') return 0;
  const result = await completenessOf(tx, userId);
  const score = result?.score ?? 0;
  await tx
    .insert(studentProfiles)
    .values({ userId, completeness: score })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { completeness: score } });
  return score;
}
