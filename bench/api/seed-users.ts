/**
 * Adds `count` student accounts in one INSERT … SELECT over generate_series, on top of the demo
 * seed: Indonesian first/middle/last names picked by a hash of the row number, unique e-mails and
 * NISNs, role 'siswa', spread over the demo schools, creation times one minute apart, and the demo
 * accounts' argon2 hash (so no hashing at seed time). run.ts then runs VACUUM ANALYZE.
 */
export const BENCH_EMAIL_DOMAIN = 'bench.jalurkarir.id';

const FIRST = [
  'Agus',
  'Ahmad',
  'Andi',
  'Anisa',
  'Ayu',
  'Bambang',
  'Bayu',
  'Budi',
  'Citra',
  'Dedi',
  'Dewi',
  'Dian',
  'Eka',
  'Fajar',
  'Fitri',
  'Gita',
  'Hadi',
  'Hendra',
  'Indah',
  'Irfan',
  'Joko',
  'Kartika',
  'Lestari',
  'Lina',
  'Made',
  'Maya',
  'Muhammad',
  'Nur',
  'Nyoman',
  'Putra',
  'Putri',
  'Rahmat',
  'Ratna',
  'Rina',
  'Rizky',
  'Sari',
  'Siti',
  'Sri',
  'Taufik',
  'Teguh',
  'Wahyu',
  'Wayan',
  'Yanti',
  'Yoga',
  'Yusuf',
];
const MIDDLE = [
  'Adi',
  'Aditya',
  'Amalia',
  'Ayu',
  'Bagus',
  'Bintang',
  'Cahya',
  'Dwi',
  'Eko',
  'Indra',
  'Intan',
  'Kurnia',
  'Mega',
  'Nanda',
  'Nurul',
  'Permata',
  'Pratiwi',
  'Puspita',
  'Ramadhan',
  'Rizki',
  'Surya',
  'Tri',
  'Wulan',
  'Yudha',
];
const LAST = [
  'Anggraini',
  'Gunawan',
  'Halim',
  'Handayani',
  'Harahap',
  'Hartono',
  'Hasibuan',
  'Hidayat',
  'Irawan',
  'Kurniawan',
  'Kusuma',
  'Lubis',
  'Maharani',
  'Nainggolan',
  'Nasution',
  'Nugraha',
  'Nugroho',
  'Pane',
  'Permana',
  'Pratama',
  'Purnomo',
  'Putri',
  'Rahayu',
  'Ramadhani',
  'Saputra',
  'Saragih',
  'Setiawan',
  'Siregar',
  'Simanjuntak',
  'Sitompul',
  'Suharto',
  'Susanto',
  'Syahputra',
  'Tambunan',
  'Utami',
  'Wibowo',
  'Wijaya',
  'Wulandari',
  'Yulianti',
  'Zulkarnain',
];

const arr = (names: string[]) => `ARRAY[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** One statement; `count` is interpolated as an integer literal. */
export function bulkUsersSql(count: number): string {
  const n = Math.trunc(count);
  if (!Number.isSafeInteger(n) || n < 1 || n > 10_000_000) throw new Error(`bad user count ${count}`);
  // hashint4 spreads consecutive numbers; `& 2147483647` keeps the value non-negative.
  const pick = (names: string, salt: number) => `${names}[1 + ((hashint4(g.i + ${salt}) & 2147483647) % cardinality(${names}))]`;
  return `
WITH s AS (SELECT array_agg(id ORDER BY npsn) AS ids FROM schools),
     h AS (SELECT password_hash FROM users WHERE email = 'admin@jalurkarir.id'),
     w AS (SELECT ${arr(FIRST)} AS f, ${arr(MIDDLE)} AS m, ${arr(LAST)} AS l)
INSERT INTO users (name, email, password_hash, role, nisn, school_id, status, verified, validated, created_at, updated_at)
SELECT x.first || ' ' || x.middle || ' ' || x.last,
       lower(x.first || '.' || x.last) || '.' || g.i || '@${BENCH_EMAIL_DOMAIN}',
       h.password_hash,
       'siswa',
       '9' || lpad(g.i::text, 9, '0'),
       s.ids[1 + (g.i % cardinality(s.ids))],
       'active', true, true,
       now() - make_interval(mins => g.i),
       now() - make_interval(mins => g.i)
FROM generate_series(1, ${n}) AS g(i)
CROSS JOIN s CROSS JOIN h CROSS JOIN w
CROSS JOIN LATERAL (SELECT ${pick('w.f', 0)} AS first, ${pick('w.m', 7919)} AS middle, ${pick('w.l', 104729)} AS last) AS x`;
}
