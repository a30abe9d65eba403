import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPartnership } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { acceptPartnership, renewPartnership, updatePartnership } from '../api/partnerships-api';

export type PeriodMode = 'accept' | 'update' | 'renew';

const isoDay = (offsetDays: number, from?: string | null) => {
  const base = from ? new Date(`${from}T00:00:00Z`) : new Date();
  base.setUTCDate(base.getUTCDate() + offsetDays);
  return base.toISOString().slice(0, 10);
};

/**
 * The agreement's period and MoU number: when the school accepts a request, when either side
 * corrects the MoU record, and for a renewal (a new period starting after the current one).
 */
export function PeriodDialog({
  partnership,
  mode,
  onClose,
  onDone,
}: {
  partnership: TPartnership;
  mode: PeriodMode;
  onClose: () => void;
  onDone: (result: TPartnership) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const renewStart = partnership.end_date ? isoDay(1, partnership.end_date) : isoDay(0);
  const [mou, setMou] = useState(partnership.mou_number ?? '');
  const [pkl, setPkl] = useState(partnership.pkl);
  const [start, setStart] = useState(mode === 'update' ? (partnership.start_date ?? isoDay(0)) : mode === 'renew' ? renewStart : isoDay(0));
  const [end, setEnd] = useState(
    mode === 'update' ? (partnership.end_date ?? isoDay(365)) : mode === 'renew' ? isoDay(365, renewStart) : isoDay(365),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = mode === 'accept' ? t('Terima Permintaan Kemitraan') : mode === 'renew' ? t('Perpanjang Kemitraan') : t('Perbarui Data MoU');

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const body = { mou_number: mou.trim() || null, start_date: start, end_date: end };
      // A renewal carries the agreement's PKL answer over; accepting and editing the MoU record set it.
      const result =
        mode === 'accept'
          ? await acceptPartnership(partnership.id, { ...body, pkl })
          : mode === 'renew'
            ? await renewPartnership(partnership.id, body)
            : await updatePartnership(partnership.id, { ...body, pkl });
      await onDone(result);
    } catch (e) {
      setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack>
        <TextInput
          label={t('Nomor MoU')}
          description={t('Nomor perjanjian kerja sama, boleh diisi nanti')}
          value={mou}
          onChange={(e) => setMou(e.currentTarget.value)}
          error={errors.mou_number}
          maxLength={100}
          data-testid="period-mou"
        />
        <TextInput
          type="date"
          label={t('Tanggal Mulai')}
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.start_date}
          required
          data-testid="period-start"
        />
        <TextInput
          type="date"
          label={t('Tanggal Berakhir')}
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          error={errors.end_date ?? (Object.keys(errors).length === 0 ? (error ?? undefined) : undefined)}
          required
          data-testid="period-end"
        />
        {mode !== 'renew' && (
          <Checkbox label={t('Menerima siswa PKL')} checked={pkl} onChange={(e) => setPkl(e.currentTarget.checked)} data-testid="period-pkl" />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="period-submit">
            {mode === 'accept' ? t('Terima') : t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
