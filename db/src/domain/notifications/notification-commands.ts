// What a person does with their own notifications.
import { rooms } from '@tradehub/contract';
import { Notification, type EntityManager } from '../../index.js';
import { pushSocket } from '../../outbox/writer.js';
import type { Actor } from '../actor.js';

/**
 * Marks all of a person's notifications read. Their other tabs and devices clear their badge too: the
 * `notification:read-all` push is an outbox row of the update. Returns how many were unread.
 */
export async function markAllNotificationsRead(
  em: EntityManager,
  actor: Pick<Actor, 'userId'>,
  now = new Date(),
): Promise<number> {
  const { userId } = actor;
  const marked = await em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: now });
  pushSocket(em, {
    aggregate: ['user', userId],
    rooms: [rooms.user(userId)],
    event: 'notification:read-all',
    args: [],
  });
  await em.flush();
  return marked;
}
