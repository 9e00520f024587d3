import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { NOTIFICATION_TYPES } from './enums.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

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
