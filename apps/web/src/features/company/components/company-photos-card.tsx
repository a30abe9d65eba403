import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, FileButton, Group, Image, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_COMPANY_PHOTOS } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { companyPhotoUrl, companyPhotosKey, deleteCompanyPhoto, fetchCompanyPhotos, uploadCompanyPhoto } from '../api/company-api';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The photos of the company's page for students: up to six, each with an optional caption (also the
 * picture's text for screen readers); JPEG, PNG or WebP up to 2 MB, checked here and by the API.
 */
export function CompanyPhotosCard({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [caption, setCaption] = useState('');
  const photos = useQuery({ queryKey: companyPhotosKey(companyId), queryFn: () => fetchCompanyPhotos(companyId) });
  const done = (list: Awaited<ReturnType<typeof fetchCompanyPhotos>>) => {
    queryClient.setQueryData(companyPhotosKey(companyId), list);
    void queryClient.invalidateQueries({ queryKey: ['perusahaan', 'page', companyId] });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadCompanyPhoto(companyId, file, caption),
    onSuccess: (list) => {
      done(list);
      setCaption('');
      notifications.show({ color: 'green', message: t('Foto ditambahkan') });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });
  const remove = useMutation({
    mutationFn: deleteCompanyPhoto,
    onSuccess: done,
    onError: (error) => notifications.show({ color: 'red', message: apiErrorMessage(error, t) }),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return notifications.show({ color: 'red', message: t('Gunakan gambar JPEG, PNG, atau WebP') });
    if (file.size > MAX_PHOTO_BYTES) return notifications.show({ color: 'red', message: t('Ukuran gambar maksimal 2 MB') });
    upload.mutate(file);
  };
  const list = photos.data ?? [];
  const full = list.length >= MAX_COMPANY_PHOTOS;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-photos-edit" data-testid="company-photos-edit">
      <Title order={2} size="h4" id="company-photos-edit" mb={4}>
        {t('Foto perusahaan')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Tampil di halaman perusahaan untuk siswa. Paling banyak {{count}} foto; JPEG, PNG, atau WebP, maksimal 2 MB.', {
          count: MAX_COMPANY_PHOTOS,
        })}
      </Text>
      {photos.isLoading && <Skeleton h={120} />}
      {photos.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(photos.error, t)}
        </Alert>
      )}
      {photos.data && list.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('Belum ada foto. Foto ruang kerja, tim, atau kegiatan PKL membantu siswa mengenal perusahaan Anda.')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="sm">
        {list.map((photo, i) => (
          <Stack key={photo.id} gap={4}>
            <Image
              src={companyPhotoUrl(photo.file)}
              alt={photo.caption ?? t('Foto {{company}} ke-{{n}}', { company: companyName, n: i + 1 })}
              h={100}
              radius="sm"
              fit="cover"
            />
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed" lineClamp={2}>
                {photo.caption ?? ''}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Hapus foto {{n}}', { n: i + 1 })}
                loading={remove.isPending && remove.variables === photo.id}
                onClick={() => remove.mutate(photo.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
      {!full && (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('Keterangan foto (opsional)')}
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: '1 1 14rem' }}
            data-testid="company-photo-caption"
          />
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
                {t('Unggah Foto')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Card>
  );
}
