import type { TCompany, TCompanyPage, TCompanyPhoto } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export const COMPANY_PROFILE_QUERY_KEY = ['perusahaan', 'profile'] as const;

export async function fetchCompanyProfile(): Promise<TCompany> {
  return (await api.get<{ data: TCompany }>('/user/company-profile')).data;
}

export async function updateCompanyProfile(body: Record<string, unknown>): Promise<TCompany> {
  return (await api.post<{ data: TCompany }>('/user/update-company-profile', body)).data;
}

/** A company's page for students (the employer brand). */
export const companyPageKey = (id: string) => ['perusahaan', 'page', id] as const;
export async function fetchCompanyPage(id: string): Promise<TCompanyPage> {
  return (await api.get<{ data: TCompanyPage }>('/perusahaan/page', { id })).data;
}

/** The company's own photos, to add and remove on its profile. */
export const companyPhotosKey = (id: string) => ['perusahaan', 'photos', id] as const;
export async function fetchCompanyPhotos(id: string): Promise<TCompanyPhoto[]> {
  return (await api.get<{ data: TCompanyPhoto[] }>('/perusahaan/photos', { id })).data;
}
export async function uploadCompanyPhoto(id: string, file: File, caption: string): Promise<TCompanyPhoto[]> {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams({ id, ...(caption.trim() ? { caption: caption.trim() } : {}) });
  return (await api.upload<{ data: TCompanyPhoto[] }>(`/perusahaan/photo-upload?${query.toString()}`, form)).data;
}
export async function deleteCompanyPhoto(id: string): Promise<TCompanyPhoto[]> {
  return (await api.post<{ data: TCompanyPhoto[] }>('/perusahaan/photo-delete', { id })).data;
}

/** A stored company photo's address (served like logos: an <img> sends no session). */
export function companyPhotoUrl(file: string): string {
  return `/download?${new URLSearchParams({ name: file, dir: 'company_photo', inline: 'true' }).toString()}`;
}
