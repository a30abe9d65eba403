/** A calendar date without a time, as the API sends birth dates and deadlines: `2024-05-01`. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date or date-time from the API as a `Date`. A date-only value is that day at local midnight:
 * `new Date('2024-05-01')` would be UTC midnight, which west of UTC is the evening of 30 April and
 * shows a day early. A date-time (`created_at`) is an instant and is parsed as such.
 * Returns null for a value that is not a date.
 */
export function parseApiDate(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date-time as the UI shows a schedule, an interview or a move: "12 Des 2026 09.00" / "12 Dec 2026, 09:00". */
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
