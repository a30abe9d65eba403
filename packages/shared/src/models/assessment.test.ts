import { describe, expect, it } from 'vitest';
import { candidateOutcome, certificateStatus, certificateValidUntil, missingMarks, UNIT_CODE_PATTERN, type Verdict } from './assessment.js';

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
