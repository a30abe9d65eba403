import { useSyncExternalStore } from 'react';

/**
 * `useReducedMotion` for Mantine (vite.config.ts puts it in place of `@mantine/hooks`' own). Mantine's
 * reads the media query in an effect after the first render, starting from `undefined`, so every
 * Transition and Collapse on a page renders a second time right after it mounts (on a signed-in
 * list page some thirty components, in the same long task as the page's first paint). This one
 * reads the query while rendering, from one shared media-query list, and follows its changes.
 */
const QUERY = '(prefers-reduced-motion: reduce)';
let list: MediaQueryList | null = null;

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return null;
  list ??= window.matchMedia(QUERY);
  return list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useReducedMotion(initialValue?: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? initialValue ?? false,
    () => initialValue ?? false,
  );
}
