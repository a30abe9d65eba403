import { describe, expect, it } from 'vitest';
import { EMPTY_MOVE, moveFormErrors, toMoveBody, validateMove } from './move-form';

describe('application move form (shared ZMoveApplication, both languages)', () => {
  it('an interview time needs its date and its place', () => {
    expect(validateMove('interview', EMPTY_MOVE, 'id')).toEqual({ 'slots.0.when': 'Wajib diisi', 'slots.0.place': 'Wajib diisi' });
    const second = { when: '2026-12-13T10:00', duration: '30', place: '   ' };
    expect(
      validateMove('interview', { ...EMPTY_MOVE, slots: [{ when: '2026-12-12T09:00', duration: '60', place: 'Kantor' }, second] }, 'en'),
    ).toEqual({
      'slots.1.place': 'Required',
    });
  });

  it("a time already gone is refused under its own field, in the reader's language", () => {
    const now = new Date('2026-12-12T09:00');
    const slots = [
      { when: '2026-12-12T10:00', duration: '60', place: 'Kantor' },
      { when: '2026-12-12T09:00', duration: '60', place: 'Kantor' },
    ];
    expect(validateMove('interview', { ...EMPTY_MOVE, slots }, 'id', now)).toEqual({ 'slots.1.when': 'Waktu wawancara harus setelah saat ini' });
    expect(validateMove('interview', { ...EMPTY_MOVE, slots: [slots[1]!] }, 'en', now)).toEqual({
      'slots.0.when': 'An interview time must be in the future',
    });
    expect(validateMove('interview', { ...EMPTY_MOVE, slots: [slots[0]!] }, 'en', now)).toEqual({});
  });

  it('a rejection needs its reason; a shortlist needs nothing', () => {
    expect(validateMove('rejected', EMPTY_MOVE, 'en')).toEqual({ reason: 'Required' });
    expect(validateMove('rejected', { ...EMPTY_MOVE, reason: 'position_filled' }, 'id')).toEqual({});
    expect(validateMove('shortlisted', EMPTY_MOVE, 'id')).toEqual({});
  });

  it('a place over 300 characters and a message over 2,000 are refused', () => {
    const long = { slots: [{ when: '2026-12-12T09:00', duration: '60', place: 'x'.repeat(301) }], reason: null, message: 'y'.repeat(2001) };
    expect(validateMove('interview', long, 'id')).toEqual({ 'slots.0.place': 'Maksimal 300 karakter', message: 'Maksimal 2000 karakter' });
  });

  it('sends the interview times as instants with their duration and place, and an empty message as none', () => {
    const body = toMoveBody('interview', {
      slots: [
        { when: '2026-12-12T09:00', duration: '45', place: ' Kantor Jakarta ' },
        { when: '2026-12-14T13:30', duration: '90', place: 'https://meet.example.id/x' },
      ],
      reason: 'other',
      message: '  ',
    });
    expect(body).toEqual({
      stage: 'interview',
      slots: [
        { starts_at: new Date('2026-12-12T09:00').toISOString(), duration_minutes: 45, place: 'Kantor Jakarta' },
        { starts_at: new Date('2026-12-14T13:30').toISOString(), duration_minutes: 90, place: 'https://meet.example.id/x' },
      ],
      message: null,
    });
    expect(toMoveBody('rejected', { ...EMPTY_MOVE, reason: 'no_show', message: 'Terima kasih' })).toEqual({
      stage: 'rejected',
      reason: 'no_show',
      message: 'Terima kasih',
    });
  });

  it('puts the API’s slot errors under the form’s fields', () => {
    expect(moveFormErrors({ 'slots.2.starts_at': 'a', 'slots.0.duration_minutes': 'b', 'slots.1.place': 'c', stage: 'd' })).toEqual({
      'slots.2.when': 'a',
      'slots.0.duration': 'b',
      'slots.1.place': 'c',
      stage: 'd',
    });
  });
});
