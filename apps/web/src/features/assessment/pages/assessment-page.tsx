import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { ASSESSMENT_KEY, fetchAssessments } from '../api/assessment-api';
import { AssessmentList } from '../components/assessment-list';
import { ResultsPerSchemeCard } from '../components/results-card';

/**
 * `assessment` (Asesmen Kompetensi): the assessor's schedule, the school's and the Admin's assessments
 * with scheduling and results per scheme (docs/assessment.md).
 */
export function AssessmentPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'confirmed' ? 'confirmed' : 'scheduled';
  const scheduled = useQuery({ queryKey: [...ASSESSMENT_KEY, 'list', 'scheduled'], queryFn: () => fetchAssessments({ status: 'scheduled' }) });
  const confirmed = useQuery({ queryKey: [...ASSESSMENT_KEY, 'list', 'confirmed'], queryFn: () => fetchAssessments({ status: 'confirmed' }) });
  const error = scheduled.error ?? confirmed.error;
  const role = user?.role;
  const canSchedule = !!role && can(role, 'assessment', 'create');
  const showsResults = !!role && can(role, 'assessment', 'results');
  return (
    <>
      <PageHeader
        title={t('Asesmen Kompetensi')}
        description={
          role === 'asesor' ? t('Jadwal asesmen yang ditugaskan kepada Anda.') : t('Asesmen kompetensi siswa berdasarkan skema sertifikasi.')
        }
        actions={
          canSchedule && (
            <Button component={Link} to="/assessment/new" leftSection={<IconPlus size={16} aria-hidden />} data-testid="schedule-open">
              {t('Jadwalkan asesmen')}
            </Button>
          )
        }
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      <Stack gap="lg">
        {showsResults && <ResultsPerSchemeCard />}
        <Tabs keepMounted={false} value={tab} onChange={(value) => setParams(value === 'confirmed' ? { tab: 'confirmed' } : {}, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="scheduled" data-testid="tab-scheduled">
              {t('Terjadwal ({{count}})', { count: scheduled.data?.length ?? 0 })}
            </Tabs.Tab>
            <Tabs.Tab value="confirmed" data-testid="tab-confirmed">
              {t('Dikonfirmasi ({{count}})', { count: confirmed.data?.length ?? 0 })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="scheduled" pt="md">
            {scheduled.isLoading ? (
              <Skeleton h={160} radius="md" />
            ) : (
              <AssessmentList rows={scheduled.data ?? []} empty={t('Belum ada asesmen terjadwal.')} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="confirmed" pt="md">
            {confirmed.isLoading ? (
              <Skeleton h={160} radius="md" />
            ) : (
              <AssessmentList rows={confirmed.data ?? []} empty={t('Belum ada asesmen yang dikonfirmasi.')} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
