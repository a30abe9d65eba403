import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createDatabase, type Db } from '../db/client.js';
import { listRegions } from '../modules/regions/region-data.js';
import { NO_PASSWORD } from '../modules/users/account-invitation.js';
import { seedIfEmpty } from './seed.js';

/**
 * `npm run seed:large`: 1,000 schools in real regencies and 100,000 students with school records,
 * for trying list screens and benchmarks at the scale of a province. Built with generate_series in
 * two statements (most of the time goes to the trigram indexes). Running it again adds nothing:
 * the generated NPSNs (9xxxxxxx), e-mails and NISNs already exist.
 */
export async function seedLarge(db: Db, opts: { schools?: number; students?: number; openings?: number } = {}) {
  const schoolCount = opts.schools ?? 1000;
  const studentCount = opts.students ?? 100_000;
  const regencies = (await Promise.all((await listRegions('provinces')).map((p) => listRegions('regencies', p.code)))).flat();
  const cityCodes = regencies.map((r) => r.code);
  // One parameter holding a PostgreSQL array literal (drizzle would spread a JS array into a list).
  const cityArray = `{${cityCodes.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO schools (npsn, name, status, education_level, ownership_status, province_code, city_code, address)
      SELECT lpad((90000000 + g)::text, 8, '0'),
             'SMK ' || (ARRAY['Negeri','Swasta','Bina Karya','Pembangunan','Muhammadiyah','PGRI','Taruna','Kartini'])[1 + g % 8] || ' ' || g,
             CASE WHEN g % 3 = 0 THEN 'swasta' ELSE 'negeri' END, 'SMK',
             CASE WHEN g % 3 = 0 THEN 'yayasan' ELSE 'pemerintah_daerah' END,
             split_part(c.code, '.', 1), c.code, 'Jl. Pendidikan No. ' || g
      FROM generate_series(1, ${schoolCount}) AS g
      CROSS JOIN LATERAL (SELECT (${cityArray}::text[])[1 + (g * 7919) % ${cityCodes.length}] AS code) c
      ON CONFLICT (npsn) DO NOTHING`);
    await tx.execute(sql`
      WITH s AS (SELECT id, row_number() OVER (ORDER BY npsn) AS n FROM schools WHERE npsn LIKE '9%'),
      inserted AS (
        INSERT INTO users (name, email, password_hash, role, nisn, school_id, verified, validated)
        SELECT (ARRAY['Budi','Siti','Agus','Dewi','Rizky','Putri','Fajar','Ayu','Dimas','Intan','Eko','Wulan','Bayu','Nur','Galih','Maya'])[1 + g % 16]
                 || ' ' || (ARRAY['Saputra','Lestari','Hidayat','Wulandari','Pratama','Anggraini','Nugroho','Permata','Kurniawan','Handayani','Santoso','Puspita'])[1 + (g / 16) % 12]
                 || ' ' || g,
               'siswa.besar' || g || '@contoh.sch.id', ${NO_PASSWORD}, 'siswa',
               lpad((5000000000 + g)::text, 10, '0'),
               s.id,
               g % 20 <> 0, true
        -- A join, not a subquery per student: one hash join instead of a scan of the schools per row.
        FROM generate_series(1, ${studentCount}) AS g
        JOIN s ON s.n = 1 + g % ${schoolCount}
        ON CONFLICT DO NOTHING
        RETURNING id, nisn)
      INSERT INTO student_profiles (user_id, program, grade, class_name, gender, religion, citizenship, completeness)
      SELECT id,
             (ARRAY['rpl','tkj','dkv','akl','otkp','bdp','tkr','tbsm','titl','tbg','phtl','upw'])[1 + (right(nisn, 5)::int) % 12],
             (10 + (right(nisn, 4)::int) % 3)::text, 'Rombel ' || (1 + (right(nisn, 3)::int) % 4),
             CASE WHEN (right(nisn, 2)::int) % 2 = 0 THEN 'L' ELSE 'P' END, 'islam', 'WNI',
             -- A spread of stored completeness scores for the completeness page at scale (docs/profile.md);
             -- these students have no CV records, so the score is generated, not computed.
             abs(hashtext(id::text)) % 101
      FROM inserted`);
  });
  await seedLargeMatching(db, opts.openings ?? 10_000);
  await db.execute(sql`ANALYZE`);
}

/** A number 0–99 from a row's id, the same on every run: spreads the generated values without random(). */
const pct = (column: string, salt: number) => sql.raw(`(abs(hashtext(${column}::text || '${salt}')) % 100)`);

