import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PKL_ACTIVE_STATUSES, ZPklPeriod, type Scope, type TPklPeriodInput, type ZPklPeriodInput } from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, pklPeriods, pklPlacements, pklQuotas, schools, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { likePattern } from '../../lib/like-pattern.js';
import type { Caller } from '../../plugins/auth.js';
import { NOW, periodScope, refuse, verifiedTeacherOf, type Actor } from './pkl-common.js';

export type PklPeriod = z.output<typeof ZPklPeriod>;
type PeriodBody = z.output<typeof ZPklPeriodInput>;
const coordinator = alias(users, 'coordinator');

const selection = {
  id: pklPeriods.id,
  school_id: pklPeriods.schoolId,
  school_name: schools.name,
  name: pklPeriods.name,
  class_names: pklPeriods.classNames,
  program: pklPeriods.program,
  start_date: pklPeriods.startDate,
  end_date: pklPeriods.endDate,
  hours_per_day: pklPeriods.hoursPerDay,
  working_days: pklPeriods.workingDays,
  industry_weight: pklPeriods.industryWeight,
  coordinator_id: pklPeriods.coordinatorId,
  coordinator_name: coordinator.name,
  placements: sql<number>`(select count(*)::int from ${pklPlacements} where ${pklPlacements.periodId} = ${pklPeriods.id} and ${pklPlacements.status} in (${sql.join(
    PKL_ACTIVE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`,
  created_at: pklPeriods.createdAt,
  updated_at: pklPeriods.updatedAt,
};

function base(db: DbExecutor) {
  return db
    .select(selection)
    .from(pklPeriods)
    .innerJoin(schools, eq(schools.id, pklPeriods.schoolId))
    .leftJoin(coordinator, eq(coordinator.id, pklPeriods.coordinatorId));
}

/** Each period's quotas with the seats taken. */
async function withQuotas(db: DbExecutor, rows: Array<Omit<PklPeriod, 'quotas'>>): Promise<PklPeriod[]> {
  if (rows.length === 0) return [];
  const quotas = await db
    .select({
      period_id: pklQuotas.periodId,
      company_id: pklQuotas.companyId,
      company_name: companies.name,
      quota: pklQuotas.quota,
      placed: sql<number>`(select count(*)::int from ${pklPlacements} where ${pklPlacements.periodId} = ${pklQuotas.periodId} and ${pklPlacements.companyId} = ${pklQuotas.companyId} and ${pklPlacements.status} in ('awaiting_company', 'confirmed', 'finished'))`,
    })
    .from(pklQuotas)
    .innerJoin(companies, eq(companies.id, pklQuotas.companyId))
    .where(
      inArray(
        pklQuotas.periodId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(companies.name));
  return rows.map((r) => ({
    ...r,
    quotas: quotas.filter((q) => q.period_id === r.id).map(({ period_id: _p, ...q }) => q),
  }));
}

export interface PeriodListQuery {
  search: string;
  page: number;
  per_page: number;
}

export async function listPeriods(db: Db, scope: Scope, caller: Caller | null, q: PeriodListQuery) {
  const where = and(periodScope(scope, caller), q.search ? ilike(pklPeriods.name, likePattern(q.search)) : undefined);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(pklPeriods.startDate), asc(pklPeriods.name))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(pklPeriods).where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: await withQuotas(db, rows), total: n, page: q.page, per_page: q.per_page, total_pages: Math.ceil(n / q.per_page) };
}

/** A period inside the caller's scope, or 404. */
export async function scopedPeriod(db: DbExecutor, id: string, scope: Scope, caller: Caller | null): Promise<PklPeriod> {
  const [row] = await base(db).where(and(eq(pklPeriods.id, id), periodScope(scope, caller)));
  if (!row) throw notFound();
  const [period] = await withQuotas(db, [row]);
  return period!;
}

