import { z } from 'zod';
import { zListResult } from '../list.js';
import { PKL_ATTENDANCE, PKL_EVENTS, PKL_JOURNAL_STATUSES, PKL_PLACEMENT_STATUSES, PKL_PREDICATES, ZPklAspect } from '../models/pkl.js';
import { zTimestamp } from '../primitives.js';
import { USER_STATUSES } from '../models/user.js';

/**
 * What the PKL routes answer (docs/pkl.md). Every route's response is one of these; the API
 * declares them as the routes' response schemas, the web takes its types from here (`z.input`:
 * the JSON on the wire). A placement carries only what PKL needs of a student (name, class,
 * program, the school's contact) — never the private profile — because a company reads it too.
 */
const zPredicate = z.enum(PKL_PREDICATES.map((p) => p.letter) as [string, ...string[]]);

export const ZPklQuota = z.object({ company_id: z.string(), company_name: z.string(), quota: z.number().int(), placed: z.number().int() });

export const ZPklPeriod = z.object({
  id: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  name: z.string(),
  class_names: z.array(z.string()),
  program: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  hours_per_day: z.number().int(),
  working_days: z.array(z.number().int()),
  industry_weight: z.number().int(),
  coordinator_id: z.string().nullable(),
  coordinator_name: z.string().nullable(),
  quotas: z.array(ZPklQuota),
  /** Placements that hold a seat (proposed, awaiting the company, confirmed, finished). */
  placements: z.number().int(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type TPklPeriod = z.input<typeof ZPklPeriod>;
export const ZPklPeriodPage = zListResult(ZPklPeriod);
export const ZPklPeriodResult = z.object({ data: ZPklPeriod });

export const ZPklAttendanceSummary = z.object({
  hadir: z.number().int(),
  sakit: z.number().int(),
  izin: z.number().int(),
  alpa: z.number().int(),
  /** Working days from the start to yesterday (WIB), or to the end, without a journal. */
  missing: z.number().int(),
  /** Working days counted so far (the denominator before excused days). */
  working_days: z.number().int(),
});
export type TPklAttendanceSummary = z.input<typeof ZPklAttendanceSummary>;

/** A placement as every side lists it, with the figures its dashboards show. */
export const ZPklPlacement = z.object({
  id: z.string(),
  period_id: z.string(),
  period_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  hours_per_day: z.number().int(),
  working_days: z.array(z.number().int()),
  student_id: z.string(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  program: z.string().nullable(),
  school_id: z.string(),
  school_name: z.string(),
  school_phone: z.string().nullable(),
  school_email: z.string().nullable(),
  company_id: z.string(),
  company_name: z.string(),
  company_city: z.string().nullable(),
  partnership_id: z.string().nullable(),
  school_supervisor_id: z.string().nullable(),
  school_supervisor_name: z.string().nullable(),
  school_supervisor_phone: z.string().nullable(),
  industry_supervisor_id: z.string().nullable(),
  industry_supervisor_name: z.string().nullable(),
  status: z.enum(PKL_PLACEMENT_STATUSES),
  proposal_note: z.string().nullable(),
  /** Why the school rejected the proposal, the company declined or someone cancelled. */
  reason: z.string().nullable(),
  final_grade: z.number().nullable(),
  predicate: zPredicate.nullable(),
  finished_at: zTimestamp.nullable(),
  attendance: ZPklAttendanceSummary,
  /** Days waiting for the industry supervisor. */
  pending_days: z.number().int(),
  returned_days: z.number().int(),
  validated_days: z.number().int(),
  /** Today's (WIB) journal status, null when none yet. */
  today_status: z.enum(PKL_JOURNAL_STATUSES).nullable(),
  last_visit: z.string().nullable(),
  /** An ongoing placement whose last visit (or start) is PKL_VISIT_INTERVAL_DAYS ago or more. */
  visit_due: z.boolean(),
  evaluated: z.boolean(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type TPklPlacement = z.input<typeof ZPklPlacement>;
export const ZPklPlacementPage = zListResult(ZPklPlacement);
export const ZPklPlacementResult = z.object({ data: ZPklPlacement });

export const ZPklJournalDay = z.object({
  id: z.string(),
  placement_id: z.string(),
  date: z.string(),
  attendance: z.enum(PKL_ATTENDANCE),
  check_in_time: z.string().nullable(),
  activities: z.string(),
  learned: z.string(),
  hours: z.number(),
  /** Whether a photo is stored (read it at `GET /pkl-journal/photo?id=`). */
  photo: z.boolean(),
  status: z.enum(PKL_JOURNAL_STATUSES),
  validator_comment: z.string().nullable(),
  validated_by_name: z.string().nullable(),
  validated_at: zTimestamp.nullable(),
  teacher_comment: z.string().nullable(),
  teacher_comment_by_name: z.string().nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type TPklJournalDay = z.input<typeof ZPklJournalDay>;
/** `POST /pkl-journal/upsert`: the day as stored; `unchanged` when the same content was already there (an offline resend). */
export const ZPklJournalUpsertResult = z.object({ data: ZPklJournalDay, unchanged: z.boolean() });
export const ZPklJournalDayResult = z.object({ data: ZPklJournalDay });
/** A day waiting for validation, with whose it is (`GET /pkl-journal/pending`). */
export const ZPklPendingDay = ZPklJournalDay.extend({ student_name: z.string(), class_name: z.string().nullable(), company_name: z.string() });
export type TPklPendingDay = z.input<typeof ZPklPendingDay>;
export const ZPklPendingDays = z.object({ data: z.array(ZPklPendingDay) });
/** `POST /pkl-journal/validate`: the days as they now are. */
export const ZPklJournalDays = z.object({ data: z.array(ZPklJournalDay) });

export const ZPklVisit = z.object({
  id: z.string(),
  placement_id: z.string(),
  date: z.string(),
  notes: z.string(),
  teacher_name: z.string().nullable(),
  created_at: zTimestamp,
});
export type TPklVisit = z.input<typeof ZPklVisit>;
export const ZPklVisitResult = z.object({ data: ZPklVisit });

export const ZPklAspectScore = ZPklAspect.extend({ score: z.number().int() });
export const ZPklEvaluation = z.object({
  placement_id: z.string(),
  scores: z.array(ZPklAspectScore),
  note: z.string().nullable(),
  /** Mean of the aspect scores (pklIndustryScore). */
  industry_score: z.number(),
  evaluated_by_name: z.string().nullable(),
  evaluated_at: zTimestamp,
  /** Set when the school finished the placement: the attendance then, its score and the grade (pklFinalGrade). */
  attendance: ZPklAttendanceSummary.nullable(),
  attendance_score: z.number().nullable(),
  industry_weight: z.number().int().nullable(),
  final_grade: z.number().nullable(),
  predicate: zPredicate.nullable(),
});
export type TPklEvaluation = z.input<typeof ZPklEvaluation>;
export const ZPklEvaluationResult = z.object({ data: ZPklEvaluation });

/** The aspects a placement (or a school's program) is scored on; `custom` when the school set its own. */
export const ZPklAspects = z.object({ program: z.string().nullable(), aspects: z.array(ZPklAspect), custom: z.boolean() });
export const ZPklAspectsResult = z.object({ data: ZPklAspects });

/**
 * An account of the company that may be a placement's industry supervisor: its admins (`pkl_supervisor`
 * false) and the PKL supervisor accounts it made (true), with how many placements name it.
 */
export const ZPklSupervisor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  pkl_supervisor: z.boolean(),
  /** The person has set their password (false while the invitation is unanswered). */
  has_password: z.boolean(),
  placements: z.number().int(),
});
export const ZPklSupervisorList = z.object({ data: z.array(ZPklSupervisor) });
export const ZPklSupervisorResult = z.object({ data: ZPklSupervisor });

export const ZPklEventRow = z.object({
  id: z.string(),
  action: z.enum(PKL_EVENTS),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: zTimestamp,
});
export type TPklEventRow = z.input<typeof ZPklEventRow>;

/** `GET /pkl-placement/detail?id=`: the placement with its journal, the missing dates, visits, evaluation, aspects and history. */
export const ZPklPlacementDetail = ZPklPlacement.extend({
  journal: z.array(ZPklJournalDay),
  missing_dates: z.array(z.string()),
  visits: z.array(ZPklVisit),
  aspects: z.array(ZPklAspect),
  evaluation: ZPklEvaluation.nullable(),
  events: z.array(ZPklEventRow),
});
export type TPklPlacementDetail = z.input<typeof ZPklPlacementDetail>;
export const ZPklPlacementDetailResult = z.object({ data: ZPklPlacementDetail });

const ZPklCounts = z.object({
  students: z.number().int(),
  not_placed: z.number().int(),
  proposed: z.number().int(),
  awaiting_company: z.number().int(),
  confirmed: z.number().int(),
  ongoing: z.number().int(),
  finished: z.number().int(),
});
/** `GET /pkl-placement/overview`: placement status per class, per company and per program (the school's dashboard). */
export const ZPklOverview = z.object({
  totals: ZPklCounts,
  by_class: z.array(ZPklCounts.extend({ class_name: z.string() })),
  by_program: z.array(ZPklCounts.extend({ program: z.string().nullable() })),
  by_company: z.array(
    z.object({
      company_id: z.string(),
      company_name: z.string(),
      quota: z.number().int().nullable(),
      awaiting_company: z.number().int(),
      confirmed: z.number().int(),
      ongoing: z.number().int(),
      finished: z.number().int(),
    }),
  ),
});
export type TPklOverview = z.input<typeof ZPklOverview>;
export const ZPklOverviewResult = z.object({ data: ZPklOverview });

/** `GET /pkl-placement/report?id=`: everything the printed PKL certificate/report needs (the A4 page is the web's). */
export const ZPklReport = z.object({
  placement_id: z.string(),
  school: z.object({
    name: z.string(),
    npsn: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    headmaster_name: z.string().nullable(),
  }),
  company: z.object({ name: z.string(), address: z.string().nullable(), city: z.string().nullable() }),
  student: z.object({ name: z.string(), nisn: z.string().nullable(), class_name: z.string().nullable(), program: z.string().nullable() }),
  period: z.object({ name: z.string(), start_date: z.string(), end_date: z.string(), hours_per_day: z.number().int() }),
  school_supervisor_name: z.string().nullable(),
  industry_supervisor_name: z.string().nullable(),
  status: z.enum(PKL_PLACEMENT_STATUSES),
  evaluation: ZPklEvaluation.nullable(),
  /** Hours journaled on present days. */
  total_hours: z.number(),
  finished_at: zTimestamp.nullable(),
});
export type TPklReport = z.input<typeof ZPklReport>;
export const ZPklReportResult = z.object({ data: ZPklReport });
