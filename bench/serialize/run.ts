// Response serialisation of a list page: JSON.stringify (the baseline, measured in the same run)
// against the API's serializer compiled from the shared read schema (apps/api/src/lib/response-serializer.ts).
// It only measures and prints; it asserts nothing. Run: npm run bench:serialize
import { performance } from 'node:perf_hooks';
import { zListResult, ZStudent } from '@jalurkarir/shared';
import { responseSerializerCompiler } from '../../apps/api/src/lib/response-serializer.js';

const ROWS = 100;
const ROUNDS = 5;
const ITERATIONS = 2_000;

/** One page of students shaped as the database returns them (dates as Date, nulls where empty). */
function page() {
  const data = Array.from({ length: ROWS }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Siswa Contoh ${i}`,
    email: `siswa.${i}@example.com`,
    nisn: String(9_000_000_000 + i),
    phone: i % 3 ? `08123456${String(i).padStart(4, '0')}` : null,
    school_id: '00000000-0000-4000-8000-000000000999',
    school_name: 'SMK Negeri 1 Jakarta',
    verified: i % 2 === 0,
    status: 'active',
    program: 'rpl',
    grade: '11',
    class_name: 'XI RPL 1',
    birth_date: '2009-05-17',
    birth_place: 'Jakarta',
    gender: i % 2 ? 'L' : 'P',
    religion: 'islam',
    marital_status: 'single',
    height_cm: 160 + (i % 20),
    weight_kg: 50 + (i % 15),
    hobby: i % 4 ? 'Membaca, sepak bola' : null,
    citizenship: 'WNI',
    province_code: '31',
    city_code: '31.71',
    district_code: null,
    village_code: null,
    address: 'Jl. Budi Utomo No. 7, Jakarta Pusat',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  return { data, total: 100_000, page: 1, per_page: ROWS, total_pages: 1_000 };
}

function measure(name: string, serialize: (value: unknown) => string, value: unknown) {
  const perRound: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < ITERATIONS; i++) bytes = serialize(value).length;
    perRound.push(((performance.now() - start) * 1000) / ITERATIONS);
  }
  perRound.sort((a, b) => a - b);
  const median = perRound[Math.floor(ROUNDS / 2)] ?? 0;
  return { name, microsecondsPerPage: Number(median.toFixed(1)), pagesPerSecond: Math.round(1_000_000 / median), bytes };
}

const value = page();
const compiled = responseSerializerCompiler({ schema: zListResult(ZStudent) });
// Warm both up before measuring.
for (let i = 0; i < 500; i++) {
  JSON.stringify(value);
  compiled(value);
}
const baseline = measure('JSON.stringify (baseline)', (v) => JSON.stringify(v), value);
const api = measure('read-schema serializer (API)', compiled, value);
console.table([baseline, api]);
console.log(
  `read-schema serializer: ${(baseline.microsecondsPerPage / api.microsecondsPerPage).toFixed(2)}× the baseline's speed on a page of ${ROWS} students`,
);
