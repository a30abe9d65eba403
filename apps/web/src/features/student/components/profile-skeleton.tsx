import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Lines of text as placeholders: one bar per line, `widths` in percent of the card. */
function Lines({ widths, h = 14, first = h }: { widths: number[]; h?: number; first?: number }) {
  return (
    <Stack gap={10} style={{ flex: 1, minWidth: 0 }}>
      {widths.map((w, i) => (
        <Skeleton key={i} h={i === 0 ? first : h} w={`${w}%`} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The profile while it loads, card for card in the size the loaded cards take: the photo card, the
 * completeness ring and the personal data. The placeholders are taller than a phone's screen, so
 * what follows the profile (the footer, the sections other features add) is below the fold until
 * the profile replaces them, and nothing the reader sees moves when it arrives.
 */
export function ProfileSkeleton({ header = true, completeness = true }: { header?: boolean; completeness?: boolean }) {
  return (
    <Stack gap="md" data-testid="profile-loading">
      {header && (
        <Card withBorder radius="md" padding="lg">
          <Group gap="lg" wrap="nowrap" align="center">
            <Skeleton circle height={88} />
            <Lines widths={[70, 90, 75, 50, 55]} h={18} first={28} />
          </Group>
        </Card>
      )}
      {completeness && (
        <Card withBorder radius="md" padding="lg">
          <Group gap="lg" align="center" wrap="wrap">
            <Skeleton circle height={112} />
            <div style={{ flex: '1 1 200px' }}>
              <Lines widths={[55, 80, 65]} first={24} />
            </div>
          </Group>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg">
        <Skeleton h={24} w="40%" radius="sm" mb="lg" />
        <Lines widths={[90, 75, 85, 60, 80, 70, 90, 65, 75, 55, 85, 60, 70, 50, 80, 65]} />
      </Card>
    </Stack>
  );
}
