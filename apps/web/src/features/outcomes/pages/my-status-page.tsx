import { useState } from 'react';
import { Alert, Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSchool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALUMNI_STATUS_SOURCE_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { fetchMyAlumniRecord, OUTCOMES_KEY, updateAlumniStatus, type AlumnusDetail } from '../api/outcomes-api';
import { activityLabel, programLabel } from '../components/labels';
import { StatusForm } from '../components/status-form';

/** The graduate's earlier statuses, newest first, with where each came from. */
function StatusHistory({ history }: { history: AlumnusDetail['history'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (history.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="status-history-title">
      <Title order={2} size="h4" id="status-history-title" mb="sm">
        {t('Riwayat status')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {history.map((h) => (
          <Timeline.Item key={h.id} title={activityLabel(h.activity, lang)}>
            <Text size="xs" c="dimmed">
              {[
                h.updated_at ? formatDate(h.updated_at, lang) : null,
                h.source ? t(ALUMNI_STATUS_SOURCE_LABELS[h.source]) : null,
                h.company_name ?? h.institution ?? h.business_name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/**
 * Status saya setelah lulus (`#/alumni/me`): a graduate tells the school what they do now — the
 * same status a tracer answer sets — at any time. A current student is told it opens once the
 * school records their graduation.
 */
export function MyStatusPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: [...OUTCOMES_KEY, 'me'], queryFn: fetchMyAlumniRecord, retry: false });
  const [error, setError] = useState<{ form?: string; fields?: Record<string, string> }>();
  const save = useMutation({
    mutationFn: updateAlumniStatus,
    onSuccess: (data) => {
      queryClient.setQueryData([...OUTCOMES_KEY, 'me'], data);
      setError(undefined);
      notifications.show({ color: 'green', message: t('Status Anda disimpan. Terima kasih!') });
    },
    onError: (e) => setError({ form: apiErrorMessage(e, t), fields: apiFieldErrors(e) }),
  });
  const notAlumni = me.isError && isApiError(me.error) && (me.error.code === 'NOT_ALUMNI' || me.error.status === 404);
  return (
    <>
      <PageHeader
        title={t('Status saya setelah lulus')}
        description={t('Kabari sekolah Anda tentang kegiatan Anda sekarang: bekerja, kuliah, berwirausaha, atau mencari kerja.')}
      />
      {me.isLoading && <Skeleton h={320} />}
      {notAlumni && (
        <Alert color="blue" icon={<IconSchool size={18} aria-hidden />} data-testid="my-status-not-alumni">
          {t('Halaman ini terbuka setelah sekolah mencatat kelulusan Anda. Sementara itu, lengkapi profil dan CV Anda.')}
        </Alert>
      )}
      {me.isError && !notAlumni && (
        <Alert color="red" role="alert">
          {apiErrorMessage(me.error, t)}
        </Alert>
      )}
      {me.data && (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed" mb="md" data-testid="my-status-school">
              {t('Alumni {{school}} · {{program}} · lulus {{year}}', {
                school: me.data.school_name,
                program: programLabel(me.data.program, lang),
                year: me.data.graduation_year,
              })}
            </Text>
            <StatusForm
              key={me.data.updated_at ?? 'new'}
              current={me.data}
              saving={save.isPending}
              error={error}
              onSubmit={(body) => save.mutate(body)}
            />
          </Card>
          <StatusHistory history={me.data.history} />
        </Stack>
      )}
    </>
  );
}
