import type {
  AssessmentStatus,
  CandidateResult,
  EvidenceType,
  MarkInput,
  TCreateCriterion,
  TCreateElement,
  TCreateUnit,
  TScheduleAssessment,
  TUpdateScheme,
  TUpdateTreeText,
  Verdict,
} from '@jalurkarir/shared';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile, type ImportReport, type SpreadsheetFormat } from '../../../lib/crud-client';

/** One row of `GET /assessment/list` (counts are of the candidates the caller may see). */
export interface AssessmentRow {
  id: string;
  scheme_id: string;
  scheme_code: string;
  scheme_name_id: string;
  scheme_name_en: string;
  assessor_id: string;
  assessor_name: string;
  school_id: string;
  school_name: string;
  scheduled_at: string;
  place: string;
  status: AssessmentStatus;
  confirmed_at: string | null;
  candidates: number;
  competent: number;
  not_yet_competent: number;
}

export interface CriterionNode {
  id: string;
  position: number;
  text_id: string;
  text_en: string;
}
export interface ElementNode {
  id: string;
  position: number;
  title_id: string;
  title_en: string;
  criteria: CriterionNode[];
}
export interface UnitNode {
  id: string;
  code: string;
  title_id: string;
  title_en: string;
  position: number;
  elements: ElementNode[];
}

export interface StoredMark {
  criterion_id: string;
  verdict: Verdict | null;
  evidence: EvidenceType | null;
  note: string | null;
  seq: number;
}

export interface CandidateDetail {
  id: string;
  student_id: string;
  student_name: string;
  nisn: string | null;
  result: CandidateResult | null;
  repeat: { unitCodes: string[]; criterionIds: string[] } | null;
  marks: StoredMark[];
  certificate: { number: string; issued_on: string; valid_until: string; status: 'valid' | 'expired' } | null;
  corrections: {
    criterion_id: string;
    from_verdict: Verdict | null;
    to_verdict: Verdict;
    reason: string;
    actor_name: string | null;
    created_at: string;
  }[];
}

export interface AssessmentDetail {
  id: string;
  scheduled_at: string;
  place: string;
  status: AssessmentStatus;
  confirmed_at: string | null;
  assessor_id: string;
  assessor_name: string;
  school_id: string;
  school_name: string;
  scheme: { id: string; code: string; name_id: string; name_en: string; program: string; kkni_level: number | null };
  units: UnitNode[];
  candidates: CandidateDetail[];
}

export interface ScheduleOptions {
  schemes: { id: string; code: string; name_id: string; name_en: string; program: string }[];
  assessors: { id: string; name: string }[];
  schools: { id: string; name: string }[];
  students: { id: string; name: string; nisn: string | null }[];
}

export interface CertificateRow {
  id: string;
  number: string;
  student_id: string;
  student_name: string;
  scheme_code: string;
  scheme_name_id: string;
  scheme_name_en: string;
  issued_on: string;
  valid_until: string;
  status: 'valid' | 'expired';
}

export interface SchemeResult {
  scheme_id: string;
  scheme_code: string;
  scheme_name_id: string;
  scheme_name_en: string;
  assessed: number;
  competent: number;
}

/** Every query of this feature starts with this key. */
export const ASSESSMENT_KEY = ['assessment'] as const;

export const fetchAssessments = async (query: { status?: AssessmentStatus; when?: 'upcoming' | 'past' } = {}) =>
  (await api.get<{ data: AssessmentRow[] }>('/assessment/list', { ...query })).data;
export const fetchAssessment = async (id: string) => (await api.get<{ data: AssessmentDetail }>('/assessment/detail', { id })).data;
export const fetchScheduleOptions = async (schoolId?: string) =>
  (await api.get<{ data: ScheduleOptions }>('/assessment/options', { school_id: schoolId })).data;
export const scheduleAssessment = async (body: TScheduleAssessment) => (await api.post<{ data: { id: string } }>('/assessment/create', body)).data;
export const saveMark = async (body: MarkInput) => (await api.post<{ data: StoredMark & { applied: boolean } }>('/assessment/mark', body)).data;
export const confirmAssessment = async (id: string) => (await api.post<{ data: { id: string } }>('/assessment/confirm', { id })).data;
export const correctMark = async (body: { candidate_id: string; criterion_id: string; verdict: Verdict; reason: string }) =>
  (await api.post<{ data: { result: CandidateResult } }>('/assessment/correct', body)).data;
export const fetchCertificates = async () => (await api.get<{ data: CertificateRow[] }>('/assessment/certificates')).data;
export const fetchResults = async () => (await api.get<{ data: SchemeResult[] }>('/assessment/results')).data;
export const exportResults = (format: SpreadsheetFormat) => downloadFile('/assessment/export', { format }, `assessment-results.${format}`);

export interface SchemeRow {
  id: string;
  code: string;
  name_id: string;
  name_en: string;
  program: string;
  kkni_level: number | null;
  description: string | null;
  active: boolean;
  units: number;
  criteria: number;
}
export const fetchSchemes = async () => (await api.get<{ data: SchemeRow[] }>('/assessment/schemes')).data;
export const fetchScheme = async (id: string) => (await api.get<{ data: SchemeRow & { units: UnitNode[] } }>('/assessment/scheme', { id })).data;

/** The scheme import in the shape of the generic import dialog (components/crud/import-dialog.tsx). */
export const schemeImport = {
  importTemplate: (format: SpreadsheetFormat) => downloadFile('/assessment/scheme-template', { format }, `scheme-template.${format}`),
  importFile: (file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<ImportReport>('/assessment/scheme-import', { method: 'POST', formData: form, query: { dry_run: dryRun } });
  },
};

/** The wording of a unit, an element or a criterion (Admin; refused once an assessor marked it). */
export const updateTreeText = async (body: TUpdateTreeText) => (await api.post<{ data: TUpdateTreeText }>('/assessment/tree-text', body)).data;
export const createCriterion = async (body: TCreateCriterion) =>
  (await api.post<{ data: { id: string } }>('/assessment/criterion-create', body)).data;
export const createUnit = async (body: TCreateUnit) => (await api.post<{ data: { id: string } }>('/assessment/unit-create', body)).data;
export const createElement = async (body: TCreateElement) => (await api.post<{ data: { id: string } }>('/assessment/element-create', body)).data;
export const deleteCriterion = async (id: string) => (await api.post<{ data: { id: string } }>('/assessment/criterion-delete', { id })).data;
export const updateScheme = async (body: TUpdateScheme) =>
  (await api.post<{ data: { id: string; active: boolean } }>('/assessment/scheme-update', body)).data;
