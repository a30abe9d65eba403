import { useState } from 'react';
import { Button, Card, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSchool, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALUMNI_ACTIVITIES, can, type TAlumniStatusUpdate, type TAlumnus } from '@jalurkarir/shared';
import { ListLoadState, ListPager, ListSearchForm, useSearchPaging } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { exportAlumni, fetchAlumni, fetchAlumnus, OUTCOMES_KEY, updateAlumniStatus } from '../api/outcomes-api';
import { AlumniRows } from '../components/alumni-rows';
import { GraduateDialog } from '../components/graduate-dialog';
import { activityLabel } from '../components/labels';
import { OutcomeFilters } from '../components/outcome-filters';
import { StatusForm } from '../components/status-form';
import { useDownload } from '../components/use-download';
import { useOutcomeFilters } from '../components/use-outcome-filters';

const PER_PAGE = 20;

/** The school records a graduate's status (told by phone, say): the same form the graduate uses, with its history kept. */
function RecordStatusDialog({ alumnus, onClose }: { alumnus: TAlumnus | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...OUTCOMES_KEY, 'alumnus', alumnus?.id],
    queryFn: () => fetchAlumnus(alumnus?.id ?? ''),
    enabled: !!alumnus,
  });
  const [error, setError] = useState<{ form?: string; fields?: Record<string, string> }>();
  const save = useMutation({
    mutationFn: (body: TAlumniStatusUpdate) => updateAlumniStatus({ ...body, alumni_id: alumnus?.id }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Status {{name}} disimpan', { name: alumnus?.name ?? '' }) });
      await queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
      onClose();
    },
    onError: (e) => setError({ form: apiErrorMessage(e, t), fields: apiFieldErrors(e) }),
  });
  return (
    <Modal opened={alumnus !== null} onClose={onClose} title={t('Status {{name}}', { name: alumnus?.name ?? '' })} size="lg" centered>
      {detail.data && (
        <StatusForm current={detail.data} saving={save.isPending} error={error} onSubmit={(body) => save.mutate(body)} onCancel={onClose} />
      )}
      {detail.isLoading && <Text c="dimmed">{t('Memuat…')}</Text>}
    </Modal>
  );
}

/**
 * Data Alumni (`#/alumni`; docs/outcomes.md): the school's graduates by year, program and class
 * group, with what they do now and how to reach them. The school admin graduates a class (with a
 * dry run first) and records a status; the headmaster reads; the Admin sees every school.
 */
export function AlumniPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const role = useSessionUser()?.role ?? 'kepala_sekolah';
  const admin = role === 'admin';
  const [filters, setFilters] = useOutcomeFilters();
  const [activity, setActivity] = useState<string>('all');
  const paging = useSearchPaging();
  const [graduating, setGraduating] = useState(false);
  const [editing, setEditing] = useState<TAlumnus | null>(null);
  const download = useDownload();
  const query = { ...filters, province_code: undefined, activity: activity === 'all' ? undefined : activity, search: paging.search || undefined };
  const list = useQuery({
    queryKey: [...OUTCOMES_KEY, 'alumni', query, paging.page],
    queryFn: () => fetchAlumni({ ...query, page: paging.page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(Object.keys(filters).length || query.activity || query.search);
  return (
    <>
      <PageHeader
        title={t('Data Alumni')}
        description={t('Lulusan sekolah dan kegiatan mereka sekarang. Alumni tetap memiliki akun, CV, dan lamarannya.')}
        actions={
          <>
            {can(role, 'alumni', 'export') && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.busy}
                onClick={() => void download.run(() => exportAlumni(filters))}
                data-testid="alumni-export"
              >
                {t('Ekspor Excel')}
              </Button>
            )}
            {can(role, 'alumni', 'graduate') && (
              <Button leftSection={<IconSchool size={16} aria-hidden />} onClick={() => setGraduating(true)} data-testid="alumni-graduate">
                {t('Luluskan rombel')}
              </Button>
            )}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm" mb="md">
          <OutcomeFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              paging.setPage(1);
            }}
            admin={admin}
            show={['graduation_year', 'program', 'class_name']}
          />
          <ListSearchForm paging={paging} placeholder={t('Nama atau NISN')}>
            <Select
              label={t('Status')}
              data={[{ value: 'all', label: t('Semua status') }, ...ALUMNI_ACTIVITIES.map((a) => ({ value: a, label: activityLabel(a, lang) }))]}
              value={activity}
              onChange={(v) => {
                setActivity(v ?? 'all');
                paging.setPage(1);
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
              data-testid="alumni-activity-filter"
            />
          </ListSearchForm>
        </Stack>
        <ListLoadState loading={list.isLoading} error={list.error} />
        {list.data?.data.length === 0 && (
          <Stack align="center" py="xl" gap="xs" data-testid="alumni-empty">
            <IconUsers size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" ta="center">
              {filtered
                ? t('Tidak ada alumni yang cocok dengan filter ini.')
                : t('Belum ada alumni. Luluskan rombel kelas XII untuk mulai mencatat lulusan.')}
            </Text>
          </Stack>
        )}
        {!!list.data?.data.length && <AlumniRows rows={list.data.data} onEdit={can(role, 'alumni', 'update-status') ? setEditing : undefined} />}
        <Group justify="space-between" mt="sm">
          {list.data && list.data.total > 0 && (
            <Text size="sm" c="dimmed">
              {t('{{total}} alumni', { total: list.data.total })}
            </Text>
          )}
        </Group>
        <ListPager totalPages={list.data?.total_pages} page={paging.page} onChange={paging.setPage} />
      </Card>
      <GraduateDialog opened={graduating} admin={admin} onClose={() => setGraduating(false)} />
      <RecordStatusDialog alumnus={editing} onClose={() => setEditing(null)} />
    </>
  );
}
