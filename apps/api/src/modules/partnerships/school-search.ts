import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { PartnershipStatus, VocationalProgram } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { partnerships, schools, studentProfiles, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import { withCityNames } from '../regions/city-names.js';
import { statusSql } from './partnership-query.js';

export interface SchoolSearch {
  search: string;
  province_code?: string;
  city_code?: string;
  program?: VocationalProgram;
  limit: number;
}

/**
 * Schools a company may ask: by name or NPSN, region and program taught (programs of its students),
 * each with the company's current matter with it.
 */
export async function schoolsForCompany(db: Db, companyId: string | null, q: SchoolSearch) {
  // Qualified by hand: inside a select list drizzle writes a column of the main table without its table name.
  const schoolId = sql.raw('"schools"."id"');
  const programsSql = sql<
    string[]
  >`coalesce((select array_agg(distinct sp.program order by sp.program) from ${users} u join ${studentProfiles} sp on sp.user_id = u.id where u.school_id = ${schoolId} and u.role = 'siswa' and sp.program is not null), '{}'::text[])`;
  // The company's current matter with the school: a pending request or an agreed period first, else the latest.
  const latest = sql`(select p.id from partnerships p where p.school_id = ${schoolId} and p.company_id = ${companyId} order by (p.status in ('requested', 'active')) desc, p.created_at desc limit 1)`;
  const search = q.search.trim();
  const rows = await db
    .select({
      id: schools.id,
      name: schools.name,
      npsn: schools.npsn,
      province_code: schools.provinceCode,
      city_code: schools.cityCode,
      programs: programsSql,
      students: sql<number>`(select count(*)::int from ${users} u where u.school_id = ${schoolId} and u.role = 'siswa')`,
      partnership_id: sql<string | null>`${latest}`,
      partnership_status: sql<PartnershipStatus | null>`(select ${statusSql} from ${partnerships} where ${partnerships.id} = ${latest})`,
    })
    .from(schools)
    .where(
      and(
        search ? or(ilike(schools.name, likePattern(search)), ilike(schools.npsn, likePattern(search))) : undefined,
        q.province_code ? eq(schools.provinceCode, q.province_code) : undefined,
        q.city_code ? eq(schools.cityCode, q.city_code) : undefined,
        q.program ? sql`${q.program} = any(${programsSql})` : undefined,
      ),
    )
    .orderBy(schools.name)
    .limit(q.limit);
  return withCityNames(rows);
}
