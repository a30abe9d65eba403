import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StartThreadButton } from '../../../components/start-thread-button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { INVITATION_STATUS_LABELS } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { APPLICATIONS_KEY, fetchApplications, fetchInvitations } from '../api/applications-api';
import { AnswerButtons } from '../components/answer-buttons';
import { formatDateTime } from '../../../lib/dates';
import { StageBadge } from '../components/stage-badge';

/** Lamaran Saya: the student's applications (current stage) and invitations (to answer). */
export function MyApplicationsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invitations' ? 'invitations' : 'applications';
  const applications = useQuery({ queryKey: [...APPLICATIONS_KEY, 'mine'], queryFn: () => fetchApplications({ per_page: 100 }) });
  const invitations = useQuery({ queryKey: [...APPLICATIONS_KEY, 'my-invitations'], queryFn: () => fetchInvitations({ per_page: 100 }) });
  const pending = invitations.data?.data.filter((i) => i.status === 'pending').length ?? 0;
  const error = applications.error ?? invitations.error;
  return (
    <>
      <PageHeader
        title={t('Lamaran Saya')}
        description={t('Tahap setiap lamaran Anda dan undangan dari perusahaan.')}
        actions={
          <Anchor component={Link} to="/jobs">
            {t('Cari lowongan')}
          </Anchor>
        }
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(error, t)}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setParams(value === 'invitations' ? { tab: 'invitations' } : {}, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="applications" data-testid="tab-applications">
            {t('Lamaran ({{count}})', { count: applications.data?.total ?? 0 })}
          </Tabs.Tab>
          <Tabs.Tab value="invitations" data-testid="tab-invitations">
            {t('Undangan ({{count}})', { count: pending })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          {applications.isLoading && <Skeleton h={200} radius="md" />}
          {applications.data && applications.data.data.length === 0 && (
            <Card withBorder radius="md" padding="xl" data-testid="applications-empty">
              <Text c="dimmed" ta="center">
                {t('Anda belum melamar lowongan apa pun.')}{' '}
                <Anchor component={Link} to="/jobs">
                  {t('Lihat lowongan yang dibuka')}
                </Anchor>
              </Text>
            </Card>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(applications.data?.data ?? []).map((a) => (
              <Card key={a.id} withBorder radius="md" padding="md" data-testid="my-application" data-stage={a.stage}>
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={`/applications/${a.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {a.opportunity_title}
                    </Anchor>
                    <StageBadge stage={a.stage} />
                  </Group>
                  <Text size="sm">{a.company_name}</Text>
                  {a.stage === 'interview' && a.interview_at && (
                    <Text size="sm" fw={500}>
                      {t('Wawancara {{date}}', { date: formatDateTime(a.interview_at, i18n.language) })}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('Melamar {{date}}', { date: formatDate(a.created_at, i18n.language) })} ·{' '}
                    {t('Diperbarui {{date}}', { date: formatDate(a.updated_at, i18n.language) })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          {invitations.isLoading && <Skeleton h={200} radius="md" />}
          {invitations.data && invitations.data.data.length === 0 && (
            <Card withBorder radius="md" padding="xl">
              <Text c="dimmed" ta="center">
                {t('Belum ada undangan dari perusahaan.')}
              </Text>
            </Card>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(invitations.data?.data ?? []).map((i) => (
              <Card key={i.id} withBorder radius="md" padding="md" data-testid="my-invitation" data-status={i.status}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={`/jobs/${i.opportunity_id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {i.opportunity_title}
                    </Anchor>
                    <StatusBadge tone={i.status === 'accepted' ? 'success' : i.status === 'declined' ? 'neutral' : 'warning'}>
                      {t(INVITATION_STATUS_LABELS[i.status])}
                    </StatusBadge>
                  </Group>
                  <Text size="sm">{i.company_name}</Text>
                  {i.message && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      “{i.message}”
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('Diundang {{date}}', { date: formatDate(i.created_at, i18n.language) })}
                  </Text>
                  {i.status === 'pending' && <AnswerButtons invitation={i} />}
                  {i.status === 'pending' && <StartThreadButton target={{ invitation_id: i.id }} size="xs" label={t('Tanya perusahaan')} />}
                  {i.status === 'accepted' && i.application_id && (
                    <Anchor component={Link} to={`/applications/${i.application_id}`} size="sm">
                      {t('Lihat lamaran')}
                    </Anchor>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
