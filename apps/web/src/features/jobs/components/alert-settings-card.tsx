import { useEffect, useState } from 'react';
import { Alert, Button, Card, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JOB_ALERT_THRESHOLD_CHOICES } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang, useRevalidateOnLangChange } from '../../../lib/use-lang';
import { ALERT_SETTINGS_KEY, fetchAlertSettings, updateAlertSettings } from '../../../lib/saved-openings';
import { toAlertBody, toAlertValues, validateAlertSettings, type AlertSettingsValues } from './alert-settings-form';

/**
 * Notifikasi lowongan: whether the student hears of new openings that match them, from which
 * score, and whether by e-mail too (in-app always). At most one notification a day.
 */
export function AlertSettingsCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: ALERT_SETTINGS_KEY, queryFn: fetchAlertSettings });
  const form = useForm<AlertSettingsValues>({
    initialValues: { enabled: false, threshold: '70', email: false },
    validate: (values) => validateAlertSettings(values, lang),
  });
  useRevalidateOnLangChange(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = settings.data;
  useEffect(() => {
    if (loaded) form.setValues(toAlertValues(loaded));
    // Only when the stored settings arrive or change, not on every render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const submit = async (values: AlertSettingsValues) => {
    setBusy(true);
    setError(null);
    try {
      const body = toAlertBody(values);
      client.setQueryData(ALERT_SETTINGS_KEY, await updateAlertSettings({ ...body, threshold: body.threshold ?? 0 }));
      notifications.show({ color: 'green', message: t('Pengaturan notifikasi lowongan disimpan') });
    } catch (e) {
      form.setErrors(apiFieldErrors(e));
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="alert-settings-title" data-testid="alert-settings">
      <Title order={2} size="h4" id="alert-settings-title" mb={4}>
        {t('Notifikasi Lowongan')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Kami memberi tahu Anda saat lowongan baru cocok dengan profil Anda, paling banyak sekali sehari.')}
      </Text>
      {settings.isLoading && <Skeleton h={150} />}
      {settings.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(settings.error, t)}
        </Alert>
      )}
      {loaded && (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            <Switch
              label={t('Beri tahu saya lowongan baru yang cocok')}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
              data-testid="alert-enabled"
            />
            <Select
              label={t('Skor kecocokan minimal')}
              data={JOB_ALERT_THRESHOLD_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
              allowDeselect={false}
              disabled={!form.values.enabled}
              comboboxProps={{ keepMounted: false }}
              {...form.getInputProps('threshold')}
              data-testid="alert-threshold"
            />
            <Switch
              label={t('Kirim juga lewat email')}
              disabled={!form.values.enabled}
              {...form.getInputProps('email', { type: 'checkbox' })}
              data-testid="alert-email"
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }} data-testid="alert-save">
              {t('Simpan Pengaturan')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
