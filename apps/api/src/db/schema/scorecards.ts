// Tables of the company's scorecards and notes on applicants (migration 0026_scorecards): an
// opening's criteria, each admin's rating per criterion, and the admins' notes. Internal to the company.
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { createdAt, id, opportunities, updatedAt, users } from './core.js';

/** One criterion of an opening's scorecard (2–8 per opening, in `position` order). */
export const scorecardCriteria = pgTable(
  'scorecard_criteria',
  {
    id: id(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    createdAt: createdAt(),
  },
  (t) => [index('scorecard_criteria_opportunity_idx').on(t.opportunityId, t.position)],
);

/**
 * One admin's 1–5 rating of one applicant on one criterion (one per rater: rating again changes it).
 * A removed criterion takes its ratings along; a deleted rater's ratings stay, unnamed.
 */
export const scorecardRatings = pgTable(
  'scorecard_ratings',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => scorecardCriteria.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id').references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('scorecard_ratings_application_criterion_rater_key').on(t.applicationId, t.criterionId, t.raterId)],
);

/** A note of one of the company's admins on an applicant. */
export const applicantNotes = pgTable(
  'applicant_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('applicant_notes_application_created_idx').on(t.applicationId, t.createdAt)],
);
