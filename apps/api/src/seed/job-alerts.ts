// Saved openings and job alerts of the demo (docs/matching.md): the demo student keeps two openings
// saved and has alerts on, with yesterday's alert about their best match in the bell.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessToday, scoreMatch, topReasons } from '@jalurkarir/shared';
import type { DbExecutor } from '../db/client.js';
import {
  applications,
  companies,
  jobAlertMatches,
  jobAlertOpenings,
  jobAlertSettings,
  notifications,
  opportunities,
  savedOpportunities,
  users,
} from '../db/schema.js';
import { alertLink, alertOpenings } from '../modules/job-alerts/alert-text.js';
import { loadOpenings, loadStudents } from '../modules/recommendations/loader.js';

const SAVED_TITLES = ['Junior Web Developer', 'Programmer Aplikasi Mobile'];

export async function seedJobAlerts(tx: DbExecutor): Promise<void> {
  // Every demo opening exists before the first alert run: none of them is new.
  await tx.execute(sql`insert into ${jobAlertOpenings} (opportunity_id) select id from ${opportunities}`);
  const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@jalurkarir.id'));
  if (!student) return;
  const saved = await tx
    .select({ id: opportunities.id, title: opportunities.title })
    .from(opportunities)
    .where(and(inArray(opportunities.title, SAVED_TITLES), eq(opportunities.status, 'open')));
  // Saved an hour apart, the first title last.
  const savedAt = (title: string) => new Date(Date.now() - (SAVED_TITLES.indexOf(title) + 1) * 3_600_000);
  await tx.insert(savedOpportunities).values(saved.map((o) => ({ studentId: student.id, opportunityId: o.id, createdAt: savedAt(o.title) })));
  const yesterday = new Date(Date.now() - 86_400_000);
  await tx
    .insert(jobAlertSettings)
    .values({ studentId: student.id, enabled: true, threshold: 70, email: true, lastSentOn: businessToday(yesterday) });
  await seedYesterdaysAlert(tx, student.id, yesterday);
}

/** The alert the demo student got yesterday: their best open match at or above 70 that they have not applied to, scored for real. */
async function seedYesterdaysAlert(db: DbExecutor, studentId: string, at: Date) {
  const applied = new Set(
    (await db.select({ id: applications.opportunityId }).from(applications).where(eq(applications.studentId, studentId))).map((a) => a.id),
  );
  const [features] = await loadStudents(db, [studentId]);
  if (!features) return;
  const today = businessToday();
  const best = (await loadOpenings(db))
    .filter((o) => !applied.has(o.features.id))
    .map((o) => ({ o, r: scoreMatch(features, o.features, today) }))
    .flatMap(({ o, r }) => (r.eligible && r.total >= 70 ? [{ id: o.features.id, total: r.total, reason: topReasons(r.parts, 1)[0]!.sentence }] : []))
    .sort((a, b) => b.total - a.total)[0];
  if (!best) return;
  const [opening] = await db
    .select({ title: opportunities.title, company: companies.name })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(eq(opportunities.id, best.id));
  const item = { ...best, title: opening!.title, company: opening!.company };
  await db
    .insert(jobAlertMatches)
    .values({ studentId, opportunityId: best.id, total: best.total, reason: best.reason, createdAt: at, notifiedAt: at });
  // Written as the alert run writes it, dated yesterday; its e-mail is not sent again.
  await db.insert(notifications).values({
    userId: studentId,
    kind: 'job-alert',
    params: { openings: alertOpenings([item]) },
    link: alertLink([item]),
    emailStatus: 'skipped',
    createdAt: at,
  });
}
