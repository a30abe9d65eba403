import type { TLogin, TLoginResult, TPublicCompany, TPublicSchool, TSignup, TUserResult } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export const login = (body: TLogin) => api.post<TLoginResult>('/user/login', body);
export const signup = (body: Record<string, unknown>) => api.post<TUserResult>('/user/signup', body as TSignup);
export const verifyEmailToken = (token: string) => api.post<TUserResult>('/user/verify-token', { token });
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/user/forgot-password', { email });
export const resetPassword = (token: string, password: string) => api.post<{ message: string }>('/user/reset-password', { token, password });
/** Public pickers of the sign-up screen (no login needed). */
export const fetchPublicSchools = async () => (await api.get<{ data: TPublicSchool[] }>('/sekolah/all')).data;
export const fetchPublicCompanies = async () => (await api.get<{ data: TPublicCompany[] }>('/perusahaan/all')).data;
