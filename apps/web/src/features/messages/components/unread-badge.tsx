import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUnread, UNREAD_KEY } from '../api/messages-api';

/** How often the menu's count is asked again (as the notification bell does), besides on window focus. */
const REFRESH_MS = 60_000;

/** The unread messages of the caller, on the menu's "Pesan" item; nothing when there are none. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnread, refetchInterval: REFRESH_MS, refetchOnWindowFocus: true });
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="red.8" data-testid="messages-unread">
      <span aria-hidden>{count > 9 ? '9+' : count}</span>
      <VisuallyHidden>{t('{{count}} pesan belum dibaca', { count })}</VisuallyHidden>
    </Badge>
  );
}
