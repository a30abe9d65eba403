// Tables of the PKL domain (migration 0019_pkl): a school's PKL periods with per-company quotas,
// placements of students at partner companies, the daily journal, teachers' visits, the company's
// evaluation, a school's own evaluation aspects and the history of every change. Rules: docs/pkl.md.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PklAttendance, PklEvent, PklJournalStatus, StoredPklPlacementStatus, TPklAspect } from '@jalurkarir/shared';
import { companies, createdAt, id, schools, updatedAt, users } from './core.js';
import { partnerships } from './partnerships.js';

/** A PKL period of one school for some class groups (students' free-text `class_name`). */
export const pklPeriods = pgTable(
  'pkl_periods',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    classNames: text('class_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    program: text('program'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hoursPerDay: smallint('hours_per_day').notNull().default(8),
    /** ISO weekdays (1 = Monday). */
    workingDays: smallint('working_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::smallint[]`),
    industryWeight: smallint('industry_weight').notNull().default(70),
    coordinatorId: uuid('coordinator_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pkl_periods_school_start_idx').on(t.schoolId, t.startDate), index('pkl_periods_coordinator_idx').on(t.coordinatorId)],
);

/** How many students a company takes in a period. */
export const pklQuotas = pgTable(
  'pkl_quotas',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => pklPeriods.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quota: integer('quota').notNull(),
  },
  (t) => [uniqueIndex('pkl_quotas_period_company_key').on(t.periodId, t.companyId)],
);

/** One student's PKL at one company in one period. `ongoing` is derived (confirmed, started). */
export const pklPlacements = pgTable(
  'pkl_placements',
  {
    id: id(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => pklPeriods.id, { onDelete: 'restrict' }),
    /** The period's school, kept on the row so every scope is one column. */
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    partnershipId: uuid('partnership_id').references(() => partnerships.id, { onDelete: 'set null' }),
    schoolSupervisorId: uuid('school_supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    industrySupervisorId: uuid('industry_supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<StoredPklPlacementStatus>().notNull(),
    proposalNote: text('proposal_note'),
    reason: text('reason'),
    finalGrade: real('final_grade'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The last day (WIB) the missing-days notice went out, so it goes at most daily. */
    missingNotifiedOn: date('missing_notified_on', { mode: 'string' }),
    evaluationDueNotifiedAt: timestamp('evaluation_due_notified_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pkl_placements_period_status_idx').on(t.periodId, t.status),
    index('pkl_placements_school_idx').on(t.schoolId, t.createdAt),
    index('pkl_placements_student_idx').on(t.studentId),
    index('pkl_placements_company_idx').on(t.companyId, t.status),
    index('pkl_placements_school_supervisor_idx').on(t.schoolSupervisorId),
  ],
);

/** A day of the journal: one per placement and date (the key that makes an offline resend idempotent). */
export const pklJournalDays = pgTable(
  'pkl_journal_days',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => pklPlacements.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    attendance: text('attendance').$type<PklAttendance>().notNull(),
    checkInTime: text('check_in_time'),
    activities: text('activities').notNull().default(''),
    learned: text('learned').notNull().default(''),
    hours: real('hours').notNull().default(0),
    /** Stored file name under uploads/private/pkl_photo. */
    photo: text('photo'),
    status: text('status').$type<PklJournalStatus>().notNull().default('submitted'),
    validatorComment: text('validator_comment'),
    validatedBy: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    teacherComment: text('teacher_comment'),
    teacherCommentBy: uuid('teacher_comment_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pkl_journal_days_placement_date_key').on(t.placementId, t.date), index('pkl_journal_days_status_idx').on(t.status)],
);

/** A school supervisor's visit to the student at the company. */
export const pklVisits = pgTable(
  'pkl_visits',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => pklPlacements.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pkl_visits_placement_date_idx').on(t.placementId, t.date)],
);

/** The company's evaluation of a placement (one), and the school's grade once finished. */
export const pklEvaluations = pgTable('pkl_evaluations', {
  placementId: uuid('placement_id')
    .primaryKey()
    .references(() => pklPlacements.id, { onDelete: 'cascade' }),
  /** The aspects as scored (names kept, so a later change of the school's aspects does not rewrite a grade). */
  scores: jsonb('scores').$type<Array<TPklAspect & { score: number }>>().notNull(),
  note: text('note'),
  industryScore: real('industry_score').notNull(),
  evaluatedBy: uuid('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
  evaluatedAt: timestamp('evaluated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Attendance counts when graded: { hadir, sakit, izin, alpa, missing, working_days }. */
  attendance: jsonb('attendance').$type<Record<string, number>>(),
  attendanceScore: real('attendance_score'),
  industryWeight: smallint('industry_weight'),
  gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
  gradedAt: timestamp('graded_at', { withTimezone: true, mode: 'date' }),
});

/** A school's own evaluation aspects for a program ('' = any program); without rows the project's default applies. */
export const pklAspects = pgTable(
  'pkl_aspects',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    program: text('program').notNull().default(''),
    aspects: jsonb('aspects').$type<TPklAspect[]>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pkl_aspects_school_program_key').on(t.schoolId, t.program)],
);

/** The history of a placement: who did what, when. */
export const pklEvents = pgTable(
  'pkl_events',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => pklPlacements.id, { onDelete: 'cascade' }),
    action: text('action').$type<PklEvent>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('pkl_events_placement_created_idx').on(t.placementId, t.createdAt)],
);
