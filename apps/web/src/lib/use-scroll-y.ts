import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll, followed on scroll and resize. Unlike Mantine's `useWindowScroll`,
 * it does not read the position in the effect that runs right after the first render: reading
 * `scrollY` there makes the browser lay out the whole new page inside that same task (on a list
 * page, a quarter of its longest task). The first reading waits for the next frame, after the
 * browser's own layout.
 */
export function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const read = () => setY(window.scrollY);
    const frame = requestAnimationFrame(() => setTimeout(read, 0));
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, []);
  return y;
}
