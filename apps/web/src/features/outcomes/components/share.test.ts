import { describe, expect, it } from 'vitest';
import { anySmallGroup, formatPercent, sharePercent, shareText } from './share';

const share = (count: number, of: number, percent: number | null, small_group = false) => ({ count, of, percent, small_group });

describe('outcome shares as the dashboards write them', () => {
  it('writes the count, the denominator and the percentage in the UI language', () => {
    expect(shareText(share(12, 40, 30), 'en')).toBe('12 of 40 (30.0%)');
    expect(shareText(share(17, 40, 42.5), 'id')).toBe('17 dari 40 (42,5%)');
  });

  it('gives a group under five its count without a percentage, and an empty group a dash', () => {
    expect(shareText(share(3, 4, null, true), 'en')).toBe('3 of 4');
    expect(shareText(share(0, 0, null, true), 'id')).toBe('—');
    expect(sharePercent(share(3, 4, null, true))).toBeNull();
    expect(sharePercent(share(2, 10, 20))).toBe(20);
  });

  it('says a small group is present only when one holds people', () => {
    expect(anySmallGroup([share(2, 10, 20), share(0, 0, null, true)])).toBe(false);
    expect(anySmallGroup([share(2, 10, 20), share(1, 3, null, true)])).toBe(true);
  });

  it('keeps one decimal', () => {
    expect(formatPercent(100, 'en')).toBe('100.0%');
    expect(formatPercent(33.333, 'id')).toBe('33,3%');
  });
});
