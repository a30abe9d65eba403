import { useState } from 'react';
import { Alert, Anchor, Button, Card, Grid, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { WITHDRAWABLE_STAGES } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY, fetchApplication, withdrawApplication } from '../api/applications-api';
import { ApplicationHistory } from '../components/application-history';
import { formatDateTime } from '../../../lib/dates';
import { isLink } from '../components/format';
import { StageBadge } from '../components/stage-badge';
import { StageProgress } from '../components/stage-progress';

/** One of the student's applications: its stage, the interview, the history, and withdrawing before a decision. */
export function ApplicationDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: [...APPLICATIONS_KEY, 'detail', id], queryFn: () => fetchApplication(id) });
  const a = query.data;
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawApplication(id);
      notifications.show({ color: 'green', message: t('Lamaran dibatalkan') });
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      setConfirm(false);
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Anchor component={Link} to="/applications" size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke Lamaran Saya')}
      </Anchor>
      <PageHeader title={a?.opportunity_title ?? t('Lamaran')} description={a?.company_name} />
      {query.isLoading && <Skeleton h={300} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {a && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg" data-testid="application-summary">
              <Group justify="space-between" mb="md" gap="xs">
                <Title order={2} size="h4">
                  {t('Tahap saat ini')}
                </Title>
                <StageBadge stage={a.stage} testId="application-stage" />
              </Group>
              <StageProgress stage={a.stage} events={a.events} />
              {a.stage === 'interview' && a.interview_at && (
                <Alert color="blue" mt="md" title={t('Jadwal wawancara')} data-testid="interview-info">
                  <Text size="sm">{formatDateTime(a.interview_at, i18n.language)}</Text>
                  {a.interview_place && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {isLink(a.interview_place) ? (
                        <Anchor href={a.interview_place} target="_blank" rel="noopener noreferrer">
                          {a.interview_place}
                        </Anchor>
                      ) : (
                        a.interview_place
                      )}
                    </Text>
                  )}
                </Alert>
              )}
              <Stack mt="md" gap="md">
                <InfoList
                  items={[
                    { label: t('Perusahaan'), value: a.company_name },
                    { label: t('Tanggal melamar'), value: formatDate(a.created_at, i18n.language) },
                    { label: t('Catatan Anda'), value: a.note },
                  ]}
                />
                <Group gap="xs">
                  <Button component={Link} to={`/jobs/${a.opportunity_id}`} variant="light">
                    {t('Lihat lowongan')}
                  </Button>
                  {WITHDRAWABLE_STAGES.includes(a.stage) && (
                    <Button color="red" variant="outline" onClick={() => setConfirm(true)} data-testid="application-withdraw">
                      {t('Batalkan Lamaran')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
              <Title order={2} size="h4" id="history-title" mb="md">
                {t('Riwayat')}
              </Title>
              <ApplicationHistory events={a.events} />
            </Card>
          </Grid.Col>
        </Grid>
      )}
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('Batalkan Lamaran')} centered>
        <Text size="sm">{t('Lamaran yang dibatalkan tidak dapat dikirim ulang untuk lowongan ini. Lanjutkan?')}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('Kembali')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void withdraw()} data-testid="application-withdraw-confirm">
            {t('Batalkan Lamaran')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
