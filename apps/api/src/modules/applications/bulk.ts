// Bulk actions on a company's applicants (docs/applications.md, "Bulk actions"): several
// applications moved to one stage with one message, all of them or none.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_STAGE_NAMES,
  BULK_MESSAGES,
  canMove,
  type BulkMessageKey,
  type ErrorCode,
  type Lang,
  type Scope,
  type TBulkMoveApplications,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { applicationScope, fromApplications } from './application-query.js';
import { closeWhenFilled } from './opening-quota.js';

function refuseBulk(status: number, code: ErrorCode, field: string, key: BulkMessageKey, lang: Lang): AppError {
  const reason = BULK_MESSAGES[key][lang];
  return new AppError(status, code, { [field]: reason }, undefined, reason);
}

/**
 * Moves every named application to `body.stage` inside one transaction, with the rules of a single
 * move (`canMove`): an id outside the caller's company (or no application at all) refuses the whole
 * request with 403 before anything is written, so a company learns nothing about another's rows; a
 * stage one of them cannot reach refuses it with 400. Each student hears of their move as after a
 * single one (`application-stage`, e-mail as their preferences say) and reads the message in their
 * language on the application (`message`, `message_en`). Returns how many moved.
 */
export async function bulkMoveApplications(db: Db, scope: Scope, caller: Caller, body: TBulkMoveApplications, lang: Lang): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await fromApplications(tx).where(and(inArray(applications.id, body.ids), applicationScope(scope, caller)));
    if (rows.length !== body.ids.length) throw refuseBulk(403, 'FORBIDDEN', 'ids', 'OUTSIDE_COMPANY', lang);
    if (rows.some((row) => !canMove(row.stage, body.stage))) throw refuseBulk(400, 'VALIDATION', 'stage', 'STAGE_NOT_ALLOWED', lang);
    // The stage each row was read at must still be its stage: another admin's move in between refuses the whole bulk.
    for (const row of rows) {
      const [moved] = await tx
        .update(applications)
        .set({ stage: body.stage, updatedAt: sql`now()` })
        .where(and(eq(applications.id, row.id), eq(applications.stage, row.stage)))
        .returning({ id: applications.id });
      if (!moved) throw refuseBulk(409, 'DUPLICATE', 'stage', 'STAGE_NOT_ALLOWED', lang);
    }
    await tx.insert(applicationEvents).values(
      rows.map((row) => ({
        applicationId: row.id,
        fromStage: row.stage,
        toStage: body.stage,
        actorId: caller.user.id,
        reason: body.stage === 'rejected' ? (body.reason ?? null) : null,
        message: body.message || null,
        messageEn: (body.message && body.message_en) || null,
      })),
    );
    for (const row of rows)
      await notify(tx, {
        kind: 'application-stage',
        userIds: [row.student_id],
        params: { opening: row.opportunity_title, stage: APPLICATION_STAGE_NAMES[body.stage] },
        link: `/applications/${row.id}`,
      });
    // Hires fill an opening's quota one by one (each opening once: closeWhenFilled counts all its hires).
    if (body.stage === 'hired') for (const opening of new Set(rows.map((r) => r.opportunity_id))) await closeWhenFilled(tx, opening);
    return rows.length;
  });
}
