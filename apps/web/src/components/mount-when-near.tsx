import { Suspense, useState, type ReactNode } from 'react';
import { useIntersection } from '@mantine/hooks';

const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * Mounts its children once their place comes within `margin` of the screen, and keeps them mounted.
 * Cards far below a page's first screen then cost a phone nothing (no render, no request) until the
 * reader scrolls towards them; until then, and while their lazy code loads, an empty block of
 * `minHeight` holds their place, so the page's length does not jump. Without IntersectionObserver
 * the children mount at once.
 */
export function MountWhenNear({ children, minHeight, margin = 800 }: { children: ReactNode; minHeight: number; margin?: number }) {
  const [near, setNear] = useState(!canObserve);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: `${margin}px 0px` });
  // Latched during render: once near, the placeholder (and its observer) goes for good.
  if (!near && entry?.isIntersecting) setNear(true);
  if (near) return <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{children}</Suspense>;
  return <div ref={ref} style={{ minHeight }} aria-hidden data-testid="mount-when-near" />;
}
