import { describe, expect, it } from 'vitest';
import { withoutAcknowledged, withStoredAnswer, type QueuedAnswer } from './answer-queue';

const choice = (option: string, seq: number): QueuedAnswer => ({ option_ids: [option], likert: null, seq });

describe('the autosave queue after an acknowledgement', () => {
  it('a saved answer leaves the queue and stays on screen', () => {
    const sent = choice('a', 3);
    const ack = { seq: 3, saved: true, option_ids: ['a'], likert: null };
    expect(withoutAcknowledged({ q1: sent, q2: choice('x', 1) }, 'q1', sent)).toEqual({ q2: choice('x', 1) });
    const screen = { q1: sent };
    expect(withStoredAnswer(screen, 'q1', sent, ack)).toBe(screen);
  });

  it('the same seq with another stored answer: the screen shows the stored one, the queue drops ours, the next choice outranks it', () => {
    const sent = choice('a', 3);
    const ack = { seq: 3, saved: false, option_ids: ['b'], likert: null };
    expect(withoutAcknowledged({ q1: sent }, 'q1', sent)).toEqual({});
    const screen = withStoredAnswer({ q1: sent, q2: choice('x', 1) }, 'q1', sent, ack);
    expect(screen).toEqual({ q1: { option_ids: ['b'], likert: null, seq: 3 }, q2: choice('x', 1) });
    // The taking screen numbers the next choice from what it shows: 4, which the server takes.
    expect(screen.q1!.seq + 1).toBe(4);
  });

  it('a newer stored answer (from another device) replaces an old one left on this device', () => {
    const sent = { option_ids: null, likert: 2, seq: 1 };
    const screen = withStoredAnswer({ q1: sent }, 'q1', sent, { seq: 5, saved: false, option_ids: null, likert: 4 });
    expect(screen).toEqual({ q1: { option_ids: null, likert: 4, seq: 5 } });
  });

  it('a choice made while the refused one was on its way is kept, in the queue and on screen', () => {
    const sent = choice('a', 3);
    const newer = choice('c', 4);
    const ack = { seq: 3, saved: false, option_ids: ['b'], likert: null };
    expect(withoutAcknowledged({ q1: newer }, 'q1', sent)).toEqual({ q1: newer });
    expect(withStoredAnswer({ q1: newer }, 'q1', sent, ack)).toEqual({ q1: newer });
  });
});
