import type { ListResult, TUser, VerifiedSummary } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export type { AdminSummary, AssessorSummary, CompanySummary, SchoolSummary, StudentSummary } from '@jalurkarir/shared';
/** The web asks for the summary only for a verified account. */
export type DashboardSummary = VerifiedSummary;

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
