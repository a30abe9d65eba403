import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { exportOutcomes, fetchOutcomeFigures, OUTCOMES_KEY } from '../api/outcomes-api';
import { OutcomeFilters } from '../components/outcome-filters';
import { OutcomeSections } from '../components/outcome-sections';
import { ReportView } from '../components/report-view';
import { useDownload } from '../components/use-download';
import { useOutcomeFilters } from '../components/use-outcome-filters';
import '../components/outcomes.css';

/**
 * Capaian Lulusan (`#/outcomes`; docs/outcomes.md): what the graduates went on to do and how the
 * current students move toward work — for the headmaster and the school admin their school, for
 * the Admin every school with a province filter. Filters live in the URL; `?report=1` is the
 * printable summary of the same filters.
 */
export function OutcomesPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const role = user?.role ?? 'anonymous';
  const admin = role === 'admin';
  const [filters, setFilters, query, setParam] = useOutcomeFilters();
  const download = useDownload();
  const figures = useQuery({
    queryKey: [...OUTCOMES_KEY, 'figures', filters],
    queryFn: () => fetchOutcomeFigures(filters),
    placeholderData: keepPreviousData,
  });
  if (query.get('report') === '1') return <ReportView filters={filters} onBack={() => setParam('report', null)} />;
  return (
    <>
      <PageHeader
        title={t('Capaian Lulusan')}
        description={
          admin
            ? t('Keterserapan lulusan (BMW) dan perjalanan siswa menuju kerja di semua sekolah, dapat disaring per provinsi.')
            : t('Keterserapan lulusan sekolah Anda (BMW) dan perjalanan siswa menuju kerja.')
        }
        actions={
          <Group gap="xs" data-no-print>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => setParam('report', '1')}
              data-testid="outcomes-report-open"
            >
              {t('Laporan cetak')}
            </Button>
            {can(role, 'outcomes', 'export') && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.busy}
                onClick={() => void download.run(() => exportOutcomes(filters))}
                data-testid="outcomes-export"
              >
                {t('Ekspor Excel')}
              </Button>
            )}
          </Group>
        }
      />
      <Card withBorder radius="md" padding="md" mb="lg">
        <OutcomeFilters value={filters} onChange={setFilters} admin={admin} />
      </Card>
      {figures.isLoading && (
        <Stack gap="lg">
          <Skeleton h={96} />
          <Skeleton h={320} />
        </Stack>
      )}
      {figures.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(figures.error, t)}
        </Alert>
      )}
      {figures.data && <OutcomeSections figures={figures.data} />}
    </>
  );
}
