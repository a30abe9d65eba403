import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconDownload, IconFileSpreadsheet, IconListCheck, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PKL_PLACEMENT_STATUSES, can, type PklPlacementStatus, type Role } from '@jalurkarir/shared';
import { ImportDialog } from '../../../components/crud/import-dialog';
import { ListLoadState, ListPager, ListSearchForm, useSearchPaging } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { PKL_KEY, exportPlacements, fetchOverview, fetchPeriods, fetchPlacements, placementImportClient } from '../api/pkl-api';
import { HomeSection } from '../components/home-section';
import { CompanyTable, OverviewFigures, StatusByGroupChart, overviewGroups } from '../components/overview-charts';
import { PlacementDialog } from '../components/placement-dialog';
import { PlacementList } from '../components/placement-list';
import { PLACEMENT_STATUS_PHRASES } from '../components/pkl-badges';

const PER_PAGE = 20;

/** The school's placements, filtered by period, state and a search, a page at a time. */
function PlacementsSection({ periodId }: { periodId: string | null }) {
  const { t } = useTranslation();
  const paging = useSearchPaging();
  const [status, setStatus] = useState<PklPlacementStatus | 'all'>('all');
  const filters = { period_id: periodId ?? undefined, status: status === 'all' ? undefined : status, search: paging.search || undefined };
  const list = useQuery({
    queryKey: [...PKL_KEY, 'school', 'placements', filters, paging.page],
    queryFn: () => fetchPlacements({ ...filters, page: paging.page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  return (
    <HomeSection id="pkl-placements-title" title={t('Penempatan')}>
      <ListSearchForm paging={paging} placeholder={t('Nama siswa atau perusahaan')}>
        <Select
          label={t('Status')}
          data={[
            { value: 'all', label: t('Semua status') },
            ...PKL_PLACEMENT_STATUSES.map((s) => ({ value: s, label: t(PLACEMENT_STATUS_PHRASES[s]) })),
          ]}
          value={status}
          onChange={(v) => {
            setStatus(PKL_PLACEMENT_STATUSES.find((s) => s === v) ?? 'all');
            paging.setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="pkl-status-filter"
        />
      </ListSearchForm>
      <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} />
      {list.data && list.data.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="pkl-empty">
          {filters.status || filters.search ? t('Tidak ada penempatan yang cocok dengan filter ini.') : t('Belum ada penempatan PKL.')}
        </Text>
      )}
      {list.data && list.data.data.length > 0 && <PlacementList rows={list.data.data} columns={['class', 'company', 'status', 'missing', 'visit']} />}
      <ListPager totalPages={list.data?.total_pages} page={paging.page} onChange={paging.setPage} />
    </HomeSection>
  );
}

/** Export, bulk import and one placement at a time, as the caller's cells allow. */
function SchoolActions({
  role,
  periodId,
  periods,
  onImport,
  onPlace,
}: {
  role: Role;
  periodId: string | null;
  periods: number;
  onImport: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      const name = await exportPlacements(periodId ?? undefined);
      notifications.show({ color: 'green', message: t('Berkas {{name}} diunduh', { name }) });
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button component={Link} to="/pkl/periods" variant="default" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
        {t('Periode PKL')}
      </Button>
      {can(role, 'pkl-evaluation', 'update-aspects') && (
        <Button
          component={Link}
          to="/pkl/aspects"
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden />}
          data-testid="pkl-aspects-link"
        >
          {t('Aspek Penilaian PKL')}
        </Button>
      )}
      {can(role, 'pkl-placement', 'export') && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void runExport()}
          data-testid="pkl-export"
        >
          {t('Ekspor')}
        </Button>
      )}
      {can(role, 'pkl-placement', 'import') && (
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={onImport}
          disabled={!periodId}
          title={periodId ? undefined : t('Pilih periode dulu')}
          data-testid="pkl-import"
        >
          {t('Impor penempatan')}
        </Button>
      )}
      {can(role, 'pkl-placement', 'create') && (
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onPlace} disabled={periods === 0} data-testid="pkl-place">
          {t('Tempatkan siswa')}
        </Button>
      )}
    </>
  );
}

