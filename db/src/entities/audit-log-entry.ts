import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ApiKey } from './api-key.js';
import { createdAtProperty, idProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** Per changed field, its value before and after the change. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Who changed what, when. Append-only by convention: rows are inserted, never updated or deleted. */
export const AuditLogEntry = defineEntity({
  name: 'AuditLogEntry',
  properties: {
    id: idProperty(),
    /** Null for events outside any organisation (e.g. an admin approving an account). */
    organisation: () => p.manyToOne(Organisation).ref().nullable(),
    /** Null when the system acted. */
    actor: () => p.manyToOne(UserProfile).ref().nullable(),
    /** The API key the actor's call came through (the log names the key); null for people and the system. */
    apiKey: () => p.manyToOne(ApiKey).ref().nullable(),
    action: p.text(),
    entityType: p.text(),
    entityId: p.text(),
    changes: p
      .json<AuditChanges>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    createdAt: createdAtProperty(),
  },
  indexes: [
    {
      name: 'audit_log_entry_organisation_id_created_at_index',
      expression:
        'create index "audit_log_entry_organisation_id_created_at_index" on "audit_log_entry" ("organisation_id", "created_at" desc)',
    },
    { properties: ['entityType', 'entityId'] },
  ],
});
export type AuditLogEntry = InferEntity<typeof AuditLogEntry>;
