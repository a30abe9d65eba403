import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jalurkarir/shared';
import { StatusBadge } from '../../../components/status-badge';
import { formatScore, type ResultHeadline } from '../result-data';

/** The headline of a result: score and pass/fail, the Holland code, or the overall readiness. */
export function ResultBadges({ headline, lang, passingScore }: { headline: ResultHeadline; lang: Lang; passingScore?: number | null }) {
  const { t } = useTranslation();
  switch (headline.kind) {
    case 'points':
      return (
        <Group gap="sm" align="center" data-testid="result-headline">
          <Text fz={32} fw={700} lh={1}>
            {formatScore(headline.percent, lang)}%
          </Text>
          <Text c="dimmed">
            {t('Skor {{score}} dari {{max}}', { score: formatScore(headline.score, lang), max: formatScore(headline.maxScore, lang) })}
          </Text>
          {headline.passed !== null && (
            <StatusBadge tone={headline.passed ? 'success' : 'danger'} size="lg" data-testid="result-pass-badge">
              {headline.passed ? t('Lulus') : t('Belum lulus')}
            </StatusBadge>
          )}
          {passingScore !== null && passingScore !== undefined && (
            <Text size="sm" c="dimmed">
              {t('Nilai kelulusan {{score}}', { score: formatScore(passingScore, lang) })}
            </Text>
          )}
        </Group>
      );
    case 'code':
      return (
        <Group gap="sm" align="center" data-testid="result-headline">
          <Text c="dimmed">{t('Kode Holland')}</Text>
          <StatusBadge tone="info" size="xl" data-testid="holland-code">
            {headline.code}
          </StatusBadge>
        </Group>
      );
    case 'overall':
      return (
        <Group gap="sm" align="center" data-testid="result-headline">
          <Text fz={32} fw={700} lh={1}>
            {formatScore(headline.value, lang)}
          </Text>
          <Text c="dimmed">{t('Skor kesiapan kerja (0–100)')}</Text>
        </Group>
      );
    case 'profile':
      return null;
  }
}
