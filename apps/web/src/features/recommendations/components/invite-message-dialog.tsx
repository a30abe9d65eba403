import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
        <Textarea
          label={t('Pesan undangan (opsional)')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          data-testid="invite-message"
        />
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
