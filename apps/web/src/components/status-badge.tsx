import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

/** Tinted badges with text dark enough for WCAG AA (Mantine's light variant reads about 3:1). */
const TONES = {
  success: { bg: '#e6f4ea', fg: '#1e6b34' },
  warning: { bg: '#fff1e0', fg: '#8a4200' },
  neutral: { bg: '#eef0f2', fg: '#343a40' },
  info: { bg: '#e8f1fb', fg: '#174d8c' },
  danger: { bg: '#fdecec', fg: '#a61e1e' },
} as const;
export type Tone = keyof typeof TONES;

/**
 * A state in a few words. It keeps its full width beside text in a row (`flex: none`): a badge cut
 * to "BERL…" on a phone says nothing, while the text beside it can wrap.
 */
export function StatusBadge({ tone, children, ...rest }: { tone: Tone; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  const { bg, fg } = TONES[tone];
  return (
    <Badge variant="filled" bg={bg} c={fg} flex="none" {...rest}>
      {children}
    </Badge>
  );
}
