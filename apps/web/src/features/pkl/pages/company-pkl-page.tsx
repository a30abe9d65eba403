import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { PKL_KEY, fetchPendingDays, fetchPlacements } from '../api/pkl-api';
import { PendingWeeks } from '../components/journal-review';
import { HomeSection } from '../components/home-section';
import { PlacementList } from '../components/placement-list';
import { SupervisorsSection } from '../components/supervisors-section';

/**
 * Siswa PKL (`#/pkl` for a company): placements the school asks it to confirm, the journal days
 * waiting for its validation (a week at once), and its PKL students. A company sees only its own
 * PKL students, and of them only what PKL needs. The company admin also runs its PKL supervisor accounts;
 * such an account (`supervisor`) sees only the students it supervises, and answers no placement.
 */
export function CompanyPklPage({ supervisor = false }: { supervisor?: boolean }) {
  const { t } = useTranslation();
  const placements = useQuery({ queryKey: [...PKL_KEY, 'company', 'placements'], queryFn: () => fetchPlacements({ per_page: 100 }) });
  const pending = useQuery({ queryKey: [...PKL_KEY, 'company', 'pending'], queryFn: () => fetchPendingDays() });
  const rows = placements.data?.data ?? [];
  const asked = supervisor ? [] : rows.filter((p) => p.status === 'awaiting_company');
  const students = rows.filter((p) => ['confirmed', 'ongoing', 'finished'].includes(p.status));
  return (
    <>
      <PageHeader
        title={t('Siswa PKL')}
        description={
          supervisor
            ? t('Jurnal yang menunggu validasi Anda dan siswa PKL yang Anda bimbing.')
            : t('Penempatan yang perlu dikonfirmasi, jurnal yang menunggu validasi, dan siswa PKL perusahaan Anda.')
        }
      />
      <Stack gap="md">
        <ListLoadState loading={placements.isLoading} error={placements.isError ? placements.error : null} withIcon />
        {asked.length > 0 && (
          <HomeSection id="pkl-asked-title" title={t('Menunggu konfirmasi Anda ({{count}})', { count: asked.length })} testId="pkl-asked">
            <PlacementList rows={asked} columns={['class', 'period', 'status']} testId="pkl-asked-list" />
          </HomeSection>
        )}
        <HomeSection id="pkl-pending-title" title={t('Jurnal menunggu validasi')} testId="pkl-pending">
          <ListLoadState loading={pending.isLoading} error={pending.isError ? pending.error : null} />
          {pending.data && <PendingWeeks days={pending.data} showStudent />}
        </HomeSection>
        <HomeSection id="pkl-students-title" title={t('Siswa PKL')}>
          {placements.data && students.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="pkl-empty">
              {supervisor ? t('Belum ada siswa PKL yang Anda bimbing.') : t('Belum ada siswa PKL di perusahaan Anda.')}
            </Text>
          ) : (
            <PlacementList rows={students} columns={['class', 'period', 'status', 'today', 'pending', 'missing']} />
          )}
        </HomeSection>
        {!supervisor && <SupervisorsSection />}
      </Stack>
    </>
  );
}
