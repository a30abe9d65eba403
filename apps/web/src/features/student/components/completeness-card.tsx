import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressRing } from '../../../components/progress-ring';
import { completenessSummary, missingLink, missingText, type CompletenessReader } from './completeness-text';

export interface MissingItem {
  key: string;
  /** The Indonesian phrase (translated here). */
  id: string;
  weight: number;
  link: string;
}

/** The ring color by score: red under 40, yellow under 75, green from there. */
export function completenessColor(score: number): string {
  return score < 40 ? 'red.7' : score < 75 ? 'yellow.7' : 'teal.7';
}

/**
 * The profile's completeness: a ring with the percent and what is missing, each with its link,
 * worded for the reader (the student, or staff reading a student's profile).
 */
export function CompletenessCard({
  score,
  missing,
  reader = 'student',
  studentId = '',
}: {
  score: number;
  missing: MissingItem[];
  reader?: CompletenessReader;
  studentId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="completeness-title" data-testid="completeness-card">
      <Group gap="lg" align="center" wrap="wrap">
        <ProgressRing
          size={112}
          thickness={10}
          value={score}
          color={completenessColor(score)}
          label={
            <Text ta="center" fw={700} size="xl" data-testid="completeness-score">
              {score}%
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Title order={2} size="h4" id="completeness-title">
            {t('Kelengkapan Profil')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="completeness-summary">
            {completenessSummary(reader, score, false, t)}
          </Text>
          {missing.length === 0 ? (
            <Group gap={6}>
              <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="sm">{completenessSummary(reader, score, true, t)}</Text>
            </Group>
          ) : (
            <List size="sm" spacing={2} data-testid="completeness-missing">
              {missing.map((m) => (
                <List.Item key={m.key}>
                  <Anchor component={Link} to={missingLink(reader, m, studentId)}>
                    {missingText(reader, m, t)}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    (+{m.weight}%)
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
