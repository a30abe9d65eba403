import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  SCORECARD_MESSAGES,
  type Lang,
  type Scope,
  type ScorecardMessageKey,
  type TApplicantNote,
  type TRateApplicant,
  type TSetScorecardCriteria,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { applicantNotes, applications, opportunities, scorecardCriteria, scorecardRatings, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** A refusal of this part, its reason on `field` and as the message, in the caller's language. */
function refuse(field: string, key: ScorecardMessageKey, lang: Lang): AppError {
  const reason = SCORECARD_MESSAGES[key][lang];
  return new AppError(400, 'VALIDATION', { [field]: reason }, undefined, reason);
}

/** The opening, when the caller's scope covers it (its company); 404 otherwise. */
async function openingInScope(db: DbExecutor, scope: Scope, caller: Caller, opportunityId: string): Promise<string> {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), scopeCondition(scope, caller, { company: opportunities.companyId })));
  if (!row) throw notFound();
  return row.id;
}

/** The application's opening, when the caller's scope covers the application (its company); 404 otherwise. */
async function applicationInScope(
  db: DbExecutor,
  scope: Scope,
  caller: Caller,
  applicationId: string,
): Promise<{ id: string; opportunityId: string }> {
  const [row] = await db
    .select({ id: applications.id, opportunityId: applications.opportunityId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), scopeCondition(scope, caller, { company: applications.companyId })));
  if (!row) throw notFound();
  return row;
}

const criterionSelection = {
  id: scorecardCriteria.id,
  name: scorecardCriteria.name,
  name_en: scorecardCriteria.nameEn,
  position: scorecardCriteria.position,
};

function criteriaOf(db: DbExecutor, opportunityId: string) {
  return db
    .select(criterionSelection)
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.opportunityId, opportunityId))
    .orderBy(asc(scorecardCriteria.position));
}

/** An opening's criteria, in order (empty until the company sets them). */
export async function openingCriteria(db: Db, scope: Scope, caller: Caller, opportunityId: string) {
  return criteriaOf(db, await openingInScope(db, scope, caller, opportunityId));
}

/**
 * Replaces an opening's criteria by the list sent, in its order: a criterion sent with its id keeps
 * its ratings (renaming it does not erase what was said), one left out goes with its ratings.
 */
export async function setOpeningCriteria(db: Db, scope: Scope, caller: Caller, opportunityId: string, body: TSetScorecardCriteria, lang: Lang) {
  return db.transaction(async (tx) => {
    const opening = await openingInScope(tx, scope, caller, opportunityId);
    const existing = new Set((await criteriaOf(tx, opening)).map((c) => c.id));
    const kept = body.criteria.flatMap((c) => (c.id ? [c.id] : []));
    const unknown = kept.findIndex((id) => !existing.has(id));
    if (unknown >= 0) throw refuse(`criteria.${body.criteria.findIndex((c) => c.id === kept[unknown])}.id`, 'UNKNOWN_CRITERION', lang);
    await tx
      .delete(scorecardCriteria)
      .where(and(eq(scorecardCriteria.opportunityId, opening), kept.length ? notInArray(scorecardCriteria.id, kept) : undefined));
    for (const [position, c] of body.criteria.entries()) {
      const values = { name: c.name, nameEn: c.name_en || null, position };
      if (c.id) await tx.update(scorecardCriteria).set(values).where(eq(scorecardCriteria.id, c.id));
      else await tx.insert(scorecardCriteria).values({ ...values, opportunityId: opening });
    }
    return criteriaOf(tx, opening);
  });
}

/** An applicant's scorecard: the opening's criteria, every admin's ratings (who, when), the average per criterion, the notes. */
export async function applicantScorecard(db: Db, scope: Scope, caller: Caller, applicationId: string) {
  const application = await applicationInScope(db, scope, caller, applicationId);
  const [criteria, ratings, notes] = await Promise.all([
    criteriaOf(db, application.opportunityId),
    db
      .select({
        criterion_id: scorecardRatings.criterionId,
        rater_id: scorecardRatings.raterId,
        rater_name: users.name,
        score: scorecardRatings.score,
        comment: scorecardRatings.comment,
        updated_at: scorecardRatings.updatedAt,
      })
      .from(scorecardRatings)
      .leftJoin(users, eq(scorecardRatings.raterId, users.id))
      .where(eq(scorecardRatings.applicationId, application.id))
      .orderBy(asc(scorecardRatings.updatedAt)),
    db
      .select({ id: applicantNotes.id, author_name: users.name, body: applicantNotes.body, created_at: applicantNotes.createdAt })
      .from(applicantNotes)
      .leftJoin(users, eq(applicantNotes.authorId, users.id))
      .where(eq(applicantNotes.applicationId, application.id))
      .orderBy(desc(applicantNotes.createdAt)),
  ]);
  const averages = criteria.map((c) => {
    const scores = ratings.filter((r) => r.criterion_id === c.id).map((r) => r.score);
    const average = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null;
    return { criterion_id: c.id, average, count: scores.length };
  });
  return { criteria, ratings, averages, notes };
}

/** The caller rates the applicant on criteria of its opening; rating a criterion again changes the caller's own rating. */
export async function rateApplicant(db: Db, scope: Scope, caller: Caller, applicationId: string, body: TRateApplicant, lang: Lang) {
  await db.transaction(async (tx) => {
    const application = await applicationInScope(tx, scope, caller, applicationId);
    const ids = body.ratings.map((r) => r.criterion_id);
    const known = new Set(
      (
        await tx
          .select({ id: scorecardCriteria.id })
          .from(scorecardCriteria)
          .where(and(eq(scorecardCriteria.opportunityId, application.opportunityId), inArray(scorecardCriteria.id, ids)))
      ).map((c) => c.id),
    );
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw refuse(`ratings.${unknown}.criterion_id`, 'UNKNOWN_CRITERION', lang);
    await tx
      .insert(scorecardRatings)
      .values(
        body.ratings.map((r) => ({
          applicationId: application.id,
          criterionId: r.criterion_id,
          raterId: caller.user.id,
          score: r.score,
          comment: r.comment || null,
        })),
      )
      .onConflictDoUpdate({
        target: [scorecardRatings.applicationId, scorecardRatings.criterionId, scorecardRatings.raterId],
        set: { score: sql`excluded.score`, comment: sql`excluded.comment`, updatedAt: sql`now()` },
      });
  });
}

/** The caller adds a note on the applicant. */
export async function addApplicantNote(db: Db, scope: Scope, caller: Caller, applicationId: string, body: TApplicantNote) {
  const application = await applicationInScope(db, scope, caller, applicationId);
  await db.insert(applicantNotes).values({ applicationId: application.id, authorId: caller.user.id, body: body.body });
}
