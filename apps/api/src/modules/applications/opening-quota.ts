// An opening's quota (docs/applications.md, "Opening quota"): the opening closes by itself once as
// many applicants were hired as it has places, and the company hears of it.
import { and, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { applications, opportunities } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { companyAdminIds } from './application-query.js';

/**
 * After a hire, inside the move's transaction: when the opening has a quota and its hired
 * applications reach it, an open opening is closed and the company's admins are told (in-app; by
 * e-mail as each admin's preferences say). The opening's row is locked first, so two hires at
 * once are counted one after the other and the last place is never missed.
 */
export async function closeWhenFilled(tx: DbExecutor, opportunityId: string): Promise<boolean> {
  const [opening] = await tx
    .select({
      id: opportunities.id,
      title: opportunities.title,
      quota: opportunities.quota,
      status: opportunities.status,
      companyId: opportunities.companyId,
    })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId))
    .for('update');
  if (!opening || opening.quota === null || opening.status !== 'open') return false;
  const [hired] = await tx
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.opportunityId, opening.id), eq(applications.stage, 'hired')));
  if ((hired?.n ?? 0) < opening.quota) return false;
  await tx.update(opportunities).set({ status: 'closed', updatedAt: new Date() }).where(eq(opportunities.id, opening.id));
  await notify(tx, {
    kind: 'opening-filled',
    userIds: await companyAdminIds(tx, opening.companyId),
    params: { opening: opening.title, quota: opening.quota },
    link: '/md-opportunity',
  });
  return true;
}
