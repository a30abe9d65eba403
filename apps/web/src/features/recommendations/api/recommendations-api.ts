import { VOCATIONAL_PROGRAM_LABELS, type VocationalProgram } from '@jalurkarir/shared';
import type { Bilingual, CompanyRecommendations, SchoolRecommendations, StudentRecommendations } from '@jalurkarir/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of this feature starts with this key. */
export const RECOMMENDATIONS_KEY = ['recommendations'] as const;

export type { CompanyRecommendations, OpeningRecommendation, RankedStudent, SchoolRecommendations, StudentRecommendations } from '@jalurkarir/shared';

export interface StudentFilters {
  city_code?: string;
  contract_type?: string;
  salary_min?: number;
  partner?: '1';
}

export interface CompanyFilters {
  opportunity_id: string;
  city_code?: string;
  min_score?: number;
  scheme?: string;
  partner_only?: '1';
}

export const fetchMyRecommendations = async (filters: StudentFilters) =>
  (await api.get<{ data: StudentRecommendations }>('/recommendation/opportunities', { ...filters })).data;
/** The student's ranked openings for a set of filters (the page, and the route that starts the unfiltered one early). */
export const myRecommendationsQuery = (filters: StudentFilters) =>
  queryOptions({ queryKey: [...RECOMMENDATIONS_KEY, 'mine', filters], queryFn: () => fetchMyRecommendations(filters) });
export const fetchRankedStudents = async (filters: CompanyFilters) =>
  (await api.get<{ data: CompanyRecommendations }>('/recommendation/students', { ...filters })).data;
export const fetchSchoolRecommendations = async () => (await api.get<{ data: SchoolRecommendations }>('/recommendation/school')).data;
export const applyTo = (opportunityId: string) => api.post('/application/apply', { opportunity_id: opportunityId });
export const inviteStudent = (opportunityId: string, studentId: string, message: string | null) =>
  api.post('/invitation/create', { opportunity_id: opportunityId, student_id: studentId, message });

/** A sentence of the API in the reader's language. */
export const inLang = (b: Bilingual, lang: string) => (lang.startsWith('en') ? b.en : b.id);

/** A program code's Indonesian label (translated with `t()` where shown). */
export const programLabel = (program: string | null): string | null =>
  program && program in VOCATIONAL_PROGRAM_LABELS ? VOCATIONAL_PROGRAM_LABELS[program as VocationalProgram] : program;
