import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { latestNotificationsQuery, type NotificationsPage } from '../api/notifications/queries';

export interface NotificationsState {
  /** The last answer; kept while a refresh is under way. */
  data: NotificationsPage | undefined;
  /** The last refresh's failure, if it failed. */
  error: unknown;
  loading: boolean;
  refresh(): Promise<void>;
}

/**
 * The signed-in member's newest notifications (one cached query), shared by the top bar's dropdown, the
 * dashboard's alerts and /notifications.
 */
export function useNotifications(): NotificationsState {
  const { data, error, isPending, refetch } = useQuery(latestNotificationsQuery());
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { data, error, loading: isPending, refresh };
}
