import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { getThemeColor, useMantineTheme, type MantineColor } from '@mantine/core';
import classes from './progress-ring.module.css';

/**
 * A value of 0–100 as a ring with a label in the middle, drawn by one CSS gradient. Mantine's
 * RingProgress wraps each arc in a floating tooltip (a portal and a position computed on mount,
 * even when it has no tooltip); a page of ranked cards mounted dozens of them, and positioning
 * them was most of the page's main-thread time on a slow phone.
 */
export function ProgressRing({
  value,
  size,
  thickness,
  color,
  label,
  ...others
}: {
  value: number;
  size: number;
  thickness: number;
  color: MantineColor;
  label: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'color'>) {
  const theme = useMantineTheme();
  const style = {
    '--ring-size': `${size}px`,
    '--ring-thickness': `${thickness}px`,
    '--ring-value': Math.max(0, Math.min(100, value)),
    '--ring-color': getThemeColor(color, theme),
  } as CSSProperties;
  return (
    <div className={classes.ring} style={style} {...others}>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
