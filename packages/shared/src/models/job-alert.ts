import { z } from 'zod';

/**
 * Saved openings and job alerts (docs/matching.md, "Saved openings and job alerts"): a student
 * bookmarks openings and chooses to hear of new ones that score at least their threshold.
 */

/** The score a new opening must reach for an alert when the student has not chosen one. */
export const JOB_ALERT_DEFAULT_THRESHOLD = 70;
/** The thresholds a student may choose (the settings' select offers the multiples of ten). */
export const JOB_ALERT_MIN_THRESHOLD = 50;
export const JOB_ALERT_MAX_THRESHOLD = 95;
export const JOB_ALERT_THRESHOLD_CHOICES = [50, 60, 70, 80, 90] as const;
/** How many openings one student may keep saved (a list, not an archive). */
export const MAX_SAVED_OPENINGS = 100;
/** How many openings one alert names; the rest are counted ("dan 2 lainnya"). */
export const JOB_ALERT_NAMED = 5;

export const ZJobAlertSettings = z
  .object({
    enabled: z.boolean(),
    threshold: z.number().int().min(JOB_ALERT_MIN_THRESHOLD).max(JOB_ALERT_MAX_THRESHOLD),
    email: z.boolean(),
  })
  .strict();
export type TJobAlertSettings = z.infer<typeof ZJobAlertSettings>;
export const JOB_ALERT_DEFAULTS: TJobAlertSettings = { enabled: false, threshold: JOB_ALERT_DEFAULT_THRESHOLD, email: false };

export const ZSaveOpening = z.object({ opportunity_id: z.uuid() }).strict();
export type TSaveOpening = z.infer<typeof ZSaveOpening>;

export const SAVED_OPENING_MESSAGES = {
  TOO_MANY_SAVED: {
    id: `Anda sudah menyimpan ${MAX_SAVED_OPENINGS} lowongan. Hapus beberapa terlebih dahulu.`,
    en: `You already saved ${MAX_SAVED_OPENINGS} openings. Remove some first.`,
  },
} as const satisfies Record<string, { id: string; en: string }>;
