import { useState, type ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { topReasons, type ScorePart } from '@jalurkarir/shared';
import { BreakdownToggle, Reasons, ScoreRing } from './score-parts';

/**
 * One ranked recommendation, for a student (an opening) or a company (a student): the score ring,
 * what it is, why it ranks there (the parts giving the most points: `topReasons`, the rule the
 * server's e-mails use too), the one action, and the score's parts behind a toggle.
 */
export function RecommendationCard({
  testId,
  total,
  parts,
  action,
  save,
  breakdown,
  children,
}: {
  testId: string;
  total: number;
  parts: readonly ScorePart[];
  action: ReactNode;
  /** The student's save (bookmark) button; none on a company's card. */
  save?: ReactNode;
  breakdown: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ScoreRing total={total} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {children}
          <Reasons reasons={topReasons(parts)} />
        </Stack>
      </Group>
      <Group mt="sm" gap="xs">
        {action}
        {save}
        <BreakdownToggle open={open} onToggle={() => setOpen((o) => !o)} />
      </Group>
      {open && (
        <Stack mt="sm" gap="md">
          {breakdown}
        </Stack>
      )}
    </Card>
  );
}

/** Two placeholder cards while the ranking loads. */
export function RecommendationsLoading({ height }: { height: number }) {
  return (
    <Stack>
      <Skeleton h={height} />
      <Skeleton h={height} />
    </Stack>
  );
}

export function NoRecommendations() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" mb="md" data-testid="empty">
      <Stack align="center" gap="xs">
        <IconMoodEmpty size={40} aria-hidden />
        <Text fw={600}>{t('Tidak ada rekomendasi')}</Text>
      </Stack>
    </Card>
  );
}
