import type { Activity, Notification } from '../../index.js';
import type { ActivityItem, NotificationItem } from '@tradehub/contract';

export function toNotificationItem(notification: Notification): NotificationItem {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    messageKey: notification.messageKey ?? null,
    params: notification.params ?? null,
    link: notification.link ?? null,
    createdAt: notification.createdAt.toISOString(),
    readAt: notification.readAt?.toISOString() ?? null,
  };
}

export function toActivityItem(activity: Activity): ActivityItem {
  return {
    id: activity.id,
    type: activity.type,
    title: activity.title,
    description: activity.description,
    messageKey: activity.messageKey ?? null,
    params: activity.params ?? null,
    status: activity.status,
    date: activity.date.toISOString(),
    relatedId: activity.relatedId ?? null,
  };
}
