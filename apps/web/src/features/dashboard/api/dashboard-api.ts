import type { ListResult, Role, TCompany, TUser } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export interface AdminSummary {
  role: 'admin';
  users_total: number;
  users_pending: number;
  users_by_role: Partial<Record<Role, number>>;
  schools: number;
  companies: number;
  companies_pending: number;
}
export interface SchoolSummary {
  role: 'admin_sekolah' | 'kepala_sekolah' | 'guru';
  school: { id: string; name: string } | null;
  students?: number;
  teachers?: number;
  students_pending?: number;
  teachers_pending?: number;
}
export interface CompanySummary {
  role: 'admin_perusahaan';
  company: TCompany | null;
}
export interface StudentSummary {
  role: 'siswa';
  school: { id: string; name: string } | null;
}
export interface AssessorSummary {
  role: 'asesor';
}
export type DashboardSummary = AdminSummary | SchoolSummary | CompanySummary | StudentSummary | AssessorSummary;

export const SUMMARY_QUERY_KEY = ['dashboard', 'summary'] as const;

export async function fetchSummary(): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/dashboard/summary');
}

export const QUEUE_PAGE_SIZE = 10;

/** Accounts awaiting verification, oldest first (the API limits an Admin Sekolah to their school). */
export function listUnverifiedUsers(page: number, search = ''): Promise<ListResult<TUser>> {
  return api.get<ListResult<TUser>>('/user/list', {
    verified: 'false',
    search: search || undefined,
    sort_by: 'created_at',
    sort_type: 'asc',
    page,
    per_page: QUEUE_PAGE_SIZE,
  });
}

export async function verifyUser(id: string): Promise<TUser> {
  return (await api.post<{ data: TUser }>('/user/verify', {}, { id })).data;
}
