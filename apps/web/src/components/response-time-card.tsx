import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Kecepatan tanggapan perusahaan": how quickly a company answers applications, measured from the
 * history so that silence shows — the figure and what it is, or that there are too few applications
 * to tell. The opening page shows the average, the company page the median.
 */
export function ResponseTimeCard({
  figure,
  detail,
  testId,
  figureTestId,
}: {
  figure: string | null;
  detail: string;
  testId: string;
  figureTestId: string;
}) {
  const { t } = useTranslation();
  const titleId = `${testId}-title`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconClockHour4 size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h5" id={titleId}>
            {t('Kecepatan tanggapan perusahaan')}
          </Title>
          {figure !== null ? (
            <>
              <Text fw={700} size="lg" data-testid={figureTestId}>
                {figure}
              </Text>
              <Text size="sm" c="dimmed">
                {detail}
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
