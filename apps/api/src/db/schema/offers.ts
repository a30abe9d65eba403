// Job offers on applications (migration 0029_screening_offers): the company's terms and the
// student's answer. At most one open offer per application (a partial unique index).
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OfferContractType, OfferStatus } from '@jalurkarir/shared';
import { applications } from './applications.js';
import { createdAt, currencies, id, updatedAt, users } from './core.js';

/** One offer: the terms, who made it, and what became of it (answered by the student, or withdrawn by the company). */
export const applicationOffers = pgTable(
  'application_offers',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    monthlySalary: bigint('monthly_salary', { mode: 'number' }).notNull(),
    currencyId: uuid('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    contractType: text('contract_type').$type<OfferContractType>().notNull(),
    note: text('note'),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    declineReason: text('decline_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('application_offers_application_created_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('application_offers_one_open_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open'`),
  ],
);
