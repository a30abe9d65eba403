import type { JobDetail, JobSummary, ListResult, TApplication, TApply, TInvitation } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export type { JobDetail, JobSummary } from '@jalurkarir/shared';

export interface JobFilters {
  search?: string;
  province_code?: string;
  city_code?: string;
  contract_type?: string;
  program?: string;
  salary_min?: number;
  sort?: 'newest' | 'deadline' | 'salary';
  page?: number;
}

export const JOBS_KEY = ['jobs'] as const;

export const fetchJobs = (filters: JobFilters) => api.get<ListResult<JobSummary>>('/job/list', { ...filters, per_page: 12 });
export const fetchJob = async (id: string) => (await api.get<{ data: JobDetail }>('/job/detail', { id })).data;
export const applyToJob = async (body: TApply) => (await api.post<{ data: TApplication }>('/application/apply', body)).data;
export const answerInvitation = async (id: string, body: { answer: 'accepted' | 'declined'; note?: string | null }) =>
  (await api.post<{ data: TInvitation }>('/invitation/answer', body, { id })).data;
