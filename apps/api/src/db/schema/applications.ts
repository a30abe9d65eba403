// Tables of the applications domain (migration 0014_applications): a student's application to an
// opening, every stage change it went through, and a company's invitations to apply.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationSource, ApplicationStage, InvitationStatus, RejectionReason } from '@jalurkarir/shared';
import { companies, createdAt, id, opportunities, updatedAt, users } from './core.js';

/**
 * One application of a student to an opening (at most one per pair: a second is 409). `company_id`
 * repeats the opening's company so that the company scope is one column, no join. `stage` is the
 * current stage; how it got there is in `application_events`.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ApplicationStage>().notNull().default('applied'),
    /** Whether the student applied, or accepted an invitation. */
    source: text('source').$type<ApplicationSource>().notNull().default('applied'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_opportunity_student_key').on(t.opportunityId, t.studentId),
    index('applications_company_stage_idx').on(t.companyId, t.stage),
    index('applications_student_created_idx').on(t.studentId, t.createdAt),
  ],
);

/**
 * Every stage change: who (actor, kept null when that account is deleted later), when, and what
 * came with it (interview date and place, rejection reason and message). The first row of an
 * application is its creation (`from_stage` null). The company's responsiveness is measured here.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage').$type<ApplicationStage>(),
    toStage: text('to_stage').$type<ApplicationStage>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<RejectionReason>(),
    message: text('message'),
    interviewAt: timestamp('interview_at', { withTimezone: true, mode: 'date' }),
    interviewPlace: text('interview_place'),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_created_idx').on(t.applicationId, t.createdAt)],
);

/** A company's invitation to a student to apply for one of its openings (one per opening and student). */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** The application an accepted invitation created. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_opportunity_student_key').on(t.opportunityId, t.studentId),
    index('invitations_student_status_idx').on(t.studentId, t.status),
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
