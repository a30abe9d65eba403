import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';

/**
 * Asks for the optional note before applying (or accepting an invitation): what the student
 * wants the company to read first. `submit` does the call; its error is shown here.
 */
export function ApplyDialog({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  submit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  submit: (note: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await submit(note.trim() || null);
      setNote('');
      onClose();
    } catch (e) {
      setError(apiFieldErrors(e).note ?? apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <Textarea
          label={t('Catatan untuk perusahaan (opsional)')}
          description={t('Misalnya pengalaman praktik kerja atau kapan Anda bisa mulai bekerja')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          error={error}
          data-testid="apply-note"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => void send()} loading={busy} data-testid="apply-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
