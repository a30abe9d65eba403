/**
 * Callbacks released one at a time: `enqueue` adds one, the first starts after `start` (the caller's
 * "after the next paint"), and each later one only when `releaseNext` is called — by the part that
 * was just released, once it has rendered, or straight away by one that no longer wants its turn.
 * Apart from React so that its order can be tested on its own (release-queue.test.ts).
 */
export interface ReleaseQueue {
  enqueue(release: () => void): void;
  releaseNext(): void;
}

export function createReleaseQueue(start: (run: () => void) => void, nextTask: (run: () => void) => void): ReleaseQueue {
  const waiting: Array<() => void> = [];
  let releasing = false;
  const releaseNext = () => {
    const next = waiting.shift();
    if (!next) {
      releasing = false;
      return;
    }
    nextTask(next);
  };
  return {
    enqueue(release) {
      waiting.push(release);
      if (releasing) return;
      releasing = true;
      start(releaseNext);
    },
    releaseNext,
  };
}
