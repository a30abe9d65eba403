// Talent pools (migration 0024_talent_pools; docs/applications.md).
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, createdAt, id, users } from './core.js';

/** A company's named list of students to invite later ("Magang 2027"); one name per company, whatever its case. */
export const talentPools = pgTable(
  'talent_pools',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('talent_pools_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/** A student kept in a pool. The row stays when the student hides from companies; the list simply stops showing them. */
export const talentPoolStudents = pgTable(
  'talent_pool_students',
  {
    poolId: uuid('pool_id')
      .notNull()
      .references(() => talentPools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.studentId] }), index('talent_pool_students_student_idx').on(t.studentId)],
);