/**
 * What recommendations read, for the generated students and for openings at scale:
 * - submitted test results: RIASEC for 80 % of the students, attitude for 70 %, the competency test
 *   of their program (where the demo has one: RPL, AKL, TKR) for 70 % of those;
 * - for 30 % of the students of a program with a demo scheme, a confirmed assessment at their school
 *   and a valid certificate;
 * - `openingCount` open openings of 200 generated companies in real regencies, each with programs,
 *   a Holland code, a competency minimum and, for some, a scheme, partner-only or priority rule;
 * - five partner schools per generated company (`seedLargePartnerships`).
 * Values come from hashes of the row ids, so the data is varied but the same on every run. Running
 * it again adds no second result, certificate or company (each insert skips what exists).
 */
export async function seedLargeMatching(db: Db, openingCount: number) {
  const large = sql.raw(`u.email like 'siswa.besar%@contoh.sch.id'`);
  await db.transaction(async (tx) => {
    // RIASEC: six scores, the Holland code (three highest) and the differentiation, in one pass.
    await tx.execute(sql`
      INSERT INTO test_attempts (test_id, student_id, status, started_at, deadline, submitted_at, result, score)
      SELECT t.id, u.id, 'submitted', now() - interval '20 days', now() - interval '20 days' + interval '30 minutes',
             now() - interval '20 days' + interval '18 minutes',
             jsonb_build_object('instrument', 'riasec', 'scores', jsonb_build_object('R', r.r, 'I', r.i, 'A', r.a, 'S', r.s, 'E', r.e, 'C', r.c),
               'code', (SELECT string_agg(k, '') FROM (SELECT k FROM (VALUES ('R', r.r), ('I', r.i), ('A', r.a), ('S', r.s), ('E', r.e), ('C', r.c)) v(k, x)
                        ORDER BY x DESC, k LIMIT 3) top),
               'differentiation', greatest(r.r, r.i, r.a, r.s, r.e, r.c) - least(r.r, r.i, r.a, r.s, r.e, r.c)),
             NULL
      FROM users u
      CROSS JOIN (SELECT id FROM tests WHERE instrument = 'riasec' ORDER BY created_at LIMIT 1) t
      CROSS JOIN LATERAL (SELECT ${pct('u.id', 1)} AS r, ${pct('u.id', 2)} AS i, ${pct('u.id', 3)} AS a,
                                 ${pct('u.id', 4)} AS s, ${pct('u.id', 5)} AS e, ${pct('u.id', 6)} AS c) r
      WHERE ${large} AND ${pct('u.id', 7)} < 80
      ON CONFLICT DO NOTHING`);
    // Attitude: five dimensions between 40 and 99, their mean as the overall.
    await tx.execute(sql`
      INSERT INTO test_attempts (test_id, student_id, status, started_at, deadline, submitted_at, result, score)
      SELECT t.id, u.id, 'submitted', now() - interval '15 days', now() - interval '15 days' + interval '20 minutes',
             now() - interval '15 days' + interval '12 minutes',
             jsonb_build_object('instrument', 'attitude-scale', 'dimensions', jsonb_build_array(
               jsonb_build_object('dimension', 'discipline', 'score', d.d1), jsonb_build_object('dimension', 'teamwork', 'score', d.d2),
               jsonb_build_object('dimension', 'responsibility', 'score', d.d3), jsonb_build_object('dimension', 'communication', 'score', d.d4),
               jsonb_build_object('dimension', 'initiative', 'score', d.d5)),
               'overall', round((d.d1 + d.d2 + d.d3 + d.d4 + d.d5) / 5.0, 1)),
             round((d.d1 + d.d2 + d.d3 + d.d4 + d.d5) / 5.0, 1)
      FROM users u
      CROSS JOIN (SELECT id FROM tests WHERE instrument = 'attitude-scale' ORDER BY created_at LIMIT 1) t
      CROSS JOIN LATERAL (SELECT 40 + ${pct('u.id', 11)} * 0.6 AS d1, 40 + ${pct('u.id', 12)} * 0.6 AS d2, 40 + ${pct('u.id', 13)} * 0.6 AS d3,
                                 40 + ${pct('u.id', 14)} * 0.6 AS d4, 40 + ${pct('u.id', 15)} * 0.6 AS d5) d
      WHERE ${large} AND ${pct('u.id', 16)} < 70
      ON CONFLICT DO NOTHING`);
    // Competency: the published test of the student's program, 30–100 %.
    await tx.execute(sql`
      INSERT INTO test_attempts (test_id, student_id, status, started_at, deadline, submitted_at, result, score)
      SELECT t.id, u.id, 'submitted', now() - interval '10 days', now() - interval '10 days' + (t.minutes || ' minutes')::interval,
             now() - interval '10 days' + interval '40 minutes',
             jsonb_build_object('instrument', 'points', 'score', round(p.v * t.total_points / 100.0), 'maxScore', t.total_points,
                                'percent', p.v, 'passed', p.v >= coalesce(t.passing_score, 0), 'topics', '[]'::jsonb),
             p.v
      FROM users u
      JOIN student_profiles sp ON sp.user_id = u.id
      JOIN LATERAL (SELECT id, minutes, coalesce(total_points, 100) AS total_points, passing_score FROM tests
                    WHERE instrument = 'points' AND program = sp.program AND published ORDER BY created_at LIMIT 1) t ON true
      CROSS JOIN LATERAL (SELECT 30 + round(${pct('u.id', 21)} * 0.7) AS v) p
      WHERE ${large} AND ${pct('u.id', 22)} < 70
      ON CONFLICT DO NOTHING`);
    // Certificates: one confirmed assessment per school and scheme, 30 % of that program's students competent.
    await tx.execute(sql`
      INSERT INTO assessments (scheme_id, assessor_id, school_id, scheduled_at, place, status, confirmed_at)
      SELECT cs.id, (SELECT id FROM users WHERE role = 'asesor' ORDER BY created_at LIMIT 1), s.id,
             now() - interval '100 days', 'TUK ' || s.name, 'confirmed', now() - interval '99 days'
      FROM schools s CROSS JOIN competency_schemes cs
      WHERE s.npsn LIKE '9%' AND cs.active
        AND NOT EXISTS (SELECT 1 FROM assessments a WHERE a.school_id = s.id AND a.scheme_id = cs.id)`);
    await tx.execute(sql`
      INSERT INTO assessment_candidates (assessment_id, student_id, result)
      SELECT a.id, u.id, 'competent'
      FROM users u
      JOIN student_profiles sp ON sp.user_id = u.id
      JOIN competency_schemes cs ON cs.program = sp.program
      JOIN assessments a ON a.school_id = u.school_id AND a.scheme_id = cs.id
      WHERE ${large} AND ${pct('u.id', 31)} < 30
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO certificates (number, candidate_id, student_id, scheme_id, issued_on, valid_until)
      SELECT 'LSP-BESAR-' || upper(substr(replace(c.id::text, '-', ''), 1, 12)), c.id, c.student_id, a.scheme_id,
             (now() - interval '99 days')::date, (now() - interval '99 days' + interval '3 years')::date
      FROM assessment_candidates c JOIN assessments a ON a.id = c.assessment_id
      JOIN users u ON u.id = c.student_id
      WHERE ${large} AND c.result = 'competent'
      ON CONFLICT DO NOTHING`);
  });
  await seedLargeOpenings(db, openingCount);
  await seedLargePartnerships(db);
}

