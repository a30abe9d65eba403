import type { LatestResult } from '@jalurkarir/shared';
import { api, isApiError } from '../../../lib/api-client';

/** The latest submitted result of one instrument (served by the tests engine; the shared response schema's type). */
export type { LatestResult } from '@jalurkarir/shared';

export const TEST_RESULTS_KEY = ['test-results'] as const;

/**
 * The student's latest result per instrument (`student_id` for school staff looking at a student;
 * without it, the caller's own). An engine without the route yet (404) means "no results".
 */
export async function fetchLatestResults(studentId?: string): Promise<LatestResult[]> {
  try {
    return (await api.get<{ data: LatestResult[] }>('/test-result/latest', { student_id: studentId })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** What an applicant's application shares with the company: their latest results, the Big Five left out. */
export async function fetchSharedResults(studentId: string): Promise<LatestResult[]> {
  return (await api.get<{ data: LatestResult[] }>('/test-result/shared', { student_id: studentId })).data;
}
