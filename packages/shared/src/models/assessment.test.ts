import { describe, expect, it } from 'vitest';
import {
  assessmentOpenForMarking,
  assessmentOpensOn,
  candidateOutcome,
  certificateStatus,
  certificateValidUntil,
  missingMarks,
  UNIT_CODE_PATTERN,
  type Verdict,
} from './assessment.js';

const units = [
  { unitCode: 'J.620100.004.02', criterionIds: ['a', 'b'] },
  { unitCode: 'J.620100.005.02', criterionIds: ['c'] },
];

describe('candidateOutcome', () => {
  it('is competent when every criterion of every unit is K', () => {
    const marks = new Map<string, Verdict>([
      ['a', 'K'],
      ['b', 'K'],
      ['c', 'K'],
    ]);
    const outcome = candidateOutcome(units, marks);
    expect(outcome.result).toBe('competent');
    expect(outcome.repeat).toEqual({ unitCodes: [], criterionIds: [] });
  });
  it('records the units and criteria to repeat when one criterion is BK', () => {
    const marks = new Map<string, Verdict>([
      ['a', 'K'],
      ['b', 'BK'],
      ['c', 'K'],
    ]);
    const outcome = candidateOutcome(units, marks);
    expect(outcome.result).toBe('not-yet-competent');
    expect(outcome.units).toEqual([
      { unitCode: 'J.620100.004.02', competent: false },
      { unitCode: 'J.620100.005.02', competent: true },
    ]);
    expect(outcome.repeat).toEqual({ unitCodes: ['J.620100.004.02'], criterionIds: ['b'] });
  });
  it('treats an unmarked criterion and an empty scheme as not yet competent', () => {
    expect(
      candidateOutcome(
        units,
        new Map([
          ['a', 'K'],
          ['b', 'K'],
        ]),
      ).result,
    ).toBe('not-yet-competent');
    expect(candidateOutcome([], new Map()).result).toBe('not-yet-competent');
    expect(missingMarks(units, new Map([['a', 'K']]))).toEqual(['b', 'c']);
  });
});

describe('certificates', () => {
  it('is valid three years by default, expired the day after', () => {
    expect(certificateValidUntil('2026-11-24')).toBe('2029-11-24');
    expect(certificateValidUntil('2028-02-29')).toBe('2031-02-28');
    expect(certificateStatus('2029-11-24', '2029-11-24')).toBe('valid');
    expect(certificateStatus('2029-11-24', '2029-11-25')).toBe('expired');
  });
  it('knows the SKKNI unit code pattern', () => {
    expect(UNIT_CODE_PATTERN.test('J.620100.004.02')).toBe(true);
    expect(UNIT_CODE_PATTERN.test('J620100.004.02')).toBe(false);
  });
});

describe('the day marking opens (WIB)', () => {
  it('is the calendar day of the scheduled time in Jakarta, not in UTC', () => {
    // 06:00 WIB on 3 December is 23:00 UTC on 2 December.
    expect(assessmentOpensOn('2026-12-02T23:00:00Z')).toBe('2026-12-03');
    // 23:30 WIB on 2 December is 16:30 UTC the same day.
    expect(assessmentOpensOn(new Date('2026-12-02T16:30:00Z'))).toBe('2026-12-02');
  });

  it('is open from that day on, or earlier only once opened early', () => {
    const scheduled = { scheduledAt: '2026-12-02T23:00:00Z', openedEarlyAt: null };
    expect(assessmentOpenForMarking(scheduled, '2026-12-02')).toBe(false);
    expect(assessmentOpenForMarking(scheduled, '2026-12-03')).toBe(true);
    expect(assessmentOpenForMarking(scheduled, '2026-12-10')).toBe(true);
    expect(assessmentOpenForMarking({ ...scheduled, openedEarlyAt: '2026-11-27T02:00:00Z' }, '2026-11-27')).toBe(true);
  });
});
