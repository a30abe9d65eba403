import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  NumberInput,
  Pagination,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GRADES, GRADE_LABELS, VOCATIONAL_PROGRAMS, VOCATIONAL_PROGRAM_LABELS, COMPLETENESS_SORTS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { formatNumber } from '../../../lib/text';
import {
  COMPLETENESS_KEY,
  exportCompleteness,
  fetchCompletenessDistribution,
  fetchCompletenessList,
  fetchSchools,
  type CompletenessParams,
} from '../api/completeness-api';

const SORT_LABELS: Record<(typeof COMPLETENESS_SORTS)[number], string> = {
  name: 'Nama',
  completeness: 'Kelengkapan',
  school_name: 'Sekolah',
  program: 'Kompetensi Keahlian',
  grade: 'Kelas',
  class_name: 'Rombel',
};
const FILTER_KEYS = ['search', 'school_id', 'program', 'grade', 'class_name', 'min', 'max', 'sort_by', 'sort_type', 'page'] as const;

const color = (score: number) => (score < 40 ? 'red.7' : score < 75 ? 'yellow.7' : 'teal.7');

type SetFilters = (changes: Record<string, string | null>) => void;

/** The filters, sort and page kept in the URL; a change of anything but the page goes back to page 1. */
function useCompletenessFilters() {
  const [params, setParams] = useSearchParams();
  const query: CompletenessParams = Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const page = Number(query.page ?? 1) || 1;
  const listParams = { ...query, page, per_page: 20, sort_by: query.sort_by ?? 'completeness', sort_type: query.sort_type ?? 'asc' };
  const set: SetFilters = (changes) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { query, page, listParams, set };
}

