import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';

export const REGION_LEVELS = ['provinces', 'regencies', 'districts', 'villages'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

export interface Region {
  code: string;
  name: string;
}

interface LevelIndex {
  byParent: Map<string, Region[]>;
  codes: Set<string>;
}

/**
 * Indonesia's official administrative areas from idn-area-data (38 provinces, 514 regencies,
 * 7,277 districts, 83,763 villages), loaded once per level on first use and kept in memory.
 */
const cache = new Map<RegionLevel, Promise<LevelIndex>>();

async function loadLevel(level: RegionLevel): Promise<LevelIndex> {
  const rows: Array<{ code: string; name: string; parent: string }> =
    level === 'provinces'
      ? (await getProvinces()).map((p) => ({ code: p.code, name: p.name, parent: '' }))
      : level === 'regencies'
        ? (await getRegencies()).map((r) => ({ code: r.code, name: r.name, parent: r.province_code }))
        : level === 'districts'
          ? (await getDistricts()).map((d) => ({ code: d.code, name: d.name, parent: d.regency_code }))
          : (await getVillages()).map((v) => ({ code: v.code, name: v.name, parent: v.district_code }));
  const byParent = new Map<string, Region[]>();
  const codes = new Set<string>();
  for (const row of rows) {
    codes.add(row.code);
    const list = byParent.get(row.parent) ?? [];
    list.push({ code: row.code, name: row.name });
    byParent.set(row.parent, list);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return { byParent, codes };
}

function level(levelName: RegionLevel): Promise<LevelIndex> {
  let index = cache.get(levelName);
  if (!index) {
    index = loadLevel(levelName);
    cache.set(levelName, index);
  }
  return index;
}

/** Children of `parent` (provinces ignore it). */
export async function listRegions(levelName: RegionLevel, parent = ''): Promise<Region[]> {
  const index = await level(levelName);
  return index.byParent.get(levelName === 'provinces' ? '' : parent) ?? [];
}

export interface RegionChain {
  province_code?: string | null;
  city_code?: string | null;
  district_code?: string | null;
  village_code?: string | null;
}

/**
 * Field errors for codes that do not exist or do not nest (a city outside its province…).
 * Each code must belong to the level above it, so an address is always one real place.
 */
export async function checkRegionChain(chain: RegionChain): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const steps: Array<[keyof RegionChain, RegionLevel, keyof RegionChain | null]> = [
    ['province_code', 'provinces', null],
    ['city_code', 'regencies', 'province_code'],
    ['district_code', 'districts', 'city_code'],
    ['village_code', 'villages', 'district_code'],
  ];
  for (const [field, levelName, parentField] of steps) {
    const code = chain[field];
    if (!code) continue;
    const index = await level(levelName);
    const parent = parentField ? chain[parentField] : null;
    const nests = !parentField || (parent && code.startsWith(parent + '.'));
    if (!index.codes.has(code) || !nests) errors[field] = 'msg:INVALID_OPTION';
  }
  return errors;
}
