import { z } from 'zod';
import { ZImportReport } from '../imports.js';
import { zTimestamp } from '../primitives.js';
import { ASSESSMENT_STATUSES, CANDIDATE_RESULTS, CERTIFICATE_STATUSES, EVIDENCE_TYPES, TREE_PARTS, VERDICTS } from '../models/assessment.js';

/**
 * What the competency assessment routes answer (docs/assessment.md): schedules, an assessment with
 * its scheme's tree and candidates, marks and confirmations, schemes, certificates and results. The
 * API declares these as the routes' response schemas and the web takes its types from here.
 */

/** A scheme's tree: units of competency → elements → performance criteria (KUK), each in order. */
export const ZCriterionNode = z.object({ id: z.string(), position: z.number().int(), text_id: z.string(), text_en: z.string() });
export const ZElementNode = z.object({
  id: z.string(),
  position: z.number().int(),
  title_id: z.string(),
  title_en: z.string(),
  criteria: z.array(ZCriterionNode),
});
export const ZUnitNode = z.object({
  id: z.string(),
  code: z.string(),
  title_id: z.string(),
  title_en: z.string(),
  position: z.number().int(),
  elements: z.array(ZElementNode),
});
export type CriterionNode = z.infer<typeof ZCriterionNode>;
export type ElementNode = z.infer<typeof ZElementNode>;
export type UnitNode = z.infer<typeof ZUnitNode>;

/** One assessment of the list; the counts are of the candidates the caller may see. */
export const ZAssessmentRow = z.object({
  id: z.string(),
  scheme_id: z.string(),
  scheme_code: z.string(),
  scheme_name_id: z.string(),
  scheme_name_en: z.string(),
  assessor_id: z.string(),
  assessor_name: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  scheduled_at: zTimestamp,
  place: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  confirmed_at: zTimestamp.nullable(),
  candidates: z.number().int(),
  competent: z.number().int(),
  not_yet_competent: z.number().int(),
});
export const ZAssessmentList = z.object({ data: z.array(ZAssessmentRow) });

/** The assessor's mark of one criterion for one candidate. */
export const ZStoredMark = z.object({
  criterion_id: z.string(),
  verdict: z.enum(VERDICTS).nullable(),
  evidence: z.enum(EVIDENCE_TYPES).nullable(),
  note: z.string().nullable(),
  seq: z.number().int(),
});
/** A certificate's dates are calendar days (YYYY-MM-DD); its status is that of the day asked. */
const ZCertificateDates = z.object({ issued_on: z.iso.date(), valid_until: z.iso.date(), status: z.enum(CERTIFICATE_STATUSES) });
export const ZAssessmentCandidate = z.object({
  id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  nisn: z.string().nullable(),
  result: z.enum(CANDIDATE_RESULTS).nullable(),
  /** What a not-yet-competent candidate repeats. */
  repeat: z.object({ unitCodes: z.array(z.string()), criterionIds: z.array(z.string()) }).nullable(),
  marks: z.array(ZStoredMark),
  certificate: ZCertificateDates.extend({ number: z.string() }).nullable(),
  /** The Admin's recorded corrections after confirmation, oldest first. */
  corrections: z.array(
    z.object({
      criterion_id: z.string(),
      from_verdict: z.enum(VERDICTS).nullable(),
      to_verdict: z.enum(VERDICTS),
      reason: z.string(),
      actor_name: z.string().nullable(),
      created_at: zTimestamp,
    }),
  ),
});
/** One assessment as the caller's scope shows it: the head, the scheme's tree, the visible candidates. */
export const ZAssessmentDetail = z.object({
  id: z.string(),
  scheduled_at: zTimestamp,
  place: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  confirmed_at: zTimestamp.nullable(),
  assessor_id: z.string(),
  assessor_name: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  scheme: z.object({
    id: z.string(),
    code: z.string(),
    name_id: z.string(),
    name_en: z.string(),
    program: z.string(),
    kkni_level: z.number().int().nullable(),
  }),
  units: z.array(ZUnitNode),
  candidates: z.array(ZAssessmentCandidate),
  /** The scheduled day in WIB: marking opens on it unless the Admin opened the assessment earlier. */
  opens_on: z.iso.date(),
  /** Whether marks and confirmation are accepted today (the day has come, or it was opened early). */
  open_for_marking: z.boolean(),
  /** The Admin's early opening: when, by whom and why; null when it opens on its day. */
  opened_early: z.object({ at: zTimestamp, by_name: z.string().nullable(), reason: z.string() }).nullable(),
});
export const ZAssessmentDetailResult = z.object({ data: ZAssessmentDetail });

/** The autosave's answer: the mark the server holds, and whether this write is it. */
export const ZMarkSaved = z.object({ data: ZStoredMark.extend({ applied: z.boolean() }) });
export const ZAssessmentConfirmed = z.object({
  data: z.object({
    id: z.string(),
    scheme_id: z.string(),
    results: z.array(z.object({ candidate_id: z.string(), result: z.enum(CANDIDATE_RESULTS) })),
  }),
});
export const ZMarkCorrected = z.object({ data: z.object({ candidate_id: z.string(), result: z.enum(CANDIDATE_RESULTS) }) });
export const ZAssessmentCreated = z.object({ data: z.object({ id: z.string() }) });
/** `POST /assessment/open-early`: the assessment now open, with its recorded opening. */
export const ZAssessmentOpenedEarly = z.object({ data: z.object({ id: z.string(), opened_early_at: zTimestamp, reason: z.string() }) });

