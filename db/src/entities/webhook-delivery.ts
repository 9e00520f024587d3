import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WEBHOOK_DELIVERY_STATUSES } from '@tradehub/contract/constants';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { WebhookEndpoint } from './webhook-endpoint.js';
import { WebhookEvent } from './webhook-event.js';

/**
 * One event to one endpoint, and its attempts so far: the delivery log's row and the truth the `webhooks`
 * queue's job reads (a job that runs twice finds it delivered and sends nothing).
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  properties: {
    id: idProperty(),
    /** bigserial: the order deliveries of one endpoint are first tried in. */
    seq: p.bigint('string').autoincrement().unique(),
    endpoint: () => p.manyToOne(WebhookEndpoint).ref().deleteRule('cascade'),
    event: () => p.manyToOne(WebhookEvent).ref().deleteRule('cascade'),
    status: p
      .enum([...WEBHOOK_DELIVERY_STATUSES])
      .default('pending')
      .onCreate(() => 'pending' as const),
    attempts: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    nextAttemptAt: timestampProperty().nullable(),
    lastAttemptAt: timestampProperty().nullable(),
    latencyMs: p.integer().nullable(),
    responseStatus: p.integer().nullable(),
    /** The first 1 KB of the last response's body. */
    responseBody: p.text().nullable(),
    error: p.text().nullable(),
    deliveredAt: timestampProperty().nullable(),
    createdAt: createdAtProperty(),
  },
  indexes: [{ properties: ['endpoint', 'createdAt'] }, { properties: ['endpoint', 'status', 'seq'] }],
});
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>;
