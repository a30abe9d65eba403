import { desc, eq } from 'drizzle-orm';
import type { ProfileViewRow } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { companies, profileViews, users } from '../../db/schema.js';

/**
 * Records that `viewerUserId` opened the full profile of `studentUserId` — when the viewer is
 * outside the student's school (a company, an assessor, the Admin). The student's own school and
 * the student themself are not recorded: the access log is about who else looked.
 */
export async function recordProfileView(db: DbExecutor, ids: { viewerUserId: string; studentUserId: string }): Promise<boolean> {
  if (ids.viewerUserId === ids.studentUserId) return false;
  const [viewer] = await db
    .select({ role: users.role, schoolId: users.schoolId, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, ids.viewerUserId));
  const [student] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, ids.studentUserId));
  if (!viewer || !student) return false;
  if (viewer.schoolId && viewer.schoolId === student.schoolId) return false;
  await db
    .insert(profileViews)
    .values({ studentId: ids.studentUserId, viewerId: ids.viewerUserId, companyId: viewer.companyId, viewerRole: viewer.role });
  return true;
}

/** "Who viewed my profile": the company (or the viewer's role when none) and the time, newest first. */
export async function listProfileViews(db: DbExecutor, studentId: string, limit = 100): Promise<ProfileViewRow[]> {
  const rows = await db
    .select({ id: profileViews.id, company: companies.name, viewerRole: profileViews.viewerRole, viewedAt: profileViews.viewedAt })
    .from(profileViews)
    .leftJoin(companies, eq(companies.id, profileViews.companyId))
    .where(eq(profileViews.studentId, studentId))
    .orderBy(desc(profileViews.viewedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, viewedAt: r.viewedAt.toISOString() }));
}
