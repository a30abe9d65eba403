import { describe, expect, it } from 'vitest';
import { ZCreateOpportunity, ZUpdateOpportunity, businessToday, opportunityRangeErrors } from './opportunity.js';

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

  it('is the calendar day of the IANA zone Asia/Jakarta at every hour of a year', () => {
    // The operating system's zone database is the independent source: a fixed offset that drifted
    // from the zone's rules would show here.
    const jakarta = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60 * 1000) {
      const now = new Date(t);
      expect(businessToday(now), now.toISOString()).toBe(jakarta.format(now));
    }
  });
});

describe('opportunity ranges: one rule for the schema and the API', () => {
  it('reports salary and experience ranges that run backwards, and accepts equal or open ends', () => {
    expect(opportunityRangeErrors({ salary_from: 5, salary_to: 4, experience_min: 3, experience_max: 2 })).toEqual({
      salary_to: 'msg:SALARY_RANGE',
      experience_max: 'msg:EXPERIENCE_RANGE',
    });
    expect(opportunityRangeErrors({ salary_from: 5, salary_to: 5, experience_min: null, experience_max: 2 })).toEqual({});
    // Stored numbers may come back as strings: compared as numbers, not text ('10' < '9').
    expect(opportunityRangeErrors({ salary_from: '9', salary_to: '10' })).toEqual({});
  });

  it('is the rule the create and update schemas apply', () => {
    const body = {
      company_id: '00000000-0000-4000-8000-000000000000',
      title: 'X',
      contract_type: 'full_time',
      career_level: 'entry',
      qualification: 'SMK',
      salary_from: 10,
      salary_to: 9,
    };
    const created = ZCreateOpportunity.safeParse(body);
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['salary_to', 'msg:SALARY_RANGE']]);
    const updated = ZUpdateOpportunity.safeParse({ experience_min: 4, experience_max: 1 });
    expect(updated.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['experience_max', 'msg:EXPERIENCE_RANGE']]);
  });
});
