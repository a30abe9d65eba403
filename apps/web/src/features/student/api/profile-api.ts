import type { CourseCertificateUploaded, FullProfileView, OwnProfile, SkillSuggestions, StudentPersonalResult } from '@jalurkarir/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

/** Every query of the profile starts with this key: a change refreshes the page, the ring and the CV. */
export const STUDENT_PROFILE_KEY = ['student-profile'] as const;

/**
 * The whole profile. The route answers a company the projection of a student who did not apply
 * (`view: 'company'`); the pages that call this are reached only where the caller gets the whole one.
 */
export type FullProfile = FullProfileView;

export const fetchFullProfile = async (id: string) => (await api.get<{ data: FullProfile }>('/student-profile/full', { id })).data;

/** One student's whole profile in the cache: the profile page, the CV and the route that starts it early share it. */
export const fullProfileQuery = (id: string) => queryOptions({ queryKey: [...STUDENT_PROFILE_KEY, id], queryFn: () => fetchFullProfile(id) });

export const updateOwnProfile = (body: Record<string, unknown>) => api.post<OwnProfile>('/user/profile-update', body);
/** The school (Admin Sekolah, Admin) writes a student's personal section and phone. */
export const updateStudentPersonal = (id: string, body: Record<string, unknown>) =>
  api.post<StudentPersonalResult>('/student-profile/personal-update', body, { id });

export const createRecord = (model: string, body: Record<string, unknown>) => api.post<{ data: { id: string } }>(`/${model}/create`, body);
export const updateRecord = (model: string, id: string, body: Record<string, unknown>) =>
  api.post<{ data: { id: string } }>(`/${model}/update`, body, { id });
export const deleteRecord = (model: string, id: string) => api.post<{ deleted: number }>(`/${model}/delete`, { id });

export const uploadCertificate = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<CourseCertificateUploaded>('/student-course/upload-certificate', { method: 'POST', formData: form, query: { id } });
};
export const openCertificate = (id: string) => downloadFile('/student-course/certificate', { id }, 'sertifikat');
export const fetchSkillSuggestions = async (search: string) => (await api.get<SkillSuggestions>('/student-skill/suggest', { search })).data;
