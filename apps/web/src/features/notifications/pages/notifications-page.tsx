import { useState } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { LabeledPagination } from '../../../components/labeled-pagination';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { fetchNotifications, markRead, NOTIFICATIONS_KEY, type NotificationItem } from '../api/notifications-api';
import { NotificationList } from '../components/notification-list';

const PER_PAGE = 20;

/** Every notification of the signed-in user, newest first, with an unread filter. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const list = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', page, filter],
    queryFn: () => fetchNotifications({ page, per_page: PER_PAGE, unread: filter === 'unread' }),
    placeholderData: keepPreviousData,
  });
  const read = useMutation({
    mutationFn: markRead,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const open = (item: NotificationItem) => {
    if (!item.read_at) read.mutate({ ids: [item.id] });
    if (item.link) void navigate(item.link);
  };
  return (
    <>
      <PageHeader
        title={t('Pemberitahuan')}
        description={t('Kabar tentang akun, kemitraan, lamaran, tes, dan asesmen Anda')}
        actions={
          (list.data?.unread ?? 0) > 0 && (
            <Button variant="light" onClick={() => read.mutate({ all: true })} loading={read.isPending}>
              {t('Tandai semua dibaca')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="md" maw={760}>
        <SegmentedControl
          mb="sm"
          value={filter}
          onChange={(value) => {
            setFilter(value === 'unread' ? 'unread' : 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('Semua') },
            { value: 'unread', label: t('Belum dibaca') },
          ]}
          aria-label={t('Tampilkan')}
        />
        {list.isLoading && <Skeleton h={240} radius="md" />}
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {apiErrorMessage(list.error, t)}
          </Alert>
        )}
        {list.data && list.data.data.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
            {t('Tidak ada pemberitahuan')}
          </Text>
        )}
        {list.data && list.data.data.length > 0 && <NotificationList items={list.data.data} onOpen={open} />}
        {list.data && list.data.total_pages > 1 && (
          <Group justify="center" mt="md">
            <LabeledPagination total={list.data.total_pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Card>
    </>
  );
}
