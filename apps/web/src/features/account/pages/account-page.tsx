import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useProfile } from '../../../lib/profile';
import { PasswordForm } from '../components/password-form';
import { PhotoCard } from '../components/photo-card';
import { ProfileForm } from '../components/profile-form';
import { SessionsCard } from '../components/sessions-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';

/** Pengaturan Akun: photo, name and phone, password, signing out of every device. */
export function AccountPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('Pengaturan Akun')} description={t('Kelola foto, data, dan kata sandi akun Anda')} />
      {profile.isLoading && <Skeleton h={320} radius="md" />}
      {profile.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(profile.error, t)}
        </Alert>
      )}
      {profile.data && (
        <Stack gap="lg" maw={960}>
          <PhotoCard user={profile.data} />
          <ProfileForm key={profile.data.id} user={profile.data} />
          <PasswordForm />
          <NotificationPreferencesCard />
          <SessionsCard />
        </Stack>
      )}
    </>
  );
}
