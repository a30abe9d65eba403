import type { TalentPool, TOpportunity, TTalentPoolAdd } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

/** Every query of the company's talent pools starts with this key. */
export const TALENT_POOL_KEY = ['talent-pools'] as const;

export type { TalentPool } from '@jalurkarir/shared';
export type PooledStudent = TalentPool['students'][number];
/** What the invite dialog needs of the company's openings (`GET /opportunity/list`). */
export type PoolOpening = Pick<TOpportunity, 'id' | 'title' | 'status'>;

export const fetchPools = async () => (await api.get<{ data: TalentPool[] }>('/talent-pool/list')).data;
export const saveToPool = (body: TTalentPoolAdd) => api.post('/talent-pool/create', body);
export const removeFromPool = (poolId: string, studentId: string) => api.post('/talent-pool/delete', { pool_id: poolId, student_id: studentId });
export const fetchOpenOpenings = async () =>
  (await api.get<{ data: PoolOpening[] }>('/opportunity/list', { per_page: 100, page: 1 })).data.filter((o) => o.status === 'open');
