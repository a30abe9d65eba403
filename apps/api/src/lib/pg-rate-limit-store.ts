import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';

/** One counted request in this many also deletes the counters whose window has ended. */
const PRUNE_EVERY = 200;

/** What @fastify/rate-limit hands `child()`: the limit's options, and the route for a route's own limit. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The stored key: a hash, so the table holds no IP address; the route keeps two routes' counters apart. */
export function counterKey(nameSpace: string, key: string): string {
  return createHash('sha256').update(`${nameSpace}\n${key}`).digest('hex');
}

/**
 * Counts one request of `key` in a fixed window of `windowMs` (a window that has ended starts
 * again at 1) and returns the count and the milliseconds left, in one upsert: two processes
 * counting at the same moment both land on the row, in turn.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(${Math.max(1, Math.round(windowMs))}::int * interval '1 millisecond')`;
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    INSERT INTO rate_limit_counters (key, hits, window_ends_at) VALUES (${key}, 1, now() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN 1 ELSE rate_limit_counters.hits + 1 END,
      window_ends_at = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN EXCLUDED.window_ends_at
        ELSE rate_limit_counters.window_ends_at END
    RETURNING hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int AS ttl`);
  const row = result.rows[0]!;
  if (Math.random() * PRUNE_EVERY < 1) await db.execute(sql`DELETE FROM rate_limit_counters WHERE window_ends_at < now()`);
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/**
 * A @fastify/rate-limit store in the database (table `rate_limit_counters`), so a limit holds for
 * the whole install, not per API process: the library's default keeps counts in each process's
 * memory, and N processes behind one port would allow N times the limit. Fixed windows, like the
 * default store; `continueExceeding` and `exponentialBackoff` are not supported (no limit uses them).
 * A route's own limit is named by its method and URL; limits made with `createRateLimit` have no
 * route, so they name themselves in their key (`keyGenerator`), as the account routes do.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly nameSpace = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, counterKey(this.nameSpace, key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      return new PgRateLimitStore(undefined, route?.url ? `${[route.method].flat().join(',')} ${route.url}` : this.nameSpace);
    }
  }
  return PgRateLimitStore;
}
