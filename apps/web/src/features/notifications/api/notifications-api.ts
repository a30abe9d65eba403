import { queryOptions } from '@tanstack/react-query';
import type { NotificationPage } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export type { NotificationItem, NotificationPage } from '@jalurkarir/shared';

/** Every query of this feature starts with this key, so a mark-as-read refreshes the menu and the page. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function fetchNotifications(query: {
  page?: number;
  per_page?: number;
  unread?: boolean;
  order?: 'newest' | 'unread-first';
}): Promise<NotificationPage> {
  return api.get<NotificationPage>('/notification/list', {
    page: query.page ?? 1,
    per_page: query.per_page ?? 10,
    unread: query.unread ? 'true' : undefined,
    order: query.order,
  });
}

/** The header bell's list: unread first, then the newest, six of them. */
export const notificationsMenuQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'menu'],
  queryFn: () => fetchNotifications({ per_page: 6, order: 'unread-first' }),
});

export function markRead(which: { ids: string[] } | { all: true }): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/notification/read', which);
}
