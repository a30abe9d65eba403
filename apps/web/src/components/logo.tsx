import { Group, Text } from '@mantine/core';

/** Brand mark and name. "JalurKarir" is a proper name: the same in both languages. */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#1f5fa8'} />
      <path d="M8 22c4-1 6-4 8-8s5-6 8-6" fill="none" stroke={inverted ? '#1f5fa8' : '#ffffff'} strokeWidth="3" strokeLinecap="round" />
      <circle cx="8" cy="22" r="2.5" fill="#f59f00" />
      <circle cx="24" cy="8" r="2.5" fill={inverted ? '#1f5fa8' : '#ffffff'} />
    </svg>
  );
}

export function Logo({ inverted = false, hideNameBelow }: { inverted?: boolean; hideNameBelow?: 'xs' | 'sm' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark inverted={inverted} />
      <Text component="span" fw={700} fz="lg" c={inverted ? 'white' : 'jalur.8'} visibleFrom={hideNameBelow} style={{ letterSpacing: '-0.01em' }}>
        JalurKarir
      </Text>
    </Group>
  );
}
