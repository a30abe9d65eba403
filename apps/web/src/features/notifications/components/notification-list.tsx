import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import type { NotificationItem } from '../api/notifications-api';
import { relativeTime, useNotificationText } from './notification-text';
import classes from './notification-list.module.css';

/** Notifications as a list of buttons: unread ones marked, each opening what it is about. */
export function NotificationList({ items, onOpen }: { items: NotificationItem[]; onOpen: (item: NotificationItem) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useNotificationText();
  return (
    <Stack gap={0} component="ul" className={classes.list} data-testid="notification-list">
      {items.map((item) => (
        <li key={item.id}>
          <UnstyledButton className={classes.item} data-unread={!item.read_at} onClick={() => onOpen(item)} data-testid="notification-item">
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconPointFilled
                size={12}
                className={classes.dot}
                aria-label={item.read_at ? undefined : t('Belum dibaca')}
                aria-hidden={item.read_at ? true : undefined}
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={item.read_at ? 400 : 600} className={classes.text}>
                  {text(item.kind, item.params)}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.created_at}>{relativeTime(item.created_at, lang)}</time>
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
