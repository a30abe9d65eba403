import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationGroup } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';

interface Preference {
  group: NotificationGroup;
  email: boolean;
}

/** What each switch covers, in the words of the person who gets the e-mail. */
const GROUP_LABELS: Record<NotificationGroup, { label: string; description: string }> = {
  account: { label: tk('Akun'), description: tk('Akun Anda diverifikasi') },
  partnership: { label: tk('Kemitraan sekolah'), description: tk('Permintaan, jawaban, dan kemitraan yang akan berakhir') },
  application: { label: tk('Lamaran dan undangan'), description: tk('Lamaran masuk, perubahan tahap, undangan dan jawabannya') },
  consent: { label: tk('Persetujuan wali'), description: tk('Permintaan dan jawaban persetujuan wali') },
  assessment: { label: tk('Asesmen kompetensi'), description: tk('Jadwal asesmen dan hasil yang dikonfirmasi') },
  test: { label: tk('Tes'), description: tk('Tes baru yang ditugaskan kepada Anda') },
};

const KEY = ['notifications', 'preferences'] as const;

/** E-mail per kind of notification, on or off (the in-app notification always appears). */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: KEY, queryFn: async () => (await api.get<{ data: Preference[] }>('/notification/preferences')).data });
  const save = useMutation({
    mutationFn: (preference: Preference) => api.post<{ data: Preference }>('/notification/preferences', preference),
    onSuccess: (_answer, preference) => {
      queryClient.setQueryData<Preference[]>(KEY, (old) => old?.map((p) => (p.group === preference.group ? preference : p)));
      notifications.show({ color: 'green', message: t('Perubahan disimpan') });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        {t('Email pemberitahuan')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('Pilih kabar yang juga dikirim ke email Anda. Pemberitahuan di aplikasi selalu tampil.')}
      </Text>
      {preferences.isLoading && <Skeleton h={180} />}
      {preferences.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(preferences.error, t)}
        </Alert>
      )}
      {preferences.data && (
        <Stack gap="sm">
          {preferences.data.map((preference) => (
            <PreferenceSwitch
              key={preference.group}
              preference={preference}
              onChange={(email, revert) => save.mutate({ group: preference.group, email }, { onError: revert })}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * One switch that flips in the same event as the click (its own state, so a slow save never shows the
 * old position), and goes back when the save fails.
 */
function PreferenceSwitch({ preference, onChange }: { preference: Preference; onChange: (email: boolean, revert: () => void) => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(preference.email);
  useEffect(() => setChecked(preference.email), [preference.email]);
  return (
    <Switch
      checked={checked}
      onChange={(event) => {
        const email = event.currentTarget.checked;
        setChecked(email);
        onChange(email, () => setChecked(!email));
      }}
      label={t(GROUP_LABELS[preference.group].label)}
      description={t(GROUP_LABELS[preference.group].description)}
      data-testid={`email-pref-${preference.group}`}
    />
  );
}
