// Tables of the recommendations domain (one file per domain, re-exported by db/schema.ts; its migration is
// hand-written in apps/api/drizzle/0016_recommendations.sql).
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row: the version of everything the matching features are read from. Triggers on those
 * tables (0016_recommendations.sql) add one in the writing transaction; every API process
 * compares it with the version its in-memory index was built from (modules/recommendations).
 */
export const matchingDataVersion = pgTable('matching_data_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
