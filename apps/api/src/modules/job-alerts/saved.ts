// A student's saved openings (docs/matching.md, "Saved openings and job alerts").
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MAX_SAVED_OPENINGS, SAVED_OPENING_MESSAGES, type Lang } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, opportunities, savedOpportunities } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { withCityNames } from '../regions/city-names.js';

/** The caller's saved openings, newest first; `own`: the scope's condition on the row's student. */
export async function savedOpenings(db: Db, own: SQL | undefined) {
  const rows = await db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      company_name: companies.name,
      city_code: opportunities.cityCode,
      contract_type: opportunities.contractType,
      deadline: opportunities.deadline,
      status: opportunities.status,
      open: sql<boolean>`${isPublished()}`,
      saved_at: savedOpportunities.createdAt,
    })
    .from(savedOpportunities)
    .innerJoin(opportunities, eq(opportunities.id, savedOpportunities.opportunityId))
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    // A draft (an opening taken back to draft after it was saved) is the company's again: not shown.
    .where(and(own, ne(opportunities.status, 'draft')))
    .orderBy(desc(savedOpportunities.createdAt), desc(opportunities.id))
    .limit(MAX_SAVED_OPENINGS);
  return withCityNames(rows.map((r) => ({ ...r, status: r.status as 'open' | 'closed' })));
}

/**
 * Saves a published opening for the student (a student sees published openings only: anything
 * else is 404). Saving one already saved changes nothing; past MAX_SAVED_OPENINGS it is refused.
 */
export async function saveOpening(db: Db, studentId: string, opportunityId: string, lang: Lang) {
  await db.transaction(async (tx) => {
    const [opening] = await tx
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.id, opportunityId), isPublished()));
    if (!opening) throw notFound();
    const [held] = await tx.select({ n: count() }).from(savedOpportunities).where(eq(savedOpportunities.studentId, studentId));
    if ((held?.n ?? 0) >= MAX_SAVED_OPENINGS) {
      const [already] = await tx
        .select({ id: savedOpportunities.opportunityId })
        .from(savedOpportunities)
        .where(and(eq(savedOpportunities.studentId, studentId), eq(savedOpportunities.opportunityId, opportunityId)));
      if (already) return;
      const reason = SAVED_OPENING_MESSAGES.TOO_MANY_SAVED[lang];
      throw new AppError(409, 'VALIDATION', { opportunity_id: reason }, undefined, reason);
    }
    await tx.insert(savedOpportunities).values({ studentId, opportunityId }).onConflictDoNothing();
  });
}

/** Removes one of the caller's saved openings (`own`: the scope's condition); 404 when it is not on their list. */
export async function unsaveOpening(db: Db, own: SQL | undefined, opportunityId: string) {
  const removed = await db
    .delete(savedOpportunities)
    .where(and(own, eq(savedOpportunities.opportunityId, opportunityId)))
    .returning({ id: savedOpportunities.opportunityId });
  if (removed.length === 0) throw notFound();
}
