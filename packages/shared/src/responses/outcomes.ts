import { z } from 'zod';
import { zListResult } from '../list.js';
import {
  ALUMNI_ACTIVITIES,
  ALUMNI_STATUS_SOURCES,
  EMPLOYER_SOURCES,
  PROGRAM_FITS,
  SALARY_BANDS,
  TRACER_RESPONSE_STATUSES,
  TRACER_ROUND_STATUSES,
  ZTracerQuestion,
} from '../models/outcomes.js';
import { ZBilingual, zTimestamp } from '../primitives.js';

/**
 * What the graduates-and-outcomes routes answer (docs/outcomes.md): one schema per route, used by
 * the API as the route's response and by the web for its types (`z.input`: the JSON).
 */

/** A status as recorded (the current one on the alumni record, or one entry of its history). */
export const ZAlumniStatus = z.object({
  activity: z.enum(ALUMNI_ACTIVITIES).nullable(),
  company_name: z.string().nullable(),
  position: z.string().nullable(),
  sector: z.string().nullable(),
  start_month: z.string().nullable(),
  salary_band: z.enum(SALARY_BANDS).nullable(),
  program_fit: z.enum(PROGRAM_FITS).nullable(),
  institution: z.string().nullable(),
  study_program: z.string().nullable(),
  business_name: z.string().nullable(),
  business_sector: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(ALUMNI_STATUS_SOURCES).nullable(),
  recorded_by_name: z.string().nullable(),
  updated_at: zTimestamp.nullable(),
});

