import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AssessorDashboard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="assessor-title" data-testid="assessor-dashboard">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconClipboardCheck size={28} aria-hidden color="var(--mantine-color-jalur-7)" />
        <Title order={2} size="h4" id="assessor-title">
          {t('Asesor')}
        </Title>
      </Group>
      <Text c="dimmed">{t('Asesor menilai kompetensi siswa berdasarkan skema sertifikasi.')}</Text>
      <Group mt="lg">
        <Button component={Link} to="/account" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('Pengaturan Akun')}
        </Button>
      </Group>
    </Card>
  );
}
