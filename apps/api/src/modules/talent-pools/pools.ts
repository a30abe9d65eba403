// A company's talent pools (docs/applications.md, "Talent pools"): the queries and rules.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAX_POOL_STUDENTS, TALENT_POOL_MESSAGES, toCompanyStudentView, type Lang } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, studentProfiles, talentPools, talentPoolStudents, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { companyCertificatesOf } from '../assessment/certificates-of.js';
import { studentVisibleToCompanies } from '../applications/visibility.js';
import { withCityNames } from '../regions/city-names.js';

/** A student a company may keep: a verified, active student visible to companies (the rule invitations use). */
const keepable = (also: SQL | undefined) =>
  and(eq(users.role, 'siswa'), eq(users.verified, true), eq(users.status, 'active'), studentVisibleToCompanies(users.id), also);

/**
 * The pools in scope (`own`: the scope's condition on the pool's company), oldest first, each with
 * the students the company may still see, newest first, through the company projection. A student
 * who hid from companies is left out: the row stays, nothing of it is shown.
 */
export async function listPools(db: Db, own: SQL | undefined, lang: Lang) {
  const pools = await db
    .select({ id: talentPools.id, name: talentPools.name })
    .from(talentPools)
    .where(own)
    .orderBy(asc(talentPools.createdAt), asc(talentPools.id));
  if (!pools.length) return [];
  const rows = await db
    .select({
      pool_id: talentPoolStudents.poolId,
      id: users.id,
      name: users.name,
      program: studentProfiles.program,
      grade: studentProfiles.grade,
      city_code: schools.cityCode,
      added_at: talentPoolStudents.createdAt,
    })
    .from(talentPoolStudents)
    .innerJoin(users, eq(talentPoolStudents.studentId, users.id))
    .innerJoin(schools, eq(users.schoolId, schools.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      keepable(
        inArray(
          talentPoolStudents.poolId,
          pools.map((p) => p.id),
        ),
      ),
    )
    .orderBy(sql`${talentPoolStudents.createdAt} desc`, asc(users.id));
  const certificates = await companyCertificatesOf(db, [...new Set(rows.map((r) => r.id))], lang);
  const named = await withCityNames(rows);
  return pools.map((pool) => ({
    ...pool,
    students: named
      .filter((row) => row.pool_id === pool.id)
      .map((row) => ({
        student: toCompanyStudentView({
          id: row.id,
          name: row.name,
          program: row.program,
          grade: row.grade,
          schoolCity: row.city_name,
          certificates: certificates.get(row.id),
        }),
        added_at: row.added_at,
      })),
  }));
}

/**
 * Keeps a visible student in the company's pool of that name (made when the company has none of
 * that name, whatever its case). Keeping a student twice changes nothing; returns the pool's id.
 */
export async function addToPool(db: Db, companyId: string, addedBy: string, input: { name: string; student_id: string }, lang: Lang) {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: users.id })
      .from(users)
      .where(keepable(eq(users.id, input.student_id)));
    if (!student) {
      const reason = TALENT_POOL_MESSAGES.STUDENT_NOT_AVAILABLE[lang];
      throw new AppError(400, 'VALIDATION', { student_id: reason }, undefined, reason);
    }
    const sameName = and(eq(talentPools.companyId, companyId), sql`lower(${talentPools.name}) = lower(${input.name})`);
    await tx.insert(talentPools).values({ companyId, name: input.name }).onConflictDoNothing();
    const [pool] = await tx.select({ id: talentPools.id }).from(talentPools).where(sameName);
    if (!pool) throw notFound();
    const [held] = await tx.select({ n: count() }).from(talentPoolStudents).where(eq(talentPoolStudents.poolId, pool.id));
    if ((held?.n ?? 0) >= MAX_POOL_STUDENTS) {
      const reason = TALENT_POOL_MESSAGES.POOL_FULL[lang];
      throw new AppError(409, 'VALIDATION', { name: reason }, undefined, reason);
    }
    await tx.insert(talentPoolStudents).values({ poolId: pool.id, studentId: student.id, addedBy }).onConflictDoNothing();
    return pool.id;
  });
}

/**
 * Takes a student out of a pool in scope (`own`), 404 when the pool is not the company's or the
 * student is not in it. A pool is a label: it goes with its last student.
 */
export async function removeFromPool(db: Db, own: SQL | undefined, poolId: string, studentId: string) {
  await db.transaction(async (tx) => {
    const [pool] = await tx
      .select({ id: talentPools.id })
      .from(talentPools)
      .where(and(eq(talentPools.id, poolId), own));
    if (!pool) throw notFound();
    const removed = await tx
      .delete(talentPoolStudents)
      .where(and(eq(talentPoolStudents.poolId, pool.id), eq(talentPoolStudents.studentId, studentId)))
      .returning({ id: talentPoolStudents.studentId });
    if (!removed.length) throw notFound();
    await tx
      .delete(talentPools)
      .where(and(eq(talentPools.id, pool.id), sql`not exists (select 1 from ${talentPoolStudents} where ${talentPoolStudents.poolId} = ${pool.id})`));
  });
}
