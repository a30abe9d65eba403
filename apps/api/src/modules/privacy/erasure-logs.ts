import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { auditLog, erasureRequests, matchingChanges } from '../../db/schema.js';

/**
 * The erased account's id in the tables that keep ids without a foreign key to `users` (so no
 * cascade or set-null reaches them), each decided on its own (docs/privacy.md, "Erasure"):
 *
 * - `matching_changes`: the ranking indexes' change log. The erasure itself writes the id there
 *   (the triggers record the deleted student so every API process drops them). Its rows are
 *   deleted and one `all` change is recorded under the same version instead: a process that has
 *   not caught up reloads everything, which drops the student too — erasures are rare enough.
 * - `audit_log`: what staff did to an account. The rows stay (who used an Admin power, and when,
 *   is the staff's accountability), but the erased account is no longer named as target or actor.
 * - `erasure_requests`: the request stays with its student id null (set by the foreign key when
 *   the account is deleted; here too when it is only anonymised).
 *
 * Run after the account is deleted or anonymised, in the same transaction.
 */
export async function scrubAccountId(db: DbExecutor, accountId: string): Promise<void> {
  const removed = await db.delete(matchingChanges).where(eq(matchingChanges.refId, accountId)).returning({ version: matchingChanges.version });
  if (removed.length) await db.execute(sql`insert into matching_changes (version, kind) values (matching_change_version(), 'all')`);
  await db.update(auditLog).set({ targetId: null }).where(eq(auditLog.targetId, accountId));
  await db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, accountId));
  await db.update(erasureRequests).set({ studentId: null }).where(eq(erasureRequests.studentId, accountId));
}
