import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { partnerships } from '../../db/schema.js';
import { businessTodaySql } from '../opportunities/opportunity-crud.js';

/**
 * A partnership in force today (business day, WIB): accepted, started, not past its end date, not
 * ended. The one definition of "partner school" for recommendations, invitations and openings
 * restricted to partner schools (docs/partnerships.md).
 */
export function inForce(): SQL {
  return and(eq(partnerships.status, 'active'), lte(partnerships.startDate, businessTodaySql()), gte(partnerships.endDate, businessTodaySql()))!;
}

/** The schools in a partnership in force with `companyId` (sorted, no duplicates). */
export async function partnerSchoolIdsOf(db: DbExecutor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ schoolId: partnerships.schoolId })
    .from(partnerships)
    .where(and(eq(partnerships.companyId, companyId), inForce()))
    .orderBy(partnerships.schoolId);
  return rows.map((r) => r.schoolId);
}

/** The companies in a partnership in force with `schoolId` (sorted, no duplicates). */
export async function partnerCompanyIdsOf(db: DbExecutor, schoolId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: partnerships.companyId })
    .from(partnerships)
    .where(and(eq(partnerships.schoolId, schoolId), inForce()))
    .orderBy(partnerships.companyId);
  return rows.map((r) => r.companyId);
}

/** Whether `companyId` and `schoolId` are in a partnership in force today. */
export async function isPartner(db: DbExecutor, companyId: string, schoolId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(and(eq(partnerships.companyId, companyId), eq(partnerships.schoolId, schoolId), inForce()))
    .limit(1);
  return row !== undefined;
}

/** Partner schools in force per company (company id → school ids): every company's, or those of `companyIds`, for the ranking index. */
export async function partnerSchoolsByCompany(db: DbExecutor, companyIds?: readonly string[]): Promise<Map<string, string[]>> {
  if (companyIds?.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ companyId: partnerships.companyId, schoolId: partnerships.schoolId })
    .from(partnerships)
    .where(and(inForce(), companyIds ? inArray(partnerships.companyId, [...companyIds]) : undefined));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.companyId, [...(out.get(r.companyId) ?? []), r.schoolId]);
  return out;
}

/** SQL: the school column `schoolId` is a partner school of `companyId` (for queries over students). */
export function partnerSchoolCondition(companyId: string, schoolId: PgColumn): SQL {
  return sql`${schoolId} in (select ${partnerships.schoolId} from ${partnerships} where ${partnerships.companyId} = ${companyId} and ${inForce()})`;
}
