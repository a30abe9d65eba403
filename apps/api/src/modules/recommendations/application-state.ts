// Where a ranked pair already stands on the company's side: whether each ranked student applied to
// or was invited to the opening. A card shows that state instead of an action the API would refuse
// (one application and one invitation per opening and student). The student's own application to
// each ranked opening comes with the openings' details (results.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, invitations } from '../../db/schema.js';

export interface Contacted {
  applied: boolean;
  invited: boolean;
}

/** Of these students, who applied to the opening and who was invited to it (any answer), by student. */
export async function contactedFor(db: Db, openingId: string, studentIds: readonly string[]): Promise<(studentId: string) => Contacted> {
  if (!studentIds.length) return () => ({ applied: false, invited: false });
  const ids = [...studentIds];
  const [applied, invited] = await Promise.all([
    db
      .select({ studentId: applications.studentId })
      .from(applications)
      .where(and(eq(applications.opportunityId, openingId), inArray(applications.studentId, ids))),
    db
      .select({ studentId: invitations.studentId })
      .from(invitations)
      .where(and(eq(invitations.opportunityId, openingId), inArray(invitations.studentId, ids))),
  ]);
  const appliedIds = new Set(applied.map((r) => r.studentId));
  const invitedIds = new Set(invited.map((r) => r.studentId));
  return (studentId) => ({ applied: appliedIds.has(studentId), invited: invitedIds.has(studentId) });
}
