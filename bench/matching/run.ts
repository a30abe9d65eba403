/**
 * Matching benchmark: ranking at national scale with the in-memory ranking index,
 * next to the arithmetic floor (a plain loop over the same typed arrays, no filters, no parts).
 * Synthetic features from a seeded generator; one process, one core. It only measures.
 *
 *   node --import tsx bench/matching/run.ts [--openings 100000] [--students 1000000]
 */
import { VOCATIONAL_PROGRAMS, type OpeningFeatures, type StudentFeatures } from '@jalurkarir/shared';
import { RankingIndex } from '../../apps/api/src/modules/recommendations/ranking-index.js';
import { loadSql, sqlRankOpenings, sqlRankStudents } from './sql.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const OPENINGS = arg('openings', 100_000);
const STUDENTS = arg('students', 1_000_000);
const TODAY = '2026-11-24';

// mulberry32: a small seeded generator, so every run ranks the same data.
let seed = 12;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const int = (n: number) => Math.floor(rand() * n);
const provinces = Array.from({ length: 38 }, (_, p) => String(11 + p));
const city = () => {
  const p = pick(provinces);
  return { provinceCode: p, cityCode: `${p}.${String(1 + int(20)).padStart(2, '0')}` };
};
const schemes = Array.from({ length: 60 }, (_, n) => `scheme-${n}`);
const codes = ['RIC', 'CEI', 'SEC', 'AER', 'ESC', 'ICR', 'RAE', 'SEA'];

function student(n: number): StudentFeatures {
  const program = pick(VOCATIONAL_PROGRAMS);
  return {
    id: `s${n}`,
    verified: rand() < 0.95,
    active: true,
    visible: rand() < 0.9,
    schoolId: `school-${int(14_000)}`,
    program,
    ...city(),
    willingToRelocate: rand() < 0.4,
    riasec: rand() < 0.8 ? { R: int(101), I: int(101), A: int(101), S: int(101), E: int(101), C: int(101) } : null,
    competency: rand() < 0.7 ? { [program]: int(101) } : {},
    attitude: rand() < 0.7 ? int(101) : null,
    schemes: rand() < 0.3 ? [pick(schemes)] : [],
    experienceMonths: rand() < 0.8 ? int(12) : null,
  };
}

function opening(n: number): OpeningFeatures {
  const programs = rand() < 0.8 ? [pick(VOCATIONAL_PROGRAMS), pick(VOCATIONAL_PROGRAMS)] : [];
  return {
    id: `o${n}`,
    status: 'open',
    deadline: rand() < 0.5 ? null : '2027-03-01',
    qualification: 'SMK',
    programs,
    ...city(),
    experienceMin: rand() < 0.8 ? 0 : 1,
    experienceMax: null,
    riasecCode: rand() < 0.9 ? pick(codes) : null,
    competencies: programs.length > 0 ? [{ area: programs[0]!, min: 50 + int(40) }] : [],
    requiredSchemes: rand() < 0.3 ? [{ id: pick(schemes), name: { id: '', en: '' } }] : [],
    preferredSchemes: rand() < 0.3 ? [{ id: pick(schemes), name: { id: '', en: '' } }] : [],
    partnerOnly: rand() < 0.1,
    partnerSchoolIds: [],
    weights: null,
  };
}

