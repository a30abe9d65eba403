import { useState } from 'react';
import { Alert, Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconMailOpened, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  APPLICATION_STAGE_LABELS,
  CAREER_LEVEL_LABELS,
  CONTRACT_TYPE_LABELS,
  QUALIFICATION_LABELS,
  VOCATIONAL_PROGRAM_LABELS,
} from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { answerInvitation, applyToJob, fetchJob, JOBS_KEY, type JobDetail } from '../api/jobs-api';
import { ApplyDialog } from '../components/apply-dialog';
import { STAGE_TONES, salaryText } from '../components/job-format';
import { ResponsivenessCard } from '../components/responsiveness-card';
import { SaveButton } from '../../../components/save-opening-button';

/** One open opening: its details, the company's responsiveness, and applying (or answering an invitation). */
export function JobDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: [...JOBS_KEY, 'detail', id], queryFn: () => fetchJob(id) });
  const job = query.data;
  return (
    <>
      <Anchor component={Link} to="/jobs" size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke daftar lowongan')}
      </Anchor>
      <PageHeader
        title={job?.title ?? t('Lowongan Kerja')}
        description={job?.company_name}
        actions={job ? <SaveButton id={job.id} title={job.title} size="sm" /> : undefined}
      />
      {query.isLoading && <Skeleton h={320} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {job && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <JobFacts job={job} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <ApplyCard job={job} />
              <ResponsivenessCard value={job.responsiveness} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function JobFacts({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const experience =
    job.experience_min != null || job.experience_max != null
      ? t('{{min}}–{{max}} tahun', { min: job.experience_min ?? 0, max: job.experience_max ?? job.experience_min ?? 0 })
      : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="job-facts">
      <InfoList
        items={[
          {
            label: t('Perusahaan'),
            value: (
              <Anchor component={Link} to={`/companies/${job.company_id}`} data-testid="job-company-link">
                {job.company_name}
              </Anchor>
            ),
          },
          { label: t('Kabupaten/Kota'), value: job.city_name },
          { label: t('Gaji'), value: salaryText(job.salary_from, job.salary_to, job.currency_code, i18n.language, t) ?? t('Gaji tidak dicantumkan') },
          { label: t('Jenis Kontrak'), value: t(CONTRACT_TYPE_LABELS[job.contract_type]) },
          { label: t('Jenjang Karier'), value: t(CAREER_LEVEL_LABELS[job.career_level]) },
          { label: t('Kualifikasi'), value: t(QUALIFICATION_LABELS[job.qualification]) },
          { label: t('Pengalaman'), value: experience },
          { label: t('Jam Kerja'), value: job.working_hours },
          { label: t('Kuota'), value: job.quota },
          { label: t('Batas Lamaran'), value: job.deadline ? formatDate(job.deadline, i18n.language) : t('Tanpa batas') },
          {
            label: t('Kompetensi Keahlian'),
            value: job.programs.length ? job.programs.map((p) => t(VOCATIONAL_PROGRAM_LABELS[p])).join(', ') : t('Semua kompetensi keahlian'),
          },
          { label: t('Bidang Usaha'), value: job.company_sector },
        ]}
      />
      <Title order={2} size="h4" mt="lg" mb={4}>
        {t('Deskripsi')}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{job.description || '—'}</Text>
      {job.company_description && (
        <>
          <Title order={2} size="h4" mt="lg" mb={4}>
            {t('Tentang perusahaan')}
          </Title>
          <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {job.company_description}
          </Text>
        </>
      )}
      <Anchor component={Link} to={`/companies/${job.company_id}`} mt="md" display="inline-block" data-testid="job-company-page">
        {t('Lihat halaman {{company}}: benefit, PKL, foto, dan sekolah mitra', { company: job.company_name })}
      </Anchor>
    </Card>
  );
}

function ApplyCard({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'apply' | 'accept' | null>(null);
  const [declining, setDeclining] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  const done = async (message: string, applicationId?: string | null) => {
    notifications.show({ color: 'green', message });
    await refresh();
    if (applicationId) void navigate(`/applications/${applicationId}`);
  };
  const decline = async (invitationId: string) => {
    setDeclining(true);
    try {
      await answerInvitation(invitationId, { answer: 'declined' });
      await done(t('Undangan ditolak'));
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
    } finally {
      setDeclining(false);
    }
  };

  if (job.my_application) {
    return (
      <Card withBorder radius="md" padding="md" data-testid="job-applied-card">
        <Group gap="xs" mb="xs">
          <IconCheck size={18} aria-hidden color="var(--mantine-color-green-8)" />
          <Text fw={600}>{t('Anda sudah melamar lowongan ini')}</Text>
        </Group>
        <StatusBadge tone={STAGE_TONES[job.my_application.stage]} data-testid="job-applied-stage">
          {t(APPLICATION_STAGE_LABELS[job.my_application.stage])}
        </StatusBadge>
        <Button component={Link} to={`/applications/${job.my_application.id}`} variant="light" fullWidth mt="md">
          {t('Lihat lamaran')}
        </Button>
      </Card>
    );
  }
  const invitation = job.my_invitation?.status === 'pending' ? job.my_invitation : null;
  return (
    <Card withBorder radius="md" padding="md">
      {invitation ? (
        <Stack gap="xs" data-testid="job-invitation">
          <Group gap="xs" wrap="nowrap">
            <IconMailOpened size={18} aria-hidden />
            <Text fw={600}>{t('{{company}} mengundang Anda melamar', { company: job.company_name })}</Text>
          </Group>
          {invitation.message && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              “{invitation.message}”
            </Text>
          )}
          <Text size="sm">{t('Jika diterima, perusahaan dapat melihat profil lengkap Anda dan lamaran Anda dibuat.')}</Text>
          <Group grow gap="xs">
            <Button variant="default" loading={declining} onClick={() => void decline(invitation.id)} data-testid="invitation-decline">
              {t('Tolak')}
            </Button>
            <Button onClick={() => setDialog('accept')} data-testid="invitation-accept">
              {t('Terima')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('Dengan melamar, perusahaan ini dapat melihat profil lengkap Anda (CV).')}</Text>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setDialog('apply')} data-testid="job-apply">
            {t('Lamar Sekarang')}
          </Button>
        </Stack>
      )}
      <ApplyDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'accept' ? t('Terima undangan') : t('Lamar {{title}}', { title: job.title })}
        intro={
          dialog === 'accept'
            ? t('Lamaran Anda dibuat dan profil lengkap Anda dibagikan kepada {{company}}.', { company: job.company_name })
            : t('Lamaran Anda dikirim ke {{company}} bersama profil lengkap Anda.', { company: job.company_name })
        }
        confirmLabel={dialog === 'accept' ? t('Terima dan Lamar') : t('Kirim Lamaran')}
        // An invited student is not asked: the company chose them (docs/applications.md).
        questions={dialog === 'accept' ? [] : job.screening_questions}
        submit={async (note, answers) => {
          if (dialog === 'accept' && invitation) {
            const answered = await answerInvitation(invitation.id, { answer: 'accepted', note });
            await done(t('Undangan diterima. Lamaran Anda sudah dikirim.'), answered.application_id);
          } else {
            const application = await applyToJob({ opportunity_id: job.id, note, ...(answers.length ? { answers } : {}) });
            await done(t('Lamaran terkirim'), application.id);
          }
        }}
      />
    </Card>
  );
}
