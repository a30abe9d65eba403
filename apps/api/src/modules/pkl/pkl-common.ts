import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PKL_MESSAGES, type ErrorCode, type Lang, type PklEvent, type PklMessageKey, type Scope } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { pklEvents, pklPeriods, pklPlacements, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from '../scope.js';

/** Who acts: the scope of the route's cell, the signed-in caller and the language of refusals. */
export interface Actor {
  scope: Scope;
  caller: Caller;
  lang: Lang;
}

/** A PKL rule refused, its reason in the caller's language (as the field error and the body's message). */
export function refuse(status: number, code: ErrorCode, field: string, key: PklMessageKey, lang: Lang): AppError {
  const message = PKL_MESSAGES[key][lang];
  return new AppError(status, code, { [field]: message }, undefined, message);
}

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a date (1 = Monday … 7 = Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The working days (the period's weekdays) from `from` to `to`, both included. */
export function workingDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (weekdays.includes(isoWeekday(d))) dates.push(d);
  return dates;
}

/**
 * The working days that count so far: from the start to yesterday while the period runs (today is
 * still open to write), to the end once it is over.
 */
export function countedDates(period: { start_date: string; end_date: string; working_days: readonly number[] }, today: string): string[] {
  const last = period.end_date < today ? period.end_date : addDays(today, -1);
  return last < period.start_date ? [] : workingDates(period.start_date, last, period.working_days);
}

/** The scope condition on placements: the school's, the company's, the student's own, the Guru's or the industry supervisor account's supervised, or all. */
export function placementScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, {
    school: pklPlacements.schoolId,
    company: pklPlacements.companyId,
    owner: pklPlacements.studentId,
    pklPlacement: pklPlacements.id,
    pklIndustrySupervisor: pklPlacements.industrySupervisorId,
  });
}

/** The scope condition on periods (a Guru's `pkl-supervised`: the periods they coordinate). */
export function periodScope(scope: Scope, caller: Caller | null): SQL | undefined {
  return scopeCondition(scope, caller, { school: pklPeriods.schoolId, pklPeriod: pklPeriods.id });
}

/** One line of a placement's history. */
export async function recordEvent(db: DbExecutor, placementId: string, action: PklEvent, actorId: string | null, note: string | null = null) {
  await db.insert(pklEvents).values({ placementId, action, actorId, note });
}

/** Active accounts of some roles in a school (who hears of a school's PKL matters). */
export async function schoolStaffIds(db: DbExecutor, schoolId: string, roles: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.role, [...roles]), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** The coordinator of a period, when one is named. */
export async function coordinatorIds(db: DbExecutor, periodId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pklPeriods.coordinatorId })
    .from(pklPeriods)
    .where(and(eq(pklPeriods.id, periodId), isNotNull(pklPeriods.coordinatorId)));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** `now()` for updated_at columns. */
export const NOW = sql`now()`;

/**
 * The id of a verified Guru of the school, found by id or by e-mail (any case), or null. A teacher
 * the school has not verified yet neither coordinates nor supervises: both see students' journals.
 */
export async function verifiedTeacherOf(db: DbExecutor, schoolId: string, by: { id: string } | { email: string }): Promise<string | null> {
  const match = 'id' in by ? eq(users.id, by.id) : sql`lower(${users.email}) = lower(${by.email})`;
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, eq(users.role, 'guru'), eq(users.schoolId, schoolId), eq(users.verified, true)));
  return teacher?.id ?? null;
}
