import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand blue. Shade 7 (#1f5fa8) is the primary: 6.4:1 against white text (WCAG AA). */
const jalur: MantineColorsTuple = ['#e8f1fb', '#cfe0f5', '#a3c4eb', '#72a5e0', '#4a8ad6', '#2f78cf', '#236cc6', '#1f5fa8', '#174d8c', '#0f3b6e'];

export const theme = createTheme({
  primaryColor: 'jalur',
  primaryShade: { light: 7, dark: 5 },
  colors: { jalur },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Mantine's focus placeholder (a focusable role="presentation" div) is not allowed inside
    // role="menu" (axe aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Mantine's dimmed grey (#868e96) reads 3.3:1 on white; this one reads 6.1:1. Its error red
 * (red.6) reads 3.3:1 too; field errors use red.8 (5.7:1) on every form.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
