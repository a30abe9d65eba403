import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { PKL_KEY, fetchPlacements } from '../api/pkl-api';
import { PlacementList } from '../components/placement-list';
import { HomeSection } from '../components/home-section';

/**
 * Siswa Bimbingan PKL (`#/pkl` for a teacher): the students they supervise (or whose period they
 * coordinate) — today's journals, the days without a journal, attendance, visits due — most
 * urgent first; a row opens the placement to comment on days and record a visit.
 */
export function TeacherPklPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [...PKL_KEY, 'teacher', 'placements'], queryFn: () => fetchPlacements({ per_page: 100 }) });
  const rows = list.data?.data ?? [];
  const ongoing = rows
    .filter((p) => p.status === 'ongoing')
    .sort(
      (a, b) =>
        b.attendance.missing - a.attendance.missing || Number(b.visit_due) - Number(a.visit_due) || a.student_name.localeCompare(b.student_name),
    );
  const others = rows.filter((p) => p.status !== 'ongoing');
  const figure = (n: number) => (list.data ? n : '…');
  return (
    <>
      <PageHeader
        title={t('Siswa Bimbingan PKL')}
        description={t('Jurnal hari ini, hari tanpa jurnal, kehadiran, dan kunjungan siswa yang Anda bimbing.')}
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, lg: 4 }}>
          <StatCard label={t('Sedang PKL')} value={figure(ongoing.length)} icon={<IconUsers size={24} />} testId="pkl-stat-ongoing" />
          <StatCard
            label={t('Sudah mengisi jurnal hari ini')}
            value={figure(ongoing.filter((p) => p.today_status).length)}
            icon={<IconCalendarCheck size={24} />}
            color="green"
          />
          <StatCard
            label={t('Siswa dengan hari tanpa jurnal')}
            value={figure(ongoing.filter((p) => p.attendance.missing > 0).length)}
            icon={<IconAlertTriangle size={24} />}
            color="red"
            testId="pkl-stat-missing"
          />
          <StatCard
            label={t('Perlu dikunjungi')}
            value={figure(ongoing.filter((p) => p.visit_due).length)}
            icon={<IconMapPin size={24} />}
            color="orange"
          />
        </SimpleGrid>
        <ListLoadState loading={list.isLoading} error={list.isError ? list.error : null} withIcon />
        <HomeSection id="pkl-ongoing-title" title={t('Sedang PKL')}>
          {list.data && ongoing.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="pkl-empty">
              {t('Tidak ada siswa bimbingan yang sedang PKL.')}
            </Text>
          ) : (
            <PlacementList rows={ongoing} columns={['company', 'today', 'missing', 'attendance', 'pending', 'visit']} />
          )}
        </HomeSection>
        {others.length > 0 && (
          <HomeSection id="pkl-other-title" title={t('Penempatan lain')}>
            <PlacementList rows={others} columns={['company', 'period', 'status']} testId="pkl-other" />
          </HomeSection>
        )}
      </Stack>
    </>
  );
}
