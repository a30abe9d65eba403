import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { useLang } from '../../../lib/use-lang';
import type { AssessmentRow } from '../api/assessment-api';
import { formatDateTime } from '../../../lib/dates';
import { isDue } from './format';
import { inLang } from './labels';

/** Assessments as cards (one column on a phone): scheme, date, place, candidates and state. */
export function AssessmentList({ rows, empty }: { rows: AssessmentRow[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  if (rows.length === 0)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Card>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="md" data-testid="assessment-card" data-status={row.status}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Anchor component={Link} to={`/assessment/${row.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {inLang(lang, row.scheme_name_id, row.scheme_name_en)}
              </Anchor>
              {row.status === 'confirmed' ? (
                <StatusBadge tone="info">{t('Dikonfirmasi')}</StatusBadge>
              ) : isDue(row.scheduled_at) ? (
                <StatusBadge tone="warning">{t('Menunggu konfirmasi')}</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">{t('Terjadwal')}</StatusBadge>
              )}
            </Group>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.scheme_code}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{formatDateTime(row.scheduled_at, i18n.language)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {row.place} · {row.school_name}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">
                {row.status === 'confirmed'
                  ? t('Kandidat: {{count}} · kompeten: {{competent}}', { count: row.candidates, competent: row.competent })
                  : t('Kandidat: {{count}}', { count: row.candidates })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('Asesor')}: {row.assessor_name}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
