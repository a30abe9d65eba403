// West of UTC, where `new Date('2024-05-01')` (UTC midnight) is still 30 April. Node reads TZ
// again when it changes, so setting it here, before any date is made, is enough.
const originalTz = process.env.TZ;
process.env.TZ = 'America/New_York';

import { afterAll, describe, expect, it } from 'vitest';
import { parseApiDate } from './dates';
import { formatDate } from './text';

afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('parseApiDate', () => {
  it('runs in a zone west of UTC (the case the helper exists for)', () => {
    expect(new Date('2024-05-01').getDate()).toBe(30);
  });

  it('keeps the day of a date-only value', () => {
    const date = parseApiDate('2024-05-01')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 4, 1]);
  });

  it('reads a date-time as an instant', () => {
    expect(parseApiDate('2024-05-01T03:00:00.000Z')!.toISOString()).toBe('2024-05-01T03:00:00.000Z');
  });

  it('gives null for something that is not a date', () => {
    expect(parseApiDate('soon')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows a deadline or birth date on its own day', () => {
    expect(formatDate('2024-05-01', 'en')).toBe('1 May 2024');
    expect(formatDate('2024-05-01', 'id')).toBe('1 Mei 2024');
  });
});
