import { Avatar, Card, FileButton, Group, Stack, Text, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-errors';
import type { Row } from '../lib/crud-client';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function logoUrl(name: unknown): string | undefined {
  if (typeof name !== 'string' || !name) return undefined;
  return `/download?${new URLSearchParams({ name, dir: 'company_logo', inline: 'true' }).toString()}`;
}

/**
 * A company's logo with an upload button (JPEG, PNG or WebP up to 2 MB, checked before upload and by
 * the API): on the Admin's company form and on the company admin's own profile (`onUploaded` hands
 * back the updated company).
 */
export function CompanyLogoCard({ company, onUploaded }: { company: Row; onUploaded?: (company: Row) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<{ data: Row }>(`/perusahaan/logo?id=${encodeURIComponent(company.id)}`, form);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(['perusahaan', 'detail', company.id], result.data);
      void queryClient.invalidateQueries({ queryKey: ['perusahaan', 'list'] });
      onUploaded?.(result.data);
      notifications.show({ color: 'green', message: t('Logo perusahaan diperbarui') });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return notifications.show({ color: 'red', message: t('Gunakan gambar JPEG, PNG, atau WebP') });
    if (file.size > MAX_LOGO_BYTES) return notifications.show({ color: 'red', message: t('Ukuran gambar maksimal 2 MB') });
    upload.mutate(file);
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-logo">
      <Group gap="lg" wrap="nowrap">
        <Avatar src={logoUrl(company.logo)} size={72} radius="md" alt={t('Logo {{name}}', { name: String(company.name) })}>
          <IconBuilding size={32} aria-hidden />
        </Avatar>
        <Stack gap={6}>
          <Text fw={600}>{t('Logo Perusahaan')}</Text>
          <Text size="sm" c="dimmed">
            {t('JPEG, PNG, atau WebP, maksimal 2 MB.')}
          </Text>
          <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                w="fit-content"
              >
                {t('Unggah Logo')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
    </Card>
  );
}
