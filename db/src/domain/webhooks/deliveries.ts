// A delivery's life, as the `webhooks` queue's processor records it (issue 27): each attempt's outcome,
// the next try (exponential backoff with jitter, for 24 hours), and an endpoint that has failed for 24 hours
// turned off with its Team Managers told (in the app and by e-mail). The delivery row is the truth: a job
// that runs again finds it delivered, or not yet due, and sends nothing.
import { backoffDelayMs, TEAM_MANAGEMENT, withJitter } from '@tradehub/contract';
import type { WebhookEndpoint } from '../../index.js';
import { Membership, WebhookDelivery, type EntityManager } from '../../index.js';
import { enqueueJob } from '../../outbox/writer.js';
import { DeveloperEffects, pushDevelopersChanged } from '../developers/developer-effects.js';

/** How long a delivery is retried, and how long an endpoint may fail before it is turned off. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts. */
export const WEBHOOK_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** The first retry's wait, doubling after each failure (the workers may pass a shorter one in tests). */
export const WEBHOOK_FIRST_BACKOFF_MS = 10_000;
/** How much of the response body the log keeps. */
export const WEBHOOK_RESPONSE_BODY_BYTES = 1024;

/**
 * The wait before attempt `failedAttempts + 1`: base × 2^(failed − 1), at most an hour, times a random
 * factor in [0.5, 1) ("equal jitter"), so endpoints that failed together do not retry together.
 */
export function webhookBackoffMs(
  failedAttempts: number,
  baseMs = WEBHOOK_FIRST_BACKOFF_MS,
  random = Math.random,
): number {
  const delayMs = backoffDelayMs(failedAttempts, { firstMs: baseMs, maxMs: WEBHOOK_MAX_BACKOFF_MS });
  return withJitter(delayMs, { from: 0.5, to: 1 }, random);
}

/** One attempt's outcome: an HTTP answer, or none (refused address, timeout, connection error). */
export interface WebhookAttemptOutcome {
  ok: boolean;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** What the processor is to do with a delivery it was handed. */
export type DeliveryPlan =
  | { action: 'skip'; reason: string }
  | { action: 'wait'; until: Date }
  | { action: 'send'; delivery: WebhookDelivery; endpoint: WebhookEndpoint };

export async function planDelivery(
  em: EntityManager,
  deliveryId: string,
  now = new Date(),
): Promise<DeliveryPlan> {
  const delivery = await em.findOne(
    WebhookDelivery,
    { id: deliveryId },
    { populate: ['endpoint', 'event'], refresh: true },
  );
  if (!delivery) return { action: 'skip', reason: 'delivery gone' };
  if (delivery.status === 'delivered' || delivery.status === 'failed')
    return { action: 'skip', reason: `already ${delivery.status}` };
  const endpoint = delivery.endpoint.$;
  if (!endpoint.enabled) {
    delivery.status = 'failed';
    delivery.nextAttemptAt = null;
    delivery.error = 'The endpoint is turned off.';
    pushDevelopersChanged(em, endpoint.organisation.id, {
      endpointId: endpoint.id,
      deliveryId: delivery.id,
      status: delivery.status,
    });
    await em.flush();
    return { action: 'skip', reason: 'endpoint disabled' };
  }
  if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime())
    return { action: 'wait', until: delivery.nextAttemptAt };
  return { action: 'send', delivery, endpoint };
}

/**
 * The endpoint's deliveries due now (never tried, or retries whose time has come), oldest first: the lock
 * holder sends them in this order, so first attempts keep the order their events happened in.
 */
export async function dueDeliveries(
  em: EntityManager,
  endpointId: string,
  limit = 20,
  now = new Date(),
): Promise<string[]> {
  const rows = await em.find(
    WebhookDelivery,
    { endpoint: endpointId, status: { $in: ['pending', 'retrying'] }, nextAttemptAt: { $lte: now } },
    { fields: ['id'], orderBy: { seq: 'asc' }, limit },
  );
  return rows.map((row) => row.id);
}

/**
 * Records an attempt: delivered, or retried later, or given up after 24 hours. An endpoint failing for 24
 * hours is turned off, its waiting deliveries failed, and its Team Managers notified and mailed. Pushes
 * `developers:changed` so an open delivery log shows the attempt. Flushes.
 */
export async function recordDeliveryAttempt(
  em: EntityManager,
  deliveryId: string,
  outcome: WebhookAttemptOutcome,
  { now = new Date(), backoffBaseMs = WEBHOOK_FIRST_BACKOFF_MS }: { now?: Date; backoffBaseMs?: number } = {},
): Promise<WebhookDelivery> {
  const delivery = await em.findOneOrFail(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint'] });
  const endpoint = delivery.endpoint.$;
  delivery.attempts += 1;
  delivery.lastAttemptAt = now;
  delivery.latencyMs = Math.round(outcome.latencyMs);
  delivery.responseStatus = outcome.responseStatus;
  delivery.responseBody = outcome.responseBody;
  delivery.error = outcome.error;
  if (outcome.ok) {
    delivery.status = 'delivered';
    delivery.deliveredAt = now;
    delivery.nextAttemptAt = null;
    endpoint.failingSince = null;
  } else {
    endpoint.failingSince ??= now;
    const expired = now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
    if (expired) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
    } else {
      delivery.status = 'retrying';
      delivery.nextAttemptAt = new Date(now.getTime() + webhookBackoffMs(delivery.attempts, backoffBaseMs));
    }
    if (endpoint.enabled && now.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS)
      await disableFailingEndpoint(em, endpoint, now);
  }
  pushDevelopersChanged(em, endpoint.organisation.id, {
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    status: delivery.status,
  });
  await em.flush();
  return delivery;
}

async function disableFailingEndpoint(em: EntityManager, endpoint: WebhookEndpoint, now: Date) {
  endpoint.enabled = false;
  endpoint.disabledReason =
    'Turned off after failing for 24 hours. Fix the receiver, then turn it back on: new events are delivered again.';
  await em.nativeUpdate(
    WebhookDelivery,
    { endpoint, status: { $in: ['pending', 'retrying'] } },
    {
      status: 'failed',
      nextAttemptAt: null,
      error: 'The endpoint was turned off after failing for 24 hours.',
    },
  );
  const organisationId = endpoint.organisation.id;
  const managers = await em.find(Membership, {
    organisation: organisationId,
    permissions: { $overlap: [TEAM_MANAGEMENT] },
  });
  const effects = new DeveloperEffects(
    em,
    { organisationId, entityType: 'webhook_endpoint', entityId: endpoint.id, ownerId: endpoint.createdBy.id },
    null,
  ).audit('webhook_endpoint.disabled', {
    enabled: { before: true, after: false },
    failingSince: { before: null, after: endpoint.failingSince?.toISOString() ?? now.toISOString() },
  });
  for (const manager of managers) {
    effects.notify({
      userId: manager.user.id,
      type: 'alert',
      title: 'Webhook endpoint turned off',
      message: `${endpoint.url} failed every delivery for 24 hours and was turned off. Settings → Developers shows its log.`,
      messageKey: 'webhookEndpointDisabled',
      params: { url: endpoint.url },
    });
    enqueueJob(em, {
      aggregate: ['webhook-endpoint', endpoint.id],
      queue: 'email',
      name: 'webhook-disabled',
      data: { userId: manager.user.id, endpointId: endpoint.id },
    });
  }
  effects.done();
}
