import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type RegionLevel = 'provinces' | 'regencies' | 'districts' | 'villages';
export interface Region {
  code: string;
  name: string;
}

/** Indonesia's administrative areas from `GET /service/{level}?parent=` (official idn-area-data codes). */
export function useRegions(level: RegionLevel, parent?: string | null) {
  const needsParent = level !== 'provinces';
  return useQuery({
    queryKey: ['service', level, parent ?? ''],
    queryFn: async () => (await api.get<{ data: Region[] }>(`/service/${level}`, needsParent ? { parent: parent ?? '' } : undefined)).data,
    enabled: !needsParent || !!parent,
    staleTime: 24 * 60 * 60_000,
  });
}

export function regionName(regions: readonly Region[] | undefined, code: string | null | undefined): string | null {
  if (!code) return null;
  return regions?.find((r) => r.code === code)?.name ?? code;
}
