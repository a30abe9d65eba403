import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_STATUS_LABELS, userFields } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useProfile } from '../../../lib/profile';
import { formatDate, titleCase } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';

const label = (name: string) => userFields.find((f) => f.name === name)?.label ?? name;

/**
 * Profil (the student's home): the account as `/user/profile` returns it. The sections other
 * features own (privacy, test results, …) come as children: app/student-home composes them, since
 * features do not import each other.
 */
export function StudentProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useProfile();
  const user = profile.data;
  return (
    <>
      <PageHeader
        title={t('Profil')}
        description={t('Data akun Anda')}
        actions={
          <Button component={Link} to="/account" variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
            {t('Ubah Akun')}
          </Button>
        }
      />
      {profile.isLoading && <Skeleton h={240} radius="md" />}
      {profile.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(profile.error, t)}
        </Alert>
      )}
      {user && (
        <Card withBorder radius="md" padding="lg" data-testid="student-profile">
          <Group gap="lg" mb="lg" wrap="nowrap" align="center">
            <UserAvatar name={user.name} photo={user.photo} fallback="image" size={88} radius="xl" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {titleCase(user.name)}
              </Title>
              <Text c="dimmed">{user.school_name ?? t('Belum terhubung dengan sekolah')}</Text>
              <Group gap={6}>
                <StatusBadge tone={user.verified ? 'success' : 'warning'}>
                  {user.verified ? t('Terverifikasi') : t('Menunggu Verifikasi')}
                </StatusBadge>
                <StatusBadge tone={user.status === 'active' ? 'info' : 'neutral'}>{t(USER_STATUS_LABELS[user.status])}</StatusBadge>
              </Group>
            </Stack>
          </Group>
          <InfoList
            items={[
              { label: t(label('email')), value: user.email },
              { label: t(label('nisn')), value: user.nisn, testId: 'profile-nisn' },
              { label: t(label('school_id')), value: user.school_name },
              { label: t(label('phone')), value: user.phone },
              { label: t('Email Terkonfirmasi'), value: user.validated ? t('Ya') : t('Belum') },
              { label: t('Terdaftar Sejak'), value: formatDate(user.created_at, lang) },
            ]}
          />
        </Card>
      )}
      {children}
    </>
  );
}
