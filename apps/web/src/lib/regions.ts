import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type RegionLevel = 'provinces' | 'regencies' | 'districts' | 'villages';
export interface Region {
  code: string;
  name: string;
}

/** Regions change with a law, not a session: a day's cache. */
export const REGIONS_STALE_MS = 24 * 60 * 60_000;

/** One level of Indonesia's administrative areas under `parent` (none for provinces); its query key and fetch. */
export function regionsQuery(level: RegionLevel, parent?: string | null) {
  const needsParent = level !== 'provinces';
  return {
    queryKey: ['service', level, parent ?? ''],
    queryFn: async () => (await api.get<{ data: Region[] }>(`/service/${level}`, needsParent ? { parent: parent ?? '' } : undefined)).data,
    staleTime: REGIONS_STALE_MS,
  };
}

/** Indonesia's administrative areas from `GET /service/{level}?parent=` (official idn-area-data codes). */
export function useRegions(level: RegionLevel, parent?: string | null) {
  return useQuery({ ...regionsQuery(level, parent), enabled: level === 'provinces' || !!parent });
}

export function regionName(regions: readonly Region[] | undefined, code: string | null | undefined): string | null {
  if (!code) return null;
  return regions?.find((r) => r.code === code)?.name ?? code;
}