/**
 * PKL for the school (`#/pkl` for the school admin, the headmaster and the Admin): placement status
 * per class, program and company (charts with their tables), students' proposals to answer, every
 * placement with its state, export; the school admin places students one by one or from a spreadsheet.
 */
export function SchoolPklPage({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'place' | 'import' | null>(null);
  const periods = useQuery({ queryKey: [...PKL_KEY, 'periods', 'all'], queryFn: () => fetchPeriods({ per_page: 100 }) });
  const overview = useQuery({
    queryKey: [...PKL_KEY, 'overview', periodId],
    queryFn: () => fetchOverview(periodId ?? undefined),
    enabled: can(role, 'pkl-placement', 'overview'),
  });
  const proposals = useQuery({
    queryKey: [...PKL_KEY, 'school', 'proposed', periodId],
    queryFn: () => fetchPlacements({ status: 'proposed', period_id: periodId ?? undefined, per_page: 50 }),
  });
  const periodRows = periods.data?.data ?? [];
  const groups = overview.data ? overviewGroups(overview.data, t) : null;
  return (
    <>
      <PageHeader
        title={t('Praktik Kerja Lapangan')}
        description={t('Status penempatan PKL per kelas, jurusan, dan perusahaan.')}
        actions={
          <SchoolActions
            role={role}
            periodId={periodId}
            periods={periodRows.length}
            onImport={() => setDialog('import')}
            onPlace={() => setDialog('place')}
          />
        }
      />
      <Stack gap="md">
        <Group align="flex-end">
          <Select
            label={t('Periode PKL')}
            data={[{ value: '', label: t('Semua periode') }, ...periodRows.map((p) => ({ value: p.id, label: p.name }))]}
            value={periodId ?? ''}
            onChange={(v) => setPeriodId(v || null)}
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
            data-testid="pkl-period-filter"
          />
        </Group>
        <ListLoadState loading={overview.isLoading} error={overview.isError ? overview.error : null} withIcon />
        <OverviewFigures totals={overview.data?.totals} />
        {groups && (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <StatusByGroupChart id="pkl-by-class" title={t('Per kelas')} groupLabel={t('Nama kelas')} rows={groups.byClass} />
            <StatusByGroupChart id="pkl-by-program" title={t('Per jurusan')} groupLabel={t('Kompetensi Keahlian')} rows={groups.byProgram} />
          </SimpleGrid>
        )}
        {overview.data && <CompanyTable rows={overview.data.by_company} />}
        {proposals.data && proposals.data.data.length > 0 && (
          <HomeSection id="pkl-proposals-title" title={t('Usulan siswa ({{count}})', { count: proposals.data.data.length })} testId="pkl-proposals">
            <PlacementList rows={proposals.data.data} columns={['class', 'company', 'period']} testId="pkl-proposal-list" />
          </HomeSection>
        )}
        <PlacementsSection periodId={periodId} />
      </Stack>
      {dialog === 'place' && (
        <PlacementDialog
          periods={periodRows}
          role={role}
          onClose={() => setDialog(null)}
          onDone={async (p) => {
            setDialog(null);
            notifications.show({
              color: 'green',
              message: t('{{student}} ditempatkan; {{company}} diminta konfirmasi', { student: p.student_name, company: p.company_name }),
            });
            await queryClient.invalidateQueries({ queryKey: PKL_KEY });
            void navigate(`/pkl/placements/${p.id}`);
          }}
        />
      )}
      {periodId && (
        <ImportDialog
          opened={dialog === 'import'}
          client={placementImportClient(periodId)}
          onClose={() => setDialog(null)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: PKL_KEY })}
          hint={t('Satu baris per siswa: NISN, nama perusahaan mitra, dan e-mail guru pembimbing (boleh kosong).')}
        />
      )}
    </>
  );
}
