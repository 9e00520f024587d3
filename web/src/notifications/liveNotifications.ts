// How pushed events change the notifications already in hand (the badge count and the lists).
import type { NotificationItem, NotificationsResponse } from '@tradehub/contract';
import { prependNewest } from '../realtime/prependNewest';

/** `notification:new`: the item heads the list and, unread and not seen before, raises the count. */
export function withNewNotification(
  data: NotificationsResponse,
  item: NotificationItem,
  limit: number,
): NotificationsResponse {
  const known = data.items.some((existing) => existing.id === item.id);
  if (known) return { ...data, items: prependNewest(data.items, item, limit) };
  return {
    unreadCount: data.unreadCount + (item.readAt ? 0 : 1),
    total: data.total + 1,
    items: prependNewest(data.items, item, limit),
  };
}

/** `notification:read-all` (or our own mark-all-read): nothing unread any more. */
export function withAllRead(data: NotificationsResponse, readAt: string): NotificationsResponse {
  return {
    ...data,
    unreadCount: 0,
    items: data.items.map((item) => (item.readAt ? item : { ...item, readAt })),
  };
}

/** How long after a rate alert's own toast its follow-up notification is not toasted again. */
export const rateAlertToastWindowMs = 10_000;

/**
 * Whether a pushed notification gets a toast: alerts do, except the one that follows an `alert:fired`
 * just toasted (the server sends both for one rate alert).
 */
export function shouldToastNotification(
  item: Pick<NotificationItem, 'type'>,
  lastRateAlertToastAt: number | undefined,
  now: number,
): boolean {
  if (item.type !== 'alert') return false;
  return lastRateAlertToastAt === undefined || now - lastRateAlertToastAt > rateAlertToastWindowMs;
}
