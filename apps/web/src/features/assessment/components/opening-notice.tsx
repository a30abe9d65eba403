import { Alert } from '@mantine/core';
import { IconCalendarTime, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/text';
import type { AssessmentDetail } from '../api/assessment-api';

/**
 * When a scheduled assessment can be marked: from its day (WIB), or since the Admin opened it early
 * (who, when and why shown to everyone who sees the assessment).
 */
export function OpeningNotice({ detail }: { detail: AssessmentDetail }) {
  const { t, i18n } = useTranslation();
  if (detail.opened_early)
    return (
      <Alert color="grape" variant="light" mb="md" icon={<IconLockOpen size={18} aria-hidden />} data-testid="opened-early">
        {t('Dibuka lebih awal oleh {{name}} pada {{date}}: {{reason}}', {
          name: detail.opened_early.by_name ?? t('Admin'),
          date: formatDate(detail.opened_early.at, i18n.language),
          reason: detail.opened_early.reason,
        })}
      </Alert>
    );
  if (detail.open_for_marking) return null;
  return (
    <Alert color="yellow" variant="light" mb="md" icon={<IconCalendarTime size={18} aria-hidden />} data-testid="marking-closed">
      {t('Penilaian dibuka mulai {{date}}. Sebelum hari itu nilai belum dapat diisi atau dikonfirmasi.', {
        date: formatDate(detail.opens_on, i18n.language),
      })}
    </Alert>
  );
}
