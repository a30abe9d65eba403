import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Group, Menu, Select, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBriefcase, IconChevronDown, IconDownload, IconSend, IconUsers, IconUserCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS, type ApplicationStage, type TApplication } from '@jalurkarir/shared';
import { ListLoadState, ListPager, ListSearchForm, useSearchPaging } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { apiErrorMessage } from '../../../lib/api-errors';
import type { SpreadsheetFormat } from '../../../lib/crud-client';
import { isMobileWidth } from '../../../lib/layout-constants';
import { formatDate, formatNumber } from '../../../lib/text';
import { useLayoutWidth } from '../../../lib/use-layout-width';
import { APPLICATIONS_KEY, exportApplications, fetchApplications, fetchStageCounts } from '../api/applications-api';
import { programLabel } from '../components/applicant-card';
import { StageBadge } from '../components/stage-badge';

const IN_PROGRESS: ApplicationStage[] = ['applied', 'shortlisted', 'interview', 'offered'];
const PER_PAGE = 20;

/** The school's stage counts, the filtered page of applications and their export. */
function usePlacements() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<ApplicationStage | 'all'>('hired');
  const paging = useSearchPaging();
  const [exporting, setExporting] = useState(false);
  const counts = useQuery({ queryKey: [...APPLICATIONS_KEY, 'stage-counts', 'school'], queryFn: () => fetchStageCounts() });
  const filters = { stage: stage === 'all' ? undefined : stage, search: paging.search || undefined };
  const list = useQuery({
    queryKey: [...APPLICATIONS_KEY, 'placements', filters, paging.page],
    queryFn: () => fetchApplications({ ...filters, page: paging.page, per_page: PER_PAGE, sort: 'updated' }),
    placeholderData: keepPreviousData,
  });
  const runExport = async (format: SpreadsheetFormat) => {
    setExporting(true);
    try {
      const name = await exportApplications(format, filters);
      notifications.show({ color: 'green', message: t('Berkas {{name}} diunduh', { name }) });
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setExporting(false);
    }
  };
  const chooseStage = (value: string | null) => {
    setStage(APPLICATION_STAGES.find((s) => s === value) ?? 'all');
    paging.setPage(1);
  };
  return { stage, chooseStage, paging, counts, list, exporting, runExport };
}

