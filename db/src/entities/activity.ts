import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import type { NotificationParams } from './notification.js';
import { UserProfile } from './user-profile.js';

/** An entry of the dashboard's activity feed; `alert` entries also feed the Risk Alerts panel. */
export const Activity = defineEntity({
  name: 'Activity',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    type: p.enum([...ACTIVITY_TYPES]),
    title: p.text(),
    description: p.text(),
    /**
     * The text as a message key of the web app's catalogue (`activities.messages.<key>`) with its parameters,
     * rendered in the reader's language; `title` and `description` are the same text in English (for the API,
     * and for rows written before keys).
     */
    messageKey: p.text().nullable(),
    params: p.json<NotificationParams>().nullable(),
    status: p.enum([...ACTIVITY_STATUSES]),
    date: timestampProperty(),
    /** Id of the supplier, payment, … the activity is about (no foreign key: it may point at any table). */
    relatedId: p.text().nullable(),
    createdAt: createdAtProperty(),
  },
  indexes: [
    {
      name: 'activity_organisation_id_date_index',
      expression:
        'create index "activity_organisation_id_date_index" on "activity" ("organisation_id", "date" desc)',
    },
    { name: 'activity_created_by_id_date_index', properties: ['createdBy', 'date'] },
  ],
});
export type Activity = InferEntity<typeof Activity>;
