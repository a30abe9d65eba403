import { useState, type ComponentType } from 'react';
import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApplicationStage } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY, fetchApplication } from '../api/applications-api';
import { programLabel } from '../components/applicant-card';
import { ApplicationHistory } from '../components/application-history';
import { formatDateTime } from '../../../lib/dates';
import { MoveDialog } from '../components/move-dialog';
import { StageBadge } from '../components/stage-badge';
import { StageMenu } from '../components/stage-menu';
import { StageProgress } from '../components/stage-progress';

/**
 * One applicant of the company: the application, its history, the move menu, and the student's
 * full CV (they applied, so the company may read it). The CV component belongs to the profile
 * feature; the router hands it in as `Cv` (features do not import each other).
 */
export function ApplicantDetailPage({ Cv }: { Cv?: ComponentType<{ userId: string }> }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [moveTo, setMoveTo] = useState<ApplicationStage | null>(null);
  const query = useQuery({ queryKey: [...APPLICATIONS_KEY, 'detail', id], queryFn: () => fetchApplication(id) });
  const a = query.data;
  const program = programLabel(a?.program ?? null);
  return (
    <>
      <Anchor
        component={Link}
        to={a ? `/applicants?opportunity=${a.opportunity_id}` : '/applicants'}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke daftar pelamar')}
      </Anchor>
      <PageHeader
        title={a?.student_name ?? t('Pelamar')}
        description={a ? t('Melamar {{opening}}', { opening: a.opportunity_title }) : undefined}
        actions={a && <StageMenu stage={a.stage} onPick={setMoveTo} />}
      />
      {query.isLoading && <Skeleton h={320} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {a && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg" data-testid="applicant-summary">
                <Group justify="space-between" mb="md" gap="xs">
                  <Title order={2} size="h4">
                    {t('Lamaran')}
                  </Title>
                  <StageBadge stage={a.stage} testId="applicant-stage" />
                </Group>
                <StageProgress stage={a.stage} events={a.events} />
                <InfoList
                  items={[
                    { label: t('Sekolah'), value: a.school_name },
                    { label: t('Kompetensi Keahlian'), value: program ? t(program) : null },
                    { label: t('Tanggal melamar'), value: formatDate(a.created_at, i18n.language) },
                    { label: t('Asal lamaran'), value: a.source === 'invitation' ? t('Dari undangan') : t('Melamar sendiri') },
                    ...(a.stage === 'interview' && a.interview_at
                      ? [
                          { label: t('Wawancara'), value: formatDateTime(a.interview_at, i18n.language) },
                          { label: t('Tempat'), value: a.interview_place },
                        ]
                      : []),
                  ]}
                />
                {a.note && (
                  <>
                    <Text size="sm" c="dimmed" fw={500} mt="md">
                      {t('Catatan dari siswa')}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-line' }}>{a.note}</Text>
                  </>
                )}
              </Card>
              {Cv && (
                <section aria-labelledby="cv-title" data-testid="applicant-cv">
                  <Title order={2} size="h4" id="cv-title" mb="sm">
                    {t('Profil lengkap siswa')}
                  </Title>
                  <Cv userId={a.student_id} />
                </section>
              )}
            </Stack>
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
      <MoveDialog
        application={a && moveTo ? { id: a.id, student_name: a.student_name } : null}
        stage={moveTo}
        onClose={() => setMoveTo(null)}
        onMoved={() => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })}
      />
    </>
  );
}
