import type {
  ApplicationDetail,
  ApplicationPage,
  ApplicationStage,
  ApplicationStageCounts,
  InvitationCandidate,
  InvitationPage,
  InvitationStatus,
  TAnswerInterview,
  TBulkMoveApplications,
  TApplication,
  TInvitation,
  TMoveApplication,
} from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile, type SpreadsheetFormat } from '../../../lib/crud-client';

export interface ApplicationFilters {
  search?: string;
  stage?: ApplicationStage;
  opportunity_id?: string;
  company_id?: string;
  page?: number;
  per_page?: number;
  sort?: 'updated' | 'newest' | 'name';
}

/** Every query of this feature starts with this key: a move or an answer refreshes every list and count. */
export const APPLICATIONS_KEY = ['applications'] as const;

export const fetchApplications = (filters: ApplicationFilters) => api.get<ApplicationPage>('/application/list', { ...filters });
export const fetchApplication = async (id: string) => (await api.get<{ data: ApplicationDetail }>('/application/detail', { id })).data;
export const fetchStageCounts = async (companyId?: string) =>
  (await api.get<{ data: ApplicationStageCounts }>('/application/stage-counts', { company_id: companyId })).data;
export const moveApplication = async (id: string, body: TMoveApplication) =>
  (await api.post<{ data: TApplication }>('/application/move', body, { id })).data;
export const bulkMoveApplications = async (body: TBulkMoveApplications) =>
  (await api.post<{ data: { moved: number } }>('/application/bulk-move', body)).data;
export const answerInterview = async (id: string, body: TAnswerInterview) =>
  (await api.post<{ data: ApplicationDetail }>('/application/interview-answer', body, { id })).data;
export const downloadInterviewIcs = (id: string) => downloadFile('/application/interview-ics', { id }, 'undangan-wawancara.ics');
export const withdrawApplication = async (id: string) => (await api.post<{ data: TApplication }>('/application/withdraw', {}, { id })).data;
export const exportApplications = (format: SpreadsheetFormat, filters: Pick<ApplicationFilters, 'stage' | 'search' | 'opportunity_id'>) =>
  downloadFile('/application/export', { ...filters, format }, `applications.${format}`);

export const fetchInvitations = (filters: { status?: InvitationStatus; opportunity_id?: string; page?: number; per_page?: number }) =>
  api.get<InvitationPage>('/invitation/list', { ...filters });
export const answerInvitation = async (id: string, body: { answer: 'accepted' | 'declined'; note?: string | null }) =>
  (await api.post<{ data: TInvitation }>('/invitation/answer', body, { id })).data;
export const createInvitation = async (body: { opportunity_id: string; student_id: string; message?: string | null }) =>
  (await api.post<{ data: TInvitation }>('/invitation/create', body)).data;

/** A candidate: the company projection (packages/shared `ZCompanyStudentView`, docs/privacy.md) and this opening's state. */
export type Candidate = InvitationCandidate;
export const fetchCandidates = async (opportunityId: string, search: string) =>
  (await api.get<{ data: Candidate[] }>('/invitation/candidates', { opportunity_id: opportunityId, search })).data;
