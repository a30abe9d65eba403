/** The data of each suite (prepare) and its scenarios: which requests, as whom, with what load. */
import { seedDemo } from '../../apps/api/src/seed/seed.js';
import { seedLarge } from '../../apps/api/src/seed/seed-large.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-data.js';
import type { Database } from '../../apps/api/src/db/client.js';
import {
  ADMIN_EMAIL,
  BIG_SCHOOL,
  CONNECTIONS,
  DEEP_PAGE,
  DETAIL_IDS,
  DURATION,
  EXTRA_SQL,
  LOGIN_CONNECTIONS,
  LOGIN_DURATION,
  SCHOOL_ADMIN_EMAIL,
  SCHOOLS,
  SEARCH,
  SISWA_GRADE,
  SISWA_PROGRAM,
  SISWA_SEARCH,
  STUDENTS,
  USERS,
  type Suite,
} from './options.js';
import { rawClient } from './plans.js';
import { BENCH_EMAIL_DOMAIN, bulkUsersSql } from './seed-users.js';
import type { Target } from './targets.js';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  paths?: string[];
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

/** Migrates, adds the demo seed and the suite's bulk data, then (optionally) the extra SQL and VACUUM ANALYZE. */
export async function prepare(target: Target, suite: Suite) {
  const { database } = target;
  const t0 = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  const client = rawClient(database);
  const tSeed = performance.now();
  if (suite === 'users') await client.query(bulkUsersSql(USERS));
  else {
    await seedLarge(database.db, { schools: SCHOOLS, students: STUDENTS });
    if (BIG_SCHOOL) {
      await client.query(`
        WITH big AS (SELECT id FROM schools WHERE npsn = '90000001'),
             have AS (SELECT count(*)::int AS n FROM users, big WHERE users.school_id = big.id AND role = 'siswa'),
             moved AS (SELECT u.id FROM users u, big WHERE u.role = 'siswa' AND u.email LIKE 'siswa.besar%' AND u.school_id <> big.id
                       ORDER BY md5(u.id::text) LIMIT GREATEST(0, ${Math.trunc(BIG_SCHOOL)} - (SELECT n FROM have)))
        UPDATE users SET school_id = (SELECT id FROM big) WHERE id IN (SELECT id FROM moved)`);
    }
  }
  if (EXTRA_SQL) {
    console.log(`  extra SQL: ${EXTRA_SQL}`);
    // One statement at a time (PGlite's query takes one); a plain split is enough for CREATE INDEX and SET.
    for (const statement of EXTRA_SQL.split(';')
      .map((t) => t.trim())
      .filter(Boolean))
      await client.query(statement);
  }
  // VACUUM too, as autovacuum would soon do after 100k inserts: sets the visibility map (index-only scans).
  await client.query('VACUUM ANALYZE');
  const tDone = performance.now();
  const { n, s } = (await client.query("SELECT count(*)::int AS n, count(*) FILTER (WHERE role = 'siswa')::int AS s FROM users")).rows[0] as {
    n: number;
    s: number;
  };
  const what =
    suite === 'users'
      ? `${USERS.toLocaleString('en')} users`
      : `seed:large (${SCHOOLS.toLocaleString('en')} schools, ${STUDENTS.toLocaleString('en')} students)`;
  console.log(
    `  migrated + demo seed ${((tSeed - t0) / 1000).toFixed(1)} s; ${what} + VACUUM ANALYZE ${((tDone - tSeed) / 1000).toFixed(1)} s; users now ${n.toLocaleString('en')} (siswa ${s.toLocaleString('en')})`,
  );
}

