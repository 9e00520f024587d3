import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { NOTIFICATION_TYPES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** A notification's message parameters: texts and numbers the reader's language formats. */
export type NotificationParams = Record<string, string | number>;

/** A message in one user's notification dropdown; unread while readAt is null. */
export const Notification = defineEntity({
  name: 'Notification',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    /** The recipient. */
    user: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    /** Null when the system raised it. */
    createdBy: () => p.manyToOne(UserProfile).ref().nullable(),
    type: p.enum([...NOTIFICATION_TYPES]),
    title: p.text(),
    message: p.text(),
    /**
     * The text as a message key of the web app's catalogue with its parameters, rendered in the reader's
     * language; `title` and `message` are the same text in English (for the API and other readers).
     */
    messageKey: p.text().nullable(),
    params: p.json<NotificationParams>().nullable(),
    /** Where the notification leads in the app (a path, e.g. the New Trade that hedges a bill). */
    link: p.text().nullable(),
    readAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
  },
  indexes: [
    {
      name: 'notification_user_id_created_at_index',
      expression:
        'create index "notification_user_id_created_at_index" on "notification" ("user_id", "created_at" desc)',
    },
  ],
});
export type Notification = InferEntity<typeof Notification>;
