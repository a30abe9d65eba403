import type {
  PartnershipDetail,
  PartnershipPage,
  PartnershipStatus,
  TPartnership,
  TPartnerSchool,
  TPartnershipPeriod,
  VocationalProgram,
} from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

export type { PartnershipDetail } from '@jalurkarir/shared';

export interface PartnershipFilters {
  search?: string;
  status?: PartnershipStatus;
  program?: VocationalProgram;
  company_id?: string;
  school_id?: string;
  page?: number;
  per_page?: number;
  sort?: 'updated' | 'newest' | 'school' | 'company' | 'end';
}

/** Every query of this feature starts with this key: an answer, an end or a renewal refreshes every list. */
export const PARTNERSHIPS_KEY = ['partnerships'] as const;

export const fetchPartnerships = (filters: PartnershipFilters) => api.get<PartnershipPage>('/partnership/list', { ...filters });
export const fetchPartnership = async (id: string) => (await api.get<{ data: PartnershipDetail }>('/partnership/detail', { id })).data;
export const fetchPartnerSchools = async (q: { search?: string; province_code?: string; city_code?: string; program?: string }) =>
  (await api.get<{ data: TPartnerSchool[] }>('/partnership/schools', { ...q })).data;
export const requestPartnership = async (body: { school_id: string; programs: string[]; message: string; pkl: boolean }) =>
  (await api.post<{ data: TPartnership }>('/partnership/create', body)).data;
export const acceptPartnership = async (id: string, body: TPartnershipPeriod) =>
  (await api.post<{ data: TPartnership }>('/partnership/accept', body, { id })).data;
export const declinePartnership = async (id: string, reason: string) =>
  (await api.post<{ data: TPartnership }>('/partnership/decline', { reason }, { id })).data;
export const updatePartnership = async (id: string, body: TPartnershipPeriod) =>
  (await api.post<{ data: TPartnership }>('/partnership/update', body, { id })).data;
export const endPartnership = async (id: string, reason: string | null) =>
  (await api.post<{ data: TPartnership }>('/partnership/end', { reason }, { id })).data;
export const renewPartnership = async (id: string, body: { mou_number?: string | null; start_date?: string; end_date: string }) =>
  (await api.post<{ data: TPartnership }>('/partnership/renew', body, { id })).data;
export const uploadDocument = async (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ data: TPartnership }>(`/partnership/document?id=${encodeURIComponent(id)}`, form)).data;
};
export const downloadDocument = (id: string) => downloadFile('/partnership/document', { id }, 'mou.pdf');