/**
 * Each generated company partners with five generated schools (in force for two more years), so the
 * partnership part and partner-only openings count at scale. Skips companies that have partners.
 */
export async function seedLargePartnerships(db: Db) {
  await db.execute(sql`
    WITH co AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM companies WHERE name LIKE 'PT Mitra Industri %'),
         s AS (SELECT id, row_number() OVER (ORDER BY npsn) AS n, count(*) OVER () AS total FROM schools WHERE npsn LIKE '9%')
    INSERT INTO partnerships (company_id, school_id, status, mou_number, start_date, end_date, message)
    SELECT co.id, s.id, 'active', 'MOU-BESAR-' || co.n || '-' || k, (now() - interval '200 days')::date, (now() + interval '2 years')::date,
           'Kemitraan untuk uji skala (seed:large).'
    FROM co CROSS JOIN generate_series(1, 5) AS k
    JOIN s ON s.n = 1 + (co.n * 37 + k * 101) % s.total
    WHERE NOT EXISTS (SELECT 1 FROM partnerships p WHERE p.company_id = co.id)`);
}

async function seedLargeOpenings(db: Db, openingCount: number) {
  const regencies = (await Promise.all((await listRegions('provinces')).map((p) => listRegions('regencies', p.code)))).flat();
  const cityArray = `{${regencies.map((r) => r.code).join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO companies (name, sector, status, province_code, city_code, address)
      SELECT 'PT Mitra Industri ' || g, (ARRAY['Teknologi Informasi','Otomotif','Perhotelan','Manufaktur','Perdagangan','Keuangan','Logistik','Konstruksi'])[1 + g % 8],
             'approved', split_part(c.code, '.', 1), c.code, 'Kawasan Industri Blok ' || g
      FROM generate_series(1, 200) AS g
      CROSS JOIN LATERAL (SELECT (${cityArray}::text[])[1 + (g * 104729) % ${regencies.length}] AS code) c
      WHERE NOT EXISTS (SELECT 1 FROM companies WHERE name = 'PT Mitra Industri ' || g)`);
    await tx.execute(sql`
      WITH co AS (SELECT id, province_code, city_code, row_number() OVER (ORDER BY name) AS n FROM companies WHERE name LIKE 'PT Mitra Industri %'),
           existing AS (SELECT count(*) AS n FROM opportunities o JOIN co ON co.id = o.company_id)
      INSERT INTO opportunities (company_id, title, description, province_code, city_code, programs, salary_from, salary_to,
                                 experience_min, experience_max, contract_type, career_level, qualification, quota, deadline, status,
                                 riasec_code, competency_requirements, required_schemes, preferred_schemes, partner_rule)
      SELECT co.id, j.title || ' ' || g, 'Lowongan yang dibuat oleh seed:large untuk uji skala.', co.province_code, co.city_code,
             j.programs, 3500000 + (g % 20) * 250000, 5000000 + (g % 20) * 300000, 0, (g % 4), 'full_time', 'entry', 'SMK', 1 + g % 5,
             (now() + ((10 + g % 80) || ' days')::interval)::date, 'open', j.code,
             jsonb_build_array(jsonb_build_object('area', j.programs[1], 'min', 50 + (g % 5) * 10)),
             CASE WHEN g % 10 = 0 AND j.scheme IS NOT NULL THEN ARRAY[j.scheme] ELSE '{}'::text[] END,
             CASE WHEN g % 10 BETWEEN 1 AND 3 AND j.scheme IS NOT NULL THEN ARRAY[j.scheme] ELSE '{}'::text[] END,
             CASE WHEN g % 10 = 4 THEN 'restricted' WHEN g % 10 = 5 THEN 'priority' ELSE 'none' END
      FROM generate_series(1, ${openingCount}) AS g
      CROSS JOIN existing
      JOIN co ON co.n = 1 + g % 200
      CROSS JOIN LATERAL (SELECT * FROM (VALUES
        (0, 'Programmer Junior', ARRAY['rpl','tkj'], 'ICR', 'SKM-RPL-PJ-2026'),
        (1, 'Staf Akuntansi', ARRAY['akl','otkp'], 'CEI', 'SKM-AKL-TA-2026'),
        (2, 'Mekanik Kendaraan', ARRAY['tkr','tbsm'], 'RIC', 'SKM-TKR-PB-2026'),
        (3, 'Teknisi Jaringan', ARRAY['tkj','rpl'], 'RIC', NULL),
        (4, 'Desainer Grafis', ARRAY['dkv'], 'AER', NULL),
        (5, 'Staf Administrasi', ARRAY['otkp','akl','bdp'], 'CES', NULL),
        (6, 'Teknisi Listrik', ARRAY['titl'], 'RIC', NULL),
        (7, 'Juru Masak', ARRAY['tbg'], 'RAE', NULL),
        (8, 'Resepsionis Hotel', ARRAY['phtl','upw'], 'ESC', NULL),
        (9, 'Staf Penjualan', ARRAY['bdp','otkp'], 'ESC', NULL)) v(k, title, programs, code, scheme) WHERE v.k = g % 10) j
      WHERE existing.n < ${openingCount}`);
    // Generated openings are a scale test's data, not news: no job alert run scores them.
    await tx.execute(sql`INSERT INTO job_alert_openings (opportunity_id) SELECT id FROM opportunities ON CONFLICT DO NOTHING`);
  });
}

async function main() {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  await seedIfEmpty(database.db);
  const started = performance.now();
  // npm run seed:large -- --students 1000000 --openings 100000 (defaults: 100,000 and 10,000).
  const flag = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  await seedLarge(database.db, { students: flag('students'), openings: flag('openings'), schools: flag('schools') });
  const counts = await database.db.execute<Record<string, number>>(
    sql`SELECT (SELECT count(*) FROM schools)::int AS schools, (SELECT count(*) FROM users WHERE role = 'siswa')::int AS students,
               (SELECT count(*) FROM test_attempts WHERE status = 'submitted')::int AS results,
               (SELECT count(*) FROM certificates)::int AS certificates,
               (SELECT count(*) FROM opportunities WHERE status = 'open')::int AS open_openings`,
  );
  console.log(`seed:large on ${database.kind}: ${JSON.stringify(counts.rows[0])} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
