import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';
import { accountKey } from '../../lib/account-key.js';

/**
 * Failed-login throttling that slows an attacker without letting a stranger lock the owner out.
 * Kept in the database, so every API process shares it. Two counters:
 *
 * - per (account, IP) pair: the first PAIR_FREE_FAILURES failures cost nothing; each further one
 *   makes that pair wait PAIR_BASE_DELAY_SECONDS × 2^(n − PAIR_FREE_FAILURES − 1), at most
 *   PAIR_MAX_DELAY_SECONDS. Only that pair waits: the owner logging in from another IP is never
 *   slowed by someone else's failures. A pair is forgotten PAIR_FORGET_HOURS after its last failure,
 *   at once after a successful login from that IP, and for every IP after a password reset.
 * - per IP, across accounts: `ipFailuresPerHour` failures in a one-hour window block that IP for
 *   the rest of the window (spraying one password over many e-mails).
 *
 * While blocked, a request is answered 429 with Retry-After before any password is checked, so it
 * neither counts nor extends the delay. E-mails (known or not) and IPs are stored as SHA-256.
 */
export const PAIR_FREE_FAILURES = 5;
export const PAIR_BASE_DELAY_SECONDS = 30;
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
export const PAIR_FORGET_HOURS = 24;
export const IP_WINDOW_MINUTES = 60;
/** One failure in this many prunes rows nobody has failed on for PAIR_FORGET_HOURS. */
const PRUNE_EVERY = 100;

function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex');
}

/** An IPv6 client usually holds a whole /64: count the prefix, not the single address. */
export function ipBucket(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function pairKey(email: string, ip: string) {
  return `pair:${sha256(`${email.trim().toLowerCase()}\n${ipBucket(ip)}`)}`;
}
function ipKey(ip: string) {
  return `ip:${sha256(ipBucket(ip))}`;
}

/** Seconds this (account, IP) must still wait, or 0 when it may try now. */
export async function retryAfterSeconds(db: Db, email: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from max(${loginFailures.blockedUntil}) - now()))::int` })
    .from(loginFailures)
    .where(sql`${inArray(loginFailures.key, [pairKey(email, ip), ipKey(ip)])} AND ${loginFailures.blockedUntil} > now()`);
  return Math.max(0, Number(row?.wait ?? 0));
}

export async function recordFailure(db: Db, email: string, ip: string, ipFailuresPerHour: number): Promise<void> {
  const forget = sql.raw(`interval '${PAIR_FORGET_HOURS} hours'`);
  const window = sql.raw(`interval '${IP_WINDOW_MINUTES} minutes'`);
  // The pair: a failure after the forget period starts over; past the free failures the delay doubles.
  await db.execute(sql`
    INSERT INTO login_failures (key, account_key, failures, window_start, last_failure_at)
    VALUES (${pairKey(email, ip)}, ${accountKey(email)}, 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_failures.last_failure_at < now() - ${forget} THEN 1 ELSE login_failures.failures + 1 END,
      last_failure_at = now(),
      blocked_until = CASE
        WHEN login_failures.last_failure_at >= now() - ${forget} AND login_failures.failures + 1 > ${PAIR_FREE_FAILURES}
        THEN now() + make_interval(secs => least(${PAIR_MAX_DELAY_SECONDS}::float8,
          ${PAIR_BASE_DELAY_SECONDS}::float8 * power(2, least(login_failures.failures + 1 - ${PAIR_FREE_FAILURES} - 1, 30))))
        ELSE NULL END`);
  // The IP: a fixed one-hour window; reaching the budget blocks the IP until the window ends.
  await db.execute(sql`
    INSERT INTO login_failures (key, account_key, failures, window_start, last_failure_at, blocked_until)
    VALUES (${ipKey(ip)}, NULL, 1, now(), now(), CASE WHEN 1 >= ${ipFailuresPerHour} THEN now() + ${window} END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_failures.window_start < now() - ${window} THEN 1 ELSE login_failures.failures + 1 END,
      window_start = CASE WHEN login_failures.window_start < now() - ${window} THEN now() ELSE login_failures.window_start END,
      last_failure_at = now(),
      blocked_until = CASE
        WHEN login_failures.window_start >= now() - ${window} AND login_failures.failures + 1 >= ${ipFailuresPerHour}
        THEN login_failures.window_start + ${window}
        WHEN login_failures.window_start < now() - ${window} AND 1 >= ${ipFailuresPerHour}
        THEN now() + ${window}
        ELSE NULL END`);
  if (Math.random() * PRUNE_EVERY < 1) await pruneFailures(db);
}

/** Rows nobody has failed on for a day and that block nothing. */
export async function pruneFailures(db: Db): Promise<void> {
  await db.execute(sql`
    DELETE FROM login_failures
    WHERE last_failure_at < now() - ${sql.raw(`interval '${PAIR_FORGET_HOURS} hours'`)}
      AND (blocked_until IS NULL OR blocked_until < now())`);
}

/** A successful login forgets the failures of that (account, IP) pair; the IP budget stays. */
export async function clearPair(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, ip)));
}

/** A password reset is the owner's way in: it forgets the account's failures from every IP. */
export async function clearAccount(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey(email)));
}
