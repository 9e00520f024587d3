// The `webhooks` queue (issue 27): one job per delivery, written to the outbox with the event. The delivery
// row is the truth; the job only says "look at it now". Under the endpoint's lock the processor sends the
// endpoint's due deliveries oldest first (so first attempts keep their order), its own among them; a job
// whose delivery another holder sent finds it done. A failed attempt moves the job to the delayed set until
// the next try (backoff with jitter, for 24 hours).
import { DelayedError, type Job } from 'bullmq';
import type { MikroORM } from '@tradehub/db';
import {
  dueDeliveries,
  planDelivery,
  recordDeliveryAttempt,
  WEBHOOK_FIRST_BACKOFF_MS,
  type WebhookAttemptOutcome,
} from '@tradehub/db/domain';
import type { JobPayloads } from '@tradehub/db/queues';
import type { RedisClient } from '@tradehub/db/queues';
import type { Logger } from 'pino';
import { webhookBody, webhookHeaders } from '../webhooks/delivery-request.js';
import { EndpointLocks } from '../webhooks/endpoint-lock.js';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from '../webhooks/post-webhook.js';

export type WebhooksJob = Job<JobPayloads['webhooks']['deliver'], unknown, 'deliver'>;

/** One attempt as logged (and handed to `onAttempt`, e.g. for a metrics counter by outcome). */
export interface WebhookAttemptRecord {
  deliveryId: string;
  endpointId: string;
  eventType: string;
  outcome: 'delivered' | 'retrying' | 'failed';
  attempts: number;
  responseStatus: number | null;
  latencyMs: number;
}

export interface WebhooksProcessorDeps {
  orm: MikroORM;
  redis: RedisClient;
  redisPrefix: string;
  sessionSecret: string;
  allowPrivate: boolean;
  logger: Logger;
  /** The first retry's wait (doubling after each failure); tests shorten it. */
  retryBaseMs?: number;
  timeoutMs?: number;
  onAttempt?: (attempt: WebhookAttemptRecord) => void;
}

export type WebhooksJobResult =
  { status: 'skipped'; reason: string } | { status: 'delivered' | 'failed'; attempts: number };

/**
 * How long one lock holder keeps sending the endpoint's due deliveries before handing over (well inside the
 * lock's 60 s, as each attempt may take 10 s), and how many it reads at a time.
 */
const DRAIN_BUDGET_MS = 5_000;
const DRAIN_BATCH = 20;

export function createWebhooksProcessor({
  orm,
  redis,
  redisPrefix,
  sessionSecret,
  allowPrivate,
  logger,
  retryBaseMs = WEBHOOK_FIRST_BACKOFF_MS,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  onAttempt,
}: WebhooksProcessorDeps) {
  const locks = new EndpointLocks(redis, redisPrefix);

  /** Sends one delivery if it is due; its state afterwards. */
  async function attempt(deliveryId: string) {
    const em = orm.em.fork();
    const plan = await planDelivery(em, deliveryId);
    if (plan.action !== 'send') return plan;
    const { delivery, endpoint } = plan;
    const event = delivery.event.getEntity();
    let outcome: WebhookAttemptOutcome;
    try {
      const body = webhookBody(event);
      outcome = await postWebhook(endpoint.url, body, webhookHeaders(endpoint, event, body, sessionSecret), {
        allowPrivate,
        timeoutMs,
      });
    } catch (error) {
      // The secret could not be opened (SESSION_SECRET changed): a failure the log names, retried.
      outcome = {
        ok: false,
        latencyMs: 0,
        responseStatus: null,
        responseBody: null,
        error: (error as Error).message,
      };
    }
    const recorded = await recordDeliveryAttempt(orm.em.fork(), deliveryId, outcome, {
      backoffBaseMs: retryBaseMs,
    });
    const record: WebhookAttemptRecord = {
      deliveryId,
      endpointId: endpoint.id,
      eventType: event.type,
      outcome: recorded.status === 'pending' ? 'retrying' : recorded.status,
      attempts: recorded.attempts,
      responseStatus: recorded.responseStatus ?? null,
      latencyMs: Math.round(outcome.latencyMs),
    };
    logger.info({ webhook: record, error: outcome.error ?? undefined }, 'webhook delivery attempt');
    onAttempt?.(record);
    return { action: 'sent' as const, delivery: recorded };
  }

  return async function processWebhooks(job: WebhooksJob, token?: string): Promise<WebhooksJobResult> {
    const { deliveryId } = job.data;
    const delay = async (until: number): Promise<never> => {
      await job.moveToDelayed(until, token);
      throw new DelayedError();
    };
    const first = await planDelivery(orm.em.fork(), deliveryId);
    if (first.action === 'skip') return { status: 'skipped', reason: first.reason };
    if (first.action === 'wait') return delay(first.until.getTime());
    const endpointId = first.endpoint.id;
    const lock = await locks.acquire(endpointId);
    // Another job is sending to this endpoint: come back in a moment (it may send this one first).
    if (!lock) return delay(Date.now() + 250 + Math.random() * 250);
    try {
      // The endpoint's due deliveries oldest first, this job's own among them: first attempts keep their
      // order, and a burst goes out under one lock instead of a hand-over per delivery.
      const started = Date.now();
      drain: while (Date.now() - started < DRAIN_BUDGET_MS) {
        const due = await dueDeliveries(orm.em.fork(), endpointId, DRAIN_BATCH);
        if (due.length === 0) break;
        for (const id of due) {
          await attempt(id);
          if (Date.now() - started >= DRAIN_BUDGET_MS) break drain;
        }
      }
      const result = await attempt(deliveryId);
      if (result.action === 'skip') return { status: 'skipped', reason: result.reason };
      if (result.action === 'wait') return delay(result.until.getTime());
      const { delivery } = result;
      if (delivery.status === 'retrying' && delivery.nextAttemptAt)
        return delay(delivery.nextAttemptAt.getTime());
      return {
        status: delivery.status === 'delivered' ? 'delivered' : 'failed',
        attempts: delivery.attempts,
      };
    } finally {
      await locks
        .release(endpointId, lock)
        .catch((error: unknown) =>
          logger.warn({ err: error, endpointId }, 'could not release a webhook endpoint lock (it expires)'),
        );
    }
  };
}
