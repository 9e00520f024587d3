import { Activity, Notification, type EntityManager } from '../../index.js';
import { rooms } from '@tradehub/contract';
import type { Broadcaster } from './broadcaster.js';
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
 * Collects notifications and activities inside a unit of work and pushes them only after it commits
 * (DESIGN.md convention 3): nobody is told about a change that was rolled back.
 */
export class DomainEvents {
  private readonly notifications: Notification[] = [];
  private readonly activities: Activity[] = [];

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
    this.notifications.push(notification);
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
    this.activities.push(activity);
    return activity;
  }

  /** Call after the transaction committed. */
  publish(broadcaster: Broadcaster): void {
    for (const notification of this.notifications) {
      broadcaster
        .to(rooms.user(notification.user.id))
        .emit('notification:new', toNotificationItem(notification));
    }
    for (const activity of this.activities) {
      broadcaster
        .to(rooms.organisation(activity.organisation.id))
        .emit('activity:new', toActivityItem(activity));
    }
  }
}
