import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './hint.module.css';

const GAP_PX = 6;
const EDGE_PX = 8;

/**
 * The tooltips of icon buttons (`data-hint="Ubah"`): one small label for the whole page, shown
 * while the pointer is over such a button or it has keyboard focus. A Mantine Tooltip per button
 * brings a floating-position hook (whose ref sets state as the row is committed: a second render
 * at once), a transition and a portal each; on a page of ten rows with two or three buttons each
 * that was a third of the work of showing the rows. The label repeats the button's `aria-label`
 * (what assistive technology reads); it is there for the eyes. Mounted once, in the main layout.
 */
export function HintLayer() {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const label = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const hintOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>('[data-hint]') : null);
    const over = (event: Event) => setTarget(hintOf(event.target));
    const out = (event: Event) => {
      const from = hintOf(event.target);
      if (from && !(event instanceof PointerEvent && event.relatedTarget instanceof Node && from.contains(event.relatedTarget))) setTarget(null);
    };
    const focus = (event: Event) => {
      const element = hintOf(event.target);
      if (element?.matches(':focus-visible')) setTarget(element);
    };
    const hide = () => setTarget(null);
    document.addEventListener('pointerover', over);
    document.addEventListener('pointerout', out);
    document.addEventListener('focusin', focus);
    document.addEventListener('focusout', out);
    // A click leads somewhere else, a scroll moves the button: the label would be left behind.
    document.addEventListener('pointerdown', hide);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointerout', out);
      document.removeEventListener('focusin', focus);
      document.removeEventListener('focusout', out);
      document.removeEventListener('pointerdown', hide);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, []);

  // Above the button, centred, kept inside the window; below it when there is no room above.
  useLayoutEffect(() => {
    const box = label.current;
    if (!target || !box) return;
    const anchor = target.getBoundingClientRect();
    const width = box.offsetWidth;
    const height = box.offsetHeight;
    const above = anchor.top - height - GAP_PX;
    const top = above >= EDGE_PX ? above : anchor.bottom + GAP_PX;
    const left = Math.min(Math.max(anchor.left + anchor.width / 2 - width / 2, EDGE_PX), window.innerWidth - width - EDGE_PX);
    box.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    box.style.visibility = 'visible';
  }, [target]);

  if (!target?.isConnected) return null;
  return createPortal(
    <div ref={label} role="tooltip" className={classes.hint} style={{ visibility: 'hidden' }} data-testid="hint">
      {target.dataset.hint}
    </div>,
    document.body,
  );
}
