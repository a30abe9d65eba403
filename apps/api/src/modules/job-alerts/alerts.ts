// Job alerts (docs/matching.md, "Saved openings and job alerts"): a new opening is scored once
// against the students with alerts on, through the ranking index; each student hears of their
// matches at most once a WIB day.
import { and, asc, desc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { businessToday } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, jobAlertMatches, jobAlertOpenings, jobAlertSettings, opportunities } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { isPublished } from '../opportunities/opportunity-crud.js';
import { recommendationService } from '../recommendations/service.js';
import { alertLink, alertOpenings } from './alert-text.js';

/** New openings scored per run, and students alerted per run (the next run takes the rest). */
const OPENINGS_PER_RUN = 50;
const STUDENTS_PER_RUN = 500;

/** Scores the new openings, then sends the alerts due today. Run by the notification tick (app.ts). */
export async function runJobAlerts(db: Db, now: Date = new Date()): Promise<{ scored: number; sent: number }> {
  const scored = await scoreNewOpenings(db);
  const sent = await sendDueAlerts(db, businessToday(now));
  return { scored, sent };
}

/**
 * Published openings never scored for alerts yet (an opening is new once: closing and reopening it
 * alerts nobody again). Each is claimed in its own transaction (`job_alert_openings`, so two API
 * processes never score it twice) and ranked against every student with alerts on in one pass of
 * the index; the pairs at or above each student's threshold are kept as pending matches.
 */
export async function scoreNewOpenings(db: Db): Promise<number> {
  const fresh = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        isPublished(),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobAlertOpenings)
            .where(eq(jobAlertOpenings.opportunityId, opportunities.id)),
        ),
      ),
    )
    .orderBy(asc(opportunities.createdAt))
    .limit(OPENINGS_PER_RUN);
  if (fresh.length === 0) return 0;
  const subscribers = await db
    .select({ id: jobAlertSettings.studentId, threshold: jobAlertSettings.threshold })
    .from(jobAlertSettings)
    .where(eq(jobAlertSettings.enabled, true));
  const thresholds = new Map(subscribers.map((s) => [s.id, s.threshold]));
  // The index brought up to the committed version: it holds the new openings.
  const service = await recommendationService(db).fresh();
  let scored = 0;
  for (const { id } of fresh) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(jobAlertOpenings).values({ opportunityId: id }).onConflictDoNothing().returning();
      if (claimed.length === 0) return;
      scored++;
      const matches = service.alertMatches(id, thresholds);
      if (matches.length === 0) return;
      await tx
        .insert(jobAlertMatches)
        .values(matches.map((m) => ({ studentId: m.studentId, opportunityId: id, total: m.total, reason: m.reason })))
        .onConflictDoNothing();
    });
  }
  return scored;
}

/**
 * One alert per student and WIB day, naming every pending match whose opening is still published
 * (best score first). The day is claimed by moving `last_sent_on` to today in the alert's own
 * transaction, so a second run, or another process, sends nothing more that day; matches found
 * later wait for the next day's alert. A match whose opening closed meanwhile is dropped.
 */
export async function sendDueAlerts(db: Db, today: string): Promise<number> {
  const due = await db
    .selectDistinct({ studentId: jobAlertMatches.studentId })
    .from(jobAlertMatches)
    .innerJoin(jobAlertSettings, eq(jobAlertSettings.studentId, jobAlertMatches.studentId))
    .where(
      and(
        isNull(jobAlertMatches.notifiedAt),
        eq(jobAlertSettings.enabled, true),
        or(isNull(jobAlertSettings.lastSentOn), lt(jobAlertSettings.lastSentOn, today)),
      ),
    )
    .limit(STUDENTS_PER_RUN);
  let sent = 0;
  for (const { studentId } of due) if (await alertStudent(db, studentId, today)) sent++;
  return sent;
}

async function alertStudent(db: Db, studentId: string, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({
        id: opportunities.id,
        title: opportunities.title,
        company: companies.name,
        total: jobAlertMatches.total,
        reason: jobAlertMatches.reason,
        published: sql<boolean>`${isPublished()}`,
      })
      .from(jobAlertMatches)
      .innerJoin(opportunities, eq(opportunities.id, jobAlertMatches.opportunityId))
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(and(eq(jobAlertMatches.studentId, studentId), isNull(jobAlertMatches.notifiedAt)))
      .orderBy(desc(jobAlertMatches.total), asc(opportunities.title));
    const items = pending.filter((p) => p.published);
    if (items.length > 0) {
      const [claimed] = await tx
        .update(jobAlertSettings)
        .set({ lastSentOn: today })
        .where(
          and(
            eq(jobAlertSettings.studentId, studentId),
            eq(jobAlertSettings.enabled, true),
            or(isNull(jobAlertSettings.lastSentOn), lt(jobAlertSettings.lastSentOn, today)),
          ),
        )
        .returning({ email: jobAlertSettings.email });
      if (!claimed) return false;
      // Stored as real: one decimal again for the text.
      const named = items.map((x) => ({ ...x, total: Math.round(x.total * 10) / 10 }));
      await notify(tx, {
        kind: 'job-alert',
        userIds: [studentId],
        params: { openings: alertOpenings(named) },
        link: alertLink(named),
        email: claimed.email,
      });
    }
    const ids = pending.map((p) => p.id);
    if (ids.length)
      await tx
        .update(jobAlertMatches)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(jobAlertMatches.studentId, studentId), inArray(jobAlertMatches.opportunityId, ids)));
    return items.length > 0;
  });
}
