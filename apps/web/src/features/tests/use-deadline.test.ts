import { describe, expect, it } from 'vitest';
import { deadlineStep } from './use-deadline';

describe('deadlineStep', () => {
  const grace = 7_000; // the server's grace (5 s) and the 2 s the runner adds
  it('waits for the deadline while there is time left', () => {
    expect(deadlineStep(90_000, grace)).toEqual({ timeUp: false, over: false, waitMs: 90_000 });
    expect(deadlineStep(1, grace)).toEqual({ timeUp: false, over: false, waitMs: 1 });
  });
  it('is time up at the deadline and waits out the grace', () => {
    expect(deadlineStep(0, grace)).toEqual({ timeUp: true, over: false, waitMs: 7_000 });
    expect(deadlineStep(-2_500, grace)).toEqual({ timeUp: true, over: false, waitMs: 4_500 });
  });
  it('is over once the grace has passed, with nothing left to wait for', () => {
    expect(deadlineStep(-7_000, grace)).toEqual({ timeUp: true, over: true, waitMs: null });
    expect(deadlineStep(-3_600_000, grace)).toEqual({ timeUp: true, over: true, waitMs: null });
  });
  it('never asks for a delay setTimeout cannot hold', () => {
    expect(deadlineStep(40 * 24 * 3_600_000, grace).waitMs).toBe(2 ** 31 - 1);
  });
});
