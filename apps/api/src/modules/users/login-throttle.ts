import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';

/** Per-account brute-force guard, kept in the database so every API process shares it. */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

/** Keyed by a hash of the e-mail, so unknown e-mails are throttled the same way as real ones. */
function keyFor(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export async function isLocked(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`${loginThrottle.lockedUntil} > now()` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, keyFor(email)));
  return row?.locked === true;
}

export async function recordFailure(db: Db, email: string): Promise<void> {
  const window = sql.raw(`interval '${WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOCK_MINUTES} minutes'`);
  // A failure outside the window starts a new count; reaching the limit locks the account key.
  await db.execute(sql`
    INSERT INTO login_throttle (key, failures, window_start)
    VALUES (${keyFor(email)}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttle.window_start < now() - ${window} THEN 1 ELSE login_throttle.failures + 1 END,
      window_start = CASE WHEN login_throttle.window_start < now() - ${window} THEN now() ELSE login_throttle.window_start END,
      locked_until = CASE
        WHEN login_throttle.window_start >= now() - ${window} AND login_throttle.failures + 1 >= ${MAX_FAILURES}
        THEN now() + ${lock} ELSE login_throttle.locked_until END`);
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keyFor(email)));
}