/** The school a period is written in: the Admin names it, school staff always write in their own. */
function schoolOf(actor: Actor, body: PeriodBody): string {
  if (actor.scope === 'all') {
    if (!body.school_id) throw new AppError(400, 'VALIDATION', { school_id: 'msg:REQUIRED' });
    return body.school_id;
  }
  if (!actor.caller.user.schoolId) throw new AppError(403, 'FORBIDDEN');
  return actor.caller.user.schoolId;
}

/** The coordinator must be a Guru of the school; quota companies must exist. */
async function checkReferences(db: DbExecutor, schoolId: string, body: PeriodBody, lang: Actor['lang']) {
  if (body.coordinator_id && !(await verifiedTeacherOf(db, schoolId, { id: body.coordinator_id }))) {
    throw refuse(400, 'VALIDATION', 'coordinator_id', 'TEACHER_NOT_FOUND', lang);
  }
  if (body.quotas.length) {
    const ids = body.quotas.map((q) => q.company_id);
    const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError(400, 'VALIDATION', { quotas: 'msg:INVALID_OPTION' });
  }
}

function columns(body: PeriodBody) {
  return {
    name: body.name,
    classNames: [...new Set(body.class_names)],
    program: body.program ?? null,
    startDate: body.start_date,
    endDate: body.end_date,
    hoursPerDay: body.hours_per_day,
    workingDays: [...body.working_days].sort(),
    industryWeight: body.industry_weight,
    coordinatorId: body.coordinator_id ?? null,
  };
}

async function replaceQuotas(tx: DbExecutor, periodId: string, quotas: PeriodBody['quotas']) {
  await tx.delete(pklQuotas).where(eq(pklQuotas.periodId, periodId));
  if (quotas.length) await tx.insert(pklQuotas).values(quotas.map((q) => ({ periodId, companyId: q.company_id, quota: q.quota })));
}

export async function createPeriod(db: Db, actor: Actor, body: TPklPeriodInput & PeriodBody): Promise<string> {
  const schoolId = schoolOf(actor, body);
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw new AppError(400, 'VALIDATION', { school_id: 'msg:SCHOOL_REQUIRED' });
  await checkReferences(db, schoolId, body, actor.lang);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pklPeriods)
      .values({ ...columns(body), schoolId, createdBy: actor.caller.user.id })
      .returning({ id: pklPeriods.id });
    await replaceQuotas(tx, row!.id, body.quotas);
    return row!.id;
  });
}

/** Changes a period. Its dates cannot move once placements exist (they were checked against them). */
export async function updatePeriod(db: Db, actor: Actor, id: string, body: PeriodBody): Promise<void> {
  const period = await scopedPeriod(db, id, actor.scope, actor.caller);
  await checkReferences(db, period.school_id, body, actor.lang);
  const datesMoved = period.start_date !== body.start_date || period.end_date !== body.end_date;
  if (datesMoved && period.placements > 0) throw refuse(409, 'IN_USE', 'start_date', 'PERIOD_IN_USE', actor.lang);
  await db.transaction(async (tx) => {
    // A coordinating Guru edits their period but does not hand it to someone else.
    const values = columns(body);
    if (actor.scope === 'pkl-supervised') values.coordinatorId = period.coordinator_id;
    await tx
      .update(pklPeriods)
      .set({ ...values, updatedAt: NOW })
      .where(eq(pklPeriods.id, id));
    await replaceQuotas(tx, id, body.quotas);
  });
}

export async function deletePeriod(db: Db, actor: Actor, id: string): Promise<void> {
  const period = await scopedPeriod(db, id, actor.scope, actor.caller);
  const [any] = await db.select({ id: pklPlacements.id }).from(pklPlacements).where(eq(pklPlacements.periodId, period.id)).limit(1);
  if (any) throw refuse(409, 'IN_USE', 'id', 'PERIOD_IN_USE', actor.lang);
  await db.delete(pklPeriods).where(eq(pklPeriods.id, period.id));
}
