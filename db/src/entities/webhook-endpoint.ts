import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty, updatedAtProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * Where an organisation wants to hear about its events (issue 27). The signing secret is kept sealed with a
 * key derived from SESSION_SECRET (domain webhooks/secret-box.ts): the workers must sign with it, so it
 * cannot be a hash, but a database dump alone does not reveal it.
 */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    createdBy: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    url: p.text(),
    description: p.text().nullable(),
    eventTypes: p
      .array<string>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    enabled: p
      .boolean()
      .default(true)
      .onCreate(() => true),
    disabledReason: p.text().nullable(),
    /** Since when every attempt has failed (null once one succeeds): 24 hours of it disables the endpoint. */
    failingSince: timestampProperty().nullable(),
    sealedSecret: p.text(),
    /** The secret before the last rotation, still signing beside the new one until previousSecretExpiresAt. */
    previousSealedSecret: p.text().nullable(),
    previousSecretExpiresAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  indexes: [{ properties: ['organisation'] }],
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>;
