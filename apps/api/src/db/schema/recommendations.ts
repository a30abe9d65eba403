// Tables of the recommendations domain (one file per domain, re-exported by db/schema.ts; its migrations are
// hand-written in apps/api/drizzle/0016_recommendations.sql and 0018_matching_changes.sql).
import { bigint, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row: the version of everything the matching features are read from. The first recorded
 * change of a transaction moves it and holds its lock until commit (0018_matching_changes.sql), so
 * versions follow commit order; every API process compares it with the version of its in-memory
 * index (modules/recommendations). `prunedThrough`: the newest version whose changes were deleted.
 */
export const matchingDataVersion = pgTable('matching_data_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});

/**
 * What changed, written by triggers on every table the features are read from: a student, an
 * opening, a company's partner schools, or `all` (a bulk statement, a truncate, a scheme rename).
 */
export const matchingChanges = pgTable(
  'matching_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'student' | 'opening' | 'company' | 'all'>().notNull(),
    refId: uuid('ref_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matching_changes_version_idx').on(t.version)],
);