/** A graduate as the school lists them. */
export const ZAlumnus = ZAlumniStatus.extend({
  id: z.string(),
  name: z.string(),
  nisn: z.string().nullable(),
  school_id: z.string(),
  school_name: z.string(),
  program: z.string().nullable(),
  class_name: z.string().nullable(),
  graduation_year: z.number().int(),
  graduated_on: z.string(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
});
export type TAlumnus = z.input<typeof ZAlumnus>;
export const ZAlumniStatusEvent = ZAlumniStatus.extend({ id: z.string() });

/** `GET /alumni/list`. */
export const ZAlumniPage = zListResult(ZAlumnus);
/** `GET /alumni/detail?id=`, `GET /alumni/me`, `POST /alumni/status-update`: the graduate with their status history (newest first). */
export const ZAlumnusDetailResult = z.object({ data: ZAlumnus.extend({ history: z.array(ZAlumniStatusEvent) }) });
/** `GET /alumni/options`: the filters' choices in scope. */
export const ZAlumniOptions = z.object({
  data: z.object({
    years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
    classes: z.array(z.string()),
    programs: z.array(z.string()),
  }),
});

/** `POST /alumni/graduate`: who graduates (a dry run stops here) and who was left out and why. */
export const ZGraduationResult = z.object({
  data: z.object({
    dry_run: z.boolean(),
    school_id: z.string(),
    class_name: z.string(),
    graduation_year: z.number().int(),
    graduated_on: z.string(),
    graduates: z.array(
      z.object({ id: z.string(), name: z.string(), nisn: z.string().nullable(), program: z.string().nullable(), class_name: z.string() }),
    ),
    excluded: z.array(z.object({ id: z.string(), name: z.string() })),
    count: z.number().int(),
  }),
});

/** Response counts of a round, or of one class or program of it. */
export const ZTracerCounts = z.object({
  graduates: z.number().int(),
  responded: z.number().int(),
  pending: z.number().int(),
  unreachable: z.number().int(),
});

export const ZTracerRoundSummary = z.object({
  id: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  graduation_year: z.number().int(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(TRACER_ROUND_STATUSES),
  closed_at: zTimestamp.nullable(),
  counts: ZTracerCounts,
  /** Graduates who have not answered, are reachable and were last messaged over TRACER_REMINDER_DAYS ago (or never). */
  reminders_due: z.number().int(),
  created_at: zTimestamp,
});
export type TTracerRoundSummary = z.input<typeof ZTracerRoundSummary>;
/** `GET /tracer/list`. */
export const ZTracerRoundList = z.object({ data: z.array(ZTracerRoundSummary) });
/** `GET /tracer/detail?id=`, `POST /tracer/create|update|close`: the round with its questionnaire. */
export const ZTracerRoundResult = z.object({ data: ZTracerRoundSummary.extend({ questions: z.array(ZTracerQuestion) }) });

/** One graduate's line in a round. */
export const ZTracerResponseRow = z.object({
  alumni_id: z.string(),
  name: z.string(),
  program: z.string().nullable(),
  class_name: z.string().nullable(),
  has_email: z.boolean(),
  contact_phone: z.string().nullable(),
  status: z.enum(TRACER_RESPONSE_STATUSES),
  activity: z.enum(ALUMNI_ACTIVITIES).nullable(),
  source: z.enum(ALUMNI_STATUS_SOURCES).nullable(),
  recorded_by_name: z.string().nullable(),
  responded_at: zTimestamp.nullable(),
  last_sent_at: zTimestamp.nullable(),
  reminders: z.number().int(),
  reminder_due: z.boolean(),
  note: z.string().nullable(),
});
const ZGroupCounts = ZTracerCounts.extend({ key: z.string() });
/** `GET /tracer/responses?id=`: every graduate's line, and the counts per class and per program. */
export const ZTracerResponses = z.object({
  data: z.object({
    rows: z.array(ZTracerResponseRow),
    by_class: z.array(ZGroupCounts),
    by_program: z.array(ZGroupCounts),
    totals: ZTracerCounts,
  }),
});

/** `POST /tracer/link?id=&alumni_id=`: a fresh personal link (copy for WhatsApp). Earlier links stay valid until used. */
export const ZTracerLink = z.object({ data: z.object({ url: z.string(), expires_at: zTimestamp }) });
/** `POST /tracer/send|remind?id=`: how many e-mails were queued, and who has no address (to reach by phone). */
export const ZTracerSent = z.object({
  data: z.object({ sent: z.number().int(), without_email: z.array(z.object({ id: z.string(), name: z.string() })) }),
});
/** `POST /tracer/record|unreachable?id=`: the graduate's line after the change. */
export const ZTracerRowResult = z.object({ data: ZTracerResponseRow });

/** `GET /tracer/by-token?token=` (public): what the graduate is asked, and by whom. */
export const ZTracerInvitation = z.object({
  data: z.object({
    name: z.string(),
    school_name: z.string(),
    title: z.string(),
    graduation_year: z.number().int(),
    ends_on: z.string(),
    questions: z.array(ZTracerQuestion),
    /** The graduate's current status, to prefill the form. */
    current: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  }),
});
/** `POST /tracer/answer` and `/employer-feedback/answer` (public). */
export const ZPublicAnswered = z.object({ data: z.object({ ok: z.literal(true) }) });

export const ZEmployerFeedback = z.object({
  id: z.string().nullable(),
  alumni_id: z.string(),
  alumni_name: z.string(),
  program: z.string().nullable(),
  graduation_year: z.number().int(),
  company_id: z.string().nullable(),
  company_name: z.string(),
  source: z.enum(EMPLOYER_SOURCES),
  requested_at: zTimestamp.nullable(),
  answered_at: zTimestamp.nullable(),
  technical: z.number().int().nullable(),
  attitude: z.number().int().nullable(),
  communication: z.number().int().nullable(),
  teamwork: z.number().int().nullable(),
  comment: z.string().nullable(),
  respondent_name: z.string().nullable(),
});
/** `GET /employer-feedback/list`: employers of the school's graduates (hired in the app, or named) and their answers. */
export const ZEmployerFeedbackList = z.object({ data: z.array(ZEmployerFeedback) });
/** `POST /employer-feedback/create`: the request and its link (to copy), and the address it was e-mailed to (null: not e-mailed). */
export const ZEmployerFeedbackCreated = z.object({
  data: ZEmployerFeedback.extend({ url: z.string(), expires_at: zTimestamp, emailed_to: z.string().nullable() }),
});
/** `GET /employer-feedback/by-token?token=` (public). */
export const ZEmployerFeedbackInvitation = z.object({
  data: z.object({ company_name: z.string(), alumni_name: z.string(), program: z.string().nullable(), school_name: z.string() }),
});

// ——— Figures ———

/**
 * A count with its share. `percent` is null when the denominator is under SMALL_GROUP_MIN, and
 * `small_group` says so (the web then shows the count and why there is no percentage).
 */
export const ZShare = z.object({ count: z.number().int(), of: z.number().int(), percent: z.number().nullable(), small_group: z.boolean() });
export type TShare = z.infer<typeof ZShare>;

/** BMW of one graduation year, each category against both denominators (all graduates, respondents). */
export const ZBmwYear = z.object({
  graduation_year: z.number().int(),
  graduates: z.number().int(),
  respondents: z.number().int(),
  response_rate: ZShare,
  categories: z.array(z.object({ activity: z.enum(ALUMNI_ACTIVITIES), of_graduates: ZShare, of_respondents: ZShare })),
  /** Bekerja + Melanjutkan + Wirausaha together. */
  bmw_of_graduates: ZShare,
  bmw_of_respondents: ZShare,
  /** Placement through the BKK: hired through the app, or recorded as found through the school's BKK or JalurKarir. */
  placed_by_bkk: ZShare,
  /** Median months to the first job of working respondents who said (null when none). */
  median_months_to_first_job: z.number().nullable(),
  months_answers: z.number().int(),
});
export const ZFunnelStep = z.object({
  step: z.enum(['students', 'profile_complete', 'tests_done', 'recommended', 'applied', 'interview', 'hired']),
  share: ZShare,
});
export const ZProgramFunnel = z.object({ program: z.string(), steps: z.array(ZFunnelStep) });
/** PKL placement of a group of current students: each student in exactly one state, against the group. */
export const ZPklPlacementGroup = z.object({
  students: z.number().int(),
  /** No placement the company confirmed: none, a proposal, one waiting for the company, or only refused or cancelled ones. */
  not_placed: ZShare,
  /** Confirmed by the company, not started yet. */
  placed: ZShare,
  ongoing: ZShare,
  finished: ZShare,
});
export const ZOutcomeFigures = z.object({
  data: z.object({
    filters: z.object({
      school_id: z.string().nullable(),
      province_code: z.string().nullable(),
      graduation_year: z.number().int().nullable(),
      program: z.string().nullable(),
      class_name: z.string().nullable(),
    }),
    bmw: z.array(ZBmwYear),
    /** Per program: BMW of the latest graduation year in the filters, to compare programs. */
    programs: z.array(ZBmwYear.extend({ program: z.string() })),
    funnel: z.array(ZProgramFunnel),
    test_completion: z.array(z.object({ class_name: z.string(), share: ZShare })),
    riasec: z.array(z.object({ program: z.string(), students: z.number().int(), codes: z.array(z.object({ code: z.string(), share: ZShare })) })),
    certification: z.array(z.object({ scheme_id: z.string(), scheme_name: z.string(), share: ZShare })),
    partnerships_in_force: z.number().int(),
    /** Programs whose working graduates say the work does not fit (fit = tidak_sesuai), with where they went. */
    misaligned: z.array(
      z.object({ program: z.string(), share: ZShare, occupations: z.array(z.object({ position: z.string(), count: z.number().int() })) }),
    ),
    /**
     * The current school year's PKL (July to June, WIB): current students in the class groups of the
     * school's PKL periods that start in it, by the state of their latest placement of those periods.
     */
    pkl: z.object({
      school_year: z.string(),
      periods: z.number().int(),
      total: ZPklPlacementGroup,
      programs: z.array(ZPklPlacementGroup.extend({ program: z.string() })),
    }),
    employer_satisfaction: z.object({
      answers: z.number().int(),
      technical: z.number().nullable(),
      attitude: z.number().nullable(),
      communication: z.number().nullable(),
      teamwork: z.number().nullable(),
    }),
  }),
});
export type OutcomeFigures = z.input<typeof ZOutcomeFigures>['data'];

/** `GET /outcomes/report`: the printable summary's data — the figures, the school, and the headline sentence in both languages. */
export const ZOutcomeReport = z.object({
  data: z.object({
    school_name: z.string().nullable(),
    generated_at: zTimestamp,
    headline: ZBilingual.nullable(),
    figures: ZOutcomeFigures.shape.data,
  }),
});
