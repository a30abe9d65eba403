// Tables of the assessment domain (migration 0015_assessment): certification schemes (skema) with
// their units of competency, elements and performance criteria (KUK); scheduled assessments, their
// candidates, the assessor's K/BK mark per candidate and criterion, corrections and certificates.
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentStatus, CandidateResult, EvidenceType, Verdict } from '@jalurkarir/shared';
import { createdAt, id, schools, updatedAt, users } from './core.js';

/** A certification scheme (skema sertifikasi) for one vocational program. */
export const competencySchemes = pgTable(
  'competency_schemes',
  {
    id: id(),
    code: text('code').notNull(),
    nameId: text('name_id').notNull(),
    nameEn: text('name_en').notNull(),
    /** A code of VOCATIONAL_PROGRAMS (packages/shared/src/models/programs.ts). */
    program: text('program').notNull(),
    /** KKNI level (1–9) where the scheme states one. */
    kkniLevel: integer('kkni_level'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('competency_schemes_code_key').on(t.code)],
);

/** A unit of competency (unit kompetensi) with its SKKNI code, e.g. J.620100.004.02. */
export const competencyUnits = pgTable(
  'competency_units',
  {
    id: id(),
    code: text('code').notNull(),
    titleId: text('title_id').notNull(),
    titleEn: text('title_en').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('competency_units_code_key').on(t.code)],
);

/** Which units a scheme holds, in which order (a unit may belong to several schemes). */
export const schemeUnits = pgTable(
  'scheme_units',
  {
    id: id(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => competencySchemes.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => competencyUnits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('scheme_units_scheme_unit_key').on(t.schemeId, t.unitId)],
);

/** An element of a unit. */
export const competencyElements = pgTable(
  'competency_elements',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => competencyUnits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    titleId: text('title_id').notNull(),
    titleEn: text('title_en').notNull(),
  },
  (t) => [index('competency_elements_unit_idx').on(t.unitId, t.position)],
);

/** A performance criterion (kriteria unjuk kerja, KUK) of an element. */
export const competencyCriteria = pgTable(
  'competency_criteria',
  {
    id: id(),
    elementId: uuid('element_id')
      .notNull()
      .references(() => competencyElements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    textId: text('text_id').notNull(),
    textEn: text('text_en').notNull(),
  },
  (t) => [index('competency_criteria_element_idx').on(t.elementId, t.position)],
);

/** A scheduled assessment: one scheme, one assessor, one date and place (TUK), students of one school. */
export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => competencySchemes.id),
    assessorId: uuid('assessor_id')
      .notNull()
      .references(() => users.id),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    place: text('place').notNull(),
    status: text('status').$type<AssessmentStatus>().notNull().default('scheduled'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The Admin opened marking before the scheduled day (WIB): when, who and why (migration 0022). */
    openedEarlyAt: timestamp('opened_early_at', { withTimezone: true, mode: 'date' }),
    openedEarlyBy: uuid('opened_early_by').references(() => users.id, { onDelete: 'set null' }),
    openedEarlyReason: text('opened_early_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assessments_assessor_scheduled_idx').on(t.assessorId, t.scheduledAt),
    index('assessments_school_scheduled_idx').on(t.schoolId, t.scheduledAt),
  ],
);

/**
 * A student in an assessment. `result` is set when the assessor confirms; `repeat` lists what a BK
 * candidate must repeat (unit codes and criterion ids not yet competent).
 */
export const assessmentCandidates = pgTable(
  'assessment_candidates',
  {
    id: id(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result').$type<CandidateResult>(),
    repeat: jsonb('repeat').$type<{ unitCodes: string[]; criterionIds: string[] }>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assessment_candidates_assessment_student_key').on(t.assessmentId, t.studentId),
    index('assessment_candidates_student_idx').on(t.studentId),
  ],
);

/**
 * The assessor's mark for one candidate and criterion. Autosave writes are idempotent: a write with
 * a `seq` not above the stored one is ignored (an older request arriving late never wins).
 */
export const assessmentMarks = pgTable(
  'assessment_marks',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => assessmentCandidates.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => competencyCriteria.id, { onDelete: 'cascade' }),
    verdict: text('verdict').$type<Verdict>(),
    evidence: text('evidence').$type<EvidenceType>(),
    note: text('note'),
    seq: integer('seq').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('assessment_marks_candidate_criterion_key').on(t.candidateId, t.criterionId)],
);

/** A correction an Admin made after confirmation (who, when, from what to what, why). */
export const assessmentCorrections = pgTable(
  'assessment_corrections',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => assessmentCandidates.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => competencyCriteria.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromVerdict: text('from_verdict').$type<Verdict>(),
    toVerdict: text('to_verdict').$type<Verdict>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assessment_corrections_candidate_idx').on(t.candidateId)],
);

/** The certificate of a Competent candidate; its status (valid/expired) is derived from `valid_until`. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    number: text('number').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => assessmentCandidates.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schemeId: uuid('scheme_id')
      .notNull()
      .references(() => competencySchemes.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_number_key').on(t.number),
    uniqueIndex('certificates_candidate_key').on(t.candidateId),
    index('certificates_student_idx').on(t.studentId),
  ],
);
