import { describe, expect, it } from 'vitest';
import { createReleaseQueue } from './release-queue';

/** A queue whose "after the paint" and "next task" steps run when the test says so. */
function manualQueue() {
  const pending: Array<() => void> = [];
  const queue = createReleaseQueue(
    (run) => pending.push(run),
    (run) => pending.push(run),
  );
  const step = () => pending.shift()?.();
  return { queue, pending, step };
}

describe('createReleaseQueue', () => {
  it('releases nothing before the start, then one part per step, each only after the previous one asked for the next', () => {
    const { queue, pending, step } = manualQueue();
    const released: string[] = [];
    queue.enqueue(() => released.push('language'));
    queue.enqueue(() => released.push('notifications'));
    queue.enqueue(() => released.push('profile'));
    expect(released).toEqual([]);
    expect(pending).toHaveLength(1); // the start, once
    step(); // start: schedules the first part's task
    step();
    expect(released).toEqual(['language']);
    expect(pending).toHaveLength(0); // nothing more until the released part has rendered
    queue.releaseNext();
    step();
    expect(released).toEqual(['language', 'notifications']);
    queue.releaseNext();
    step();
    queue.releaseNext();
    expect(released).toEqual(['language', 'notifications', 'profile']);
    expect(pending).toHaveLength(0);
  });

  it('a part that no longer wants its turn passes it on at once, and a new part after the queue emptied starts it again', () => {
    const { queue, pending, step } = manualQueue();
    const released: string[] = [];
    queue.enqueue(() => queue.releaseNext()); // unmounted, or opened by a click before its turn
    queue.enqueue(() => released.push('export'));
    step();
    step();
    step();
    expect(released).toEqual(['export']);
    queue.releaseNext();
    expect(pending).toHaveLength(0);
    queue.enqueue(() => released.push('later'));
    expect(pending).toHaveLength(1);
    step();
    step();
    expect(released).toEqual(['export', 'later']);
  });
});
