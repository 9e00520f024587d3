import { z } from 'zod';
import { NOTIFICATION_TYPES } from './enums.js';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /**
   * When set, the text to show: a message key of the web app's catalogue (`notifications.messages.<key>`)
   * with its parameters, rendered in the reader's language; `title` and `message` are it in English.
   */
  messageKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** A path in the app the notification leads to (e.g. the New Trade that hedges a bill). */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const notificationsResponseSchema = z.object({
  unreadCount: z.number().int(),
  total: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
