// The member's notifications in the client cache, under the `notifications` root: the newest page (the top
// bar's badge and dropdown, the dashboard's alerts, /notifications), kept current in place by the pushes that
// carry the change (cacheUpdates.ts: `notification:new`, `notification:read-all`), and marking all read,
// shown at once and undone if the gateway refuses.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiData } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';
import { withAllRead, withNewNotification } from '../../notifications/liveNotifications';

export type NotificationsPage = ApiData<'/api/notifications', 'get'>;
export type NotificationItem = NotificationsPage['items'][number];

/** The newest notifications fetched (the gateway's maximum page); /notifications pages through them. */
export const latestNotificationsLimit = 100;

export const notificationKeys = {
  all: [queryRoots.notifications] as const,
  latest: () => [queryRoots.notifications, 'latest', latestNotificationsLimit] as const,
};

export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      unwrap(
        http.GET('/api/notifications', { params: { query: { limit: latestNotificationsLimit } }, signal }),
      ),
  });

/**
 * `notification:new`: the item heads the list and raises the unread count. Before the first answer there is
 * nothing to update: the invalidation that follows asks for it (false).
 */
export function putNewNotification(client: QueryClient, item: NotificationItem): boolean {
  const { queryKey } = latestNotificationsQuery();
  if (client.getQueryData(queryKey) === undefined) return false;
  client.setQueryData(queryKey, (data) => data && withNewNotification(data, item, latestNotificationsLimit));
  return true;
}

/** `notification:read-all` (another tab, another device), or our own mark-all-read: nothing unread. */
export function putAllRead(client: QueryClient, readAt = new Date().toISOString()): boolean {
  const { queryKey } = latestNotificationsQuery();
  if (client.getQueryData(queryKey) === undefined) return false;
  client.setQueryData(queryKey, (data) => data && withAllRead(data, readAt));
  return true;
}

/** POST /api/notifications/read-all, shown at once; the previous list comes back if it fails. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.POST('/api/notifications/read-all')),
    onMutate: async () => {
      const { queryKey } = latestNotificationsQuery();
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      putAllRead(client);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(latestNotificationsQuery().queryKey, context.previous);
    },
    // The server's own view (read times) replaces the optimistic one.
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
