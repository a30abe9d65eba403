import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Where an attempt stands `leftMs` before its deadline (negative once past it), and how long to wait
 * before it stands anywhere else: the deadline, then `overAfterMs` past it (the server's grace, after
 * which it has submitted the attempt itself). `waitMs` is null once nothing is left to wait for.
 */
export function deadlineStep(leftMs: number, overAfterMs: number): { timeUp: boolean; over: boolean; waitMs: number | null } {
  if (leftMs > 0) return { timeUp: false, over: false, waitMs: Math.min(leftMs, MAX_DELAY_MS) };
  if (-leftMs >= overAfterMs) return { timeUp: true, over: true, waitMs: null };
  return { timeUp: true, over: false, waitMs: Math.min(overAfterMs + leftMs, MAX_DELAY_MS) };
}

/**
 * Whether `deadline` (ms, on the server's clock: the phone's clock plus `offset`) has passed, as a
 * state that changes once, at the deadline, rather than every second: a runner reading it does not
 * render again with each tick of the countdown. `onOver` runs once `overAfterMs` past the deadline.
 */
export function useTimeUp(deadline: number, offset: number, overAfterMs: number, onOver: () => unknown): boolean {
  const [timeUp, setTimeUp] = useState(() => deadlineStep(deadline - (Date.now() + offset), overAfterMs).timeUp);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const step = deadlineStep(deadline - (Date.now() + offset), overAfterMs);
      if (step.timeUp) setTimeUp(true);
      if (step.over) void onOver();
      // A timer can fire a little early: the step is read again when it does.
      else if (step.waitMs !== null) timer = setTimeout(check, step.waitMs);
    };
    check();
    return () => clearTimeout(timer);
  }, [deadline, offset, overAfterMs, onOver]);
  return timeUp;
}

/** Milliseconds left to `deadline` on the server's clock, read again every second (the countdown's own state). */
export function useTimeLeft(deadline: number, offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(tick);
  }, [offset]);
  return deadline - now;
}
