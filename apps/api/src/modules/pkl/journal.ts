import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Scope, type TPklValidationInput, type ZPklJournalDay, type ZPklJournalDayInput, businessToday } from '@jalurkarir/shared';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, pklJournalDays, pklPlacements, studentProfiles, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { NOW, placementScope, recordEvent, refuse, type Actor } from './pkl-common.js';
import { scopedPlacement } from './placement-query.js';

export type PklJournalDay = z.output<typeof ZPklJournalDay>;
type DayInput = z.output<typeof ZPklJournalDayInput>;
const validator = alias(users, 'validator');
const commenter = alias(users, 'commenter');

const daySelection = {
  id: pklJournalDays.id,
  placement_id: pklJournalDays.placementId,
  date: pklJournalDays.date,
  attendance: pklJournalDays.attendance,
  check_in_time: pklJournalDays.checkInTime,
  activities: pklJournalDays.activities,
  learned: pklJournalDays.learned,
  hours: pklJournalDays.hours,
  photo: sql<boolean>`(${pklJournalDays.photo} is not null)`,
  status: pklJournalDays.status,
  validator_comment: pklJournalDays.validatorComment,
  validated_by_name: validator.name,
  validated_at: pklJournalDays.validatedAt,
  teacher_comment: pklJournalDays.teacherComment,
  teacher_comment_by_name: commenter.name,
  created_at: pklJournalDays.createdAt,
  updated_at: pklJournalDays.updatedAt,
};

function days(db: DbExecutor) {
  return db
    .select(daySelection)
    .from(pklJournalDays)
    .leftJoin(validator, eq(validator.id, pklJournalDays.validatedBy))
    .leftJoin(commenter, eq(commenter.id, pklJournalDays.teacherCommentBy));
}

/** A placement's journal, oldest first. */
export async function journalOf(db: DbExecutor, placementId: string): Promise<PklJournalDay[]> {
  return days(db).where(eq(pklJournalDays.placementId, placementId)).orderBy(asc(pklJournalDays.date));
}

async function dayById(db: DbExecutor, id: string): Promise<PklJournalDay> {
  const [row] = await days(db).where(eq(pklJournalDays.id, id));
  if (!row) throw notFound();
  return row;
}

/** A journal day whose placement is in the caller's scope for the route's cell, or 404. */
export async function scopedDay(
  db: DbExecutor,
  id: string,
  scope: Scope,
  caller: Caller | null,
): Promise<{ id: string; placementId: string; status: string; photo: string | null }> {
  const [row] = await db
    .select({ id: pklJournalDays.id, placementId: pklJournalDays.placementId, status: pklJournalDays.status, photo: pklJournalDays.photo })
    .from(pklJournalDays)
    .innerJoin(pklPlacements, eq(pklPlacements.id, pklJournalDays.placementId))
    .where(and(eq(pklJournalDays.id, id), placementScope(scope, caller)));
  if (!row) throw notFound();
  return row;
}

const sameContent = (a: PklJournalDay, b: DayInput) =>
  a.attendance === b.attendance &&
  (a.check_in_time ?? null) === (b.check_in_time ?? null) &&
  a.activities === b.activities &&
  a.learned === b.learned &&
  a.hours === b.hours;

/**
 * The student writes a day, keyed by (placement, date): a day queued offline and sent again is the
 * same row, and the same content again changes nothing (`unchanged`). A returned day written again
 * goes back to the supervisor; a validated day is final.
 */
export async function upsertDay(db: Db, actor: Actor, body: DayInput): Promise<{ data: PklJournalDay; unchanged: boolean }> {
  const { lang } = actor;
  const p = await scopedPlacement(db, body.placement_id, actor.scope, actor.caller);
  if (p.status !== 'ongoing' && p.status !== 'confirmed') throw refuse(409, 'VALIDATION', 'placement_id', 'NOT_ONGOING', lang);
  if (body.date > businessToday()) throw refuse(400, 'VALIDATION', 'date', 'DATE_IN_FUTURE', lang);
  if (body.date < p.start_date || body.date > p.end_date) throw refuse(400, 'VALIDATION', 'date', 'DATE_OUTSIDE_PERIOD', lang);
  const values = {
    attendance: body.attendance,
    checkInTime: body.check_in_time ?? null,
    activities: body.activities,
    learned: body.learned,
    hours: body.hours,
  };
  return db.transaction(async (tx) => {
    const [existing] = await days(tx).where(and(eq(pklJournalDays.placementId, p.id), eq(pklJournalDays.date, body.date)));
    if (existing && sameContent(existing, body)) return { data: existing, unchanged: true };
    if (existing?.status === 'validated') throw refuse(409, 'VALIDATION', 'date', 'DAY_VALIDATED', lang);
    // Two sends of one queued day may race: the unique (placement, date) makes the second an update.
    const [row] = await tx
      .insert(pklJournalDays)
      .values({ placementId: p.id, date: body.date, ...values })
      .onConflictDoUpdate({
        target: [pklJournalDays.placementId, pklJournalDays.date],
        set: { ...values, status: 'submitted', updatedAt: NOW },
        setWhere: sql`${pklJournalDays.status} <> 'validated'`,
      })
      .returning({ id: pklJournalDays.id });
    if (!row) throw refuse(409, 'VALIDATION', 'date', 'DAY_VALIDATED', lang);
    return { data: await dayById(tx, row.id), unchanged: false };
  });
}

