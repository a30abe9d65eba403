import type { ListResult } from '@jalurkarir/shared';
import type { ApplicationStage, InvitationStatus, TApplication, TInvitation, TOpportunity, TResponsiveness } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export interface JobSummary {
  id: string;
  title: string;
  company_id: string;
  company_name: string;
  company_logo: string | null;
  province_code: string | null;
  city_code: string | null;
  city_name: string | null;
  salary_from: number | null;
  salary_to: number | null;
  currency_code: string | null;
  contract_type: TOpportunity['contract_type'];
  career_level: TOpportunity['career_level'];
  programs: TOpportunity['programs'];
  deadline: string | null;
  created_at: string;
  my_application_id: string | null;
  my_stage: ApplicationStage | null;
  my_invitation_status: InvitationStatus | null;
}

export interface JobDetail extends Omit<JobSummary, 'my_application_id' | 'my_stage' | 'my_invitation_status'> {
  description: string | null;
  company_sector: string | null;
  company_website: string | null;
  company_description: string | null;
  experience_min: number | null;
  experience_max: number | null;
  working_hours: string | null;
  qualification: TOpportunity['qualification'];
  quota: number | null;
  my_application: { id: string; stage: ApplicationStage; created_at: string } | null;
  my_invitation: { id: string; status: InvitationStatus; message: string | null; created_at: string } | null;
  responsiveness: TResponsiveness;
}

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
export const applyToJob = async (body: { opportunity_id: string; note?: string | null }) =>
  (await api.post<{ data: TApplication }>('/application/apply', body)).data;
export const answerInvitation = async (id: string, body: { answer: 'accepted' | 'declined'; note?: string | null }) =>
  (await api.post<{ data: TInvitation }>('/invitation/answer', body, { id })).data;
