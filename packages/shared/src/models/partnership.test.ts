import { describe, expect, it } from 'vitest';
import { ZPartnershipPeriod, ZRenewPartnership, ZRequestPartnership, partnershipStatus } from './partnership.js';

describe('partnership status and bodies (docs/partnerships.md)', () => {
  it('derives expired from an active period past its end date, never from another status', () => {
    expect(partnershipStatus('active', '2026-11-24', '2026-11-25')).toBe('expired');
    expect(partnershipStatus('active', '2026-11-25', '2026-11-25')).toBe('active');
    expect(partnershipStatus('active', null, '2026-11-25')).toBe('active');
    expect(partnershipStatus('ended', '2020-01-01', '2026-11-25')).toBe('ended');
    expect(partnershipStatus('requested', null, '2026-11-25')).toBe('requested');
  });

  it('a period ends after it starts; a renewal may leave its start to the server', () => {
    expect(ZPartnershipPeriod.safeParse({ start_date: '2026-01-01', end_date: '2027-01-01' }).success).toBe(true);
    const same = ZPartnershipPeriod.safeParse({ start_date: '2026-01-01', end_date: '2026-01-01' });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.path).toEqual(['end_date']);
    expect(ZRenewPartnership.safeParse({ end_date: '2027-01-01' }).success).toBe(true);
    expect(ZRenewPartnership.safeParse({ start_date: '2027-02-01', end_date: '2027-01-01' }).success).toBe(false);
  });

  it('a request names a school, at least one known program and a message; nothing else', () => {
    const ok = { school_id: '00000000-0000-4000-8000-000000000000', programs: ['rpl'], message: 'PKL' };
    expect(ZRequestPartnership.safeParse(ok).success).toBe(true);
    expect(ZRequestPartnership.safeParse({ ...ok, programs: [] }).success).toBe(false);
    expect(ZRequestPartnership.safeParse({ ...ok, programs: ['xyz'] }).success).toBe(false);
    expect(ZRequestPartnership.safeParse({ ...ok, message: '  ' }).success).toBe(false);
    expect(ZRequestPartnership.safeParse({ ...ok, status: 'active' }).success).toBe(false);
  });
});
