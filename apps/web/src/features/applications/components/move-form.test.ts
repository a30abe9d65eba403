import { describe, expect, it } from 'vitest';
import { EMPTY_MOVE, toMoveBody, validateMove } from './move-form';

describe('application move form (shared ZMoveApplication, both languages)', () => {
  it('an interview needs its date and its place', () => {
    expect(validateMove('interview', EMPTY_MOVE, 'id')).toEqual({ when: 'Wajib diisi', place: 'Wajib diisi' });
    expect(validateMove('interview', { ...EMPTY_MOVE, when: '2026-12-12T09:00', place: '   ' }, 'en')).toEqual({ place: 'Required' });
  });

  it('a rejection needs its reason; a shortlist needs nothing', () => {
    expect(validateMove('rejected', EMPTY_MOVE, 'en')).toEqual({ reason: 'Required' });
    expect(validateMove('rejected', { ...EMPTY_MOVE, reason: 'position_filled' }, 'id')).toEqual({});
    expect(validateMove('shortlisted', EMPTY_MOVE, 'id')).toEqual({});
  });

  it('a place over 300 characters and a message over 2,000 are refused', () => {
    const long = { when: '2026-12-12T09:00', place: 'x'.repeat(301), reason: null, message: 'y'.repeat(2001) };
    expect(validateMove('interview', long, 'id')).toEqual({ place: 'Maksimal 300 karakter', message: 'Maksimal 2000 karakter' });
  });

  it('sends an interview as an instant with its place, and an empty message as none', () => {
    const body = toMoveBody('interview', { when: '2026-12-12T09:00', place: ' Kantor Jakarta ', reason: 'other', message: '  ' });
    expect(body).toEqual({
      stage: 'interview',
      interview_at: new Date('2026-12-12T09:00').toISOString(),
      interview_place: 'Kantor Jakarta',
      message: null,
    });
    expect(toMoveBody('rejected', { ...EMPTY_MOVE, reason: 'no_show', message: 'Terima kasih' })).toEqual({
      stage: 'rejected',
      reason: 'no_show',
      message: 'Terima kasih',
    });
  });
});
