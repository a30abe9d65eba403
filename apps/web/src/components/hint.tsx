import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

type HintTarget = ReactElement<{ onMouseEnter?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * A tooltip on an icon button of a list row, mounted when the pointer first comes over it. Mantine's
 * Tooltip brings a floating-position hook (whose ref callback sets state as the row is committed, a
 * second render at once), a transition and a portal: on a page of ten rows with two or three
 * buttons each that was a third of the work of showing the rows. The label is in the button's
 * `aria-label` anyway, so nothing is lost for assistive technology before the first hover.
 */
export function Hint({ label, children }: { label: string; children: HintTarget }) {
  const [armed, setArmed] = useState(false);
  if (armed)
    return (
      <Tooltip label={label} withinPortal defaultOpened>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      setArmed(true);
    },
  });
}
