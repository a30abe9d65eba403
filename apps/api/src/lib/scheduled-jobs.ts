import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * How long a claimed run may take before another process may run the job again: a process that
 * dies mid-run holds the job no longer than this. Far above a normal run (seconds).
 */
export const JOB_LEASE_MS = 5 * 60_000;

export interface ScheduledJob {
  /** The job's row in `scheduled_jobs`. */
  name: string;
  /** The least time between two runs, whichever processes run them. */
  everyMs: number;
  leaseMs?: number;
}

const millis = (ms: number) => sql`(${Math.max(0, Math.round(ms))}::int * interval '1 millisecond')`;

/**
 * Claims the job's due run: true in exactly one process per due time. One upsert: the row is made
 * on the first claim; later claims succeed only when the job is due and no run holds its lease,
 * and move the due time `everyMs` ahead. Two processes claiming at once wait for each other on the
 * row, and the second finds the due time already moved (PostgreSQL re-checks the condition on the
 * newest row). Plain row locks inside one statement: nothing stays on the connection, so it is
 * safe through a pooler in transaction mode (docs/operations.md).
 */
export async function claimJob(db: Db, job: ScheduledJob): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO scheduled_jobs (name, due_at, lease_until, last_started_at, runs)
    VALUES (${job.name}, now() + ${millis(job.everyMs)}, now() + ${millis(job.leaseMs ?? JOB_LEASE_MS)}, now(), 1)
    ON CONFLICT (name) DO UPDATE SET
      due_at = EXCLUDED.due_at, lease_until = EXCLUDED.lease_until, last_started_at = now(), runs = scheduled_jobs.runs + 1
    WHERE scheduled_jobs.due_at <= now() AND (scheduled_jobs.lease_until IS NULL OR scheduled_jobs.lease_until <= now())
    RETURNING name`);
  return result.rows.length > 0;
}

/** Ends a claimed run: the job may run again from its due time. */
export async function releaseJob(db: Db, name: string): Promise<void> {
  await db.execute(sql`UPDATE scheduled_jobs SET lease_until = NULL, last_finished_at = now() WHERE name = ${name}`);
}

/** Runs `run` if this process claimed the job's due run; returns whether it ran. A failed run is retried at the next due time. */
export async function runIfDue(db: Db, job: ScheduledJob, run: () => Promise<unknown>): Promise<boolean> {
  if (!(await claimJob(db, job))) return false;
  try {
    await run();
  } finally {
    // If this fails too (database gone), the lease runs out on its own.
    await releaseJob(db, job.name).catch(() => {});
  }
  return true;
}

/**
 * The claim period for a job ticked every `tickMs` in each process: a little under the tick, so
 * the process that ran it last finds it due again on its next tick despite timer jitter.
 */
export function periodForTick(tickMs: number): number {
  return Math.round(tickMs * 0.9);
}
