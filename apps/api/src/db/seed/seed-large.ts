import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { createDatabase, type Db } from '../client.js';
import { listRegions } from '../../modules/regions/region-data.js';
import { NO_PASSWORD } from '../../modules/people/person-records.js';
import { seedIfEmpty } from './seed.js';

/**
 * `npm run seed:large`: 1,000 schools in real regencies and 100,000 students with school records,
 * for trying list screens and benchmarks at the scale of a province. Built with generate_series in
 * two statements (most of the time goes to the trigram indexes). Running it again adds nothing:
 * the generated NPSNs (9xxxxxxx), e-mails and NISNs already exist.
 */
export async function seedLarge(db: Db, opts: { schools?: number; students?: number } = {}) {
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
               (SELECT id FROM s WHERE s.n = 1 + g % ${schoolCount}),
               g % 20 <> 0, true
        FROM generate_series(1, ${studentCount}) AS g
        ON CONFLICT DO NOTHING
        RETURNING id, nisn)
      INSERT INTO student_profiles (user_id, program, grade, class_name, gender, religion, citizenship)
      SELECT id,
             (ARRAY['rpl','tkj','dkv','akl','otkp','bdp','tkr','tbsm','titl','tbg','phtl','upw'])[1 + (right(nisn, 5)::int) % 12],
             (10 + (right(nisn, 4)::int) % 3)::text, 'Rombel ' || (1 + (right(nisn, 3)::int) % 4),
             CASE WHEN (right(nisn, 2)::int) % 2 = 0 THEN 'L' ELSE 'P' END, 'islam', 'WNI'
      FROM inserted`);
  });
  await db.execute(sql`ANALYZE`);
}

async function main() {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  await seedIfEmpty(database.db);
  const started = performance.now();
  await seedLarge(database.db);
  const counts = await database.db.execute<{ schools: number; students: number }>(
    sql`SELECT (SELECT count(*) FROM schools)::int AS schools, (SELECT count(*) FROM users WHERE role = 'siswa')::int AS students`,
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
