import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { principalOfUser } from '../../../app/access';
import { EmptyListCard, ListLoadState } from '../../../components/list-page';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { fetchReports, MESSAGES_KEY, muteCompany, unmuteCompany, type MessageReportRow } from '../api/messages-api';

const REPORTS_KEY = [...MESSAGES_KEY, 'reports'] as const;

/** Mute or unmute the reported company for the school's students (the school's admin only). */
function MuteButton({ report }: { report: MessageReportRow }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const company = report.company!;
  const toggle = useMutation({
    mutationFn: () => (report.company_muted ? unmuteCompany(company.id) : muteCompany(company.id)),
    onSuccess: () =>
      notifications.show({
        color: 'green',
        message: report.company_muted
          ? t('{{company}} dapat mengirim pesan lagi kepada siswa sekolah Anda.', { company: company.name })
          : t('{{company}} tidak dapat lagi mengirim pesan kepada siswa sekolah Anda.', { company: company.name }),
      }),
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
  return (
    <Button
      size="xs"
      variant={report.company_muted ? 'default' : 'filled'}
      color={report.company_muted ? undefined : 'red.8'}
      leftSection={report.company_muted ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
      data-testid="mute-company"
    >
      {report.company_muted ? t('Batalkan bisukan {{company}}', { company: company.name }) : t('Bisukan {{company}}', { company: company.name })}
    </Button>
  );
}

/**
 * Laporan Pesan (`#/messages/reports`): the messages students reported — the school's admin its own
 * students', the Admin every school's — with the message, who wrote it and why it was reported.
 */
export function MessageReportsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useSessionUser();
  const mayMute = can(principalOfUser(user), 'message', 'mute');
  const reports = useQuery({ queryKey: REPORTS_KEY, queryFn: fetchReports });
  return (
    <>
      <PageHeader
        title={t('Laporan Pesan')}
        description={t('Pesan yang dilaporkan siswa. Sekolah dapat membisukan perusahaan untuk semua siswanya.')}
      />
      <ListLoadState loading={reports.isLoading} error={reports.isError ? reports.error : null} withIcon />
      {reports.data?.length === 0 && (
        <EmptyListCard
          icon={<IconFlag size={40} aria-hidden />}
          title={t('Belum ada laporan')}
          hint={t('Laporan siswa atas pesan yang membuat mereka tidak nyaman muncul di sini.')}
          testId="reports-empty"
        />
      )}
      <Stack gap="sm">
        {reports.data?.map((r) => (
          <Card
            key={r.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-label={t('Laporan dari {{student}}', { student: r.student.name })}
            data-testid="message-report"
          >
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{r.student.name}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(r.created_at, lang)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('Dari')}: {r.sender_name}
              {r.company ? ` · ${r.company.name}` : ''}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.message_body}
            </Text>
            {r.reason && (
              <Text size="sm" mt={4}>
                {t('Alasan')}: {r.reason}
              </Text>
            )}
            <Group gap="xs" mt="sm">
              {r.company_muted && (
                <Badge color="red.8" variant="light">
                  {t('Dibisukan')}
                </Badge>
              )}
              {mayMute && r.company && <MuteButton report={r} />}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
