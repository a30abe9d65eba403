import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The planner's estimate of how many rows a query returns (`EXPLAIN (FORMAT JSON)`): no rows are
 * read, only the table statistics. Used to skip the exact count of a very large list.
 */
export async function estimateRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
