import type { CompletenessDistribution, CompletenessPage } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/crud-client';

export const COMPLETENESS_KEY = ['completeness'] as const;
export type CompletenessParams = Record<string, string | number | undefined>;

const filtersOf = (params: CompletenessParams) => {
  const { page: _p, per_page: _pp, sort_by: _s, sort_type: _st, ...filters } = params;
  return filters;
};

export const fetchCompletenessList = (params: CompletenessParams) => api.get<CompletenessPage>('/completeness/list', params);
export const fetchCompletenessDistribution = async (params: CompletenessParams) =>
  (await api.get<{ data: CompletenessDistribution }>('/completeness/distribution', filtersOf(params))).data;
export const exportCompleteness = (params: CompletenessParams, format: 'csv' | 'xlsx') => {
  const { page: _p, per_page: _pp, ...rest } = params;
  return downloadFile('/completeness/export', { ...rest, format }, `completeness.${format}`);
};
export const fetchSchools = async () => (await api.get<{ data: { id: string; name: string }[] }>('/sekolah/all')).data;
