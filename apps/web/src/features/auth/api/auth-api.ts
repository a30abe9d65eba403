import type { TLogin, TSignup, TUser } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export interface PublicSchool {
  id: string;
  name: string;
  npsn?: string | null;
  city_code?: string | null;
}

export interface PublicCompany {
  id: string;
  name: string;
  sector?: string | null;
}

export const login = (body: TLogin) => api.post<{ token: string; user: TUser }>('/user/login', body);
export const signup = (body: Record<string, unknown>) => api.post<{ data: TUser }>('/user/signup', body as TSignup);
export const verifyEmailToken = (token: string) => api.post<{ data: TUser }>('/user/verify-token', { token });
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/user/forgot-password', { email });
export const resetPassword = (token: string, password: string) => api.post<{ message: string }>('/user/reset-password', { token, password });
/** Public pickers of the sign-up screen (no login needed). */
export const fetchPublicSchools = async () => (await api.get<{ data: PublicSchool[] }>('/sekolah/all')).data;
export const fetchPublicCompanies = async () => (await api.get<{ data: PublicCompany[] }>('/perusahaan/all')).data;
