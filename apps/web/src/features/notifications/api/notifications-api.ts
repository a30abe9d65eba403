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

export function markRead(which: { ids: string[] } | { all: true }): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/notification/read', which);
}
