import { describe, expect, it } from 'vitest';
import {
  answersOnOpen,
  errorsByQuestion,
  nextChoice,
  withoutAcknowledged,
  withoutQuestion,
  withStoredAnswer,
  type QueuedAnswer,
} from './answer-queue';

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

describe('the autosave queue around a choice', () => {
  it("opens with the server's answers, where the device queues a later choice that one instead", () => {
    const stored = [
      { question_id: 'q1', option_ids: ['a'], likert: null, seq: 2 },
      { question_id: 'q2', option_ids: ['b'], likert: null, seq: 5 },
    ];
    // q1: the device's seq 3 never reached the server; q2: the server has a newer one; q3: only on the device.
    const queued = { q1: choice('c', 3), q2: choice('d', 4), q3: { option_ids: null, likert: 5, seq: 1 } };
    expect(answersOnOpen(stored, queued)).toEqual({
      q1: { option_ids: ['c'], likert: null, seq: 3 },
      q2: { question_id: 'q2', option_ids: ['b'], likert: null, seq: 5 },
      q3: { option_ids: null, likert: 5, seq: 1 },
    });
    expect(answersOnOpen([], {})).toEqual({});
  });

  it('a queued choice with the seq the server already has does not replace the stored one', () => {
    const stored = [{ question_id: 'q1', option_ids: ['a'], likert: null, seq: 2 }];
    expect(answersOnOpen(stored, { q1: choice('b', 2) })).toEqual({ q1: { question_id: 'q1', option_ids: ['a'], likert: null, seq: 2 } });
  });

  it('numbers a new choice one above the shown answer, from 1 for an unanswered question', () => {
    expect(nextChoice(undefined, { likert: 3 })).toEqual({ option_ids: null, likert: 3, seq: 1 });
    expect(nextChoice(choice('a', 4), { option_ids: ['b', 'c'] })).toEqual({ option_ids: ['b', 'c'], likert: null, seq: 5 });
    expect(nextChoice(choice('a', 1), { option_ids: [] })).toEqual({ option_ids: [], likert: null, seq: 2 });
  });

  it('drops a refused answer from the queue and leaves the others', () => {
    expect(withoutQuestion({ q1: choice('a', 1), q2: choice('b', 2) }, 'q1')).toEqual({ q2: choice('b', 2) });
    expect(withoutQuestion({ q2: choice('b', 2) }, 'q9')).toEqual({ q2: choice('b', 2) });
  });

  it("a refused submission's answer errors go to their questions, other fields are left out", () => {
    expect(errorsByQuestion({ 'answers.q1': 'Required', 'answers.q7': 'Unknown option', attempt: 'Closed' })).toEqual({
      q1: 'Required',
      q7: 'Unknown option',
    });
    expect(errorsByQuestion({})).toEqual({});
  });
});
