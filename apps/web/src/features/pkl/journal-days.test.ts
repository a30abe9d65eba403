import { describe, expect, it } from 'vitest';
import type { TPklJournalDay } from '@jalurkarir/shared';
import { daysOnScreen, formValuesFor, groupBy, toDayBody, validateDay, weekStart, type QueuedDay } from './journal-days';

const PLACEMENT = '6b1f6a58-7f7e-4d5f-9a41-2f4a8f1c0b11';
const stored = (date: string, activities: string, status: TPklJournalDay['status'] = 'submitted'): TPklJournalDay => ({
  id: `id-${date}`,
  placement_id: PLACEMENT,
  date,
  attendance: 'hadir',
  check_in_time: '07:45',
  activities,
  learned: '',
  hours: 8,
  photo: false,
  status,
  validator_comment: null,
  validated_by_name: null,
  validated_at: null,
  teacher_comment: null,
  teacher_comment_by_name: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
});
const queued = (date: string, activities: string, placement = PLACEMENT): QueuedDay => ({
  placement_id: placement,
  date,
  attendance: 'hadir',
  check_in_time: '08:00',
  activities,
  learned: 'Subnetting',
  hours: 8,
  seq: 1,
});
const PERIOD = { start_date: '2026-11-02', end_date: '2026-12-31' };
// 20 November 2026, 10:00 in Jakarta.
const NOW = new Date('2026-11-20T03:00:00Z');

describe('the journal on screen', () => {
  it('an unsent copy shows over the stored day and is marked unsent; newest first', () => {
    const days = daysOnScreen(
      [stored('2026-11-02', 'Instalasi'), stored('2026-11-03', 'Kabel')],
      { '2026-11-03': queued('2026-11-03', 'Kabel dan uji') },
      PLACEMENT,
    );
    expect(days.map((d) => [d.date, d.activities, d.unsent])).toEqual([
      ['2026-11-03', 'Kabel dan uji', true],
      ['2026-11-02', 'Instalasi', false],
    ]);
    expect(days[0]!.stored?.id).toBe('id-2026-11-03');
  });

  it("another placement's unsent day is not shown", () => {
    expect(daysOnScreen([], { '2026-11-04': queued('2026-11-04', 'x', 'other') }, PLACEMENT)).toEqual([]);
  });
});

describe('a day before it is queued', () => {
  const values = {
    date: '2026-11-19',
    attendance: 'hadir' as const,
    check_in_time: '07:30',
    activities: '  Memasang router  ',
    learned: '',
    hours: 8,
  };

  it('is trimmed; a day away from work keeps no check-in time or hours', () => {
    expect(toDayBody(PLACEMENT, values)).toMatchObject({ activities: 'Memasang router', hours: 8, check_in_time: '07:30' });
    expect(toDayBody(PLACEMENT, { ...values, attendance: 'sakit' })).toMatchObject({ check_in_time: null, hours: 0 });
  });

  it('present needs the check-in time, what was done and the hours, with the words the API uses', () => {
    const errors = validateDay(toDayBody(PLACEMENT, { ...values, check_in_time: '', activities: '', hours: 0 }), PERIOD, new Set(), 'id', NOW);
    expect(errors).toEqual({ check_in_time: 'Wajib diisi', activities: 'Wajib diisi', hours: 'Wajib diisi' });
    expect(validateDay(toDayBody(PLACEMENT, values), PERIOD, new Set(), 'en', NOW)).toEqual({});
  });

  it('refuses a future day (in WIB), a day outside the period and a validated day', () => {
    const at = (date: string, validated: string[] = []) =>
      validateDay(toDayBody(PLACEMENT, { ...values, date }), PERIOD, new Set(validated), 'en', NOW).date;
    expect(at('2026-11-21')).toBe('A journal cannot be written for a future date');
    expect(at('2026-11-01')).toBe('The journal date must be within the PKL period');
    expect(at('2026-11-18', ['2026-11-18'])).toBe('This journal day has been validated and can no longer be changed');
    // 23:30 on the 20th in UTC is already the 21st in Jakarta: the 21st is today there, not the future.
    expect(
      validateDay(toDayBody(PLACEMENT, { ...values, date: '2026-11-21' }), PERIOD, new Set(), 'en', new Date('2026-11-20T23:30:00Z')).date,
    ).toBeUndefined();
  });

  it('opens a written day as it is, a new one as a present day of the period', () => {
    const [day] = daysOnScreen([stored('2026-11-02', 'Instalasi')], {}, PLACEMENT);
    expect(formValuesFor('2026-11-02', day, 8)).toMatchObject({ activities: 'Instalasi', check_in_time: '07:45' });
    expect(formValuesFor('2026-11-05', undefined, 7)).toEqual({
      date: '2026-11-05',
      attendance: 'hadir',
      check_in_time: '',
      activities: '',
      learned: '',
      hours: 7,
    });
  });
});

describe('weeks', () => {
  it('a date belongs to the week starting on its Monday', () => {
    expect(weekStart('2026-11-19')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('groups keep their first-seen order', () => {
    expect(groupBy(['2026-11-19', '2026-11-10', '2026-11-17'], weekStart)).toEqual([
      { key: '2026-11-16', rows: ['2026-11-19', '2026-11-17'] },
      { key: '2026-11-09', rows: ['2026-11-10'] },
    ]);
  });
});
