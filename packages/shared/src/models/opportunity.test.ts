import { describe, expect, it } from 'vitest';
import { businessToday } from './opportunity.js';

describe('businessToday (deadlines are days in WIB, UTC+7)', () => {
  it('turns to the next day at 17:00 UTC, midnight in Jakarta', () => {
    expect(businessToday(new Date('2024-05-01T16:59:59Z'))).toBe('2024-05-01');
    expect(businessToday(new Date('2024-05-01T17:00:00Z'))).toBe('2024-05-02');
  });

  it('is ahead of the UTC date in the evening UTC, the hours the UTC date got wrong', () => {
    const now = new Date('2024-12-31T20:00:00Z');
    expect(now.toISOString().slice(0, 10)).toBe('2024-12-31');
    expect(businessToday(now)).toBe('2025-01-01');
  });
});
