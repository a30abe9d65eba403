import { regionNameOf } from './region-data.js';

/** The regency (city) name of each row's `city_code`, for lists a student reads ("Kota Administrasi Jakarta Pusat"). */
export async function withCityNames<T extends { city_code: string | null }>(rows: T[]): Promise<(T & { city_name: string | null })[]> {
  return Promise.all(rows.map(async (row) => ({ ...row, city_name: await regionNameOf('regencies', row.city_code) })));
}
