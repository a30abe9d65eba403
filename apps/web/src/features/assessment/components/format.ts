/** Whether an assessment's date has come (its results are waiting for the assessor's confirmation). */
export const isDue = (scheduledAt: string, now = Date.now()) => new Date(scheduledAt).getTime() <= now;
