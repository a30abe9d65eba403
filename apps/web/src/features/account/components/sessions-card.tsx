import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevices } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-errors';
import { endLocalSession } from '../../../lib/session';
import { logoutAllDevices } from '../api/account-api';

/** "Keluar dari semua perangkat": ends every session of the account (this one too), after a confirmation. */
export function SessionsCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: logoutAllDevices,
    onSuccess: () => endLocalSession(),
    onError: (error) => {
      setConfirming(false);
      notifications.show({ color: 'red', message: apiErrorMessage(error, t) });
    },
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-card-title">
      <Title order={2} size="h4" id="sessions-card-title" mb="xs">
        {t('Sesi Masuk')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('Akhiri sesi di semua perangkat, termasuk perangkat ini, misalnya jika Anda lupa keluar di komputer lain atau ponsel Anda hilang.')}
      </Text>
      <Group justify="flex-end">
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconDevices size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          data-testid="logout-all"
        >
          {t('Keluar dari semua perangkat')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={t('Anda akan keluar dari semua perangkat, termasuk perangkat ini.')}
        confirmLabel={t('Keluar dari semua perangkat')}
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
