// Where a ranked pair already stands: the student's own application to each ranked opening, and, on
// the company's side, whether each ranked student applied to or was invited to the opening. A card
// shows that state instead of an action the API would refuse (one application and one invitation
// per opening and student).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStage } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applications, invitations } from '../../db/schema.js';
import { inUuids, preparedQuery, uuidArray } from '../../db/prepared.js';

export interface OwnApplication {
  id: string;
  stage: ApplicationStage;
}

/** The student's applications to these openings, by opening (one primary-key-sized read). */
export async function applicationsOf(db: Db, studentId: string, openingIds: readonly string[]): Promise<Map<string, OwnApplication>> {
  if (!openingIds.length) return new Map();
  const rows = await preparedQuery(db, 'own_applications', '', () =>
    db
      .select({ openingId: applications.opportunityId, id: applications.id, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.studentId, sql.placeholder('studentId')), inUuids(applications.opportunityId, sql.placeholder('ids')))),
  ).execute({ studentId, ids: uuidArray(openingIds) });
  return new Map(rows.map((r) => [r.openingId, { id: r.id, stage: r.stage }]));
}

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
