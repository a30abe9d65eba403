import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { fetchPools, saveToPool, TALENT_POOL_KEY } from '../api/talent-pools-api';
import { validatePoolName } from './pool-form';

/**
 * "Simpan ke Talent Pool": the company names a pool (one it has, offered as it types, or a new one)
 * and the student is kept there to invite later.
 */
export function SaveToPoolDialog({
  opened,
  studentId,
  studentName,
  onClose,
}: {
  opened: boolean;
  studentId: string;
  studentName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const pools = useQuery({ queryKey: TALENT_POOL_KEY, queryFn: fetchPools, enabled: opened });
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveToPool({ name: name.trim(), student_id: studentId }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('{{name}} disimpan ke {{pool}}', { name: studentName, pool: name.trim() }) });
      setName('');
      onClose();
    },
    onError: (e) => setFieldError(apiFieldErrors(e).name ?? null),
    onSettled: () => void client.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
  const submit = () => {
    const errors = validatePoolName(name, studentId, lang);
    setFieldError(errors.name ?? null);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Simpan {{name}} ke Talent Pool', { name: studentName })}
      centered
      closeButtonProps={{ 'aria-label': t('Tutup') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('Pilih talent pool yang ada atau ketik nama baru, misalnya “Magang 2027”.')}
          </Text>
          <Autocomplete
            label={t('Nama talent pool')}
            data={(pools.data ?? []).map((p) => p.name)}
            value={name}
            onChange={(v) => {
              setName(v);
              setFieldError(null);
            }}
            error={fieldError}
            required
            maxLength={80}
            data-testid="pool-name"
          />
          {save.isError && !fieldError && (
            <Alert color="red" role="alert">
              {apiErrorMessage(save.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="pool-save">
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
