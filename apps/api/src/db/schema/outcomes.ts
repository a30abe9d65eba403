// Tables of graduates and outcomes (migration 0020_outcomes): the alumni record of a graduated
// student with their current status and its history, tracer rounds with one line per graduate and
// the personal links' token hashes, and employer feedback. Rules: docs/outcomes.md.
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AlumniActivity,
  AlumniStatusSource,
  EmployerSource,
  ProgramFit,
  SalaryBand,
  TracerResponseStatus,
  TTracerAnswers,
  TTracerQuestion,
} from '@jalurkarir/shared';
import { companies, createdAt, id, schools, updatedAt, users } from './core.js';

/** The status fields, as stored on the alumni record and in each history entry. */
export interface StoredAlumniStatus {
  activity: AlumniActivity;
  company_name: string | null;
  position: string | null;
  sector: string | null;
  start_month: string | null;
  salary_band: SalaryBand | null;
  program_fit: ProgramFit | null;
  institution: string | null;
  study_program: string | null;
  business_name: string | null;
  business_sector: string | null;
  note: string | null;
}

/**
 * A graduate: a student account that graduated from a school in a year. The account (role `siswa`)
 * stays as it was — CV, results, applications — this row is what makes it an alumnus. The program
 * and class are kept as they were at graduation. The current status is on the row (what lists and
 * figures read); every change is also an `alumni_status_events` row.
 */
export const alumni = pgTable(
  'alumni',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    graduationYear: smallint('graduation_year').notNull(),
    graduatedOn: date('graduated_on', { mode: 'string' }).notNull(),
    program: text('program'),
    className: text('class_name'),
    graduatedBy: uuid('graduated_by').references(() => users.id, { onDelete: 'set null' }),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    activity: text('activity').$type<AlumniActivity>(),
    companyName: text('company_name'),
    position: text('position'),
    sector: text('sector'),
    startMonth: text('start_month'),
    salaryBand: text('salary_band').$type<SalaryBand>(),
    programFit: text('program_fit').$type<ProgramFit>(),
    institution: text('institution'),
    studyProgram: text('study_program'),
    businessName: text('business_name'),
    businessSector: text('business_sector'),
    statusNote: text('status_note'),
    statusSource: text('status_source').$type<AlumniStatusSource>(),
    statusRecordedBy: uuid('status_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('alumni_school_year_idx').on(t.schoolId, t.graduationYear)],
);

/** Every status a graduate has had, newest last: who recorded it (the graduate, a tracer answer, the school by phone). */
export const alumniStatusEvents = pgTable(
  'alumni_status_events',
  {
    id: id(),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => alumni.userId, { onDelete: 'cascade' }),
    status: jsonb('status').$type<StoredAlumniStatus>().notNull(),
    source: text('source').$type<AlumniStatusSource>().notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('alumni_status_events_alumni_created_idx').on(t.alumniId, t.createdAt)],
);

/** A tracer round: one school, one graduation year, a period and its questionnaire. */
export const tracerRounds = pgTable(
  'tracer_rounds',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    graduationYear: smallint('graduation_year').notNull(),
    title: text('title').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    questions: jsonb('questions').$type<TTracerQuestion[]>().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tracer_rounds_school_year_idx').on(t.schoolId, t.graduationYear)],
);

/** One graduate's line in a round: pending, responded (their answers, by link or by phone) or unreachable. */
export const tracerResponses = pgTable(
  'tracer_responses',
  {
    id: id(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => tracerRounds.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => alumni.userId, { onDelete: 'cascade' }),
    status: text('status').$type<TracerResponseStatus>().notNull().default('pending'),
    answers: jsonb('answers').$type<TTracerAnswers>(),
    source: text('source').$type<AlumniStatusSource>(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    note: text('note'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    reminders: integer('reminders').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tracer_responses_round_alumni_key').on(t.roundId, t.alumniId), index('tracer_responses_alumni_idx').on(t.alumniId)],
);

/**
 * The personal links of a line: each copy or e-mail is a new random token whose SHA-256 is kept,
 * so a link copied into WhatsApp does not cancel the one e-mailed before. Answering uses them all.
 */
export const tracerLinks = pgTable(
  'tracer_links',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => tracerResponses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tracer_links_token_hash_key').on(t.tokenHash), index('tracer_links_response_idx').on(t.responseId)],
);

/** A request for feedback to a graduate's employer, answered once through its token link. */
export const employerFeedback = pgTable(
  'employer_feedback',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => alumni.userId, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    source: text('source').$type<EmployerSource>().notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    technical: smallint('technical'),
    attitude: smallint('attitude'),
    communication: smallint('communication'),
    teamwork: smallint('teamwork'),
    comment: text('comment'),
    respondentName: text('respondent_name'),
    respondentPosition: text('respondent_position'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employer_feedback_token_hash_key').on(t.tokenHash),
    index('employer_feedback_school_idx').on(t.schoolId, t.createdAt),
    index('employer_feedback_alumni_idx').on(t.alumniId),
  ],
);
