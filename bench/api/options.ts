/** Command-line options and environment knobs of the benchmark (bench/README.md lists them); the option wins. */
function envNumber(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got ${raw}`);
  return value;
}

/** `--name value` or `--name=value` from the command line, else the environment variable, else undefined. */
function option(name: string, envName: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i]!.startsWith(`--${name}=`)) return args[i]!.slice(name.length + 3);
  }
  const env = process.env[envName];
  return env === '' ? undefined : env;
}
function choice<T extends string>(name: string, envName: string, allowed: readonly T[], fallback: T): T {
  const value = option(name, envName) ?? fallback;
  if (!allowed.includes(value as T)) throw new Error(`--${name} must be one of ${allowed.join(', ')}, got ${value}`);
  return value as T;
}
for (const [name, envName] of [
  ['students', 'BENCH_STUDENTS'],
  ['users', 'BENCH_USERS'],
  ['big-school', 'BENCH_BIG_SCHOOL'],
] as const) {
  const v = option(name, envName);
  if (v !== undefined) process.env[envName] = v;
}

export const SUITE = choice('suite', 'BENCH_SUITE', ['users', 'siswa', 'all'] as const, 'all');
export const DB_CHOICE = choice('db', 'BENCH_DB', ['pglite', 'pg', 'both'] as const, 'both');
/** Run once on each database after seeding and before VACUUM ANALYZE (scratch experiments, e.g. an index). */
export const EXTRA_SQL = option('extra-sql', 'BENCH_EXTRA_SQL');
export const DURATION = envNumber('BENCH_DURATION', 6);
export const LOGIN_DURATION = envNumber('BENCH_LOGIN_DURATION', 6);
export const WARMUP = envNumber('BENCH_WARMUP', 1, 0);
export const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
export const LOGIN_CONNECTIONS = envNumber('BENCH_LOGIN_CONNECTIONS', 4);
export const USERS = envNumber('BENCH_USERS', 100_000);
export const STUDENTS = envNumber('BENCH_STUDENTS', 100_000);
export const SCHOOLS = 1000;
/**
 * seed:large spreads students evenly (100 per school). The Admin Sekolah scenarios need one large
 * school: this many students are gathered into the first seed:large school (NPSN 90000001), taken
 * at random from the others. 0 leaves seed:large as it is.
 */
export const BIG_SCHOOL = envNumber('BENCH_BIG_SCHOOL', 2000, 0);
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_EMAIL = 'admin@jalurkarir.id';
/** Part of a last name ("Wibowo"): matched through the users_name_trgm index. */
export const SEARCH = 'wibow';
export const DEEP_PAGE = 5000;
/** Part of a last name ("Kurniawan", one student in 12 of seed:large): the siswa list search. */
export const SISWA_SEARCH = 'kurniaw';
export const SISWA_PROGRAM = 'rpl';
export const SISWA_GRADE = '12';
export const SCHOOL_ADMIN_EMAIL = 'admin.sekolah@bench.jalurkarir.id';
export const DETAIL_IDS = 500;

export type Suite = 'users' | 'siswa';
export const SUITES: Suite[] = SUITE === 'all' ? ['users', 'siswa'] : [SUITE];
