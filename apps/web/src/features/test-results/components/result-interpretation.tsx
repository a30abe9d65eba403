import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAM_LABELS, type Interpretation, type InterpretationLevel, type Lang } from '@jalurkarir/shared';
import { StatusBadge, type Tone } from '../../../components/status-badge';
import { tk } from '../../../lib/i18n';
import { formatScore } from '../result-data';

const LEVELS: Record<InterpretationLevel, { label: string; tone: Tone }> = {
  low: { label: tk('Rendah'), tone: 'warning' },
  medium: { label: tk('Sedang'), tone: 'info' },
  neutral: { label: tk('Sedang'), tone: 'info' },
  high: { label: tk('Tinggi'), tone: 'success' },
};

/** The interpretation of a result (texts from `describeResult`, already in the UI language). */
export function ResultInterpretation({ interpretation, lang, instrument }: { interpretation: Interpretation; lang: Lang; instrument: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="result-interpretation" data-testid="result-interpretation">
      <Title order={2} size="h4" id="result-interpretation" mb="xs">
        {t('Interpretasi')}
      </Title>
      <Text mb="md" data-testid="result-summary">
        {interpretation.summary}
      </Text>
      <Stack gap="md">
        {interpretation.sections.map((s) => (
          <section key={s.key} aria-labelledby={`interpretation-${s.key}`} className="test-result-section">
            <Group gap="xs" justify="space-between" wrap="wrap" mb={4}>
              <Title order={3} size="h5" id={`interpretation-${s.key}`}>
                {s.title}
              </Title>
              <Group gap={6}>
                {s.level && <StatusBadge tone={LEVELS[s.level].tone}>{t(LEVELS[s.level].label)}</StatusBadge>}
                <Text size="sm" c="dimmed">
                  {formatScore(s.score, lang)}
                  {instrument === 'points' ? '%' : ''}
                </Text>
              </Group>
            </Group>
            <Text size="sm">{s.text}</Text>
            {s.programs && s.programs.length > 0 && (
              <Text size="sm" mt={4}>
                <Text span fw={600}>
                  {t('Program SMK yang cocok')}:
                </Text>{' '}
                {s.programs.map((p) => t(VOCATIONAL_PROGRAM_LABELS[p])).join(', ')}
              </Text>
            )}
            {s.items && s.items.length > 0 && (
              <>
                <Text size="sm" fw={600} mt={4}>
                  {instrument === 'riasec' ? t('Contoh pekerjaan') : t('Faset')}
                </Text>
                <List size="sm" spacing={2}>
                  {s.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </>
            )}
          </section>
        ))}
      </Stack>
    </Card>
  );
}