/** The scheduling form's choices: active schemes, assessors, schools in scope, the chosen school's students. */
export const ZScheduleOptions = z.object({
  data: z.object({
    schemes: z.array(z.object({ id: z.string(), code: z.string(), name_id: z.string(), name_en: z.string(), program: z.string() })),
    assessors: z.array(z.object({ id: z.string(), name: z.string() })),
    schools: z.array(z.object({ id: z.string(), name: z.string() })),
    students: z.array(z.object({ id: z.string(), name: z.string(), nisn: z.string().nullable() })),
  }),
});

/** A competency scheme's own fields. */
export const ZScheme = z.object({
  id: z.string(),
  code: z.string(),
  name_id: z.string(),
  name_en: z.string(),
  program: z.string(),
  kkni_level: z.number().int().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
});
/** A scheme of the list, with how many units and criteria it holds. */
export const ZSchemeRow = ZScheme.extend({ units: z.number().int(), criteria: z.number().int() });
export const ZSchemes = z.object({ data: z.array(ZSchemeRow) });
/** One scheme with its tree. */
export const ZSchemeDetail = ZScheme.extend({ units: z.array(ZUnitNode) });
export const ZSchemeDetailResult = z.object({ data: ZSchemeDetail });
export const ZSchemeUpdated = z.object({ data: z.object({ id: z.string(), active: z.boolean() }) });
/** The scheme import's report, with the scheme it read (and, once imported, its id). */
export const ZSchemeImportReport = ZImportReport.extend({
  scheme: z.object({ code: z.string(), units: z.number().int(), criteria: z.number().int(), id: z.string().optional() }).optional(),
});

/** The Admin's edits of a scheme's tree, each answering the part as stored. */
export const ZTreeTextSaved = z.object({ data: z.object({ part: z.enum(TREE_PARTS), id: z.string(), text_id: z.string(), text_en: z.string() }) });
export const ZUnitCreated = z.object({
  data: z.object({ id: z.string(), scheme_id: z.string(), code: z.string(), title_id: z.string(), title_en: z.string() }),
});
export const ZElementCreated = z.object({
  data: z.object({ id: z.string(), position: z.number().int(), unit_id: z.string(), title_id: z.string(), title_en: z.string() }),
});
export const ZCriterionCreated = z.object({
  data: z.object({ id: z.string(), position: z.number().int(), element_id: z.string(), text_id: z.string(), text_en: z.string() }),
});
export const ZCriterionDeleted = z.object({ data: z.object({ id: z.string() }) });

/** Certificates in the caller's scope, each with its status today. */
export const ZCertificateRow = ZCertificateDates.extend({
  id: z.string(),
  number: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  scheme_code: z.string(),
  scheme_name_id: z.string(),
  scheme_name_en: z.string(),
});
export const ZCertificates = z.object({ data: z.array(ZCertificateRow) });
/** Confirmed candidates per scheme in the caller's scope. */
export const ZSchemeResult = z.object({
  scheme_id: z.string(),
  scheme_code: z.string(),
  scheme_name_id: z.string(),
  scheme_name_en: z.string(),
  assessed: z.number().int(),
  competent: z.number().int(),
});
export const ZSchemeResults = z.object({ data: z.array(ZSchemeResult) });

// What the client receives (JSON: timestamps as text).
export type AssessmentRow = z.input<typeof ZAssessmentRow>;
export type AssessmentDetail = z.input<typeof ZAssessmentDetail>;
export type AssessmentCandidate = z.input<typeof ZAssessmentCandidate>;
export type StoredMark = z.input<typeof ZStoredMark>;
export type ScheduleOptions = z.input<typeof ZScheduleOptions>['data'];
export type SchemeRow = z.input<typeof ZSchemeRow>;
export type SchemeDetail = z.input<typeof ZSchemeDetail>;
export type CertificateRow = z.input<typeof ZCertificateRow>;
export type SchemeResult = z.input<typeof ZSchemeResult>;
export type SchemeImportReport = z.input<typeof ZSchemeImportReport>;
export type MarkSaved = z.input<typeof ZMarkSaved>['data'];
export type AssessmentConfirmation = z.input<typeof ZAssessmentConfirmed>['data'];
export type MarkCorrection = z.input<typeof ZMarkCorrected>['data'];
export type AssessmentOpenedEarly = z.input<typeof ZAssessmentOpenedEarly>['data'];
export type SchemeUpdate = z.input<typeof ZSchemeUpdated>['data'];
export type TreeTextSaved = z.input<typeof ZTreeTextSaved>['data'];
export type UnitCreated = z.input<typeof ZUnitCreated>['data'];
export type ElementCreated = z.input<typeof ZElementCreated>['data'];
export type CriterionCreated = z.input<typeof ZCriterionCreated>['data'];
export type AssessmentCreated = z.input<typeof ZAssessmentCreated>['data'];
export type CriterionDeleted = z.input<typeof ZCriterionDeleted>['data'];
