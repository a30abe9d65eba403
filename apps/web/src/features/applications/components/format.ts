/** A date-time as the UI shows an interview or a move: "12 Des 2026 09.00" / "12 Dec 2026, 09:00". */
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

/** Whether an interview place is a link (a video call) rather than an address. */
export const isLink = (place: string) => /^https?:\/\//i.test(place.trim());
