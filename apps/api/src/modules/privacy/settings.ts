import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ageOn, needsGuardianConsent, type PrivacySettings } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { erasureRequests, guardianConsents, studentPrivacy, studentProfiles, users } from '../../db/schema.js';
import { visibleToCompaniesWhere } from './visibility.js';

/** Today in Jakarta time (YYYY-MM-DD): the product's schools are in Indonesia. */
export function todayIso(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The student's privacy card: visibility, whether consent is needed, the latest consent and erasure request. */
export async function privacySettings(db: DbExecutor, studentId: string): Promise<PrivacySettings> {
  const [row] = await db
    .select({
      visible: studentPrivacy.visibleToCompanies,
      birthDate: studentProfiles.birthDate,
      effective: sql<boolean>`${visibleToCompaniesWhere(users.id)}`,
    })
    .from(users)
    .leftJoin(studentPrivacy, eq(studentPrivacy.userId, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  // The consent that speaks for the student now: a granted one first, else the latest request.
  const [consent] = await db
    .select()
    .from(guardianConsents)
    .where(and(eq(guardianConsents.studentId, studentId), inArray(guardianConsents.status, ['granted', 'pending', 'declined', 'withdrawn'])))
    .orderBy(sql`(${guardianConsents.status} = 'granted') desc`, desc(guardianConsents.createdAt))
    .limit(1);
  const [erasure] = await db
    .select({ id: erasureRequests.id, status: erasureRequests.status, createdAt: erasureRequests.createdAt })
    .from(erasureRequests)
    .where(eq(erasureRequests.studentId, studentId))
    .orderBy(desc(erasureRequests.createdAt))
    .limit(1);
  const today = todayIso();
  return {
    visibleToCompanies: row?.visible ?? false,
    needsConsent: needsGuardianConsent(row?.birthDate, today),
    age: ageOn(row?.birthDate, today),
    effectivelyVisible: Boolean(row?.effective),
    consent: consent
      ? {
          id: consent.id,
          status: consent.status,
          method: consent.method,
          guardianName: consent.guardianName,
          guardianEmail: consent.guardianEmail,
          relation: consent.relation,
          textVersion: consent.textVersion,
          answeredAt: consent.answeredAt?.toISOString() ?? null,
          createdAt: consent.createdAt.toISOString(),
        }
      : null,
    erasure: erasure ? { id: erasure.id, status: erasure.status, createdAt: erasure.createdAt.toISOString() } : null,
  };
}

/** Sets the student's visibility (a row is created on the first change). */
export async function setVisibility(db: DbExecutor, studentId: string, visible: boolean): Promise<void> {
  await db
    .insert(studentPrivacy)
    .values({ userId: studentId, visibleToCompanies: visible })
    .onConflictDoUpdate({ target: studentPrivacy.userId, set: { visibleToCompanies: visible, updatedAt: sql`now()` } });
}
