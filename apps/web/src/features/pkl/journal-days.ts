import {
  PKL_MESSAGES,
  ZPklJournalDayInput,
  businessToday,
  type Lang,
  type PklAttendance,
  type TPklJournalDay,
  type TPklJournalDayInput,
} from '@jalurkarir/shared';
import type { Sequenced } from '../../lib/device-queue';
import { validateWith } from '../../lib/form-validation';

/**
 * The student's journal on the device: the days written but not yet acknowledged by the server
 * (by date; a day is one row on the server, so a resend is harmless), and how they merge with the
 * days the server has. Pure, so the rules are tested without a browser.
 */
export type QueuedDay = Required<Pick<TPklJournalDayInput, 'placement_id' | 'date' | 'attendance' | 'activities' | 'learned' | 'hours'>> & {
  check_in_time: string | null;
} & Sequenced;

/** Per account, so a phone shared by two students never sends one's days as the other's. */
export const journalQueueKey = (userId: string) => `jk-pkl-journal:${userId}`;

/** A day as the list shows it: the server's row, or the device's copy still on its way (`unsent`). */
export interface DayOnScreen {
  date: string;
  attendance: PklAttendance;
  check_in_time: string | null;
  activities: string;
  learned: string;
  hours: number;
  unsent: boolean;
  stored: TPklJournalDay | null;
}

/** The server's days with the device's unsent copies over them (what the student last wrote), newest first. */
export function daysOnScreen(stored: readonly TPklJournalDay[], pending: Record<string, QueuedDay>, placementId: string): DayOnScreen[] {
  const byDate = new Map<string, DayOnScreen>();
  for (const day of stored) byDate.set(day.date, { ...pick(day), unsent: false, stored: day });
  for (const day of Object.values(pending)) {
    if (day.placement_id !== placementId) continue;
    byDate.set(day.date, { ...pick(day), unsent: true, stored: byDate.get(day.date)?.stored ?? null });
  }
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date));
}

function pick(day: Omit<DayOnScreen, 'unsent' | 'stored'>): Omit<DayOnScreen, 'unsent' | 'stored'> {
  return {
    date: day.date,
    attendance: day.attendance,
    check_in_time: day.check_in_time,
    activities: day.activities,
    learned: day.learned,
    hours: day.hours,
  };
}

/** What the day form holds (strings as typed). */
export interface DayFormValues {
  date: string;
  attendance: PklAttendance;
  check_in_time: string;
  activities: string;
  learned: string;
  hours: number | string;
}

/** Form values → `POST /pkl-journal/upsert` body: text trimmed; a day away from work has no check-in time. */
export function toDayBody(placementId: string, v: DayFormValues): Omit<QueuedDay, 'seq'> {
  const present = v.attendance === 'hadir';
  return {
    placement_id: placementId,
    date: v.date,
    attendance: v.attendance,
    check_in_time: present && v.check_in_time ? v.check_in_time : null,
    activities: v.activities.trim(),
    learned: v.learned.trim(),
    hours: present ? Number(v.hours) || 0 : 0,
  };
}

/**
 * The day's field messages before it is queued, in the reader's language: the shared schema the
 * API applies, and the date rules the API refuses with the same words (within the period, not in
 * the future in WIB, not a validated day) — so a day written offline is rarely refused later.
 */
export function validateDay(
  body: Omit<QueuedDay, 'seq'>,
  period: { start_date: string; end_date: string },
  validatedDates: ReadonlySet<string>,
  lang: Lang,
  now: Date = new Date(),
): Record<string, string> {
  const errors = validateWith(ZPklJournalDayInput, body, lang);
  if (errors.date) return errors;
  if (body.date > businessToday(now)) errors.date = PKL_MESSAGES.DATE_IN_FUTURE[lang];
  else if (body.date < period.start_date || body.date > period.end_date) errors.date = PKL_MESSAGES.DATE_OUTSIDE_PERIOD[lang];
  else if (validatedDates.has(body.date)) errors.date = PKL_MESSAGES.DAY_VALIDATED[lang];
  return errors;
}

/** The form for a date: the day on screen when there is one, else an empty present day with the period's hours. */
export function formValuesFor(date: string, day: DayOnScreen | undefined, hoursPerDay: number): DayFormValues {
  if (day)
    return {
      date,
      attendance: day.attendance,
      check_in_time: day.check_in_time ?? '',
      activities: day.activities,
      learned: day.learned,
      hours: day.attendance === 'hadir' ? day.hours : hoursPerDay,
    };
  return { date, attendance: 'hadir', check_in_time: '', activities: '', learned: '', hours: hoursPerDay };
}

/** The Monday (ISO week start) of a `YYYY-MM-DD` date, as `YYYY-MM-DD`: the days a supervisor validates together. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const iso = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  day.setUTCDate(day.getUTCDate() - (iso - 1));
  return day.toISOString().slice(0, 10);
}

/** Rows grouped by a key, in first-seen order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): { key: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.entries()].map(([k, list]) => ({ key: k, rows: list }));
}
