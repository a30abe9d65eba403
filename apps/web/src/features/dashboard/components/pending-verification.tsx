import { Alert, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type TStoredUser } from '@jalurkarir/shared';
import { usePageTitle } from '../../../lib/page-title';
import { titleCase } from '../../../lib/text';

/** The welcome of an account awaiting verification (spec §1, §2): no menu yet, and why. */
export function PendingVerification({ user }: { user: TStoredUser }) {
  const { t } = useTranslation();
  usePageTitle(t('Menunggu Verifikasi'));
  return (
    <Stack maw={640} mx="auto" py="lg" gap="lg">
      <Card withBorder radius="lg" padding="xl" data-testid="pending-verification">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
            <IconHourglassHigh size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('Selamat datang, {{name}}', { name: titleCase(user.name) })}
          </Title>
          <Text fz="lg" fw={600} data-testid="verification-text">
            {t('Akun Anda sedang dalam proses verifikasi.')}
          </Text>
          <Text c="dimmed">
            {t('Admin akan memeriksa data Anda sebagai {{role}}. Setelah akun diverifikasi, menu lengkap akan tersedia.', {
              role: t(ROLE_LABELS[user.role]),
            })}
          </Text>
        </Stack>
      </Card>
      {!user.validated && (
        <Alert color="jalur" icon={<IconMail size={18} aria-hidden />} data-testid="confirm-email-hint">
          {t('Konfirmasi alamat email Anda melalui tautan yang kami kirim ke {{email}}.', { email: user.email })}
        </Alert>
      )}
    </Stack>
  );
}
