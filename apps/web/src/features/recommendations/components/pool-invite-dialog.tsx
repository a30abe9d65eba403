import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InvitationMessageInput } from '../../../components/invitation-message-input';
import { apiErrorMessage } from '../../../lib/api-errors';
import { inviteStudent } from '../api/recommendations-api';
import { fetchOpenOpenings, TALENT_POOL_KEY } from '../api/talent-pools-api';

/**
 * "Undang" from a talent pool: the company picks one of its open openings and sends the same
 * invitation as from its recommendations (`POST /invitation/create`, with its rules).
 */
export function PoolInviteDialog({
  opened,
  studentId,
  studentName,
  onClose,
}: {
  opened: boolean;
  studentId: string;
  studentName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const openings = useQuery({ queryKey: [...TALENT_POOL_KEY, 'openings'], queryFn: fetchOpenOpenings, enabled: opened });
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const invite = useMutation({
    mutationFn: () => inviteStudent(openingId!, studentId, message.trim() || null),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('Undangan terkirim') });
      setMessage('');
      onClose();
    },
  });
  const send = () => {
    setMissing(openingId === null);
    if (openingId !== null) invite.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Undang {{name}}', { name: studentName })}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack gap="sm">
        {openings.data?.length === 0 ? (
          <Text size="sm">{t('Belum ada lowongan yang dibuka. Buka lowongan terlebih dahulu untuk mengundang siswa.')}</Text>
        ) : (
          <Select
            label={t('Lowongan')}
            data={(openings.data ?? []).map((o) => ({ value: o.id, label: o.title }))}
            value={openingId}
            onChange={(v) => {
              setOpeningId(v);
              setMissing(false);
            }}
            error={missing ? t('Wajib diisi') : null}
            required
            disabled={openings.isLoading}
            data-testid="pool-invite-opening"
          />
        )}
        <InvitationMessageInput value={message} onChange={setMessage} minRows={3} />
        {(invite.isError || openings.isError) && (
          <Alert color="red" role="alert">
            {apiErrorMessage(invite.error ?? openings.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={send} loading={invite.isPending} disabled={openings.data?.length === 0} data-testid="pool-invite-send">
            {t('Kirim undangan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
