import { useDeferredValue } from 'react';

/**
 * A query's answer as a deferred value: a page that renders much from it (a page of cards or rows,
 * the CV) is built by React in slices of a few milliseconds, with the browser free in between,
 * rather than in one long task on a slow phone (TanStack Query hands answers to React as synchronous
 * updates). Undefined until the deferred render has the answer. The initial value (`null`) matters
 * when the answer is cached before the page mounts (its route asks for it beside the page's code):
 * without one, React would build everything in the mounting render.
 */
export function useDeferredAnswer<T>(answer: T | undefined): T | undefined {
  return useDeferredValue(answer, null) ?? undefined;
}
