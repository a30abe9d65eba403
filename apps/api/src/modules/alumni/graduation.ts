// Graduating a class: the school's current students of one class become alumni of a year. The dry run
// answers the same list without writing, so the school checks it before anything changes.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, Scope, ZGraduateClass } from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { isCurrentStudent } from '../../db/current-students.js';
import { alumni, studentProfiles, tracerResponses, tracerRounds, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { todayIso } from '../privacy/settings.js';
import { refuse } from './messages.js';

/**
 * The school a school-wide action of the caller concerns: the caller's own for a school scope (a
 * different `school_id` is another school's: not found), the one named for the Admin.
 */
export function schoolOfAction(scope: Scope, caller: Caller, schoolId: string | undefined, lang: Lang): string {
  if (scope === 'all') {
    if (!schoolId) throw refuse(400, 'VALIDATION', 'school_id', 'SCHOOL_REQUIRED', lang);
    return schoolId;
  }
  const own = caller.user.schoolId;
  if (!own || (schoolId && schoolId !== own)) throw notFound();
  return own;
}

/** Gives every graduate of the school and year a `pending` line in the rounds of that year that are not closed. */
export async function addTracerLines(tx: DbExecutor, schoolId: string, year: number): Promise<void> {
  await tx.execute(sql`insert into ${tracerResponses} (round_id, alumni_id)
    select r.id, a.user_id from ${tracerRounds} r join ${alumni} a on a.school_id = r.school_id and a.graduation_year = r.graduation_year
    where r.school_id = ${schoolId} and r.graduation_year = ${year} and r.closed_at is null
    on conflict (round_id, alumni_id) do nothing`);
}

export async function graduateClass(db: Db, scope: Scope, caller: Caller, b: z.infer<typeof ZGraduateClass>, lang: Lang) {
  const schoolId = schoolOfAction(scope, caller, b.school_id, lang);
  const className = b.class_name.trim();
  const candidates = await db
    .select({
      id: users.id,
      name: users.name,
      nisn: users.nisn,
      email: users.email,
      phone: users.phone,
      program: studentProfiles.program,
      class_name: studentProfiles.className,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'siswa'),
        eq(users.schoolId, schoolId),
        sql`lower(trim(${studentProfiles.className})) = lower(${className})`,
        isCurrentStudent(users.id),
      ),
    )
    .orderBy(asc(users.name))
    .limit(1000);
  if (!candidates.length) throw refuse(400, 'VALIDATION', 'class_name', 'NOTHING_TO_GRADUATE', lang);
  const excluded = new Set(b.exclude_ids);
  const graduates = candidates.filter((c) => !excluded.has(c.id));
  const graduatedOn = b.graduated_on ?? todayIso();
  if (!b.dry_run && graduates.length) {
    await db.transaction(async (tx) => {
      await tx
        .insert(alumni)
        .values(
          graduates.map((g) => ({
            userId: g.id,
            schoolId,
            graduationYear: b.graduation_year,
            graduatedOn,
            program: g.program,
            className: g.class_name,
            graduatedBy: caller.user.id,
            contactEmail: g.email,
            contactPhone: g.phone,
          })),
        )
        .onConflictDoNothing();
      await addTracerLines(tx, schoolId, b.graduation_year);
    });
  }
  return {
    dry_run: b.dry_run,
    school_id: schoolId,
    class_name: className,
    graduation_year: b.graduation_year,
    graduated_on: graduatedOn,
    graduates: graduates.map((g) => ({ id: g.id, name: g.name, nisn: g.nisn, program: g.program, class_name: g.class_name ?? className })),
    excluded: candidates.filter((c) => excluded.has(c.id)).map((c) => ({ id: c.id, name: c.name })),
    count: graduates.length,
  };
}
