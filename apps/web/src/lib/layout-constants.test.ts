import { describe, expect, it } from 'vitest';
import { FOOTER_YEAR, hasFixedHeader, isMegaMenuCollapsed, isMobileWidth, RESIZE_DEBOUNCE_MS, showsBackToTop } from './layout-constants';

describe('layout constants (spec §9)', () => {
  it('collapses the sidebar at 991 px and below, the wide header items at 1199 px and below', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
    expect(isMegaMenuCollapsed(1199)).toBe(true);
    expect(isMegaMenuCollapsed(1200)).toBe(false);
    expect(RESIZE_DEBOUNCE_MS).toBe(1000);
  });
  it('shows back-to-top after more than 400 px and the fixed header after more than 74 px', () => {
    expect(showsBackToTop(400)).toBe(false);
    expect(showsBackToTop(401)).toBe(true);
    expect(hasFixedHeader(74)).toBe(false);
    expect(hasFixedHeader(75)).toBe(true);
  });
  it('prints 2024 in the footer', () => {
    expect(FOOTER_YEAR).toBe(2024);
  });
});
