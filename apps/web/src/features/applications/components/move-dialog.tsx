import { useEffect, useState } from 'react';
import { ActionIcon, Button, Fieldset, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STAGE_LABELS,
  INTERVIEW_DURATIONS,
  MAX_INTERVIEW_SLOTS,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  type ApplicationStage,
} from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { moveApplication } from '../api/applications-api';
import { EMPTY_MOVE, EMPTY_SLOT, moveFormErrors, toMoveBody, validateMove, type MoveValues } from './move-form';

/**
 * Moves one application to `stage`: an interview asks for one to five times for the student to pick
 * from (date, duration, an address or a video-call link), a rejection for the reason; a message to
 * the student is optional on every move.
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
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The same rules as the API (ZMoveApplication): an interview needs a date and a place, a rejection a reason.
  const form = useForm<MoveValues>({
    initialValues: EMPTY_MOVE,
    validate: (values) => (stage ? validateMove(stage, values, lang) : {}),
  });
  useRevalidateOnLangChange(form);
  useEffect(() => {
    form.setValues(EMPTY_MOVE);
    form.clearErrors();
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new application or stage starts an empty form
  }, [application?.id, stage]);
  if (!application || !stage) return null;

  const submit = async (values: MoveValues) => {
    setBusy(true);
    setError(null);
    try {
      await moveApplication(application.id, toMoveBody(stage, values));
      await onMoved();
      onClose();
    } catch (e) {
      form.setErrors(moveFormErrors(apiFieldErrors(e)));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  const errors = form.errors;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Pindahkan ke {{stage}}', { stage: t(APPLICATION_STAGE_LABELS[stage]) })}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('Pelamar: {{name}}', { name: application.student_name })}</Text>
          {stage === 'interview' && (
            <>
              {form.values.slots.map((_, i) => (
                <Fieldset key={i} legend={t('Pilihan jadwal {{n}}', { n: i + 1 })} p="sm" data-testid={`move-slot-${i}`}>
                  <Stack gap="xs">
                    <TextInput
                      type="datetime-local"
                      label={t('Tanggal dan jam wawancara')}
                      required
                      {...form.getInputProps(`slots.${i}.when`)}
                      data-testid={i === 0 ? 'move-interview-at' : `move-slot-${i}-at`}
                    />
                    <Select
                      label={t('Durasi')}
                      data={INTERVIEW_DURATIONS.map((m) => ({ value: String(m), label: t('{{n}} menit', { n: m }) }))}
                      allowDeselect={false}
                      {...form.getInputProps(`slots.${i}.duration`)}
                    />
                    <TextInput
                      label={t('Tempat atau tautan wawancara')}
                      description={t('Alamat kantor, atau tautan panggilan video')}
                      maxLength={300}
                      required
                      {...form.getInputProps(`slots.${i}.place`)}
                      data-testid={i === 0 ? 'move-interview-place' : `move-slot-${i}-place`}
                    />
                    {form.values.slots.length > 1 && (
                      <Group justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('Hapus pilihan jadwal {{n}}', { n: i + 1 })}
                          onClick={() => form.removeListItem('slots', i)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Stack>
                </Fieldset>
              ))}
              {form.values.slots.length < MAX_INTERVIEW_SLOTS && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  // The next time starts with the previous place: usually the same office or link.
                  onClick={() => form.insertListItem('slots', { ...EMPTY_SLOT, place: form.values.slots.at(-1)?.place ?? '' })}
                  data-testid="move-add-slot"
                >
                  {t('Tambah pilihan jadwal')}
                </Button>
              )}
              <Text size="xs" c="dimmed">
                {t('Siswa memilih salah satu jadwal, atau meminta waktu lain.')}
              </Text>
            </>
          )}
          {stage === 'rejected' && (
            <Select
              label={t('Alasan')}
              data={REJECTION_REASONS.map((r) => ({ value: r, label: t(REJECTION_REASON_LABELS[r]) }))}
              required
              {...form.getInputProps('reason')}
              onChange={(value) => form.setFieldValue('reason', REJECTION_REASONS.find((r) => r === value) ?? null)}
              data-testid="move-reason"
            />
          )}
          <Textarea label={t('Pesan untuk siswa (opsional)')} maxLength={2000} autosize minRows={2} {...form.getInputProps('message')} />
          {error && !Object.keys(errors).length && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={busy} color={stage === 'rejected' ? 'red' : undefined} data-testid="move-confirm">
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
