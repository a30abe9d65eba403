import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconChecklist, IconClipboardCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { titleCase } from '../../../lib/text';
import { ASSESSMENT_KEY, fetchAssessments } from '../api/assessment-api';
import { AssessmentList } from './assessment-list';
import { isDue } from './format';

/** The assessor's home: counts, assessments waiting for confirmation, and the upcoming ones. */
export function AssessorHome() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const scheduled = useQuery({ queryKey: [...ASSESSMENT_KEY, 'list', 'scheduled'], queryFn: () => fetchAssessments({ status: 'scheduled' }) });
  const confirmed = useQuery({ queryKey: [...ASSESSMENT_KEY, 'list', 'confirmed'], queryFn: () => fetchAssessments({ status: 'confirmed' }) });
  const rows = scheduled.data ?? [];
  const pending = rows.filter((a) => isDue(a.scheduled_at));
  const upcoming = rows.filter((a) => !isDue(a.scheduled_at));
  const error = scheduled.error ?? confirmed.error;
  return (
    <>
      <PageHeader title={t('Beranda')} description={t('Selamat datang, {{name}}', { name: titleCase(user?.name ?? '') })} />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      {scheduled.isLoading ? (
        <Skeleton h={200} radius="md" />
      ) : (
        <Stack gap="lg" data-testid="assessor-home">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <StatCard label={t('Asesmen mendatang')} value={upcoming.length} icon={<IconCalendarEvent size={24} />} testId="stat-upcoming" />
            <StatCard
              label={t('Menunggu konfirmasi')}
              value={pending.length}
              icon={<IconClipboardCheck size={24} />}
              color="orange"
              testId="stat-pending"
            />
            <StatCard label={t('Dikonfirmasi')} value={confirmed.data?.length ?? 0} icon={<IconChecklist size={24} />} testId="stat-confirmed" />
          </SimpleGrid>
          {pending.length > 0 && (
            <section aria-labelledby="pending-title">
              <Title order={2} size="h4" mb="sm" id="pending-title">
                {t('Menunggu konfirmasi')}
              </Title>
              <AssessmentList rows={pending} empty="" />
            </section>
          )}
          <section aria-labelledby="upcoming-title">
            <Title order={2} size="h4" mb="sm" id="upcoming-title">
              {t('Asesmen mendatang')}
            </Title>
            <AssessmentList rows={upcoming} empty={t('Belum ada asesmen terjadwal.')} />
          </section>
          <Anchor component={Link} to="/assessment">
            {t('Lihat semua asesmen')}
          </Anchor>
        </Stack>
      )}
    </>
  );
}
