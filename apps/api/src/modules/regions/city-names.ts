import { listRegions } from './region-data.js';

/** The regency (city) name of each row's `city_code`, for lists a student reads ("Kota Administrasi Jakarta Pusat"). */
export async function withCityNames<T extends { city_code: string | null }>(rows: T[]): Promise<(T & { city_name: string | null })[]> {
  const names = new Map<string, string>();
  for (const province of new Set(rows.flatMap((row) => (row.city_code ? [row.city_code.slice(0, 2)] : [])))) {
    for (const region of await listRegions('regencies', province)) names.set(region.code, region.name);
  }
  return rows.map((row) => ({ ...row, city_name: row.city_code ? (names.get(row.city_code) ?? null) : null }));
}
