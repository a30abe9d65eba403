import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPartnership } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { declinePartnership, endPartnership } from '../api/partnerships-api';

/** Declining a request (a reason is required, the company reads it) or ending a partnership (reason optional). */
export function ReasonDialog({
  partnership,
  mode,
  onClose,
  onDone,
}: {
  partnership: TPartnership;
  mode: 'decline' | 'end';
  onClose: () => void;
  onDone: (result: TPartnership) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result =
        mode === 'decline' ? await declinePartnership(partnership.id, reason.trim()) : await endPartnership(partnership.id, reason.trim() || null);
      await onDone(result);
    } catch (e) {
      setError(apiFieldErrors(e).reason ?? apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'decline' ? t('Tolak Permintaan Kemitraan') : t('Akhiri Kemitraan')}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack>
        <Text size="sm">
          {mode === 'decline'
            ? t('Alasan penolakan akan dibaca oleh perusahaan.')
            : partnership.status === 'requested'
              ? t('Permintaan ini akan ditarik.')
              : t('Kemitraan berakhir hari ini; riwayatnya tetap tersimpan.')}
        </Text>
        <Textarea
          label={mode === 'decline' ? t('Alasan penolakan') : t('Alasan (opsional)')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          minRows={3}
          autosize
          maxLength={1000}
          required={mode === 'decline'}
          error={error ?? undefined}
          data-testid="reason-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button color="red.8" onClick={() => void submit()} loading={busy} data-testid="reason-submit">
            {mode === 'decline' ? t('Tolak') : t('Akhiri')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
