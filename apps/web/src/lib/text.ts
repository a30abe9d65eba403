import { parseApiDate } from './dates';

/** Name in title case for the header: "budi SANTOSO" → "Budi Santoso". */
export function titleCase(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('id') + word.slice(1).toLocaleLowerCase('id'))
    .join(' ');
}

/** Initials from the first letter of the first and of the last name word: "Siti Nur Aisyah" → "SA". */
export function initials(value: string | null | undefined): string {
  const words = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const firstLetter = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words.at(-1)) : '';
  return (first + last).toLocaleUpperCase('id');
}

/** URL of a profile photo served by the API (spec §7: `/download?name&dir=profile_photo&inline=true`). */
export function photoUrl(photo: string | null | undefined): string | null {
  if (!photo) return null;
  const query = new URLSearchParams({ name: photo, dir: 'profile_photo', inline: 'true' });
  return `/download?${query.toString()}`;
}

/** A date or date-time from the API as a short local date in the UI language (a date-only value keeps its day). */
export function formatDate(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const date = parseApiDate(value);
  if (!date) return value;
  return cached(
    dateFormats,
    lang,
    () => new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(date);
}

/** A number in the UI language's grouping: 12,345 (en) / 12.345 (id). */
export function formatNumber(value: number, lang: string): string {
  return cached(numberFormats, lang, () => new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-US')).format(value);
}

// One formatter per language: making an Intl formatter costs far more than using one (a list page
// formats every date and number of its rows, and its total three times, on each render).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function cached<F>(formats: Map<string, F>, lang: string, make: () => F): F {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = make()));
  return format;
}
