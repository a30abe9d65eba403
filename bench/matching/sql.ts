/**
 * The straightforward SQL ranking (the matching benchmark): the same formula as `scoreMatch` in one
 * PostgreSQL query over feature tables copied from the ranking index's arrays, so the same data is
 * ranked three ways in one run. Run by bench/matching/run.ts when PostgreSQL is reachable.
 */
import pg from 'pg';
import type { RankingIndex } from '../../apps/api/src/modules/recommendations/ranking-index.js';

const P = 12;
const nan = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? null : x);
const nullId = (x: number | undefined) => (x === undefined || x < 0 ? null : x);

export async function loadSql(adminUrl: string, index: RankingIndex) {
  const dbName = `jk_bench_matching_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(`
    create table students (id int primary key, eligible bool, school int, program int, province int, city int, relocate int, rk int,
      r real[], comp real[], attitude real, schemes int, exp real);
    create table openings (id int primary key, open bool, deadline int, qualified bool, programs int, province int, city int,
      has_code bool, c real[], comp_min real[], comp_count int, req int, pref int, req_count int, pref_count int, exp_min real,
      partner_only bool, company int, w real[]);
    create table partners (company int, school int, primary key (company, school));`);
  const BATCH = 5000;
  for (let start = 0; start < index.studentCount; start += BATCH) {
    const rows: unknown[] = [];
    for (let i = start; i < Math.min(index.studentCount, start + BATCH); i++) {
      rows.push({
        id: i,
        eligible: index.sEligible[i] === 1,
        school: nullId(index.sSchool[i]),
        program: index.sProgram[i] === 255 ? null : index.sProgram[i],
        province: nullId(index.sProvince[i]),
        city: nullId(index.sCity[i]),
        relocate: index.sRelocate[i],
        rk: index.sRiasecKind[i],
        r: Array.from(index.sRiasec.subarray(i * 6, i * 6 + 6)),
        comp: Array.from(index.sCompetency.subarray(i * P, i * P + P), nan),
        attitude: nan(index.sAttitude[i]),
        schemes: index.sSchemes[i]! | 0,
        exp: nan(index.sExperience[i]),
      });
    }
    await db.query(`insert into students select * from json_populate_recordset(null::students, $1)`, [JSON.stringify(rows)]);
  }
  for (let start = 0; start < index.openingCount; start += BATCH) {
    const rows: unknown[] = [];
    for (let j = start; j < Math.min(index.openingCount, start + BATCH); j++) {
      rows.push({
        id: j,
        open: index.oOpen[j] === 1,
        deadline: index.oDeadline[j],
        qualified: index.oQualified[j] === 1,
        programs: index.oPrograms[j],
        province: nullId(index.oProvince[j]),
        city: nullId(index.oCity[j]),
        has_code: index.oHasCode[j] === 1,
        c: Array.from(index.oCode.subarray(j * 6, j * 6 + 6)),
        comp_min: Array.from(index.oCompMin.subarray(j * P, j * P + P), nan),
        comp_count: index.oCompCount[j],
        req: index.oReq[j]! | 0,
        pref: index.oPref[j]! | 0,
        req_count: index.oReqCount[j],
        pref_count: index.oPrefCount[j],
        exp_min: index.oExpMin[j],
        partner_only: index.oPartnerOnly[j] === 1,
        company: index.oCompany[j],
        w: Array.from(index.oWeights.subarray(j * 8, j * 8 + 8)),
      });
    }
    await db.query(`insert into openings select * from json_populate_recordset(null::openings, $1)`, [JSON.stringify(rows)]);
  }
  const partnerRows: { company: number; school: number }[] = [];
  index.partners.forEach((schools, company) => schools?.forEach((school) => partnerRows.push({ company, school })));
  await db.query(`insert into partners select * from json_populate_recordset(null::partners, $1) on conflict do nothing`, [
    JSON.stringify(partnerRows),
  ]);
  await db.query('analyze');
  return {
    db,
    drop: async () => {
      await db.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The formula of `scoreMatch` over one (s, o) pair, as SQL expressions. */
const FITS = `
  case when not o.has_code then null when s.rk = 0 then 0 when s.rk = 2 then 0.5
       else least(1, greatest(0, (o.c[1]*s.r[1] + o.c[2]*s.r[2] + o.c[3]*s.r[3] + o.c[4]*s.r[4] + o.c[5]*s.r[5] + o.c[6]*s.r[6] + 1) / 2)) end as fi,
  case when o.comp_count = 0 then null else coalesce((select sum(case when u.mn <= 0 then least(1, greatest(0, u.p / 100))
       when u.p < u.mn then 0.7 * least(1, greatest(0, u.p / u.mn))
       when u.mn >= 100 then 1 else 0.7 + 0.3 * least(1, (u.p - u.mn) / (100 - u.mn)) end)
       from unnest(o.comp_min, s.comp) as u(mn, p) where u.mn is not null and u.p is not null), 0) / o.comp_count end as fc,
  coalesce(least(1, greatest(0, s.attitude / 100)), 0) as fa,
  case when o.req_count + o.pref_count = 0 then null
       else (2 * length(replace((s.schemes & o.req)::bit(32)::text, '0', '')) + length(replace((s.schemes & o.pref)::bit(32)::text, '0', '')))::real
            / (2 * o.req_count + o.pref_count) end as fcert,
  case when s.program is null then 0 when o.programs <> 0 then 1 else 0.6 end as fp,
  case when o.city is null and o.province is null then null when s.city is null and s.province is null then 0
       when s.city = o.city then 1 when s.province = o.province then 0.7 when s.relocate = 1 then 0.5 else 0.1 end as fl,
  case when s.exp is null then 0 when o.exp_min > 0 then least(1, s.exp / o.exp_min) else 0.5 + 0.5 * least(1, s.exp / 6) end as fe,
  case when partner then 1 else 0 end as fpart`;

const TOTAL = `
  select id, round((
    coalesce(round((100 * w[1] / applying * fi)::numeric, 1), 0) + coalesce(round((100 * w[2] / applying * fc)::numeric, 1), 0)
    + round((100 * w[3] / applying * fa)::numeric, 1) + coalesce(round((100 * w[4] / applying * fcert)::numeric, 1), 0)
    + round((100 * w[5] / applying * fp)::numeric, 1) + coalesce(round((100 * w[6] / applying * fl)::numeric, 1), 0)
    + round((100 * w[7] / applying * fe)::numeric, 1) + round((100 * w[8] / applying * fpart)::numeric, 1)), 1) as total
  from (select f.*, w[3] + w[5] + w[7] + w[8] + case when fi is null then 0 else w[1] end + case when fc is null then 0 else w[2] end
               + case when fcert is null then 0 else w[4] end + case when fl is null then 0 else w[6] end as applying from f) g`;

const PAIR_FILTER = `o.open and o.deadline >= $2 and s.eligible and o.qualified
  and (o.programs = 0 or (s.program is not null and (o.programs & (1 << s.program)) <> 0))
  and (not o.partner_only or partner)`;

/** One student vs every opening, top k. */
export async function sqlRankOpenings(db: pg.Client, student: number, today: number, k: number) {
  const res = await db.query(
    `with f as (select o.id, o.w, ${FITS} from students s cross join openings o
       cross join lateral (select exists (select 1 from partners p where p.company = o.company and p.school = s.school) as partner) pp
       where s.id = $1 and ${PAIR_FILTER})
     ${TOTAL} order by total desc, id limit $3`,
    [student, today, k],
  );
  return res.rows;
}

/** One opening vs every student, top k. */
export async function sqlRankStudents(db: pg.Client, opening: number, today: number, k: number) {
  const res = await db.query(
    `with f as (select s.id, o.w, ${FITS} from openings o cross join students s
       cross join lateral (select exists (select 1 from partners p where p.company = o.company and p.school = s.school) as partner) pp
       where o.id = $1 and ${PAIR_FILTER})
     ${TOTAL} order by total desc, id limit $3`,
    [opening, today, k],
  );
  return res.rows;
}
