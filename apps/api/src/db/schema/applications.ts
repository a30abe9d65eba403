// Tables of the applications domain (migration 0014_applications): a student's application to an
// opening, every stage change it went through, and a company's invitations to apply.
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationSource, ApplicationStage, InvitationStatus, RejectionReason, TScreeningAnswer } from '@jalurkarir/shared';
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
    /** The interview slot the student picked (migration 0025); null while none is picked. */
    interviewSlotId: uuid('interview_slot_id').references((): AnyPgColumn => interviewSlots.id, { onDelete: 'set null' }),
    /** The student's note asking for another time than the proposed slots. */
    interviewRequestNote: text('interview_request_note'),
    /** When the day-before reminder went out: it goes once per picked interview. */
    interviewRemindedAt: timestamp('interview_reminded_at', { withTimezone: true, mode: 'date' }),
    /** The opening's screening questions as asked when the student applied, with the answers (migration 0029); null: none asked. */
    screeningAnswers: jsonb('screening_answers').$type<TScreeningAnswer[]>(),
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
    /** The message in English, when the company wrote it in both languages (a bulk move; migration 0030). */
    messageEn: text('message_en'),
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

/** The times a company proposed for an interview (1–5, the latest move to `interview` replaces them). */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references((): AnyPgColumn => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('interview_slots_application_starts_idx').on(t.applicationId, t.startsAt)],
);
