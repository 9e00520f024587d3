import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import type { NotificationsResponse } from '../api/types';
import { NotificationsContext, type NotificationsState } from './notificationsContext';

/** How often the badge is brought up to date while the app is open. */
const refreshEveryMs = 60_000;
/** The newest notifications fetched (the gateway's maximum page); /notifications pages through them. */
export const notificationsFetched = 100;

/** The signed-in member's notifications, shared by the top bar's dropdown and /notifications. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<NotificationsResponse | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [settled, setSettled] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(true);

  // Only the newest request's answer counts, and none after unmounting.
  const request = useCallback(() => {
    const id = ++latest.current;
    const current = () => mounted.current && id === latest.current;
    return api.get<NotificationsResponse>(`/api/notifications?limit=${notificationsFetched}`).then(
      (answer) => {
        if (!current()) return;
        setData(answer);
        setError(undefined);
        setSettled(true);
      },
      (failure: unknown) => {
        if (!current()) return;
        setError(failure);
        setSettled(true);
      },
    );
  }, []);

  const markAllRead = useCallback(async () => {
    await api.post('/api/notifications/read-all');
    const readAt = new Date().toISOString();
    // Shown at once; the refresh that follows brings the server's own view.
    setData(
      (current) =>
        current && {
          ...current,
          unreadCount: 0,
          items: current.items.map((item) => (item.readAt ? item : { ...item, readAt })),
        },
    );
    await request();
  }, [request]);

  useEffect(() => {
    mounted.current = true;
    void request();
    const timer = window.setInterval(() => void request(), refreshEveryMs);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
    };
  }, [request]);

  const value = useMemo<NotificationsState>(
    () => ({ data, error, loading: !settled, refresh: request, markAllRead }),
    [data, error, settled, request, markAllRead],
  );
  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}
