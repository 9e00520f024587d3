import { Worker, type Processor } from 'bullmq';
import { allowPreparedStatements, createOrmConfig, initOrm, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import type { Logger } from 'pino';
import { hostname } from 'node:os';
import path from 'node:path';
import { AiQuotaCounter, computeDashboard } from '@tradehub/db/domain';
import { ReplyCache } from './ai/reply-cache.js';
import { createRateAlertEvaluator } from './alerts/evaluate-rate-alerts.js';
import { createFxProvider } from './fx/create-provider.js';
import { createExposureRevaluator } from './fx/live-exposure-revaluator.js';
import { createMarginGuard } from './fx/margin-guard.js';
import { latestOnly } from './fx/latest-only.js';
import type { FxSnapshot } from '@tradehub/contract';
import { startFxFeed, type FxFeed, type FxTickHook } from './fx/feed.js';
import { createMailSender } from './mail/mail-transport.js';
import { createAiProcessor } from './processors/ai.js';
import { createEmailProcessor } from './processors/email.js';
import { createFxProcessor } from './processors/fx.js';
import { createMaintenanceProcessor } from './processors/maintenance.js';
import { createPaymentsProcessor } from './processors/payments.js';
import { createReportsProcessor } from './processors/reports.js';
import { createRiskProcessor } from './processors/risk.js';
import { createSanctionsProcessor } from './processors/sanctions.js';
import { createScreeningProcessor } from './processors/screening.js';
import { createWebhooksProcessor, type WebhooksProcessorDeps } from './processors/webhooks.js';
import {
  bullPrefixFor,
  JOB_SCHEDULES,
  TypedQueue,
  type QueueName,
  createRedisConnection,
} from '@tradehub/db/queues';
import { startWorkersOutboxRelay, type RunningOutboxRelay } from './outbox/start.js';
import { createRealtimeEmitter } from './realtime/emitter.js';
import { createWorkerMetrics, type WorkerMetrics } from './metrics/worker-metrics.js';
import { startWorkerProbes } from './metrics/worker-probes.js';
import { inSpanFrom, jobTraceCarrier, tracingEnabled, type MetricsListener } from '@tradehub/db/telemetry';

export interface WorkerRuntime {
  orm: MikroORM;
  /** The live FX feed (undefined when started with `fxFeed: false`). */
  fxFeed: FxFeed | undefined;
  /** The outbox relay (undefined when started with `outboxRelay: false`). */
  outboxRelay: RunningOutboxRelay | undefined;
  /** This process's Prometheus registry and series. */
  metrics: WorkerMetrics;
  /** The /metrics, /health and /ready listener (WORKERS_METRICS_PORT), when there is one. */
  metricsListener: MetricsListener | undefined;
  close(): Promise<void>;
}

export interface WorkerRuntimeOptions {
  config: RuntimeConfig;
  databaseUrl: string;
  redisUrl: string;
  /** Shared with the gateway: signs e-mail verification links. */
  sessionSecret: string;
  logger: Logger;
  /** Called after every FX tick this process publishes (only the feed's leader publishes). */
  onFxTick?: FxTickHook;
  /** Run the live FX feed (default true; tests of other areas may turn it off). */
  fxFeed?: boolean;
  /** Run the outbox relay, which publishes committed side effects (default true). */
  outboxRelay?: boolean;
  /** Webhook delivery knobs (tests shorten the retry wait) and a hook called after every attempt. */
  webhooks?: Pick<WebhooksProcessorDeps, 'retryBaseMs' | 'timeoutMs' | 'onAttempt'>;
}

/**
 * Jobs run at once per queue and process; AI jobs mostly wait on the provider, and settlements on the rail
 * (a batch queues up to 1,000 at once), so many of them may wait at once.
 */
const CONCURRENCY: Partial<Record<QueueName, number>> = { ai: 16, payments: 32, webhooks: 16 };

/**
 * How often a job may lose its worker (crash, OOM kill) and still be run again instead of failing
 * (BullMQ's default is 1). A settlement must finish whatever happens — its rerun asks the rail again with
 * the same idempotency key — so it gets more chances.
 */
const MAX_STALLED: Partial<Record<QueueName, number>> = { payments: 5 };

/**
 * A processor run inside a span that continues the trace its job's data carries (the request or the outbox
 * publish that queued it), so what the job writes to the outbox, and so its socket pushes, join that trace.
 */
function tracedProcessor(queue: QueueName, processor: Processor): Processor {
  return (job, token, signal) =>
    tracingEnabled()
      ? inSpanFrom(
          jobTraceCarrier(job.data),
          `job ${queue}.${job.name}`,
          'consumer',
          { 'job.id': job.id ?? '' },
          () => processor(job, token, signal),
        )
      : processor(job, token, signal);
}

/** Starts one BullMQ worker per queue that has a processor, and makes sure the schedules exist. */
export async function startWorkerRuntime({
  config,
  databaseUrl,
  redisUrl,
  sessionSecret,
  logger,
  onFxTick,
  fxFeed: runFxFeed = true,
  outboxRelay: runOutboxRelay = true,
  webhooks,
}: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const orm = await initOrm(
    createOrmConfig({
      clientUrl: databaseUrl,
      poolMax: 5,
      connectionWaitMs: config.databaseWaitMs,
      statementTimeoutMs: config.queues.statementTimeoutMs,
    }),
  );
  allowPreparedStatements(orm, config.databasePreparedStatements);
  const connection = createRedisConnection(redisUrl, 'worker');
  const mail = createMailSender({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    // A link's token must not reach production logs (there SMTP_URL is required, so this never applies).
    logLinks: config.nodeEnv !== 'production',
    // A fresh sign-up's link on a line of its own, at a developer's terminal.
    printLink:
      config.nodeEnv === 'development' && process.stdout.isTTY
        ? (text) => void process.stdout.write(text)
        : undefined,
  });
  const emitter = createRealtimeEmitter(connection, config.redisPrefix);
  const metrics = createWorkerMetrics({ orm, redis: connection, redisPrefix: config.redisPrefix });
  // The risk processor's hourly fan-out queues one snapshot job per organisation through it.
  const riskQueue = new TypedQueue('risk', { connection, prefix: config.redisPrefix });
  const evaluateMarginGuard = createMarginGuard({ orm, logger });
  const processors: { [Q in QueueName]: Processor } = {
    email: createEmailProcessor({ orm, config, sessionSecret, mail }) as Processor,
    fx: createFxProcessor({
      redis: connection,
      redisPrefix: config.redisPrefix,
      evaluateMarginGuard,
    }) as Processor,
    ai: createAiProcessor({
      orm,
      ai: config.ai,
      quota: new AiQuotaCounter(connection, config.redisPrefix),
      replies: new ReplyCache(connection, config.redisPrefix),
      logger,
    }) as Processor,
    reports: createReportsProcessor({
      orm,
      dataDir: config.dataDir,
      broadcaster: emitter,
      logger,
      computeDashboard,
    }) as Processor,
    risk: createRiskProcessor({ orm, riskQueue }) as Processor,
    maintenance: createMaintenanceProcessor(orm) as Processor,
    payments: createPaymentsProcessor({ orm, logger }) as Processor,
    sanctions: createSanctionsProcessor({ orm, sources: config.sanctions }) as Processor,
    screening: createScreeningProcessor({ orm }) as Processor,
    webhooks: createWebhooksProcessor({
      orm,
      redis: connection,
      redisPrefix: config.redisPrefix,
      sessionSecret,
      allowPrivate: config.webhooks.allowPrivate,
      logger,
      ...webhooks,
    }) as Processor,
  };

  // Stored on each job as `processedBy`: which process (host and pid) runs, or ran, it.
  const workerName = `${hostname()}:${process.pid}`;
  const workers = (Object.keys(processors) as QueueName[]).map((name) => {
    const worker = new Worker(name, tracedProcessor(name, processors[name]), {
      connection,
      prefix: bullPrefixFor(connection, config.redisPrefix),
      concurrency: CONCURRENCY[name] ?? 4,
      name: workerName,
      // A job whose worker died (its lock not renewed for lockDuration) is found by the stalled-job check
      // of a live worker and run again; the processors make that second run safe.
      lockDuration: config.queues.lockMs,
      stalledInterval: config.queues.stalledIntervalMs,
      maxStalledCount: MAX_STALLED[name] ?? 1,
    });
    worker.on('failed', (job, error) =>
      logger.error({ queue: name, jobId: job?.id, jobName: job?.name, err: error }, 'job failed'),
    );
    worker.on('completed', (job, result) =>
      logger.info({ queue: name, jobId: job.id, jobName: job.name, result }, 'job completed'),
    );
    worker.on('error', (error) => logger.error({ queue: name, err: error }, 'worker error'));
    metrics.observeWorker(name, worker);
    return worker;
  });

  const producers = (Object.keys(JOB_SCHEDULES) as QueueName[]).map(
    (name) => new TypedQueue(name, { connection, prefix: config.redisPrefix }),
  );
  metrics.watchQueues(producers.map((producer) => producer.queue));
  for (const producer of producers) {
    for (const schedule of JOB_SCHEDULES[producer.name]) {
      await producer.queue.upsertJobScheduler(
        schedule.id,
        { pattern: schedule.pattern, tz: 'UTC' },
        { name: schedule.name, data: schedule.data },
      );
    }
  }
  // On every tick the feed publishes: rate alerts are checked, and the exposure of every organisation someone
  // is watching is revalued and pushed; unless the caller plugs in its own hook.
  const evaluateRateAlerts = createRateAlertEvaluator({ orm, logger });
  const revalueExposures = createExposureRevaluator({
    orm,
    redis: connection,
    redisPrefix: config.redisPrefix,
    emitter,
    logger,
  });
  // The revaluation runs beside the ticks, never holding the next one back (loading an organisation's rate
  // history can take a while): a tick that comes while one runs waits, replaced by any later tick.
  const revaluation = latestOnly((snapshot: FxSnapshot) =>
    revalueExposures(snapshot).catch((error: unknown) =>
      logger.error({ err: error }, 'exposure revaluation failed'),
    ),
  );
  // The margin guard likewise, on its own line: judging the bills never waits for a revaluation, nor holds it.
  const marginGuard = latestOnly((snapshot: FxSnapshot) =>
    evaluateMarginGuard(snapshot).catch((error: unknown) =>
      logger.error({ err: error }, 'margin guard evaluation failed'),
    ),
  );
  const onTick: FxTickHook =
    onFxTick ??
    (async (snapshot) => {
      revaluation.offer(snapshot);
      marginGuard.offer(snapshot);
      await evaluateRateAlerts(snapshot);
    });
  // One feed per process; a Redis lease makes exactly one of them tick (fx/feed.ts).
  const fxFeed = runFxFeed
    ? startFxFeed({
        provider: createFxProvider(config.fx),
        tickMs: config.fx.tickMs,
        backfillHours: config.fx.backfillHours,
        orm,
        redis: connection,
        redisPrefix: config.redisPrefix,
        emitter,
        logger,
        onTick,
      })
    : undefined;
  // Publishes the jobs and socket pushes that commits wrote to the outbox (any number of processes may run
  // one; they take turns). Waits for nothing: it connects, then wakes on NOTIFY or its poll.
  const outboxRelay = runOutboxRelay
    ? await startWorkersOutboxRelay({
        databaseUrl,
        redisUrl,
        redisPrefix: config.redisPrefix,
        logger,
        observer: metrics.outboxObserver,
      })
    : undefined;
  let closing = false;
  const metricsListener =
    config.metrics.workersPort === undefined
      ? undefined
      : await startWorkerProbes({
          port: config.metrics.workersPort,
          host: config.host,
          token: config.metrics.token,
          registry: metrics.registry,
          orm,
          redis: connection,
          closing: () => closing,
        });
  if (metricsListener) logger.info({ port: metricsListener.port }, 'metrics listener started');
  logger.info({ queues: Object.keys(processors), fx: config.fx.provider }, 'workers started');

  return {
    orm,
    fxFeed,
    outboxRelay,
    metrics,
    metricsListener,
    async close() {
      // /ready says so at once: a load balancer or Kubernetes stops counting on this process.
      closing = true;
      // First, so another worker process takes the feed over at once.
      await fxFeed?.stop();
      await revaluation.idle();
      await marginGuard.idle();
      // Worker.close() waits for the jobs in progress to finish before resolving.
      await Promise.all(workers.map((worker) => worker.close()));
      // After the workers, so what their last jobs committed is published.
      await outboxRelay?.close();
      await Promise.all(producers.map((producer) => producer.close()));
      await riskQueue.close();
      mail.close();
      await metricsListener?.close();
      await connection.quit();
      await orm.close();
    },
  };
}
