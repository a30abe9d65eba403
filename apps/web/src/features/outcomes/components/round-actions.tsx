import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconDownload, IconListDetails, IconLock, IconMail, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, type Role } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { closeTracerRound, exportTracer, OUTCOMES_KEY, remindTracer, sendTracerLinks, type TracerRound } from '../api/outcomes-api';
import { QuestionnaireEditor } from './questionnaire-editor';
import { useDownload } from './use-download';

/**
 * What the school does with a whole round: edit its questionnaire, e-mail the links, send the reminders that are due,
 * export the spreadsheet sent upward, print the summary, close the round. Each shows only when the
 * role may do it; a graduate without an e-mail address is named so the school reaches them otherwise.
 */
export function RoundActions({ round, role }: { round: TracerRound; role: Role }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const download = useDownload();
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: OUTCOMES_KEY });
  const sent = (result: { sent: number; without_email: { name: string }[] }) => {
    notifications.show({ color: 'green', message: t('{{count}} email dikirim', { count: result.sent }) });
    if (result.without_email.length)
      notifications.show({
        color: 'yellow',
        autoClose: 10_000,
        message: t('Tanpa email, hubungi lewat WhatsApp atau telepon: {{names}}', { names: result.without_email.map((a) => a.name).join(', ') }),
      });
    void refresh();
  };
  const onError = (e: unknown) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) });
  const send = useMutation({ mutationFn: () => sendTracerLinks(round.id), onSuccess: sent, onError });
  const remind = useMutation({ mutationFn: () => remindTracer(round.id), onSuccess: sent, onError });
  const close = useMutation({ mutationFn: () => closeTracerRound(round.id), onSuccess: () => void refresh(), onError });
  const open = round.status !== 'closed';
  const report = `/outcomes?graduation_year=${round.graduation_year}&school_id=${round.school_id}&report=1`;
  return (
    <Group gap="xs" data-no-print>
      {open && can(role, 'tracer', 'update') && (
        <Button
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={() => setEditing(true)}
          data-testid="round-questionnaire"
        >
          {t('Ubah kuesioner')}
        </Button>
      )}
      {editing && <QuestionnaireEditor round={round} opened onClose={() => setEditing(false)} />}
      {open && can(role, 'tracer', 'send') && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => send.mutate()}
          loading={send.isPending}
          data-testid="round-send"
        >
          {t('Kirim tautan lewat email')}
        </Button>
      )}
      {open && can(role, 'tracer', 'remind') && (
        <Button
          variant="default"
          leftSection={<IconBellRinging size={16} aria-hidden />}
          onClick={() => remind.mutate()}
          loading={remind.isPending}
          disabled={round.reminders_due === 0}
          data-testid="round-remind"
        >
          {t('Kirim pengingat ({{count}})', { count: round.reminders_due })}
        </Button>
      )}
      {can(role, 'tracer', 'export') && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.busy}
          onClick={() => void download.run(() => exportTracer(round.id))}
          data-testid="round-export"
        >
          {t('Ekspor Excel')}
        </Button>
      )}
      <Button
        variant="default"
        component={Link}
        to={`/tracer/${round.id}/report`}
        leftSection={<IconPrinter size={16} aria-hidden />}
        data-testid="round-summary"
      >
        {t('Ringkasan putaran')}
      </Button>
      {can(role, 'outcomes', 'report') && (
        <Button variant="default" component={Link} to={report} leftSection={<IconPrinter size={16} aria-hidden />} data-testid="round-report">
          {t('Laporan cetak')}
        </Button>
      )}
      {open && can(role, 'tracer', 'close') && (
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => close.mutate()}
          loading={close.isPending}
          data-testid="round-close"
        >
          {t('Tutup putaran')}
        </Button>
      )}
    </Group>
  );
}
