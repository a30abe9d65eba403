import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentSummary } from '../api/dashboard-api';

export function StudentDashboard({ summary }: { summary: StudentSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="student-school-title" data-testid="student-dashboard">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconSchool size={28} aria-hidden color="var(--mantine-color-jalur-7)" />
        <Title order={2} size="h4" id="student-school-title">
          {t('Sekolah')}
        </Title>
      </Group>
      <Text fz="lg" fw={600}>
        {summary.school?.name ?? t('Belum terhubung dengan sekolah')}
      </Text>
      <Group mt="lg">
        <Button component={Link} to="/" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('Lihat Profil')}
        </Button>
      </Group>
    </Card>
  );
}
