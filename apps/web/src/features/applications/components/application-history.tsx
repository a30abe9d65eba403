import { Anchor, Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconCircleCheck, IconCircleX, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGE_LABELS, REJECTION_REASON_LABELS, type TApplicationEvent } from '@jalurkarir/shared';
import { formatDateTime } from '../../../lib/dates';
import { isLink } from './format';

const ICONS = { applied: IconSend, interview: IconCalendarEvent, hired: IconCircleCheck, rejected: IconCircleX } as const;

/** Every move of an application, oldest first: who, when, and what came with it. */
export function ApplicationHistory({ events }: { events: TApplicationEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Timeline active={events.length - 1} bulletSize={26} lineWidth={2} data-testid="application-history">
      {events.map((event) => {
        // A message written in both languages (a bulk move) is read in the reader's; otherwise as it was written.
        const english = i18n.language === 'en' && !!event.message_en;
        const message = english ? event.message_en : event.message;
        const Icon = ICONS[event.to_stage as keyof typeof ICONS] ?? IconArrowRight;
        const title = event.from_stage === null ? t('Lamaran dikirim') : t(APPLICATION_STAGE_LABELS[event.to_stage]);
        return (
          <Timeline.Item key={event.id} bullet={<Icon size={14} aria-hidden />} title={title} data-testid="history-item" data-stage={event.to_stage}>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.created_at, i18n.language)}
              {event.actor_name ? ` · ${event.by_student ? t('oleh siswa') : t('oleh {{name}}', { name: event.actor_name })}` : ''}
            </Text>
            {event.interview_at && (
              <Text size="sm" mt={4}>
                {t('Wawancara')}: {formatDateTime(event.interview_at, i18n.language)}
              </Text>
            )}
            {event.interview_place && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('Tempat')}:{' '}
                {isLink(event.interview_place) ? (
                  <Anchor href={event.interview_place} target="_blank" rel="noopener noreferrer">
                    {event.interview_place}
                  </Anchor>
                ) : (
                  event.interview_place
                )}
              </Text>
            )}
            {event.reason && (
              <Text size="sm" mt={4}>
                {t('Alasan')}: {t(REJECTION_REASON_LABELS[event.reason])}
              </Text>
            )}
            {message && (
              <Text size="sm" mt={4} c="dimmed" style={{ whiteSpace: 'pre-line' }} lang={english ? 'en' : undefined} data-testid="history-message">
                “{message}”
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
