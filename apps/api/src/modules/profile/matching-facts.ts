import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * What matching (modules/recommendations/loader.ts) reads of the student profile, in one
 * query for many students (docs/profile.md "For matching"):
 * - `willingToRelocate`: student_profiles.willing_to_relocate (null = not answered);
 * - `pklMonths`: whole months of the student_experiences rows with kind = 'pkl', each from
 *   date_from to coalesce(date_to, today), summed; `workMonths` the same for kind = 'work';
 * - `skills`: student_skills.name, in the order they were added.
 */
export interface ProfileMatchingFacts {
  willingToRelocate: boolean | null;
  pklMonths: number;
  workMonths: number;
  skills: string[];
}

/** Whole months of one experience row, as SQL (`age()` in months, never negative). */
export const experienceMonthsSql = sql`greatest(0, (extract(year from age(coalesce(date_to, current_date) + 1, date_from)) * 12
  + extract(month from age(coalesce(date_to, current_date) + 1, date_from)))::int)`;

export async function loadProfileMatchingFacts(db: DbExecutor, userIds?: readonly string[]): Promise<Map<string, ProfileMatchingFacts>> {
  const only = userIds
    ? sql`where u.id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`where u.role = 'siswa'`;
  if (userIds && userIds.length === 0) return new Map();
  const result = await db.execute<{ id: string; relocate: boolean | null; pkl: number | null; work: number | null; skills: string[] | null }>(sql`
    select u.id, sp.willing_to_relocate as relocate,
      (select sum(${experienceMonthsSql})::int from student_experiences x where x.user_id = u.id and x.kind = 'pkl') as pkl,
      (select sum(${experienceMonthsSql})::int from student_experiences x where x.user_id = u.id and x.kind = 'work') as work,
      (select array_agg(s.name order by s.created_at) from student_skills s where s.user_id = u.id) as skills
    from users u left join student_profiles sp on sp.user_id = u.id ${only}`);
  return new Map(
    result.rows.map((r) => [
      r.id,
      { willingToRelocate: r.relocate, pklMonths: Number(r.pkl ?? 0), workMonths: Number(r.work ?? 0), skills: r.skills ?? [] },
    ]),
  );
}
