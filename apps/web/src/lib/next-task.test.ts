import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: queued microtasks and a timer set before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const after = nextTask().then(() => order.push('after nextTask'));
    // Promise callbacks queued later still run before it: they belong to the current task.
    void Promise.resolve().then(() => order.push('microtask'));
    await after;
    expect(order).toEqual(['microtask', 'earlier timer', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
