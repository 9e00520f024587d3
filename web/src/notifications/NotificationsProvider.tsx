import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../api/client';
import { notificationsFetched, notificationsPath } from '../layouts/shellReads';
import type { NotificationsResponse } from '../api/types';
import { useLiveEvent, useReconnect } from '../realtime/useLiveEvent';
import { withAllRead, withNewNotification } from './liveNotifications';
import { NotificationsContext, type NotificationsState } from './notificationsContext';

/** How often the badge is re-read while the app is open, in case a pushed event went astray. */
const refreshEveryMs = 60_000;

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
    return api.get<NotificationsResponse>(notificationsPath).then(
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
    setData((current) => current && withAllRead(current, readAt));
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

  // Pushed: a new notification heads the lists at once (before the first answer: ask again, to include it).
  useLiveEvent('notification:new', (item) => {
    if (data) setData((current) => current && withNewNotification(current, item, notificationsFetched));
    else void request();
  });
  // Marked read in another tab or on another device.
  useLiveEvent('notification:read-all', () => {
    const readAt = new Date().toISOString();
    setData((current) => current && withAllRead(current, readAt));
  });
  // Whatever was pushed while the socket was away is in the server's answer.
  useReconnect(() => void request());

  const value = useMemo<NotificationsState>(
    () => ({ data, error, loading: !settled, refresh: request, markAllRead }),
    [data, error, settled, request, markAllRead],
  );
  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}
