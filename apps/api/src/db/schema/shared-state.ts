import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the per-route rate limits (lib/pg-rate-limit-store.ts): one row per limit and
 * client (the key is a SHA-256, never the IP itself) for a fixed window. In the database, so every
 * API process counts against the same budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * The clock-driven jobs (lib/scheduled-jobs.ts): when each is next due and, while one process runs
 * it, until when that process holds it. A run is claimed by moving `due_at` forward, so one due
 * time is one run whatever the number of processes.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});