export async function login(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export async function userScenarios(database: Database, base: string): Promise<Scenario[]> {
  const client = rawClient(database);
  const loginBody = JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD });
  const auth = await login(base, ADMIN_EMAIL);
  const idRows = (
    await client.query(`SELECT id FROM users WHERE email LIKE $1 ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`, [`%@${BENCH_EMAIL_DOMAIN}`])
  ).rows as { id: string }[];
  const detailPaths = idRows.map((r) => `/api/v1/user/detail?id=${r.id}`);

  // The NISN of the bench user in the middle of the table: a search with a single match.
  const rareNisn = `9${String(Math.ceil(USERS / 2)).padStart(9, '0')}`;
  const list = (query: string) => `/api/v1/user/list?${query}`;
  return [
    {
      name: 'POST /user/login (argon2id)',
      method: 'POST',
      path: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: LOGIN_CONNECTIONS,
      duration: LOGIN_DURATION,
    },
    {
      name: `list search=${SEARCH} (page 1)`,
      method: 'GET',
      path: list(`search=${SEARCH}&page=1&per_page=10`),
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
    {
      name: `list search=${rareNisn} (one NISN)`,
      method: 'GET',
      path: list(`search=${rareNisn}&page=1&per_page=10`),
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
    {
      name: 'list sort_by=name asc (page 1)',
      method: 'GET',
      path: list('page=1&per_page=10&sort_by=name&sort_type=asc'),
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
    {
      name: 'list default sort (page 1)',
      method: 'GET',
      path: list('page=1&per_page=10'),
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
    {
      name: `list default sort (page ${DEEP_PAGE})`,
      method: 'GET',
      path: list(`page=${DEEP_PAGE}&per_page=10`),
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
    {
      name: `GET /user/detail (${idRows.length} ids)`,
      method: 'GET',
      path: detailPaths[0] ?? '',
      paths: detailPaths,
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    },
  ];
}

/**
 * The md-student list as the Admin (scope all) and as the Admin Sekolah of the seed:large school
 * with the most students (scope own-school; seed:large gives every school the same number).
 */
export async function siswaScenarios(database: Database, base: string): Promise<Scenario[]> {
  const client = rawClient(database);
  const [school] = (
    await client.query(
      `SELECT s.id, s.name, count(u.id)::int AS n FROM schools s JOIN users u ON u.school_id = s.id AND u.role = 'siswa'
     WHERE s.npsn LIKE '9%' GROUP BY s.id, s.name, s.npsn ORDER BY n DESC, s.npsn LIMIT 1`,
    )
  ).rows as { id: string; name: string; n: number }[];
  if (!school) throw new Error('no seed:large school found');
  // A verified Admin Sekolah of that school, with the demo password (its hash copied from the Admin).
  await client.query(
    `INSERT INTO users (name, email, password_hash, role, school_id, status, verified, validated)
     SELECT 'Bench Admin Sekolah', $1, password_hash, 'admin_sekolah', $2, 'active', true, true FROM users WHERE email = $3`,
    [SCHOOL_ADMIN_EMAIL, school.id, ADMIN_EMAIL],
  );
  console.log(`  Admin Sekolah: ${SCHOOL_ADMIN_EMAIL} of "${school.name}" (${school.n} students)`);
  const adminAuth = await login(base, ADMIN_EMAIL);
  const schoolAuth = await login(base, SCHOOL_ADMIN_EMAIL);

  const allIds = (
    await client.query(`SELECT id FROM users WHERE role = 'siswa' AND email LIKE 'siswa.besar%' ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`)
  ).rows as { id: string }[];
  const schoolIds = (
    await client.query(`SELECT id FROM users WHERE role = 'siswa' AND school_id = $1 ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`, [school.id])
  ).rows as { id: string }[];
  // One NISN each: the student in the middle of seed:large, and one of the school's students.
  const allNisn = String(5_000_000_000 + Math.ceil(STUDENTS / 2));
  const { nisn: schoolNisn } = (
    await client.query(`SELECT nisn FROM users WHERE role = 'siswa' AND school_id = $1 AND nisn IS NOT NULL ORDER BY nisn OFFSET $2 LIMIT 1`, [
      school.id,
      Math.floor(school.n / 2),
    ])
  ).rows[0] as { nisn: string };
  const schoolLastPage = Math.max(1, Math.ceil(school.n / 10));

  const list = (query: string) => `/api/v1/siswa/list?${query}`;
  const detail = (ids: { id: string }[]) => ids.map((r) => `/api/v1/siswa/detail?id=${r.id}`);
  const set = (who: string, auth: Record<string, string>, nisn: string, deepPage: number, ids: { id: string }[]): Scenario[] => {
    const get = (name: string, p: string, paths?: string[]): Scenario => ({
      name: `siswa [${who}] ${name}`,
      method: 'GET',
      path: p,
      paths,
      headers: auth,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const detailPaths = detail(ids);
    return [
      get(`(a) search=${SISWA_SEARCH}`, list(`search=${SISWA_SEARCH}&page=1&per_page=10`)),
      get(`(b) search=${nisn} (one NISN)`, list(`search=${nisn}&page=1&per_page=10`)),
      get('(c) sort_by=name asc, page 1', list('page=1&per_page=10&sort_by=name&sort_type=asc')),
      get('(d) sort_by=school_id asc, page 1', list('page=1&per_page=10&sort_by=school_id&sort_type=asc')),
      get(`(e) page ${deepPage} (sort name)`, list(`page=${deepPage}&per_page=10`)),
      get(`(f) program=${SISWA_PROGRAM}&grade=${SISWA_GRADE}`, list(`program=${SISWA_PROGRAM}&grade=${SISWA_GRADE}&page=1&per_page=10`)),
      get(`detail (${ids.length} ids)`, detailPaths[0] ?? '', detailPaths),
      // The completeness page (docs/profile.md): least complete first, a range of one program, the chart.
      get('completeness list, least complete first', '/api/v1/completeness/list?page=1&per_page=20'),
      get(`completeness 50–80 % ${SISWA_PROGRAM}`, `/api/v1/completeness/list?min=50&max=80&program=${SISWA_PROGRAM}&page=1&per_page=20`),
      get('completeness distribution', '/api/v1/completeness/distribution'),
    ];
  };
  return [...set('Admin', adminAuth, allNisn, DEEP_PAGE, allIds), ...set('Admin Sekolah', schoolAuth, schoolNisn, schoolLastPage, schoolIds)];
}
