import { sql, type SQL } from 'drizzle-orm';
import { alumni } from './schema.js';

/**
 * A student account that has not graduated. Graduates keep their `siswa` account (CV, results,
 * applications), so every "students of the school" list, test assignment and completeness chase
 * adds this condition to read current students only (docs/outcomes.md).
 */
export function isCurrentStudent(userId: SQL | { getSQL(): SQL }): SQL {
  return sql`not exists (select 1 from ${alumni} where ${alumni.userId} = ${userId})`;
}

/** The opposite: a graduate (the school's alumni view of the same lists). */
export function isGraduate(userId: SQL | { getSQL(): SQL }): SQL {
  return sql`exists (select 1 from ${alumni} where ${alumni.userId} = ${userId})`;
}
