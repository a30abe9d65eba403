import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { applications, opportunities, scorecardCriteria, scorecardRatings, users } from '../db/schema.js';

/** The demo opening with a scorecard, and the applicant already rated on it (an offer is pending). */
export const DEMO_SCORECARD = {
  opening: 'Junior Web Developer',
  applicant: 'siswa02@jalurkarir.id',
  rater: 'perusahaan@jalurkarir.id',
  criteria: [
    { name: 'Kemampuan teknis', nameEn: 'Technical skills' },
    { name: 'Komunikasi', nameEn: 'Communication' },
    { name: 'Sikap kerja', nameEn: 'Work attitude' },
  ],
  /** Ratings of the first two criteria by the company admin; the third is not rated yet. */
  ratings: [
    { criterion: 0, score: 4, comment: 'Portofolio rapi, paham dasar React.' },
    { criterion: 1, score: 5, comment: 'Menjelaskan proyeknya dengan jelas saat wawancara.' },
  ],
};

/** The demo company's scorecard on one opening and two ratings on one applicant (docs/applications.md). */
export async function seedScorecards(tx: DbExecutor): Promise<void> {
  const [opening] = await tx.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.title, DEMO_SCORECARD.opening));
  const [applicant] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SCORECARD.applicant));
  const [rater] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SCORECARD.rater));
  if (!opening || !applicant || !rater) return;
  const [application] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.opportunityId, opening.id), eq(applications.studentId, applicant.id)));
  const criteria = await tx
    .insert(scorecardCriteria)
    .values(DEMO_SCORECARD.criteria.map((c, position) => ({ ...c, opportunityId: opening.id, position })))
    .returning({ id: scorecardCriteria.id, position: scorecardCriteria.position });
  if (!application) return;
  const idAt = (position: number) => criteria.find((c) => c.position === position)!.id;
  await tx.insert(scorecardRatings).values(
    DEMO_SCORECARD.ratings.map((r) => ({
      applicationId: application.id,
      criterionId: idAt(r.criterion),
      raterId: rater.id,
      score: r.score,
      comment: r.comment,
    })),
  );
}
