import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZOpenEarly } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, openEarly, type AssessmentDetail } from '../api/assessment-api';

/**
 * The Admin's "Buka lebih awal": marking opens before the scheduled day only for a reason, which the
 * API keeps with who opened it and when.
 */
export function OpenEarlyDialog({ detail, onClose }: { detail: AssessmentDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => openEarly({ id: detail.id, reason: reason.trim() }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Asesmen dibuka lebih awal; asesor dapat mulai menilai.') });
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
      onClose();
    },
  });
  const errors = { ...apiFieldErrors(mutation.error), ...clientErrors };
  const submit = () => {
    const found = validateWith(ZOpenEarly, { id: detail.id, reason }, lang);
    setClientErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('Buka asesmen lebih awal?')} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <Stack>
        <Text size="sm">
          {t('Asesmen ini dijadwalkan {{date}}. Bila dibuka sekarang, asesor dapat menilai dan mengonfirmasi sebelum hari itu. Alasan dicatat.', {
            date: formatDate(detail.opens_on, i18n.language),
          })}
        </Text>
        <Textarea
          label={t('Alasan')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          autosize
          minRows={2}
          data-testid="open-early-reason"
        />
        {mutation.isError && !errors.reason && (
          <Alert color="red" role="alert">
            {apiErrorMessage(mutation.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Batal')}
          </Button>
          <Button onClick={submit} loading={mutation.isPending} data-testid="open-early-save">
            {t('Buka lebih awal')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
