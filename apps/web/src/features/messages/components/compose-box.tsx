import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasContactDetails, MAX_MESSAGE_LENGTH } from '@jalurkarir/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { ATTACHMENT_ACCEPT, attachFile, MAX_ATTACHMENT_BYTES, MESSAGES_KEY, sendMessage } from '../api/messages-api';

/**
 * Writing a message. A company writing to a student who has not applied nor accepted its invitation is
 * warned as it types when the text holds contact details (the API refuses them anyway, with its reason).
 */
export function ComposeBox({ threadId, warnContacts }: { threadId: string; warnContacts: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendMessage(threadId, body.trim()),
    onSuccess: () => {
      setBody('');
      setError(null);
    },
    onError: (e) => setError(apiErrorMessage(e, t)),
    onSettled: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
  const attach = useMutation({
    mutationFn: (file: File) => attachFile(threadId, file),
    onSuccess: () => setError(null),
    onError: (e) => setError(apiErrorMessage(e, t)),
    onSettled: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_ATTACHMENT_BYTES) setError(t('Berkas terlalu besar: paling besar 5 MB.'));
    else attach.mutate(file);
  };
  const contacts = warnContacts && hasContactDetails(body);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (body.trim()) send.mutate();
      }}
    >
      {error && (
        <Alert color="red" role="alert" data-testid="send-error">
          {error}
        </Alert>
      )}
      {contacts && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="contact-warning">
          {t('Pesan ini berisi kontak (nomor telepon/WhatsApp atau email). Kontak baru boleh dikirim setelah siswa melamar atau menerima undangan.')}
        </Alert>
      )}
      <Textarea
        label={t('Tulis pesan')}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={MAX_MESSAGE_LENGTH}
        autosize
        minRows={2}
        maxRows={6}
        data-testid="compose-body"
      />
      <Group justify="space-between">
        <FileButton onChange={choose} accept={ATTACHMENT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={attach.isPending}
              data-testid="compose-attach"
            >
              {t('Lampirkan PDF/gambar')}
            </Button>
          )}
        </FileButton>
        <Button
          type="submit"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={send.isPending}
          disabled={!body.trim()}
          data-testid="compose-send"
        >
          {t('Kirim')}
        </Button>
      </Group>
    </Stack>
  );
}
