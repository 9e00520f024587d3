import { createContext, useContext } from 'react';
import type { NotificationsResponse } from '../api/types';

export interface NotificationsState {
  /** The last answer; kept while a refresh is under way. */
  data: NotificationsResponse | undefined;
  /** The last refresh's failure, if it failed. */
  error: unknown;
  loading: boolean;
  refresh(): Promise<void>;
  /** POST /api/notifications/read-all, then a refresh. */
  markAllRead(): Promise<void>;
}

export const NotificationsContext = createContext<NotificationsState | null>(null);

export function useNotifications(): NotificationsState {
  const state = useContext(NotificationsContext);
  if (!state) throw new Error('useNotifications must be used inside the signed-in shell');
  return state;
}