function percentile(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
function time<T>(f: () => T): [number, T] {
  const t = process.hrtime.bigint();
  const r = f();
  return [Number(process.hrtime.bigint() - t) / 1e6, r];
}
const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

const index = new RankingIndex();
const [loadO] = time(() => {
  for (let n = 0; n < 2_000; n++)
    index.setPartners(
      `company-${n}`,
      Array.from({ length: 5 }, () => `school-${int(14_000)}`),
    );
  for (let n = 0; n < OPENINGS; n++) index.upsertOpening(opening(n), `company-${int(2_000)}`);
});
const [loadS] = time(() => {
  for (let n = 0; n < STUDENTS; n++) index.upsertStudent(student(n));
});
console.log(
  `loaded ${OPENINGS} openings in ${loadO.toFixed(0)} ms, ${STUDENTS} students in ${loadS.toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, arrays ${(process.memoryUsage().arrayBuffers / 2 ** 20).toFixed(0)} MiB`,
);

// The floor: one multiply-add per row over the columns a score reads most (interest vector, attitude).
function floorOpenings(i: number) {
  let best = -1;
  const code = index.oCode;
  const r = index.sRiasec;
  for (let j = 0; j < index.openingCount; j++) {
    let d = 0;
    for (let k = 0; k < 6; k++) d += code[j * 6 + k]! * r[i * 6 + k]!;
    if (d > best) best = d;
  }
  return best;
}
function floorStudents(j: number) {
  let best = -1;
  const code = index.oCode;
  const r = index.sRiasec;
  const att = index.sAttitude;
  for (let i = 0; i < index.studentCount; i++) {
    let d = 0;
    for (let k = 0; k < 6; k++) d += code[j * 6 + k]! * r[i * 6 + k]!;
    d += att[i]!;
    if (d > best) best = d;
  }
  return best;
}

const runs = (n: number, f: (k: number) => unknown) => {
  for (let k = 0; k < 3; k++) f(k); // warm-up
  return Array.from({ length: n }, (_, k) => time(() => f(k))[0]);
};

const studentIds = Array.from({ length: 200 }, () => `s${int(STUDENTS)}`);
const openingIds = Array.from({ length: 30 }, () => `o${int(OPENINGS)}`);
const idx = runs(200, (k) => index.rankOpenings(studentIds[k % 200]!, 20, TODAY));
const floorA = runs(200, (k) => floorOpenings(index.studentIndex(studentIds[k % 200]!)!));
const idxS = runs(30, (k) => index.rankStudents(openingIds[k % 30]!, 50, TODAY));
const floorB = runs(30, (k) => floorStudents(index.openingIndex(openingIds[k % 30]!)!));

console.log(`\none student vs ${OPENINGS} openings (top 20):`);
console.log(`  ranking index   ${fmt(idx)}`);
console.log(`  arithmetic floor ${fmt(floorA)}`);
console.log(`\none opening vs ${STUDENTS} students (top 50):`);
console.log(`  ranking index   ${fmt(idxS)}`);
console.log(`  arithmetic floor ${fmt(floorB)}`);

// The same formula in one SQL query, on the same data copied into PostgreSQL (when reachable).
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const timeAsync = async (f: () => Promise<unknown>) => {
  const t = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - t) / 1e6;
};
try {
  const [loadMs, sql] = await (async () => {
    const t = process.hrtime.bigint();
    const loaded = await loadSql(PG_URL, index);
    return [Number(process.hrtime.bigint() - t) / 1e6, loaded] as const;
  })();
  console.log(`\nPostgreSQL: copied the features in ${loadMs.toFixed(0)} ms`);
  const day = 20261124;
  try {
    const a: number[] = [];
    for (let k = 0; k < 10; k++) a.push(await timeAsync(() => sqlRankOpenings(sql.db, index.studentIndex(studentIds[k]!)!, day, 20)));
    console.log(`  SQL, one student vs ${OPENINGS} openings: ${fmt(a)}`);
    const b: number[] = [];
    for (let k = 0; k < 3; k++) b.push(await timeAsync(() => sqlRankStudents(sql.db, index.openingIndex(openingIds[k]!)!, day, 50)));
    console.log(`  SQL, one opening vs ${STUDENTS} students: ${fmt(b)}`);
    // The SQL and the index agree on the best total.
    const sample = index.studentIndex(studentIds[0]!)!;
    const [top] = await sqlRankOpenings(sql.db, sample, day, 1);
    console.log(`  check: best total SQL ${top?.total ?? '-'} vs index ${index.rankOpenings(studentIds[0]!, 1, TODAY)[0]?.total ?? '-'}`);
  } finally {
    await sql.drop();
  }
} catch (e) {
  console.log(`\nPostgreSQL not measured: ${(e as Error).message}`);
}
