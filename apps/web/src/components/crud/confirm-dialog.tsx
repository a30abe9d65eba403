import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../lib/use-opened-once';

/** "Apakah kamu yakin?" (spec §8) before anything that cannot be undone. */
export function ConfirmDialog({
  opened,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  tone = 'danger',
}: {
  opened: boolean;
  message: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Red for what deletes; a step that only finishes something (submitting a test) confirms in the primary colour. */
  tone?: 'danger' | 'primary';
}) {
  const { t } = useTranslation();
  if (!useOpenedOnce(opened)) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Apakah kamu yakin?')}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
      data-testid="confirm-dialog"
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
          {t('Batal')}
        </Button>
        {/* red.8: white text on it is 5.7:1 (the default red.6 is 3.3:1, below WCAG AA). */}
        <Button color={tone === 'danger' ? 'red.8' : undefined} onClick={onConfirm} loading={loading} data-testid="confirm-ok">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
