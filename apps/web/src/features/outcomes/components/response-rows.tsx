import { Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconLink, IconPhone, IconPhoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import type { TracerRow } from '../api/outcomes-api';
import { activityLabel, programLabel } from './labels';
import { ResponseStatusBadge } from './round-status-badge';

export interface RowActions {
  link?: (row: TracerRow) => void;
  phone?: (row: TracerRow) => void;
  unreachable?: (row: TracerRow, unreachable: boolean) => void;
  busy?: string | null;
}

/** What is known of a graduate's line: their answer (and who took it by phone), or the messages sent so far. */
function RowDetail({ row }: { row: TracerRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (row.status === 'responded')
    return (
      <Text size="xs">
        {[
          activityLabel(row.activity, lang),
          row.responded_at ? formatDate(row.responded_at, lang) : null,
          row.source === 'phone' ? t('dicatat lewat telepon oleh {{name}}', { name: row.recorded_by_name ?? '—' }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {row.last_sent_at
        ? t('Tautan terakhir dikirim {{date}} · {{count}} pengingat', { date: formatDate(row.last_sent_at, lang), count: row.reminders })
        : t('Belum pernah dikirimi tautan')}
      {!row.has_email && ` · ${t('tanpa email')}`}
      {row.reminder_due && ` · ${t('perlu diingatkan')}`}
    </Text>
  );
}

/** The graduates of a round, one card each (readable at 360 px), with the school's actions on a line. */
export function ResponseRows({ rows, actions }: { rows: TracerRow[]; actions: RowActions }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="xs" data-testid="tracer-rows">
      {rows.map((row) => (
        <Card key={row.alumni_id} withBorder radius="sm" padding="sm" data-testid="tracer-row" data-name={row.name}>
          <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[row.class_name, programLabel(row.program, lang), row.contact_phone].filter(Boolean).join(' · ')}
              </Text>
              <RowDetail row={row} />
            </div>
            <ResponseStatusBadge status={row.status} />
          </Group>
          {row.status !== 'responded' && (actions.link || actions.phone) && (
            <Group gap="xs" mt="xs">
              {actions.link && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLink size={14} aria-hidden />}
                  onClick={() => actions.link?.(row)}
                  loading={actions.busy === row.alumni_id}
                  data-testid="tracer-row-link"
                >
                  {t('Tautan pribadi')}
                </Button>
              )}
              {actions.phone && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPhone size={14} aria-hidden />}
                  onClick={() => actions.phone?.(row)}
                  data-testid="tracer-row-phone"
                >
                  {t('Catat jawaban telepon')}
                </Button>
              )}
              {actions.unreachable && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="xs" variant="subtle" color="gray" aria-label={t('Tindakan lain untuk {{name}}', { name: row.name })}>
                      <IconDots size={16} aria-hidden />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconPhoneOff size={14} aria-hidden />}
                      onClick={() => actions.unreachable?.(row, row.status !== 'unreachable')}
                    >
                      {row.status === 'unreachable' ? t('Tandai dapat dihubungi lagi') : t('Tandai tidak dapat dihubungi')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
