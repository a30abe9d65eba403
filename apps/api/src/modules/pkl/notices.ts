import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessToday } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { pklEvaluations, pklJournalDays, pklPeriods, pklPlacements, users } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { companyAdminIdsOf } from '../partnerships/partnership-query.js';
import { addDays, countedDates } from './pkl-common.js';

const student = alias(users, 'student');
/** An evaluation is asked for from this many days before the end of the period. */
export const PKL_EVALUATION_DUE_DAYS = 7;

/**
 * The daily PKL notices, run on the notification dispatcher's tick (app.ts): missing journal days
 * to the student and the school supervisor (at most once a day per placement, through
 * `missing_notified_on`), and the evaluation due to the company (once per placement). Returns how
 * many notices went out.
 */
export async function notifyPklDue(db: DbExecutor, now: Date = new Date()): Promise<number> {
  const today = businessToday(now);
  return (await notifyMissingDays(db, today)) + (await notifyEvaluationDue(db, today));
}

async function notifyMissingDays(db: DbExecutor, today: string): Promise<number> {
  const running = await db
    .select({
      id: pklPlacements.id,
      studentId: pklPlacements.studentId,
      student: student.name,
      teacherId: pklPlacements.schoolSupervisorId,
      start_date: pklPeriods.startDate,
      end_date: pklPeriods.endDate,
      working_days: pklPeriods.workingDays,
    })
    .from(pklPlacements)
    .innerJoin(pklPeriods, eq(pklPeriods.id, pklPlacements.periodId))
    .innerJoin(student, eq(student.id, pklPlacements.studentId))
    .where(
      and(
        eq(pklPlacements.status, 'confirmed'),
        lte(pklPeriods.startDate, today),
        sql`${pklPeriods.endDate} >= ${addDays(today, -1)}`,
        or(isNull(pklPlacements.missingNotifiedOn), sql`${pklPlacements.missingNotifiedOn} < ${today}`),
      ),
    )
    .limit(500);
  if (running.length === 0) return 0;
  const written = await db
    .select({ placementId: pklJournalDays.placementId, date: pklJournalDays.date })
    .from(pklJournalDays)
    .where(
      inArray(
        pklJournalDays.placementId,
        running.map((p) => p.id),
      ),
    );
  let sent = 0;
  for (const p of running) {
    const have = new Set(written.filter((w) => w.placementId === p.id).map((w) => w.date));
    const missing = countedDates(p, today).filter((d) => !have.has(d)).length;
    if (missing === 0) continue;
    const claimed = await db
      .update(pklPlacements)
      .set({ missingNotifiedOn: today })
      .where(and(eq(pklPlacements.id, p.id), or(isNull(pklPlacements.missingNotifiedOn), sql`${pklPlacements.missingNotifiedOn} < ${today}`)))
      .returning({ id: pklPlacements.id });
    if (claimed.length === 0) continue;
    const userIds = p.teacherId ? [p.studentId, p.teacherId] : [p.studentId];
    await notify(db, { kind: 'pkl-missing-days', userIds, params: { student: p.student, count: missing }, link: `/pkl/placement/${p.id}` });
    sent += 1;
  }
  return sent;
}

async function notifyEvaluationDue(db: DbExecutor, today: string): Promise<number> {
  const due = await db
    .select({ id: pklPlacements.id, companyId: pklPlacements.companyId, supervisorId: pklPlacements.industrySupervisorId, student: student.name })
    .from(pklPlacements)
    .innerJoin(pklPeriods, eq(pklPeriods.id, pklPlacements.periodId))
    .innerJoin(student, eq(student.id, pklPlacements.studentId))
    .leftJoin(pklEvaluations, eq(pklEvaluations.placementId, pklPlacements.id))
    .where(
      and(
        eq(pklPlacements.status, 'confirmed'),
        isNull(pklEvaluations.placementId),
        isNull(pklPlacements.evaluationDueNotifiedAt),
        lte(pklPeriods.endDate, addDays(today, PKL_EVALUATION_DUE_DAYS)),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const p of due) {
    // Claimed, not just marked: of two processes that read the same placement, one sends the notice.
    const claimed = await db
      .update(pklPlacements)
      .set({ evaluationDueNotifiedAt: sql`now()` })
      .where(and(eq(pklPlacements.id, p.id), isNull(pklPlacements.evaluationDueNotifiedAt)))
      .returning({ id: pklPlacements.id });
    if (claimed.length === 0) continue;
    // The named supervisor, or (none named) every admin of the company.
    const userIds = p.supervisorId ? [p.supervisorId] : await companyAdminIdsOf(db, p.companyId);
    await notify(db, { kind: 'pkl-evaluation-due', userIds, params: { student: p.student }, link: `/pkl/placement/${p.id}` });
    sent += 1;
  }
  return sent;
}
