import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationGroup, NotificationKind, NotificationPreference as Preference } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';

/** The heading of each group of switches. */
const GROUP_LABELS: Record<NotificationGroup, string> = {
  account: tk('Akun'),
  partnership: tk('Kemitraan sekolah'),
  application: tk('Lamaran dan undangan'),
  consent: tk('Persetujuan wali'),
  assessment: tk('Asesmen kompetensi'),
  test: tk('Tes'),
  message: tk('Pesan'),
  pkl: tk('PKL'),
};

/** What each switch covers, in the words of the person who gets the e-mail. */
const KIND_LABELS: Record<NotificationKind, string> = {
  'account-verified': tk('Akun saya diverifikasi'),
  'partnership-requested': tk('Permintaan kemitraan masuk'),
  'partnership-answered': tk('Permintaan kemitraan dijawab'),
  'partnership-ending': tk('Kemitraan akan segera berakhir'),
  'partnership-ended': tk('Kemitraan diakhiri salah satu pihak'),
  'partnership-renewed': tk('Kemitraan diperpanjang untuk periode baru'),
  'application-received': tk('Lamaran baru masuk'),
  'opening-filled': tk('Kuota lowongan terpenuhi dan lowongan ditutup'),
  'application-stage': tk('Tahap lamaran berubah'),
  'invitation-received': tk('Undangan melamar dari perusahaan'),
  'invitation-answered': tk('Undangan dijawab siswa'),
  'job-alert': tk('Lowongan baru yang cocok (notifikasi lowongan)'),
  'interview-picked': tk('Siswa memilih jadwal wawancara'),
  'interview-time-requested': tk('Siswa meminta waktu wawancara lain'),
  'interview-reminder': tk('Pengingat wawancara sehari sebelumnya'),
  'offer-received': tk('Tawaran kerja dari perusahaan'),
  'offer-answered': tk('Tawaran kerja dijawab siswa'),
  'offer-withdrawn': tk('Tawaran kerja ditarik perusahaan'),
  'consent-requested': tk('Permintaan persetujuan wali'),
  'consent-answered': tk('Persetujuan wali dijawab'),
  'assessment-scheduled': tk('Asesmen dijadwalkan'),
  'assessment-confirmed': tk('Hasil asesmen dikonfirmasi'),
  'test-assigned': tk('Tes baru ditugaskan'),
  'test-requested': tk('Siswa meminta tes'),
  'message-received': tk('Pesan baru di percakapan saya'),
  'message-reported': tk('Siswa melaporkan pesan'),
  'pkl-placement-request': tk('Permintaan penempatan PKL dari sekolah'),
  'pkl-placement-answered': tk('Penempatan PKL dijawab perusahaan'),
  'pkl-proposal': tk('Usulan tempat PKL dari siswa'),
  'pkl-proposal-answered': tk('Usulan tempat PKL saya dijawab sekolah'),
  'pkl-journal-returned': tk('Jurnal PKL dikembalikan untuk diperbaiki'),
  'pkl-missing-days': tk('Hari kerja PKL tanpa jurnal'),
  'pkl-evaluation-due': tk('Penilaian PKL perlu diisi'),
};

const KEY = ['notifications', 'preferences'] as const;

/** E-mail per kind of notification, on or off, under its group (the in-app notification always appears). */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: KEY, queryFn: async () => (await api.get<{ data: Preference[] }>('/notification/preferences')).data });
  const save = useMutation({
    mutationFn: (preference: Pick<Preference, 'kind' | 'email'>) => api.post('/notification/preferences', preference),
    onSuccess: (_answer, preference) => {
      queryClient.setQueryData<Preference[]>(KEY, (old) => old?.map((p) => (p.kind === preference.kind ? { ...p, email: preference.email } : p)));
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
        <Stack gap="lg">
          {groupsOf(preferences.data).map(({ group, items }) => (
            <div key={group} role="group" aria-labelledby={`email-group-${group}`}>
              <Text fw={600} size="sm" mb="xs" id={`email-group-${group}`}>
                {t(GROUP_LABELS[group])}
              </Text>
              <Stack gap="xs">
                {items.map((preference) => (
                  <PreferenceSwitch
                    key={preference.kind}
                    preference={preference}
                    onChange={(email, revert) => save.mutate({ kind: preference.kind, email }, { onError: revert })}
                  />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The preferences under their group, in the server's order. */
function groupsOf(preferences: Preference[]): { group: NotificationGroup; items: Preference[] }[] {
  const groups: { group: NotificationGroup; items: Preference[] }[] = [];
  for (const preference of preferences) {
    const last = groups[groups.length - 1];
    if (last?.group === preference.group) last.items.push(preference);
    else groups.push({ group: preference.group, items: [preference] });
  }
  return groups;
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
      label={t(KIND_LABELS[preference.kind])}
      data-testid={`email-pref-${preference.kind}`}
    />
  );
}
