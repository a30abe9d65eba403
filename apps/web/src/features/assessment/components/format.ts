/** A date-time as the schedule shows it: "12 Des 2026 09.00" / "12 Dec 2026, 09:00". */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Whether an assessment's date has come (its results are waiting for the assessor's confirmation). */
export const isDue = (scheduledAt: string, now = Date.now()) => new Date(scheduledAt).getTime() <= now;
