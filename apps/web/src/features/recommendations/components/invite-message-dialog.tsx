import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvitationMessageInput } from '../../../components/invitation-message-input';

/**
 * Before an invitation leaves: HR may add a few words (why this student, what happens next). The
 * student reads them with the invitation; an empty message sends the invitation alone.
 */
export function InviteMessageDialog({
  opened,
  studentName,
  sending,
  onSend,
  onClose,
}: {
  opened: boolean;
  studentName: string;
  sending: boolean;
  onSend: (message: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Undang {{name}}', { name: studentName })}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('Siswa menerima undangan ini sebagai pemberitahuan, dengan pesan Anda bila diisi.')}
        </Text>
        <InvitationMessageInput value={message} onChange={setMessage} minRows={3} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => onSend(message.trim() || null)} loading={sending} data-testid="invite-send">
            {t('Kirim undangan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
