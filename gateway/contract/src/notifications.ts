import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(['alert', 'success', 'info']),
  title: z.string(),
  message: z.string(),
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