function ExportButton({ exporting, onExport }: { exporting: boolean; onExport: (format: SpreadsheetFormat) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={exporting}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="export-open"
        >
          {t('Ekspor')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('xlsx')} data-testid="export-xlsx">
          {t('Excel (.xlsx)')}
        </Menu.Item>
        <Menu.Item onClick={() => onExport('csv')} data-testid="export-csv">
          {t('CSV (.csv)')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type StageCounts = NonNullable<ReturnType<typeof usePlacements>['counts']['data']>;

/** The four figures and the chart of applications per stage. */
function PlacementFigures({ counts }: { counts: StageCounts | undefined }) {
  const { t, i18n } = useTranslation();
  const total = counts?.total;
  const inProgress = total ? IN_PROGRESS.reduce((sum, s) => sum + total[s], 0) : 0;
  const applicationsCount = total ? APPLICATION_STAGES.reduce((sum, s) => sum + total[s], 0) : 0;
  const chartRows = total ? APPLICATION_STAGES.map((s) => ({ stage: t(APPLICATION_STAGE_LABELS[s]), count: total[s] })) : [];
  const fmt = (n: number) => formatNumber(n, i18n.language);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="md">
        <StatCard
          label={t('Siswa diterima bekerja')}
          value={counts ? fmt(counts.students_hired) : '…'}
          icon={<IconUserCheck size={24} />}
          color="green"
          testId="stat-hired"
        />
        <StatCard label={t('Siswa yang melamar')} value={counts ? fmt(counts.students) : '…'} icon={<IconUsers size={24} />} testId="stat-students" />
        <StatCard label={t('Lamaran')} value={counts ? fmt(applicationsCount) : '…'} icon={<IconSend size={24} />} testId="stat-applications" />
        <StatCard
          label={t('Dalam proses')}
          value={counts ? fmt(inProgress) : '…'}
          icon={<IconBriefcase size={24} />}
          color="orange"
          testId="stat-progress"
        />
      </SimpleGrid>
      {counts && applicationsCount > 0 && <StageChart rows={chartRows} />}
    </>
  );
}

function StageChart({ rows }: { rows: { stage: string; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" mb="md" component="section" aria-labelledby="placements-chart">
      <Title order={2} size="h4" id="placements-chart" mb="md">
        {t('Lamaran per tahap')}
      </Title>
      <div inert>
        <BarChart h={220} data={rows} dataKey="stage" series={[{ name: 'count', label: t('Lamaran'), color: 'jalur.6' }]} />
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.stage}>
                <Table.Th scope="row">{row.stage}</Table.Th>
                <Table.Td>{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}

/** The applications as cards on phones, a table on wider screens. */
function PlacementRows({ rows }: { rows: TApplication[] }) {
  const { t, i18n } = useTranslation();
  const phone = isMobileWidth(useLayoutWidth());
  if (phone)
    return (
      <Stack gap="xs" data-testid="placements-list">
        {rows.map((a) => (
          <Card key={a.id} withBorder radius="sm" padding="sm" data-testid="placement-row">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm">
                {a.student_name}
              </Text>
              <StageBadge stage={a.stage} />
            </Group>
            <Text size="sm">
              {a.opportunity_title} · {a.company_name}
            </Text>
            <Text size="xs" c="dimmed">
              {[a.school_name, programLabel(a.program) ? t(programLabel(a.program) ?? '') : null, formatDate(a.updated_at, i18n.language)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table striped highlightOnHover data-testid="placements-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Siswa')}</Table.Th>
          <Table.Th>{t('Kompetensi Keahlian')}</Table.Th>
          <Table.Th>{t('Lowongan')}</Table.Th>
          <Table.Th>{t('Perusahaan')}</Table.Th>
          <Table.Th>{t('Tahap')}</Table.Th>
          <Table.Th>{t('Diperbarui')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((a) => {
          const program = programLabel(a.program);
          return (
            <Table.Tr key={a.id} data-testid="placement-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {a.student_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.school_name}
                </Text>
              </Table.Td>
              <Table.Td>{program ? t(program) : '—'}</Table.Td>
              <Table.Td>{a.opportunity_title}</Table.Td>
              <Table.Td>{a.company_name}</Table.Td>
              <Table.Td>
                <StageBadge stage={a.stage} />
              </Table.Td>
              <Table.Td>{formatDate(a.updated_at, i18n.language)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Penempatan Siswa: the school's students' applications and placements (hired) — the figures a
 * school reports as BKK placement — with the list and its export. The Admin sees every school.
 */
export function PlacementsPage() {
  const { t } = useTranslation();
  const { stage, chooseStage, paging, counts, list, exporting, runExport } = usePlacements();
  return (
    <>
      <PageHeader
        title={t('Penempatan Siswa')}
        description={t('Lamaran dan penempatan kerja siswa — angka yang dilaporkan sebagai penempatan BKK.')}
        actions={<ExportButton exporting={exporting} onExport={(format) => void runExport(format)} />}
      />
      {counts.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(counts.error, t)}
        </Alert>
      )}
      <PlacementFigures counts={counts.data} />
      <Card withBorder radius="md" padding="md">
        <ListSearchForm paging={paging} placeholder={t('Nama siswa atau lowongan')}>
          <Select
            label={t('Tahap')}
            data={[
              { value: 'all', label: t('Semua tahap') },
              ...APPLICATION_STAGES.map((s) => ({ value: s, label: t(APPLICATION_STAGE_LABELS[s]) })),
            ]}
            value={stage}
            onChange={chooseStage}
            allowDeselect={false}
            w={220}
            data-testid="placements-stage"
          />
        </ListSearchForm>
        <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} />
        {list.data && list.data.data.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="placements-empty">
            {t('Tidak ada lamaran pada tahap ini.')}
          </Text>
        )}
        {list.data && list.data.data.length > 0 && <PlacementRows rows={list.data.data} />}
        <ListPager totalPages={list.data?.total_pages} page={paging.page} onChange={paging.setPage} />
      </Card>
    </>
  );
}
