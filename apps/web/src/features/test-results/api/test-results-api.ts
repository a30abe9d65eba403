import type { Instrument, TestKind, TestResult } from '@jalurkarir/shared';
import { api, isApiError } from '../../../lib/api-client';

/** The latest submitted result of one instrument (served by the tests engine). */
export interface LatestResult {
  attempt_id: string;
  test_id: string;
  test_name: string;
  instrument: Instrument;
  kind: TestKind;
  submitted_at: string | null;
  result: TestResult;
}

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
