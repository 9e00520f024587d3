// The one call a domain command makes to tell other systems something happened (issue 27):
// `await recordWebhookEvent(em, { organisationId, type, data })`. In the caller's transaction it writes the
// event, one delivery per enabled endpoint of the organisation that subscribes to the type, and for each an
// outbox job on the `webhooks` queue: they commit (or roll back) with the change, and the relay queues them.
import type { WebhookEventType } from '@tradehub/contract';
import { WEBHOOK_TEST_EVENT } from '@tradehub/contract/constants';
import type { EntityManager } from '../../index.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';

export interface NewWebhookEvent {
  organisationId: string;
  type: WebhookEventType;
  /**
   * The thing as the public API shapes it (each area builds its own: bills/bill-webhooks.ts, …), or a function
   * building it: called only when some endpoint listens, so an organisation without webhooks pays for one
   * indexed query and nothing else.
   */
  data: object | (() => Promise<object>);
}

export interface RecordedWebhookEvent {
  event: WebhookEvent | null;
  deliveries: WebhookDelivery[];
}

/** Writes the delivery and its outbox job (job id `outbox-<row id>`), in the caller's unit of work. */
export function queueDelivery(em: EntityManager, endpoint: WebhookEndpoint, event: WebhookEvent) {
  const delivery = em.create(WebhookDelivery, { endpoint, event, nextAttemptAt: new Date() });
  enqueueJob(em, {
    aggregate: ['webhook-endpoint', endpoint.id],
    queue: 'webhooks',
    name: 'deliver',
    data: { deliveryId: delivery.id },
  });
  return delivery;
}

/**
 * Nothing is written when no endpoint listens (most organisations have none): the event exists only to be
 * delivered. Endpoints are read in the caller's transaction, so one added a moment later gets the next event.
 */
export async function recordWebhookEvent(
  em: EntityManager,
  { organisationId, type, data }: NewWebhookEvent,
): Promise<RecordedWebhookEvent> {
  const endpoints = await em.find(
    WebhookEndpoint,
    { organisation: organisationId, enabled: true, eventTypes: { $overlap: [type] } },
    { orderBy: { createdAt: 'asc' } },
  );
  if (endpoints.length === 0) return { event: null, deliveries: [] };
  const shaped = typeof data === 'function' ? await data() : data;
  const event = em.create(WebhookEvent, {
    organisation: organisationId,
    type,
    data: JSON.parse(JSON.stringify(shaped)) as Record<string, unknown>,
  });
  return { event, deliveries: endpoints.map((endpoint) => queueDelivery(em, endpoint, event)) };
}

/** "Send test event": a `webhook.test` event to one endpoint, whatever it subscribes to. */
export function recordTestEvent(em: EntityManager, endpoint: WebhookEndpoint) {
  const event = em.create(WebhookEvent, {
    organisation: endpoint.organisation.id,
    type: WEBHOOK_TEST_EVENT,
    data: {
      endpointId: endpoint.id,
      message: 'A test event from TradeHub: your endpoint received and (we hope) verified it.',
    },
  });
  return { event, delivery: queueDelivery(em, endpoint, event) };
}
