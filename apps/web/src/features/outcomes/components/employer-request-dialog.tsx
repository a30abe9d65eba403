import { useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { requestEmployerFeedback, type EmployerFeedback, type EmployerFeedbackCreated } from '../api/outcomes-api';
import { employerRequest, employerRequestErrors } from './employer-request';

/**
 * Asking one employer: an optional e-mail address (the API sends the link through the mail outbox)
 * before the link is made; with or without it, the link is then shown to copy or share by WhatsApp.
 */
export function EmployerRequestDialog({
  row,
  onClose,
  onCreated,
}: {
  row: EmployerFeedback | null;
  onClose: () => void;
  onCreated: (created: EmployerFeedbackCreated) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setEmail('');
    setErrors({});
    onClose();
  };
  const ask = useMutation({
    mutationFn: requestEmployerFeedback,
    onSuccess: (created) => {
      setEmail('');
      setErrors({});
      onCreated(created);
    },
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = () => {
    if (!row) return;
    const body = employerRequest(row, email);
    const next = employerRequestErrors(body, lang);
    setErrors(next);
    if (Object.keys(next).length === 0) ask.mutate(body);
  };
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={t('Minta umpan balik dari {{company}}', { company: row?.company_name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <Stack gap="sm" data-testid="employer-request-form">
        <Text size="sm">
          {t('Perusahaan menilai {{name}} lewat tautan pribadi (empat pertanyaan, tanpa akun).', { name: row?.alumni_name ?? '' })}
        </Text>
        <TextInput
          type="email"
          label={t('Email perusahaan (opsional)')}
          description={t('Diisi: tautan dikirim ke alamat ini. Kosong: salin tautan atau bagikan lewat WhatsApp.')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          maxLength={254}
          autoComplete="email"
          data-testid="employer-request-email"
        />
        <DialogActions error={errors.form} onCancel={close}>
          <Button onClick={submit} loading={ask.isPending} data-testid="employer-request-submit">
            {email.trim() ? t('Kirim email dan buat tautan') : t('Buat tautan')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
