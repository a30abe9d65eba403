import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  PARTNERSHIP_STATUSES,
  type PartnershipStatus,
  type Scope,
  type VocationalProgram,
  type ZPartnership,
  type ZPartnershipEvent,
} from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { companies, partnershipEvents, partnerships, schools, users } from '../../db/schema.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { withCityNames } from '../regions/city-names.js';
import { businessTodaySql } from '../opportunities/opportunity-crud.js';
import { scopeCondition } from '../scope.js';

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');
const ender = alias(users, 'ender');

/** The status shown: `expired` is an active partnership past its end date (business day, WIB). */
export const statusSql = sql<PartnershipStatus>`(case when ${partnerships.status} = 'active' and ${partnerships.endDate} < ${businessTodaySql()} then 'expired' else ${partnerships.status} end)`;

/** Rows of a partnership the caller's scope shows: the company's, the school's, or all. */
export function partnershipScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { company: partnerships.companyId, school: partnerships.schoolId });
}

export function statusIs(status: PartnershipStatus): SQL {
  return sql`${statusSql} = ${status}`;
}

const selection = {
  id: partnerships.id,
  company_id: partnerships.companyId,
  company_name: companies.name,
  school_id: partnerships.schoolId,
  school_name: schools.name,
  city_code: schools.cityCode,
  programs: partnerships.programs,
  message: partnerships.message,
  status: statusSql,
  mou_number: partnerships.mouNumber,
  start_date: partnerships.startDate,
  end_date: partnerships.endDate,
  document_file: partnerships.document,
  document_name: partnerships.documentName,
  pkl: partnerships.pkl,
  decline_reason: partnerships.declineReason,
  end_reason: partnerships.endReason,
  previous_id: partnerships.previousId,
  renewed: sql<boolean>`exists (select 1 from partnerships n where n.previous_id = ${partnerships.id})`,
  requested_by_name: requester.name,
  answered_by_name: answerer.name,
  answered_at: partnerships.answeredAt,
  ended_by_name: ender.name,
  ended_at: partnerships.endedAt,
  created_at: partnerships.createdAt,
  updated_at: partnerships.updatedAt,
};

function base(db: DbExecutor) {
  return db
    .select(selection)
    .from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.companyId))
    .innerJoin(schools, eq(schools.id, partnerships.schoolId))
    .leftJoin(requester, eq(requester.id, partnerships.requestedBy))
    .leftJoin(answerer, eq(answerer.id, partnerships.answeredBy))
    .leftJoin(ender, eq(ender.id, partnerships.endedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];
/** A partnership as the handlers give it (`ZPartnership`'s output: times as `Date`s). */
export type Partnership = z.output<typeof ZPartnership>;

async function toDtos(rows: Row[]): Promise<Partnership[]> {
  return (await withCityNames(rows)).map(({ document_file, city_code: _c, city_name, ...r }) => ({
    ...r,
    school_city: city_name,
    document: document_file !== null,
  }));
}

type PartnershipSort = 'updated' | 'newest' | 'school' | 'company' | 'end';

export async function listPartnerships(db: DbExecutor, where: SQL | undefined, page: { limit: number; offset: number; sort: PartnershipSort }) {
  const order =
    page.sort === 'school'
      ? [asc(schools.name), desc(partnerships.createdAt)]
      : page.sort === 'company'
        ? [asc(companies.name), desc(partnerships.createdAt)]
        : page.sort === 'end'
          ? [sql`${partnerships.endDate} asc nulls last`, desc(partnerships.createdAt)]
          : page.sort === 'newest'
            ? [desc(partnerships.createdAt), desc(partnerships.id)]
            : [desc(partnerships.updatedAt), desc(partnerships.id)];
  const [rows, total] = await readTogether(
    db,
    () =>
      base(db)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(partnerships)
        .innerJoin(companies, eq(companies.id, partnerships.companyId))
        .innerJoin(schools, eq(schools.id, partnerships.schoolId))
        .where(where),
  );
  return { rows: await toDtos(rows), total: total[0]?.n ?? 0 };
}

export interface PartnershipListQuery {
  search: string;
  status?: PartnershipStatus;
  school_id?: string;
  company_id?: string;
  program?: VocationalProgram;
  page: number;
  per_page: number;
  sort: PartnershipSort;
}

/** One page of the partnerships the caller's scope shows, by school, company or MoU number, status, side and program. */
export async function searchPartnerships(db: DbExecutor, scope: Scope, caller: Caller | null, q: PartnershipListQuery) {
  const search = q.search.trim();
  const where = and(
    partnershipScope(scope, caller),
    search
      ? or(ilike(schools.name, likePattern(search)), ilike(companies.name, likePattern(search)), ilike(partnerships.mouNumber, likePattern(search)))
      : undefined,
    q.status ? statusIs(q.status) : undefined,
    q.school_id ? eq(partnerships.schoolId, q.school_id) : undefined,
    q.company_id ? eq(partnerships.companyId, q.company_id) : undefined,
    q.program ? sql`${q.program} = any(${partnerships.programs})` : undefined,
  );
  const { rows, total } = await listPartnerships(db, where, { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: q.sort });
  return { data: rows, total, page: q.page, per_page: q.per_page, total_pages: Math.ceil(total / q.per_page) };
}

export async function findPartnership(db: DbExecutor, where: SQL | undefined): Promise<Partnership | null> {
  const rows = await base(db).where(where).limit(1);
  return (await toDtos(rows))[0] ?? null;
}

/** Every period of a company and school's partnership (newest first), for the detail's history. */
export async function periodsOf(db: DbExecutor, companyId: string, schoolId: string): Promise<Partnership[]> {
  return toDtos(
    await base(db)
      .where(and(eq(partnerships.companyId, companyId), eq(partnerships.schoolId, schoolId)))
      .orderBy(desc(partnerships.createdAt)),
  );
}

export async function eventsOf(db: DbExecutor, ids: string[]): Promise<z.output<typeof ZPartnershipEvent>[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: partnershipEvents.id,
      partnership_id: partnershipEvents.partnershipId,
      action: partnershipEvents.action,
      actor_name: users.name,
      note: partnershipEvents.note,
      created_at: partnershipEvents.createdAt,
    })
    .from(partnershipEvents)
    .leftJoin(users, eq(users.id, partnershipEvents.actorId))
    .where(inArray(partnershipEvents.partnershipId, ids))
    .orderBy(desc(partnershipEvents.createdAt), desc(partnershipEvents.id));
}

/** The accounts that hear of a partnership: the company's admins, the school's admins (active, verified). */
export async function companyAdminIdsOf(db: DbExecutor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    // A PKL supervisor account is not one of the company's admins: it hears only of its own PKL students.
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin_perusahaan'), eq(users.pklSupervisor, false), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}
export async function schoolAdminIdsOf(db: DbExecutor, schoolId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.role, ['admin_sekolah', 'kepala_sekolah']), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** Partnerships counted by the status shown, every status present (zero when none). */
export async function partnershipCounts(db: DbExecutor, where: SQL | undefined): Promise<Record<PartnershipStatus, number>> {
  const rows = await db
    .select({ status: statusSql, n: sql<number>`count(*)::int` })
    .from(partnerships)
    .where(where)
    .groupBy(statusSql);
  const out = Object.fromEntries(PARTNERSHIP_STATUSES.map((s) => [s, 0])) as Record<PartnershipStatus, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}
