import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCompass, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a student awaiting verification can already do: write their CV and take the interest
 * inventory. Both stay between the student and their school until the school verifies them: no
 * company sees the profile and no ranking includes them before that (docs/decisions.md, Accounts).
 */
export function WhileWaitingCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" maw={640} mx="auto" w="100%" data-testid="while-waiting">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Sambil menunggu verifikasi')}
        </Title>
        <Text>{t('Anda sudah dapat mengisi CV dan mengambil tes minat (RIASEC).')}</Text>
        <Text size="sm" c="dimmed">
          {t('Perusahaan tidak melihat apa pun dari profil Anda dan Anda belum muncul di rekomendasi sampai sekolah memverifikasi akun Anda.')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/student-profile" leftSection={<IconFileText size={16} aria-hidden />} data-testid="start-cv">
            {t('Isi CV')}
          </Button>
          <Button
            component={Link}
            to="/personality-test"
            variant="light"
            leftSection={<IconCompass size={16} aria-hidden />}
            data-testid="start-riasec"
          >
            {t('Ambil tes minat (RIASEC)')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