/**
 * The industry supervisor validates or returns days (one, or a week at once). Only days waiting for
 * validation move; all must be of placements in the caller's scope (else 404, nothing changes).
 */
export async function validateDays(db: Db, actor: Actor, body: TPklValidationInput): Promise<PklJournalDay[]> {
  const ids = [...new Set(body.ids)];
  const rows = await db
    .select({
      id: pklJournalDays.id,
      placementId: pklJournalDays.placementId,
      status: pklJournalDays.status,
      date: pklJournalDays.date,
      studentId: pklPlacements.studentId,
    })
    .from(pklJournalDays)
    .innerJoin(pklPlacements, eq(pklPlacements.id, pklJournalDays.placementId))
    .where(and(inArray(pklJournalDays.id, ids), placementScope(actor.scope, actor.caller)));
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => r.status !== 'submitted'))
    throw refuse(409, 'VALIDATION', 'ids', body.decision === 'validate' ? 'DAY_VALIDATED' : 'WRONG_STATE', actor.lang);
  const who = actor.caller.user.id;
  return db.transaction(async (tx) => {
    await tx
      .update(pklJournalDays)
      .set({
        status: body.decision === 'validate' ? 'validated' : 'returned',
        validatorComment: body.comment ?? null,
        validatedBy: who,
        validatedAt: NOW,
        updatedAt: NOW,
      })
      .where(and(inArray(pklJournalDays.id, ids), eq(pklJournalDays.status, 'submitted')));
    for (const placementId of new Set(rows.map((r) => r.placementId))) {
      const own = rows.filter((r) => r.placementId === placementId).sort((a, b) => a.date.localeCompare(b.date));
      const range = own.length === 1 ? own[0]!.date : `${own[0]!.date} – ${own[own.length - 1]!.date}`;
      await recordEvent(
        tx,
        placementId,
        body.decision === 'validate' ? 'validated' : 'returned',
        who,
        body.comment ? `${range}: ${body.comment}` : range,
      );
      if (body.decision === 'return')
        await notify(tx, {
          kind: 'pkl-journal-returned',
          userIds: [own[0]!.studentId],
          params: { date: range },
          link: `/pkl/placement/${placementId}`,
        });
    }
    return days(tx).where(inArray(pklJournalDays.id, ids)).orderBy(asc(pklJournalDays.date));
  });
}

/** The school supervisor's comment on a day (any status: a comment is advice, not a validation). */
export async function commentDay(db: Db, actor: Actor, id: string, comment: string): Promise<PklJournalDay> {
  const day = await scopedDay(db, id, actor.scope, actor.caller);
  await db
    .update(pklJournalDays)
    .set({ teacherComment: comment, teacherCommentBy: actor.caller.user.id, updatedAt: NOW })
    .where(eq(pklJournalDays.id, day.id));
  return dayById(db, day.id);
}

/** Days waiting for validation in the caller's scope, oldest first, with whose they are. */
export async function pendingDays(db: Db, scope: Scope, caller: Caller | null, placementId?: string) {
  const student = alias(users, 'student');
  return db
    .select({ ...daySelection, student_name: student.name, class_name: studentProfiles.className, company_name: companies.name })
    .from(pklJournalDays)
    .innerJoin(pklPlacements, eq(pklPlacements.id, pklJournalDays.placementId))
    .innerJoin(student, eq(student.id, pklPlacements.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, pklPlacements.studentId))
    .innerJoin(companies, eq(companies.id, pklPlacements.companyId))
    .leftJoin(validator, eq(validator.id, pklJournalDays.validatedBy))
    .leftJoin(commenter, eq(commenter.id, pklJournalDays.teacherCommentBy))
    .where(
      and(
        eq(pklJournalDays.status, 'submitted'),
        placementScope(scope, caller),
        placementId ? eq(pklJournalDays.placementId, placementId) : undefined,
        sql`${pklPlacements.status} in ('confirmed', 'finished')`,
      ),
    )
    .orderBy(asc(pklJournalDays.date), asc(student.name))
    .limit(500);
}

export { dayById };
