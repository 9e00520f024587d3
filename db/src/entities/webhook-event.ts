import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty } from './common.js';
import { Organisation } from './organisation.js';

/**
 * Something that happened, as receivers get it: `{ id, type, created_at, data }`. Written (with one
 * delivery per subscribed endpoint) in the transaction that caused it, only when some endpoint listens.
 * Every delivery and resend of it sends the same body, so receivers deduplicate on its id.
 */
export const WebhookEvent = defineEntity({
  name: 'WebhookEvent',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    type: p.text(),
    data: p.json<Record<string, unknown>>().columnType('jsonb'),
    createdAt: createdAtProperty(),
  },
  indexes: [{ properties: ['organisation', 'createdAt'] }],
});
export type WebhookEvent = InferEntity<typeof WebhookEvent>;
