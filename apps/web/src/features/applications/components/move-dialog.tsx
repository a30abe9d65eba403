import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STAGE_LABELS,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  type ApplicationStage,
  type RejectionReason,
} from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { moveApplication } from '../api/applications-api';

/** A local `datetime-local` value ("2026-12-12T09:00") as an ISO instant with the browser's offset. */
function toInstant(local: string): string | null {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Moves one application to `stage`: an interview asks for the date and the place (an address or a
 * video-call link), a rejection for the reason; a message to the student is optional on every move.
 */
export function MoveDialog({
  application,
  stage,
  onClose,
  onMoved,
}: {
  application: { id: string; student_name: string } | null;
  stage: ApplicationStage | null;
  onClose: () => void;
  onMoved: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [when, setWhen] = useState('');
  const [place, setPlace] = useState('');
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setWhen('');
    setPlace('');
    setReason(null);
    setMessage('');
    setErrors({});
    setError(null);
  }, [application?.id, stage]);
  if (!application || !stage) return null;

  const submit = async () => {
    const local: Record<string, string> = {};
    if (stage === 'interview' && !when) local.interview_at = t('Wajib diisi');
    if (stage === 'interview' && !place.trim()) local.interview_place = t('Wajib diisi');
    if (stage === 'rejected' && !reason) local.reason = t('Wajib diisi');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    setError(null);
    try {
      await moveApplication(application.id, {
        stage,
        ...(stage === 'interview' ? { interview_at: toInstant(when), interview_place: place.trim() } : {}),
        ...(stage === 'rejected' ? { reason } : {}),
        message: message.trim() || null,
      });
      await onMoved();
      onClose();
    } catch (e) {
      setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('Pindahkan ke {{stage}}', { stage: t(APPLICATION_STAGE_LABELS[stage]) })} centered>
      <Stack gap="sm">
        <Text size="sm">{t('Pelamar: {{name}}', { name: application.student_name })}</Text>
        {stage === 'interview' && (
          <>
            <TextInput
              type="datetime-local"
              label={t('Tanggal dan jam wawancara')}
              value={when}
              onChange={(e) => setWhen(e.currentTarget.value)}
              error={errors.interview_at}
              required
              data-testid="move-interview-at"
            />
            <TextInput
              label={t('Tempat atau tautan wawancara')}
              description={t('Alamat kantor, atau tautan panggilan video')}
              value={place}
              onChange={(e) => setPlace(e.currentTarget.value)}
              maxLength={300}
              error={errors.interview_place}
              required
              data-testid="move-interview-place"
            />
          </>
        )}
        {stage === 'rejected' && (
          <Select
            label={t('Alasan')}
            data={REJECTION_REASONS.map((r) => ({ value: r, label: t(REJECTION_REASON_LABELS[r]) }))}
            value={reason}
            onChange={(value) => setReason(REJECTION_REASONS.find((r) => r === value) ?? null)}
            error={errors.reason}
            required
            data-testid="move-reason"
          />
        )}
        <Textarea
          label={t('Pesan untuk siswa (opsional)')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
          error={errors.message}
        />
        {error && !Object.keys(errors).length && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} color={stage === 'rejected' ? 'red' : undefined} data-testid="move-confirm">
            {t('Simpan')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
