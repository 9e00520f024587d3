import { Activity, Notification, type EntityManager } from '../../index.js';
import { rooms } from '@tradehub/contract';
import { pushSocket } from '../../outbox/writer.js';
import { toActivityItem, toNotificationItem } from './items.js';

export interface NewNotification {
  organisationId: string;
  userId: string;
  createdById?: string | null;
  type: 'alert' | 'success' | 'info';
  title: string;
  message: string;
}

export interface NewActivity {
  organisationId: string;
  createdById: string;
  type: 'verification' | 'transaction' | 'alert';
  title: string;
  description: string;
  status: 'completed' | 'pending' | 'failed';
  relatedId?: string | null;
}

/**
 * Records notifications and activities in a unit of work, with their pushes (`notification:new` to the
 * person, `activity:new` to the organisation) as outbox rows of the same unit of work (DESIGN.md
 * convention 3): the relay pushes them once it commits, and nobody hears of a change that was rolled back.
 */
export class DomainEvents {
  constructor(private readonly em: EntityManager) {}

  notify(input: NewNotification): Notification {
    const notification = this.em.create(Notification, {
      organisation: input.organisationId,
      user: input.userId,
      createdBy: input.createdById ?? null,
      type: input.type,
      title: input.title,
      message: input.message,
    });
    pushSocket(this.em, {
      aggregate: ['notification', notification.id],
      rooms: [rooms.user(input.userId)],
      event: 'notification:new',
      args: [toNotificationItem(notification)],
    });
    return notification;
  }

  recordActivity(input: NewActivity): Activity {
    const activity = this.em.create(Activity, {
      organisation: input.organisationId,
      createdBy: input.createdById,
      type: input.type,
      title: input.title,
      description: input.description,
      status: input.status,
      date: new Date(),
      relatedId: input.relatedId ?? null,
    });
    pushSocket(this.em, {
      aggregate: ['activity', activity.id],
      rooms: [rooms.organisation(input.organisationId)],
      event: 'activity:new',
      args: [toActivityItem(activity)],
    });
    return activity;
  }
}
