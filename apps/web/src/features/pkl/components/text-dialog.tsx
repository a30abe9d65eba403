import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';

export interface TextDialogProps {
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  /** The API's name of the text field, whose field error shows under the text. */
  field: string;
  danger?: boolean;
  required?: boolean;
  onClose: () => void;
  /** Sends the text; a failure stays in the dialog with the API's message. */
  onSubmit: (text: string) => Promise<unknown>;
}

/** One text the API needs for an action: a return's comment, a decline's or a cancellation's reason, a teacher's note. */
export function TextDialog({ title, description, label, submitLabel, field, danger = false, required = true, onClose, onSubmit }: TextDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (required && !text.trim()) {
      setError(t('Wajib diisi'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
    } catch (e) {
      setError(apiFieldErrors(e)[field] ?? apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack>
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          minRows={3}
          autosize
          maxLength={2000}
          required={required}
          error={error ?? undefined}
          data-autofocus
          data-testid="pkl-text-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} onClick={() => void submit()} loading={busy} data-testid="pkl-text-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
