import { notificationsMenuQuery } from '../../features/notifications/api/notifications-api';
import { profileQuery } from '../../lib/profile';
import { queryClient } from '../query-provider';

/**
 * The main layout's own first requests (the caller's record, which also ends a session whose token
 * no longer works, and the bell's latest notifications), started by a page's route right after the
 * page's own: on a phone they then share the page's round trip instead of adding one after the
 * layout has rendered. Once in the cache they are not asked again on the next page (the bell polls,
 * the header reads the stored user); the components read the same query options.
 */
export function startLayoutQueries(): void {
  queryClient.ensureQueryData(profileQuery).catch(() => undefined);
  queryClient.ensureQueryData(notificationsMenuQuery).catch(() => undefined);
}
