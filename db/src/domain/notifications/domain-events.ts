import { Activity, Notification, type EntityManager, type NotificationParams } from '../../index.js';
import { rooms, type ActivityStatus, type ActivityType, type NotificationType } from '@tradehub/contract';
import { pushSocket } from '../../outbox/writer.js';
import { toActivityItem, toNotificationItem } from './items.js';

export interface NewNotification {
  organisationId: string;
  userId: string;
  createdById?: string | null;
  type: NotificationType;
  /** In English: what API readers get, and the text a reader sees when their catalogue lacks the key. */
  title: string;
  message: string;
  /**
   * The text as a message key of the web's catalogue (`notifications.messages.<key>`) with its parameters,
   * rendered in the reader's language: amounts as `<x>Minor` + `<x>Currency` (or `currency`), days as
   * YYYY-MM-DD `<x>Date`, names and codes as they are.
   */
  messageKey: string;
  params: NotificationParams;
  /** A path in the app the notification leads to. */
  link?: string;
}

export interface NewActivity {
  organisationId: string;
  createdById: string;
  type: ActivityType;
  /** In English: what API readers get, and the text a reader sees when their catalogue lacks the key. */
  title: string;
  description: string;
  /** The text as a message key (`activities.messages.<key>`) with parameters, named as a notification's. */
  messageKey: string;
  params: NotificationParams;
  status: ActivityStatus;
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
      messageKey: input.messageKey,
      params: input.params,
      link: input.link ?? null,
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
      messageKey: input.messageKey,
      params: input.params,
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
