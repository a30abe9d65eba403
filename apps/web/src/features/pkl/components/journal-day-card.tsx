import type { ReactNode } from 'react';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PklAttendance, PklJournalStatus } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../lib/text';
import { AttendanceBadge, JournalStatusBadge, UnsentBadge } from './pkl-badges';

export interface DayCardData {
  date: string;
  attendance: PklAttendance;
  check_in_time: string | null;
  activities: string;
  learned: string;
  hours: number;
  status: PklJournalStatus | null;
  validator_comment?: string | null;
  validated_by_name?: string | null;
  teacher_comment?: string | null;
  teacher_comment_by_name?: string | null;
}

/** A weekday and date in the reader's language: "Kamis, 19 Nov 2026". */
export function dayLabel(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return `${weekday}, ${formatDate(date, lang)}`;
}

/**
 * One journal day as every side reads it: date, attendance, check-in and hours, what was done and
 * learned, its state (or "not sent yet" on the student's device), the supervisors' comments, and
 * whatever the reader may do with it (`actions`).
 */
export function JournalDayCard({
  day,
  unsent = false,
  refused,
  actions,
  heading,
}: {
  day: DayCardData;
  unsent?: boolean;
  refused?: string;
  actions?: ReactNode;
  /** Shown above the date (the student's name on a supervisor's list). */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const present = day.attendance === 'hadir';
  return (
    <Card withBorder radius="sm" padding="sm" component="li" data-testid="pkl-day" data-date={day.date} data-unsent={unsent || undefined}>
      <Stack gap={6}>
        {heading}
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text fw={600} size="sm">
            {dayLabel(day.date, lang)}
          </Text>
          <Group gap={6}>
            <AttendanceBadge attendance={day.attendance} />
            {unsent ? <UnsentBadge /> : day.status && <JournalStatusBadge status={day.status} />}
          </Group>
        </Group>
        {present && (
          <Text size="xs" c="dimmed">
            {t('Masuk {{time}} · {{hours}} jam', { time: day.check_in_time ?? '—', hours: day.hours })}
          </Text>
        )}
        {day.activities && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {day.activities}
          </Text>
        )}
        {day.learned && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm" c="dimmed">
              {t('Yang dipelajari:')}
            </Text>{' '}
            {day.learned}
          </Text>
        )}
        {day.validator_comment && (
          <Comment
            label={
              day.status === 'returned'
                ? t('Dikembalikan oleh {{name}}', { name: day.validated_by_name ?? '—' })
                : t('Catatan {{name}}', { name: day.validated_by_name ?? '—' })
            }
          >
            {day.validator_comment}
          </Comment>
        )}
        {day.teacher_comment && (
          <Comment label={t('Catatan guru {{name}}', { name: day.teacher_comment_by_name ?? '' })}>{day.teacher_comment}</Comment>
        )}
        {refused && (
          <Alert color="red" p="xs" icon={<IconAlertCircle size={16} aria-hidden />} role="alert" data-testid="pkl-day-refused">
            {refused}
          </Alert>
        )}
        {actions}
      </Stack>
    </Card>
  );
}

function Comment({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" bg="var(--mantine-color-gray-0)" p={6} style={{ borderRadius: 4 }}>
      <IconMessage size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <div style={{ minWidth: 0 }}>
        <Text size="xs" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}
