// A workers process's Prometheus series: per queue, its depth (read at scrape time), each job's wait and
// processing time and its failures by job name, stalled jobs; the outbox's lag (the oldest unpublished
// row's age, read at scrape time) and the relay's throughput; the FX feed's age per provider; webhook
// deliveries by outcome. Beside Node's own (event-loop lag, GC, memory) from createProcessRegistry.
import type { MikroORM } from '@tradehub/db';
import { fxLatestKey } from '@tradehub/db/domain';
import type { Queue, Job, Worker } from 'bullmq';
import type { Redis, Cluster } from 'ioredis';
import { createProcessRegistry } from '@tradehub/db/telemetry';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { OutboxRelayObserver } from '../outbox/relay.js';

/** Seconds: a job waits milliseconds when workers are idle, minutes behind a backlog. */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
/** Seconds from a row's creation to its publish: ~2 ms at rest; seconds mean the relay is behind. */
const OUTBOX_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed'] as const;

/** What a webhook delivery attempt came to (issue 27's `webhooks` queue reports through recordWebhookDelivery). */
export type WebhookDeliveryOutcome = 'delivered' | 'failed' | 'retrying' | 'refused' | 'disabled';

export interface WorkerMetrics {
  registry: Registry;
  /** Times and counts a worker's jobs (its `completed`, `failed` and `stalled` events). */
  observeWorker(queue: string, worker: Worker): void;
  /** Reads these queues' depths at scrape time. */
  watchQueues(queues: readonly Queue[]): void;
  /** The outbox relay's observer: rows published by kind, publish failures, creation → publish delay. */
  outboxObserver: OutboxRelayObserver;
  /**
   * The hook for webhook deliveries (issue 27): call it once per attempt with its outcome. The series
   * `tradehub_webhook_deliveries_total{outcome}` exists from the start, at 0, so dashboards need no change.
   */
  recordWebhookDelivery(outcome: WebhookDeliveryOutcome): void;
}

export interface WorkerMetricsOptions {
  orm: MikroORM;
  redis: Redis | Cluster;
  redisPrefix: string;
}

const seconds = (ms: number) => Math.max(0, ms) / 1000;

export function createWorkerMetrics({ orm, redis, redisPrefix }: WorkerMetricsOptions): WorkerMetrics {
  const registry = createProcessRegistry('workers');
  const registers = [registry];
  const jobLabels = ['queue', 'name'] as const;
  const waitTime = new Histogram({
    name: 'tradehub_job_wait_seconds',
    help: 'Time from a job being due (added, or its delay over) to a worker taking it, by queue and job name',
    labelNames: jobLabels,
    buckets: JOB_BUCKETS,
    registers,
  });
  const processingTime = new Histogram({
    name: 'tradehub_job_processing_seconds',
    help: 'Time a worker spent on a job attempt, by queue, job name and outcome',
    labelNames: [...jobLabels, 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: 'tradehub_job_failures_total',
    help: 'Job attempts that failed (retried or given up), by queue and job name',
    labelNames: jobLabels,
    registers,
  });
  const stalled = new Counter({
    name: 'tradehub_job_stalled_total',
    help: 'Jobs found stalled (their worker died or blocked past the lock) and run again, by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const published = new Counter({
    name: 'tradehub_outbox_published_total',
    help: 'Outbox rows this process published, by kind (job, socket, webhook)',
    labelNames: ['kind'] as const,
    registers,
  });
  const publishFailures = new Counter({
    name: 'tradehub_outbox_publish_failures_total',
    help: 'Failed publishes of an outbox row (it stays queued and is retried), by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const publishDelay = new Histogram({
    name: 'tradehub_outbox_publish_delay_seconds',
    help: "Time from an outbox row's creation to its publish",
    buckets: OUTBOX_BUCKETS,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'tradehub_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['delivered', 'failed', 'retrying', 'refused', 'disabled'] as const)
    webhookDeliveries.inc({ outcome }, 0);

  new Gauge({
    name: 'tradehub_outbox_lag_seconds',
    help: 'Age of the oldest unpublished outbox row (0 when every row is published)',
    registers,
    async collect() {
      const rows = await orm.em.getConnection().execute<{ age: number | string | null }[]>(
        `select extract(epoch from now() - created_at) as age from outbox_message
           where published_at is null order by id limit 1`,
      );
      this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  });
  new Gauge({
    name: 'tradehub_fx_feed_age_seconds',
    help: 'Time since the FX feed last published a snapshot, by provider (whichever process leads the feed)',
    labelNames: ['provider'] as const,
    registers,
    async collect() {
      this.reset();
      const raw = await redis.get(fxLatestKey(redisPrefix));
      if (!raw) return;
      const snapshot = JSON.parse(raw) as { source?: string; publishedAt?: number };
      if (typeof snapshot.publishedAt !== 'number') return;
      this.set({ provider: snapshot.source ?? 'unknown' }, seconds(Date.now() - snapshot.publishedAt));
    },
  });
  let watched: readonly Queue[] = [];
  new Gauge({
    name: 'tradehub_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, prioritized, waiting-children, failed)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const counts = await Promise.all(watched.map((queue) => queue.getJobCounts(...JOB_STATES)));
      watched.forEach((queue, index) => {
        for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[index]?.[state] ?? 0);
      });
    },
  });

  const timeAttempt = (queue: string, job: Job, outcome: 'completed' | 'failed') => {
    const name = job.name;
    if (job.processedOn) {
      const dueAt = job.timestamp + (job.opts.delay ?? 0);
      // Only an attempt's first pickup waited in the queue; a retry's wait is its backoff, not load.
      if (job.attemptsMade <= 1) waitTime.observe({ queue, name }, seconds(job.processedOn - dueAt));
      processingTime.observe(
        { queue, name, outcome },
        seconds((job.finishedOn ?? Date.now()) - job.processedOn),
      );
    }
    if (outcome === 'failed') failures.inc({ queue, name });
  };

  return {
    registry,
    observeWorker(queue, worker) {
      worker.on('completed', (job) => timeAttempt(queue, job, 'completed'));
      worker.on('failed', (job) => {
        if (job) timeAttempt(queue, job, 'failed');
        else failures.inc({ queue, name: 'unknown' });
      });
      worker.on('stalled', () => stalled.inc({ queue }));
    },
    watchQueues(queues) {
      watched = queues;
    },
    outboxObserver: {
      published(kind, delayMs) {
        published.inc({ kind });
        publishDelay.observe(seconds(delayMs));
      },
      failed(kind) {
        publishFailures.inc({ kind });
      },
    },
    recordWebhookDelivery(outcome) {
      webhookDeliveries.inc({ outcome });
    },
  };
}
