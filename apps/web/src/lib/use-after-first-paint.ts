import { startTransition, useCallback, useEffect, useState } from 'react';
import { createReleaseQueue } from './release-queue';

/**
 * Parts of a screen that can wait until the screen has painted (the header's menus, a list's export
 * menu) come one per task after the first paint, each as a transition: a queue of callbacks, and the
 * part mounted last releases the next from its effect. Mounting a Mantine popover costs a render, and
 * its positioning library sets state when the button attaches, which makes React render it again
 * synchronously inside the same commit — on a slow phone the page's first commit was ~200 ms, most
 * of it popovers nobody had opened yet.
 */
const queue = createReleaseQueue(
  // After the next paint: a frame, then a task.
  (run) => requestAnimationFrame(() => setTimeout(run, 0)),
  (run) => setTimeout(() => startTransition(run), 0),
);

/**
 * False on the first render, true once this part's turn came after the first paint (or at once
 * when `now()` is called: the user reached for it before its turn).
 */
export function useAfterFirstPaint(): [ready: boolean, now: () => void] {
  // 'queued' until this part's turn; 'turn' when the queue made it ready (it then releases the next
  // part once it has rendered); 'now' when the user made it ready first (its turn, when it comes,
  // passes straight on).
  const [state, setState] = useState<'queued' | 'turn' | 'now'>('queued');
  useEffect(() => {
    if (state === 'turn') queue.releaseNext();
    if (state !== 'queued') return;
    let live = true;
    queue.enqueue(() => {
      if (live) setState('turn');
      else queue.releaseNext();
    });
    return () => {
      live = false;
    };
  }, [state]);
  const now = useCallback(() => setState((current) => (current === 'queued' ? 'now' : current)), []);
  return [state !== 'queued', now];
}
