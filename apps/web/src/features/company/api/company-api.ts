import type { TCompany } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export const COMPANY_PROFILE_QUERY_KEY = ['perusahaan', 'profile'] as const;

export async function fetchCompanyProfile(): Promise<TCompany> {
  return (await api.get<{ data: TCompany }>('/user/company-profile')).data;
}

export async function updateCompanyProfile(body: Record<string, unknown>): Promise<TCompany> {
  return (await api.post<{ data: TCompany }>('/user/update-company-profile', body)).data;
}
