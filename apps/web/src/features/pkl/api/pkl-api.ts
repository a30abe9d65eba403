import type { z } from 'zod';
import type {
  ImportReport,
  TPklAnswerInput,
  TPklApprovalInput,
  TPklEvaluationInput,
  TPklJournalDayInput,
  TPklPeriodInput,
  TPklPlacementInput,
  TPklProposalInput,
  TPklAspectsInput,
  TPklSupervisorInput,
  TPklSupervisorsInput,
  TPklValidationInput,
  TPklVisitInput,
  ZPklEvaluationResult,
  ZPklJournalDayResult,
  ZPklJournalDays,
  ZPklJournalUpsertResult,
  ZPklOverviewResult,
  ZPklPendingDays,
  ZPklPeriodPage,
  ZPklPeriodResult,
  ZPklPlacementDetailResult,
  ZPklPlacementPage,
  ZPklPlacementResult,
  ZPklReportResult,
  ZPklAspectsResult,
  ZPklSupervisorList,
  ZPklSupervisorResult,
  ZPklVisitResult,
  PklPlacementStatus,
} from '@jalurkarir/shared';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile, type SpreadsheetFormat } from '../../../lib/crud-client';

export type { TPklJournalDay, TPklOverview, TPklPendingDay, TPklPeriod, TPklPlacement, TPklPlacementDetail, TPklReport } from '@jalurkarir/shared';
type Wire<S extends z.ZodType> = z.input<S>;

/** Every PKL query starts with this key: any change (a day, an answer, a visit) refreshes every PKL screen. */
export const PKL_KEY = ['pkl'] as const;

export interface PlacementFilters {
  period_id?: string;
  status?: PklPlacementStatus;
  company_id?: string;
  class_name?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

export const fetchPeriods = (query: { search?: string; page?: number; per_page?: number } = {}) =>
  api.get<Wire<typeof ZPklPeriodPage>>('/pkl-period/list', { ...query });
export const createPeriod = async (body: TPklPeriodInput) => (await api.post<Wire<typeof ZPklPeriodResult>>('/pkl-period/create', body)).data;
export const updatePeriod = async (id: string, body: TPklPeriodInput) =>
  (await api.post<Wire<typeof ZPklPeriodResult>>('/pkl-period/update', body, { id })).data;
export const deletePeriod = (id: string) => api.post<{ ok: true }>('/pkl-period/delete', {}, { id });

export const fetchPlacements = (filters: PlacementFilters) => api.get<Wire<typeof ZPklPlacementPage>>('/pkl-placement/list', { ...filters });
export const fetchPlacement = async (id: string) => (await api.get<Wire<typeof ZPklPlacementDetailResult>>('/pkl-placement/detail', { id })).data;
export const createPlacement = async (body: TPklPlacementInput) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/create', body)).data;
export const proposePlacement = async (body: TPklProposalInput) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/propose', body)).data;
export const approvePlacement = async (id: string, body: TPklApprovalInput) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/approve', body, { id })).data;
export const answerPlacement = async (id: string, body: TPklAnswerInput) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/answer', body, { id })).data;
export const cancelPlacement = async (id: string, reason: string) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/cancel', { reason }, { id })).data;
export const finishPlacement = async (id: string) => (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/finish', {}, { id })).data;
export const recordVisit = async (body: TPklVisitInput) => (await api.post<Wire<typeof ZPklVisitResult>>('/pkl-placement/visit', body)).data;
export const fetchOverview = async (periodId?: string) =>
  (await api.get<Wire<typeof ZPklOverviewResult>>('/pkl-placement/overview', { period_id: periodId })).data;
export const fetchReport = async (id: string) => (await api.get<Wire<typeof ZPklReportResult>>('/pkl-placement/report', { id })).data;
export const exportPlacements = (periodId?: string) => downloadFile('/pkl-placement/export', { period_id: periodId }, 'penempatan-pkl.xlsx');

/** The bulk placement spreadsheet of a period, as the import dialog calls it (dry run, then the import). */
export function placementImportClient(periodId: string) {
  return {
    importFile: (file: File, dryRun: boolean) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<ImportReport>('/pkl-placement/import', { method: 'POST', formData: form, query: { period_id: periodId, dry_run: dryRun } });
    },
    importTemplate: (_format: SpreadsheetFormat) => downloadFile('/pkl-placement/template', {}, 'template-penempatan-pkl.xlsx'),
  };
}

export const upsertJournalDay = (body: TPklJournalDayInput) => api.post<Wire<typeof ZPklJournalUpsertResult>>('/pkl-journal/upsert', body);
export const uploadJournalPhoto = async (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<Wire<typeof ZPklJournalDayResult>>(`/pkl-journal/upload-photo?id=${encodeURIComponent(id)}`, form)).data;
};
export const openJournalPhoto = (id: string) => downloadFile('/pkl-journal/photo', { id }, 'foto-jurnal.jpg');
export const fetchPendingDays = async (placementId?: string) =>
  (await api.get<Wire<typeof ZPklPendingDays>>('/pkl-journal/pending', { placement_id: placementId })).data;
export const validateDays = async (body: TPklValidationInput) => (await api.post<Wire<typeof ZPklJournalDays>>('/pkl-journal/validate', body)).data;
export const commentDay = async (id: string, comment: string) =>
  (await api.post<Wire<typeof ZPklJournalDayResult>>('/pkl-journal/comment', { comment }, { id })).data;

export const scoreEvaluation = async (placementId: string, body: TPklEvaluationInput) =>
  (await api.post<Wire<typeof ZPklEvaluationResult>>('/pkl-evaluation/score', body, { placement_id: placementId })).data;

/** The company's accounts that may supervise a placement: its admins and its PKL supervisor accounts. */
export type TPklSupervisor = Wire<typeof ZPklSupervisorList>['data'][number];
export const fetchSupervisors = async () => (await api.get<Wire<typeof ZPklSupervisorList>>('/pkl-supervisor/list')).data;
export const createSupervisor = async (body: TPklSupervisorInput) =>
  (await api.post<Wire<typeof ZPklSupervisorResult>>('/pkl-supervisor/create', body)).data;
export const setSupervisorActive = async (id: string, active: boolean) =>
  (await api.post<Wire<typeof ZPklSupervisorResult>>(`/pkl-supervisor/${active ? 'activate' : 'deactivate'}`, {}, { id })).data;
export const updateSupervisors = async (id: string, body: TPklSupervisorsInput) =>
  (await api.post<Wire<typeof ZPklPlacementResult>>('/pkl-placement/update', body, { id })).data;

/** The evaluation's aspects of a program (the school's own, else the project's default) and the school's own set. */
export type TPklAspects = Wire<typeof ZPklAspectsResult>['data'];
export const fetchAspects = async (program: string) => (await api.get<Wire<typeof ZPklAspectsResult>>('/pkl-evaluation/aspects', { program })).data;
export const saveAspects = async (body: TPklAspectsInput) =>
  (await api.post<Wire<typeof ZPklAspectsResult>>('/pkl-evaluation/update-aspects', body)).data;