function ExportMenu({ listParams }: { listParams: CompletenessParams }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const doExport = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportCompleteness(listParams, format);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} data-testid="completeness-export">
          {t('Ekspor')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void doExport('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => void doExport('xlsx')}>Excel</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Filters({ query, sort, set }: { query: CompletenessParams; sort: string; set: SetFilters }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const schools = useQuery({ queryKey: ['sekolah', 'all'], queryFn: fetchSchools, enabled: user?.role === 'admin', staleTime: 60_000 });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('Filter')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('Cari nama atau NISN')}
          defaultValue={query.search as string | undefined}
          onBlur={(e) => set({ search: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && set({ search: e.currentTarget.value.trim() })}
          data-testid="completeness-search"
        />
        {user?.role === 'admin' && (
          <Select
            label={t('Sekolah')}
            clearable
            searchable
            data={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={(query.school_id as string) ?? null}
            onChange={(v) => set({ school_id: v })}
          />
        )}
        <Select
          label={t('Kompetensi Keahlian')}
          clearable
          data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
          value={(query.program as string) ?? null}
          onChange={(v) => set({ program: v })}
        />
        <Select
          label={t('Kelas')}
          clearable
          data={GRADES.map((g) => ({ value: g, label: GRADE_LABELS[g] }))}
          value={(query.grade as string) ?? null}
          onChange={(v) => set({ grade: v })}
        />
        <TextInput
          label={t('Rombel')}
          placeholder="XI RPL 1"
          defaultValue={query.class_name as string | undefined}
          onBlur={(e) => set({ class_name: e.currentTarget.value.trim() })}
        />
        <NumberInput
          label={t('Kelengkapan minimal (%)')}
          min={0}
          max={100}
          value={query.min !== undefined ? Number(query.min) : ''}
          onChange={(v) => set({ min: v === '' ? null : String(v) })}
          data-testid="completeness-min"
        />
        <NumberInput
          label={t('Kelengkapan maksimal (%)')}
          min={0}
          max={100}
          value={query.max !== undefined ? Number(query.max) : ''}
          onChange={(v) => set({ max: v === '' ? null : String(v) })}
        />
        <Select
          label={t('Urutkan')}
          allowDeselect={false}
          data={COMPLETENESS_SORTS.flatMap((s) => [
            { value: `${s}:asc`, label: `${t(SORT_LABELS[s])} ↑` },
            { value: `${s}:desc`, label: `${t(SORT_LABELS[s])} ↓` },
          ])}
          value={sort}
          onChange={(v) => {
            const [by, type] = (v ?? 'completeness:asc').split(':');
            set({ sort_by: by ?? 'completeness', sort_type: type ?? 'asc' });
          }}
        />
      </SimpleGrid>
    </Card>
  );
}

/** How many students have which completeness (the same filters as the list), with a hidden table for screen readers. */
function DistributionCard({ query }: { query: CompletenessParams }) {
  const { t } = useTranslation();
  const lang = useLang();
  const distribution = useQuery({ queryKey: [...COMPLETENESS_KEY, 'distribution', query], queryFn: () => fetchCompletenessDistribution(query) });
  const chartData = (distribution.data?.buckets ?? []).map((b) => ({ range: `${b.from}–${b.to}%`, students: b.count }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="completeness-distribution" data-testid="completeness-chart">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="completeness-distribution">
          {t('Sebaran Kelengkapan')}
        </Title>
        {distribution.data && (
          <Text size="sm" c="dimmed">
            {t('{{total}} siswa, rata-rata {{average}}%', {
              total: formatNumber(distribution.data.total, lang),
              average: distribution.data.average,
            })}
          </Text>
        )}
      </Group>
      {distribution.isLoading ? (
        <Skeleton h={200} />
      ) : (
        <>
          <div inert>
            <BarChart
              h={200}
              data={chartData}
              dataKey="range"
              series={[{ name: 'students', label: t('Siswa'), color: 'jalur.6' }]}
              tickLine="y"
              xAxisProps={{ interval: 'preserveStartEnd' }}
            />
          </div>
          <VisuallyHidden>
            <Table>
              <Table.Tbody>
                {chartData.map((row) => (
                  <Table.Tr key={row.range}>
                    <Table.Th scope="row">{row.range}</Table.Th>
                    <Table.Td>{row.students}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}

type CompletenessRow = Awaited<ReturnType<typeof fetchCompletenessList>>['data'][number];

function CompletenessRows({ rows }: { rows: CompletenessRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="completeness-list">
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="sm" data-testid="completeness-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Anchor component={Link} to={`/student-profile/view/${row.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[
                  row.nisn,
                  row.school_name,
                  row.program ? t(VOCATIONAL_PROGRAM_LABELS[row.program as keyof typeof VOCATIONAL_PROGRAM_LABELS] ?? row.program) : null,
                  row.class_name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap" style={{ flex: '0 1 200px' }}>
              <Progress value={row.completeness} color={color(row.completeness)} style={{ flex: 1 }} aria-label={`${t('Kelengkapan')} ${row.name}`} />
              <Text fw={600} w={44} ta="right">
                {row.completeness}%
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Kelengkapan Profil (`completeness`): students with their stored completeness — filters by school
 * (Admin), program, grade, class and a range, sort, export, and the distribution. School staff see
 * their own school; the page is read-only (a profile is edited on the profile).
 */
export function CompletenessPage() {
  const { t } = useTranslation();
  const { query, page, listParams, set } = useCompletenessFilters();
  const list = useQuery({
    queryKey: [...COMPLETENESS_KEY, 'list', listParams],
    queryFn: () => fetchCompletenessList(listParams),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader
        title={t('Kelengkapan Profil')}
        description={t('Seberapa lengkap profil (CV) siswa; buka profil siswa untuk melihat rinciannya')}
        actions={<ExportMenu listParams={listParams} />}
      />
      <Stack gap="md">
        <Filters query={query} sort={`${listParams.sort_by}:${listParams.sort_type}`} set={set} />
        <DistributionCard query={query} />
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(list.error, t)}
          </Alert>
        )}
        {list.isLoading && <Skeleton h={240} radius="md" />}
        {list.data && list.data.data.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="completeness-empty">
            {t('Tidak ada siswa yang cocok dengan filter ini.')}
          </Text>
        )}
        {list.data && list.data.data.length > 0 && <CompletenessRows rows={list.data.data} />}
        {list.data && list.data.total_pages > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.total_pages}
              value={page}
              onChange={(p) => set({ page: String(p) })}
              siblings={0}
              getControlProps={(control) => ({
                'aria-label': t(
                  control === 'previous' ? 'Sebelumnya' : control === 'next' ? 'Berikutnya' : control === 'first' ? 'Pertama' : 'Terakhir',
                ),
              })}
            />
          </Group>
        )}
      </Stack>
    </>
  );
}
