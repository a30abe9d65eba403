import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

/** What the popover's button receives: its ref, and before the popover is mounted, what opens it. */
export interface DeferredTargetProps {
  ref: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A menu or popover whose button shows at once and whose Mantine popover mounts after the screen's
 * first paint (see useAfterFirstPaint). Before that the button is the same element without the
 * popover: a click mounts the popover opened, and a button that had the keyboard focus keeps it
 * across the swap. `children` gets the button to put in the popover's target, and whether the
 * popover must start opened.
 */
export function DeferredPopover({
  target,
  children,
}: {
  target: (props: DeferredTargetProps) => ReactElement;
  children: (target: ReactElement, openedAtMount: boolean) => ReactNode;
}) {
  const [ready, now] = useAfterFirstPaint();
  const [openedAtMount, setOpenedAtMount] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (ready && focused.current) button.current?.focus();
  }, [ready]);
  if (!ready)
    return target({
      ref: button,
      onClick: () => {
        focused.current = true;
        setOpenedAtMount(true);
        now();
      },
      onFocus: () => (focused.current = true),
      onBlur: () => (focused.current = false),
    });
  return children(target({ ref: button }), openedAtMount);
}
