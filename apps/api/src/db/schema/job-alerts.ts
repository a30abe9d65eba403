// Saved openings and job alerts (migration 0023_saved_openings_job_alerts; docs/matching.md).
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, real, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@jalurkarir/shared';
import { createdAt, opportunities, updatedAt, users } from './core.js';

/** A student's bookmark of an opening; it stays when the opening closes (the list shows it closed). */
export const savedOpportunities = pgTable(
  'saved_opportunities',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.opportunityId] }), index('saved_opportunities_student_created_idx').on(t.studentId, t.createdAt)],
);

/**
 * A student's alert choice (no row: alerts off). `lastSentOn`: the WIB day of the last alert, the
 * once-a-day bookkeeping — an alert is claimed by moving it to today, so two API processes never
 * both send one.
 */
export const jobAlertSettings = pgTable(
  'job_alert_settings',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    threshold: smallint('threshold').notNull().default(70),
    email: boolean('email').notNull().default(false),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_alert_settings_enabled_idx')
      .on(t.studentId)
      .where(sql`enabled`),
  ],
);

/** Openings already scored against the students with alerts on: an opening is new exactly once. */
export const jobAlertOpenings = pgTable('job_alert_openings', {
  opportunityId: uuid('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id, { onDelete: 'cascade' }),
  scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A new opening that reached a student's threshold, waiting for (or named in) that student's alert. */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    total: real('total').notNull(),
    /** The match's best reason (the explanation sentence of its top part), in both languages. */
    reason: jsonb('reason').$type<Bilingual>().notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.opportunityId] }),
    index('job_alert_matches_pending_idx')
      .on(t.studentId)
      .where(sql`notified_at is null`),
  ],
);
