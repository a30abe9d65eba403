import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResponsiveness } from '@jalurkarir/shared';
import { responsivenessSummary } from './job-format';

/** How quickly the company answers applications, measured from the history, so that silence shows. */
export function ResponsivenessCard({ value }: { value: TResponsiveness }) {
  const { t } = useTranslation();
  const summary = responsivenessSummary(value, t);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="responsiveness-title" data-testid="responsiveness">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconClockHour4 size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h5" id="responsiveness-title">
            {t('Kecepatan tanggapan perusahaan')}
          </Title>
          {summary ? (
            <>
              <Text fw={700} size="lg" data-testid="responsiveness-average">
                {summary.average}
              </Text>
              <Text size="sm" c="dimmed">
                {t('rata-rata dari lamaran hingga tanggapan pertama')} · {summary.share}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('Belum ada cukup lamaran untuk mengukur kecepatan tanggapan perusahaan ini.')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
