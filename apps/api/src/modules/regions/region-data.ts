import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { looseKey, titleCaseRegion } from '@jalurkarir/shared';

export const REGION_LEVELS = ['provinces', 'regencies', 'districts', 'villages'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

export interface Region {
  code: string;
  name: string;
}

interface LevelIndex {
  byParent: Map<string, Region[]>;
  /** Each region's name (proper case) by its code. */
  names: Map<string, string>;
  /** Regions by their name without the kind word ("Kota", "Kabupaten"…), compared loosely. */
  byBareName: Map<string, Region[]>;
}

/**
 * Indonesia's official administrative areas from idn-area-data (38 provinces, 514 regencies,
 * 7,277 districts, 83,763 villages), loaded once per level on first use and kept in memory.
 * Names are served in one proper case (the source writes provinces and regencies in capitals),
 * so every screen, form and export shows "Kota Administrasi Jakarta Pusat", never two styles.
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
  const byBareName = new Map<string, Region[]>();
  const names = new Map<string, string>();
  for (const row of rows) {
    const region = { code: row.code, name: titleCaseRegion(row.name) };
    names.set(region.code, region.name);
    const list = byParent.get(row.parent) ?? [];
    list.push(region);
    byParent.set(row.parent, list);
    const bare = bareName(region.name);
    byBareName.set(bare, [...(byBareName.get(bare) ?? []), region]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return { byParent, names, byBareName };
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

/** The name of the region with `code` at one level ("Kota Administrasi Jakarta Pusat"); null for no code or an unknown one. */
export async function regionNameOf(levelName: RegionLevel, code: string | null | undefined): Promise<string | null> {
  return code ? ((await level(levelName)).names.get(code) ?? null) : null;
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
    if (!index.names.has(code) || !nests) errors[field] = 'msg:INVALID_OPTION';
  }
  return errors;
}

/** Words naming the kind of area, which people often leave out or abbreviate. */
const KIND_WORDS =
  /^(provinsi|prov|daerah khusus ibukota|dki|daerah istimewa|di|kabupaten administrasi|kabupaten|kab|kota administrasi|kota adm|kota|kecamatan|kec|kelurahan|kel|desa)\b\.?\s*/;

/** A region name without its kind word, compared loosely ("Kab. Bandung" → "bandung"). */
export function bareName(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return looseKey(plain.replace(KIND_WORDS, ''));
}

function editDistance(a: string, b: string): number {
  // Two rows of the Levenshtein table, as typed arrays: every index below is inside them.
  let previous = Int32Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = new Int32Array(b.length + 1);
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous.at(j)! + 1, current.at(j - 1)! + 1, previous.at(j - 1)! + substitution);
    }
    previous = current;
  }
  return previous.at(b.length)!;
}

export type RegionLookup = { code: string } | { error: 'not_found'; closest: string[] } | { error: 'ambiguous'; matches: string[] };

/** Searching every village of the country for a near miss is too slow; lists up to this size get suggestions. */
const MAX_SUGGESTION_POOL = 2000;

/**
 * A region typed by a person — its official code, or its name with or without "Kota" /
 * "Kabupaten", in any case and with or without accents — within `parent` when that is known.
 * The full name wins over a bare one ("Kota Bandung"); a bare name shared by two areas
 * ("Bandung": the city and the regency) is ambiguous and lists both, and an unknown name lists
 * the closest ones.
 */
export async function findRegion(levelName: RegionLevel, parent: string | null, typed: string): Promise<RegionLookup> {
  const index = await level(levelName);
  const text = typed.trim();
  if (/^\d{2}(\.\d{2}){0,2}(\.\d{4})?$/.test(text)) {
    const nests = !parent || text.startsWith(parent + '.');
    return index.names.has(text) && nests ? { code: text } : { error: 'not_found', closest: [] };
  }
  const inParent = (r: Region) => !parent || r.code.startsWith(parent + '.');
  const bare = bareName(text);
  const candidates = (index.byBareName.get(bare) ?? []).filter(inParent);
  const exact = candidates.filter((r) => looseKey(r.name) === looseKey(text));
  const [onlyExact] = exact;
  if (exact.length === 1 && onlyExact) return { code: onlyExact.code };
  const [onlyCandidate] = candidates;
  if (candidates.length === 1 && onlyCandidate) return { code: onlyCandidate.code };
  if (candidates.length > 1) {
    // Same-named villages of different districts are told apart by their codes.
    const names = candidates.map((r) => r.name);
    return { error: 'ambiguous', matches: candidates.map((r) => (names.filter((n) => n === r.name).length > 1 ? `${r.name} (${r.code})` : r.name)) };
  }
  const pool =
    parent || levelName === 'provinces'
      ? (index.byParent.get(levelName === 'provinces' ? '' : parent!) ?? [])
      : levelName === 'regencies'
        ? [...index.byBareName.values()].flat()
        : [];
  if (!bare || pool.length > MAX_SUGGESTION_POOL) return { error: 'not_found', closest: [] };
  const scored = pool.map((r) => {
    const other = bareName(r.name);
    return { name: r.name, distance: other.includes(bare) || bare.includes(other) ? 1 : editDistance(bare, other) };
  });
  const limit = Math.max(2, Math.floor(bare.length / 3));
  const closest = scored
    .filter((s) => s.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, 3);
  return { error: 'not_found', closest: closest.map((c) => c.name) };
}
