import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * THE rule of which students a company may see (docs/privacy.md), as a condition on a column that
 * holds the student's account id: the student chose to be visible, is 18 or older (by the birth
 * date of their profile; unknown counts as a minor) or has a granted guardian consent, and their
 * account is verified and active. Every endpoint that shows students to companies adds it:
 *
 *   .where(and(..., visibleToCompaniesWhere(users.id)))
 *
 * Withdrawing the consent or turning visibility off takes effect on the next query.
 */
export function visibleToCompaniesWhere(userIdColumn: PgColumn | SQL): SQL {
  // Inner tables are aliased: an unaliased `users` here would shadow the caller's `users.id`.
  return sql`exists (
    select 1 from student_privacy vis_p
    join users vis_u on vis_u.id = vis_p.user_id
    where vis_p.user_id = ${userIdColumn}
      and vis_p.visible_to_companies
      and vis_u.verified
      and vis_u.status = 'active'
      and (
        exists (select 1 from student_profiles vis_sp where vis_sp.user_id = vis_p.user_id
          and vis_sp.birth_date <= (current_date - interval '18 years')::date)
        or exists (select 1 from guardian_consents vis_gc where vis_gc.student_id = vis_p.user_id
          and vis_gc.status = 'granted')
      )
  )`;
}
