// Tables of the partnerships domain (migration 0013_partnerships): a company's partnership with a
// school (Mitra Sekolah) per period, and what happened to it. Rules: docs/partnerships.md.
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PartnershipEvent, StoredPartnershipStatus } from '@jalurkarir/shared';
import { companies, createdAt, id, schools, updatedAt, users } from './core.js';

/**
 * One period of a company's partnership with a school. Requested by the company, answered by the
 * school (accepted with a period, or declined with a reason), ended by either side. A renewal is a
 * new row whose `previous_id` is the period before; `expired` is derived (active, past `end_date`).
 */
export const partnerships = pgTable(
  'partnerships',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Vocational program codes the partnership concerns (VOCATIONAL_PROGRAMS). */
    programs: text('programs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message'),
    status: text('status').$type<StoredPartnershipStatus>().notNull().default('requested'),
    mouNumber: text('mou_number'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The signed agreement (PDF): a stored name under uploads/private/partnership_document, and the uploaded file's name. */
    document: text('document'),
    documentName: text('document_name'),
    /** The company takes PKL students from the school under this agreement (migration 0019_pkl; docs/pkl.md). */
    pkl: boolean('pkl').notNull().default(false),
    declineReason: text('decline_reason'),
    endReason: text('end_reason'),
    previousId: uuid('previous_id').references((): AnyPgColumn => partnerships.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** When both sides were told that the period ends soon (once per period). */
    endingNotifiedAt: timestamp('ending_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partnerships_company_created_idx').on(t.companyId, t.createdAt),
    index('partnerships_school_created_idx').on(t.schoolId, t.createdAt),
    index('partnerships_status_end_idx').on(t.status, t.endDate),
    index('partnerships_previous_idx').on(t.previousId),
  ],
);

/** The history of a partnership: who did what, when (the actor is kept null when the account goes). */
export const partnershipEvents = pgTable(
  'partnership_events',
  {
    id: id(),
    partnershipId: uuid('partnership_id')
      .notNull()
      .references(() => partnerships.id, { onDelete: 'cascade' }),
    action: text('action').$type<PartnershipEvent>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('partnership_events_partnership_created_idx').on(t.partnershipId, t.createdAt)],
);
