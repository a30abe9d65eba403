import { Alert, Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-errors';
import { fetchNotifications, markRead, NOTIFICATIONS_KEY } from '../api/notifications-api';
import { NotificationList } from './notification-list';

/** Recent activity on a home page: the caller's latest notifications (applications, partnerships…), each opening its thing. */
export function RecentActivityCard({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [...NOTIFICATIONS_KEY, 'recent', limit], queryFn: () => fetchNotifications({ per_page: limit }) });
  const items = query.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-activity" data-testid="recent-activity">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="recent-activity">
          {t('Aktivitas Terbaru')}
        </Title>
        <Anchor component={Link} to="/notifications" size="sm">
          {t('Lihat semua')}
        </Anchor>
      </Group>
      {query.isLoading && <Skeleton h={120} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.data && items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('Tidak ada pemberitahuan')}
        </Text>
      )}
      {items.length > 0 && (
        <NotificationList
          items={items}
          onOpen={(item) => {
            if (!item.read_at) void markRead({ ids: [item.id] }).then(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
            if (item.link) void navigate(item.link);
          }}
        />
      )}
    </Card>
  );
}
