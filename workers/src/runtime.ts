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
import { startFxFeed, type FxFeed, type FxTickHook } from './fx/feed.js';
import { createMailSender } from './mail/mail-transport.js';
import { createAiProcessor } from './processors/ai.js';
import { createEmailProcessor } from './processors/email.js';
import { createMaintenanceProcessor } from './processors/maintenance.js';
import { createPaymentsProcessor } from './processors/payments.js';
import { createReportsProcessor } from './processors/reports.js';
import { createRiskProcessor } from './processors/risk.js';
import { createSanctionsProcessor } from './processors/sanctions.js';
import {
  bullPrefix,
  JOB_SCHEDULES,
  TypedQueue,
  type QueueName,
  createRedisConnection,
} from '@tradehub/db/queues';
import { startWorkersOutboxRelay, type RunningOutboxRelay } from './outbox/start.js';
import { createRealtimeEmitter } from './realtime/emitter.js';

export interface WorkerRuntime {
  orm: MikroORM;
  /** The live FX feed (undefined when started with `fxFeed: false`). */
  fxFeed: FxFeed | undefined;
  /** The outbox relay (undefined when started with `outboxRelay: false`). */
  outboxRelay: RunningOutboxRelay | undefined;
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
}

/**
 * Jobs run at once per queue and process; AI jobs mostly wait on the provider, and settlements on the rail
 * (a batch queues up to 1,000 at once), so many of them may wait at once.
 */
const CONCURRENCY: Partial<Record<QueueName, number>> = { ai: 16, payments: 32 };

/**
 * How often a job may lose its worker (crash, OOM kill) and still be run again instead of failing
 * (BullMQ's default is 1). A settlement must finish whatever happens — its rerun asks the rail again with
 * the same idempotency key — so it gets more chances.
 */
const MAX_STALLED: Partial<Record<QueueName, number>> = { payments: 5 };

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
}: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const orm = await initOrm(
    createOrmConfig({ clientUrl: databaseUrl, poolMax: 5, connectionWaitMs: config.databaseWaitMs }),
  );
  allowPreparedStatements(orm, config.databasePreparedStatements);
  const connection = createRedisConnection(redisUrl, 'worker');
  const mail = createMailSender({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const emitter = createRealtimeEmitter(connection, config.redisPrefix);
  // The risk processor's hourly fan-out queues one snapshot job per organisation through it.
  const riskQueue = new TypedQueue('risk', { connection, prefix: config.redisPrefix });
  const processors: { [Q in QueueName]: Processor } = {
    email: createEmailProcessor({ orm, config, sessionSecret, mail }) as Processor,
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
  };

  // Stored on each job as `processedBy`: which process (host and pid) runs, or ran, it.
  const workerName = `${hostname()}:${process.pid}`;
  const workers = (Object.keys(processors) as QueueName[]).map((name) => {
    const worker = new Worker(name, processors[name], {
      connection,
      prefix: bullPrefix(config.redisPrefix),
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
    return worker;
  });

  const producers = (Object.keys(JOB_SCHEDULES) as QueueName[]).map(
    (name) => new TypedQueue(name, { connection, prefix: config.redisPrefix }),
  );
  for (const producer of producers) {
    for (const schedule of JOB_SCHEDULES[producer.name]) {
      await producer.queue.upsertJobScheduler(
        schedule.id,
        { pattern: schedule.pattern, tz: 'UTC' },
        { name: schedule.name, data: schedule.data },
      );
    }
  }
  // Rate alerts are checked on every tick the feed publishes, unless the caller plugs in its own hook.
  const onTick = onFxTick ?? createRateAlertEvaluator({ orm, logger });
  // One feed per process; a Redis lease makes exactly one of them tick (fx/feed.ts).
  const fxFeed = runFxFeed
    ? startFxFeed({
        provider: createFxProvider(config.fx),
        tickMs: config.fx.tickMs,
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
    ? await startWorkersOutboxRelay({ databaseUrl, redisUrl, redisPrefix: config.redisPrefix, logger })
    : undefined;
  logger.info({ queues: Object.keys(processors), fx: config.fx.provider }, 'workers started');

  return {
    orm,
    fxFeed,
    outboxRelay,
    async close() {
      // First, so another worker process takes the feed over at once.
      await fxFeed?.stop();
      // Worker.close() waits for the jobs in progress to finish before resolving.
      await Promise.all(workers.map((worker) => worker.close()));
      // After the workers, so what their last jobs committed is published.
      await outboxRelay?.close();
      await Promise.all(producers.map((producer) => producer.close()));
      await riskQueue.close();
      mail.close();
      await connection.quit();
      await orm.close();
    },
  };
}
