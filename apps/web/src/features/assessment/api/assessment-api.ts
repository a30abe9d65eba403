import type {
  AssessmentConfirmation,
  AssessmentCreated,
  AssessmentDetail,
  AssessmentOpenedEarly,
  AssessmentRow,
  AssessmentStatus,
  CertificateRow,
  CriterionCreated,
  CriterionDeleted,
  ElementCreated,
  MarkCorrection,
  MarkInput,
  MarkSaved,
  ScheduleOptions,
  SchemeDetail,
  SchemeImportReport,
  SchemeResult,
  SchemeRow,
  SchemeUpdate,
  TCorrectMark,
  TCreateCriterion,
  TCreateElement,
  TCreateUnit,
  TOpenEarly,
  TScheduleAssessment,
  TUpdateScheme,
  TreeTextSaved,
  TUpdateTreeText,
  UnitCreated,
} from '@jalurkarir/shared';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile, type SpreadsheetFormat } from '../../../lib/crud-client';

/** The assessment routes as the screens use them; the answers' types are the shared response schemas'. */
export type {
  AssessmentCandidate as CandidateDetail,
  AssessmentDetail,
  AssessmentRow,
  CriterionNode,
  ElementNode,
  SchemeRow,
  StoredMark,
  UnitNode,
} from '@jalurkarir/shared';

/** Every query of this feature starts with this key. */
export const ASSESSMENT_KEY = ['assessment'] as const;

export const fetchAssessments = async (query: { status?: AssessmentStatus; when?: 'upcoming' | 'past' } = {}) =>
  (await api.get<{ data: AssessmentRow[] }>('/assessment/list', { ...query })).data;
export const fetchAssessment = async (id: string) => (await api.get<{ data: AssessmentDetail }>('/assessment/detail', { id })).data;
export const fetchScheduleOptions = async (schoolId?: string) =>
  (await api.get<{ data: ScheduleOptions }>('/assessment/options', { school_id: schoolId })).data;
export const scheduleAssessment = async (body: TScheduleAssessment) => (await api.post<{ data: AssessmentCreated }>('/assessment/create', body)).data;
export const saveMark = async (body: MarkInput) => (await api.post<{ data: MarkSaved }>('/assessment/mark', body)).data;
export const confirmAssessment = async (id: string) => (await api.post<{ data: AssessmentConfirmation }>('/assessment/confirm', { id })).data;
export const correctMark = async (body: TCorrectMark) => (await api.post<{ data: MarkCorrection }>('/assessment/correct', body)).data;
/** The Admin opens an assessment for marking before its day, with the reason that is kept. */
export const openEarly = async (body: TOpenEarly) => (await api.post<{ data: AssessmentOpenedEarly }>('/assessment/open-early', body)).data;
export const fetchCertificates = async () => (await api.get<{ data: CertificateRow[] }>('/assessment/certificates')).data;
export const fetchResults = async () => (await api.get<{ data: SchemeResult[] }>('/assessment/results')).data;
export const exportResults = (format: SpreadsheetFormat) => downloadFile('/assessment/export', { format }, `assessment-results.${format}`);

export const fetchSchemes = async () => (await api.get<{ data: SchemeRow[] }>('/assessment/schemes')).data;
export const fetchScheme = async (id: string) => (await api.get<{ data: SchemeDetail }>('/assessment/scheme', { id })).data;

/** The scheme import in the shape of the generic import dialog (components/crud/import-dialog.tsx). */
export const schemeImport = {
  importTemplate: (format: SpreadsheetFormat) => downloadFile('/assessment/scheme-template', { format }, `scheme-template.${format}`),
  importFile: (file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<SchemeImportReport>('/assessment/scheme-import', { method: 'POST', formData: form, query: { dry_run: dryRun } });
  },
};

/** The wording of a unit, an element or a criterion (Admin; refused once an assessor marked it). */
export const updateTreeText = async (body: TUpdateTreeText) => (await api.post<{ data: TreeTextSaved }>('/assessment/tree-text', body)).data;
export const createCriterion = async (body: TCreateCriterion) =>
  (await api.post<{ data: CriterionCreated }>('/assessment/criterion-create', body)).data;
export const createUnit = async (body: TCreateUnit) => (await api.post<{ data: UnitCreated }>('/assessment/unit-create', body)).data;
export const createElement = async (body: TCreateElement) => (await api.post<{ data: ElementCreated }>('/assessment/element-create', body)).data;
export const deleteCriterion = async (id: string) => (await api.post<{ data: CriterionDeleted }>('/assessment/criterion-delete', { id })).data;
export const updateScheme = async (body: TUpdateScheme) => (await api.post<{ data: SchemeUpdate }>('/assessment/scheme-update', body)).data;
