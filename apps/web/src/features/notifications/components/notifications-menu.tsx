import { ActionIcon, Anchor, Button, Group, Indicator, Loader, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { markRead, NOTIFICATIONS_KEY, notificationsMenuQuery, type NotificationItem } from '../api/notifications-api';
import { NotificationList } from './notification-list';

/** How often the header asks for new notifications while the page is open. */
const POLL_MS = 60_000;

/**
 * The header's bell (spec §2): the latest notifications, unread first in weight and with a count on
 * the bell; "Tidak ada pemberitahuan" when there are none. Opening one marks it read and goes to it.
 */
export function NotificationsMenu({ inverted }: { inverted: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const latest = useQuery({ ...notificationsMenuQuery, refetchInterval: POLL_MS });
  const read = useMutation({
    mutationFn: markRead,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const unread = latest.data?.unread ?? 0;
  const open = (item: NotificationItem) => {
    setOpened(false);
    if (!item.read_at) read.mutate({ ids: [item.id] });
    if (item.link) void navigate(item.link);
  };
  return (
    <Popover position="bottom-end" shadow="md" width={320} withArrow={false} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <ActionIcon
          variant={inverted ? 'white' : 'subtle'}
          color={inverted ? 'jalur' : 'gray.8'}
          size="lg"
          aria-label={unread ? t('Pemberitahuan, {{n}} belum dibaca', { n: unread }) : t('Pemberitahuan')}
          data-testid="notifications-menu"
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator disabled={!unread} label={unread > 9 ? '9+' : unread} size={16} color="red" data-testid="notifications-unread">
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('Pemberitahuan')} p="sm" style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <Group justify="space-between" mb={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('Pemberitahuan')}
          </Text>
          {unread > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => read.mutate({ all: true })} loading={read.isPending}>
              {t('Tandai semua dibaca')}
            </Button>
          )}
        </Group>
        {latest.isPending && (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label={t('Memuat…')} />
          </Group>
        )}
        {latest.data && latest.data.data.length === 0 && (
          <Text size="sm" c="dimmed" py="md" ta="center" data-testid="notifications-empty">
            {t('Tidak ada pemberitahuan')}
          </Text>
        )}
        {latest.data && latest.data.data.length > 0 && <NotificationList items={latest.data.data} onOpen={open} />}
        <Anchor component={Link} to="/notifications" size="sm" display="block" ta="center" mt="xs" onClick={() => setOpened(false)}>
          {t('Lihat semua pemberitahuan')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
