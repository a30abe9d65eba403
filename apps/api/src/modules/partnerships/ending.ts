import { and, eq, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PARTNERSHIP_ENDING_DAYS } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { companies, partnerships, schools } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { businessTodaySql } from '../opportunities/opportunity-crud.js';
import { companyAdminIdsOf, schoolAdminIdsOf } from './partnership-query.js';

const next = alias(partnerships, 'next_period');

/**
 * Tells both sides, once per period, that an active partnership ends within PARTNERSHIP_ENDING_DAYS
 * and has not been renewed (`partnership-ending`). Run on the notification dispatcher's tick
 * (app.ts); idempotent through `ending_notified_at` (cleared when the MoU record changes the period).
 */
export async function notifyEndingPartnerships(db: DbExecutor): Promise<number> {
  const due = await db
    .select({
      id: partnerships.id,
      companyId: companies.id,
      company: companies.name,
      schoolId: schools.id,
      school: schools.name,
      endDate: partnerships.endDate,
    })
    .from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.companyId))
    .innerJoin(schools, eq(schools.id, partnerships.schoolId))
    .where(
      and(
        eq(partnerships.status, 'active'),
        isNull(partnerships.endingNotifiedAt),
        gte(partnerships.endDate, businessTodaySql()),
        lte(partnerships.endDate, sql`${businessTodaySql()} + ${PARTNERSHIP_ENDING_DAYS}::int`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(next)
            .where(eq(next.previousId, partnerships.id)),
        ),
      ),
    )
    .limit(200);
  for (const p of due) {
    const date = p.endDate ?? '';
    const claimed = await db
      .update(partnerships)
      .set({ endingNotifiedAt: sql`now()` })
      .where(and(eq(partnerships.id, p.id), isNull(partnerships.endingNotifiedAt)))
      .returning({ id: partnerships.id });
    if (claimed.length === 0) continue;
    const link = `/school-partnership/${p.id}`;
    await notify(db, { kind: 'partnership-ending', userIds: await companyAdminIdsOf(db, p.companyId), params: { partner: p.school, date }, link });
    await notify(db, { kind: 'partnership-ending', userIds: await schoolAdminIdsOf(db, p.schoolId), params: { partner: p.company, date }, link });
  }
  return due.length;
}
