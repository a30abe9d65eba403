import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type TUser } from '@jalurkarir/shared';
import { UserAvatar } from '../../../components/user-avatar';
import { apiErrorMessage } from '../../../lib/api-errors';
import { PROFILE_QUERY_KEY } from '../../../lib/profile';
import { updateStoredUser } from '../../../lib/session';
import { titleCase } from '../../../lib/text';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, uploadPhoto } from '../api/account-api';

/** Profile photo: JPEG, PNG or WebP up to 2 MB (`POST /user/photo`, multipart field `file`). */
export function PhotoCard({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (data) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      updateStoredUser(data);
      notifications.show({ color: 'green', message: t('Foto profil berhasil diperbarui') });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });

  const onFile = (file: File | null) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      notifications.show({ color: 'red', message: t('Gunakan foto JPEG, PNG, atau WebP.') });
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      notifications.show({ color: 'red', message: t('Ukuran foto maksimal 2 MB.') });
      return;
    }
    mutation.mutate(file);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="photo-title">
      <Title order={2} size="h4" id="photo-title" mb="md">
        {t('Foto Profil')}
      </Title>
      <Group gap="lg" wrap="nowrap">
        <UserAvatar name={user.name} photo={user.photo} fallback="image" size={96} radius="xl" data-testid="account-photo" />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {titleCase(user.name)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(ROLE_LABELS[user.role])}
          </Text>
          <FileButton onChange={onFile} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={mutation.isPending}
                data-testid="photo-upload"
              >
                {t('Unggah Foto')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('JPEG, PNG, atau WebP, maksimal 2 MB.')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
