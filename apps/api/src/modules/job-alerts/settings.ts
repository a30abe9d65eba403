// A student's job alert settings (docs/matching.md, "Saved openings and job alerts").
import { and, eq, isNull } from 'drizzle-orm';
import { JOB_ALERT_DEFAULTS, type TJobAlertSettings } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { jobAlertMatches, jobAlertSettings, notificationEmailOptOuts } from '../../db/schema.js';

/** The student's choice, or the defaults (alerts off) before they made one. */
export async function alertSettingsOf(db: Db, studentId: string): Promise<TJobAlertSettings> {
  const [row] = await db
    .select({ enabled: jobAlertSettings.enabled, threshold: jobAlertSettings.threshold, email: jobAlertSettings.email })
    .from(jobAlertSettings)
    .where(eq(jobAlertSettings.studentId, studentId));
  return row ?? JOB_ALERT_DEFAULTS;
}

/**
 * Stores the choice. Turning alerts off drops the matches still waiting (turning them on later
 * alerts on new openings only). Choosing e-mail here also lifts an e-mail opt-out of job alerts
 * made in the account settings: the latest choice wins, and both screens then say the same.
 */
export async function updateAlertSettings(db: Db, studentId: string, settings: TJobAlertSettings): Promise<TJobAlertSettings> {
  await db.transaction(async (tx) => {
    await tx
      .insert(jobAlertSettings)
      .values({ studentId, ...settings })
      .onConflictDoUpdate({ target: jobAlertSettings.studentId, set: { ...settings, updatedAt: new Date() } });
    if (!settings.enabled) await tx.delete(jobAlertMatches).where(and(eq(jobAlertMatches.studentId, studentId), isNull(jobAlertMatches.notifiedAt)));
    if (settings.email)
      await tx
        .delete(notificationEmailOptOuts)
        .where(and(eq(notificationEmailOptOuts.userId, studentId), eq(notificationEmailOptOuts.notificationKind, 'job-alert')));
  });
  return settings;
}
