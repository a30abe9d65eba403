import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { MESSAGES_KEY, reportMessage, type MessageItem } from '../api/messages-api';

/** A student reports a message: their school's admin (the BKK) and the Admin see it in their list. */
export function ReportDialog({ message, onClose }: { message: MessageItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: () => reportMessage(message!.id, reason),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('Laporan terkirim ke sekolah Anda.') });
      setReason('');
      onClose();
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
    onSettled: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('Laporkan pesan')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('Admin Sekolah (BKK) akan membaca pesan ini dan dapat membisukan pengirimnya untuk siswa sekolah Anda.')}</Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {message?.body}
        </Text>
        <Textarea
          label={t('Alasan (opsional)')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="report-reason"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button color="red.8" loading={report.isPending} onClick={() => report.mutate()} data-testid="report-confirm">
            {t('Laporkan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
