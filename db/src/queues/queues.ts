// Every queue's default retry, backoff and retention, its schedules, and the typed BullMQ producer (DESIGN.md
// convention 1). Queue names and job payload types are in the contract (@tradehub/contract). The gateway
// imports this module as a producer (`@tradehub/db/queues`); the workers import it as consumers.
import type { JobName, JobPayload, JobPayloads, QueueName } from '@tradehub/contract';
import { Queue, type DefaultJobOptions, type JobsOptions } from 'bullmq';
import type { RedisClient } from './redis-connection.js';
import { withJobTraceContext } from '../telemetry/trace-context.js';

const keepForADay = { age: 24 * 60 * 60, count: 1000 };
const keepFailuresForAWeek = { age: 7 * 24 * 60 * 60, count: 5000 };

export const DEFAULT_JOB_OPTIONS: Record<QueueName, DefaultJobOptions> = {
  // SMTP hiccups are common and short: retry for about half an hour before giving up.
  email: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // Someone is watching a typing indicator: no retry (the person may simply ask again, and is not charged);
  // a stalled job (worker died) is still picked up again by BullMQ's stalled-job check.
  ai: {
    attempts: 1,
    removeOnComplete: { age: 60 * 60, count: 1000 },
    removeOnFail: keepFailuresForAWeek,
  },
  // A report is waited for by someone watching a progress bar: retry a transient failure (database or disk
  // hiccup) soon, twice, then show the error and let them retry by hand.
  reports: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 3_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // Snapshots are recomputed every hour anyway: a few quick retries for a database hiccup are enough.
  risk: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // The margin guard on a bill change: quick retries for a database hiccup; the next FX tick checks again anyway.
  fx: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 60 * 60, count: 1000 },
    removeOnFail: keepFailuresForAWeek,
  },
  maintenance: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // Settlement: a database hiccup is retried soon; the claim makes a retry safe.
  payments: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // Someone waits for a supplier's screening to land ('Screening…'): retry a database hiccup within seconds,
  // a few times. Screenings are CPU work in the workers, never in a gateway request.
  screening: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // A delivery schedules its own retries (the processor moves its job to the delayed set with backoff and
  // jitter for 24 hours, workers/src/webhooks): these attempts only cover the processor itself failing
  // (the database away), and the delivery row makes a rerun safe.
  webhooks: {
    attempts: 10,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
  // The official sites are sometimes slow or down: retry over about an hour; tomorrow's run follows anyway.
  sanctions: {
    attempts: 4,
    backoff: { type: 'exponential', delay: 5 * 60_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
};

/**
 * Per-job options of an invite mail: not kept once sent, and a failure for a day. Its payload holds no
 * secret (the worker derives the link's token: domain auth/link-tokens.ts); it names who was invited.
 */
export const TEAM_INVITE_JOB_OPTIONS: JobsOptions = {
  removeOnComplete: true,
  removeOnFail: { age: 24 * 60 * 60 },
};

/** Per-job options of a password reset mail: as for invites (its payload holds a grant id, not a token). */
export const PASSWORD_RESET_JOB_OPTIONS: JobsOptions = TEAM_INVITE_JOB_OPTIONS;

/** Scheduled jobs (BullMQ job schedulers are idempotent: however many workers start, one schedule exists). */
export const JOB_SCHEDULES: {
  [Q in QueueName]: { id: string; name: JobName<Q>; pattern: string; data: JobPayloads[Q][JobName<Q>] }[];
} = {
  email: [],
  ai: [],
  reports: [],
  fx: [],
  risk: [
    {
      id: 'hourly-snapshot-risk-metrics',
      name: 'snapshot-all-organisations',
      pattern: '7 * * * *',
      data: {},
    },
  ],
  maintenance: [
    {
      id: 'daily-prune-fx-history',
      name: 'prune-fx-history',
      pattern: '17 3 * * *',
      data: { retainDays: 91 },
    },
    {
      id: 'daily-prune-demo-chats',
      name: 'prune-demo-chats',
      pattern: '29 3 * * *',
      data: { retainDays: 7 },
    },
    {
      id: 'daily-expire-documents',
      name: 'expire-documents',
      pattern: '23 2 * * *',
      data: {},
    },
  ],
  payments: [],
  sanctions: [
    {
      id: 'daily-reimport-sanctions-lists',
      name: 'reimport-sanctions-lists',
      pattern: '43 4 * * *',
      data: {},
    },
  ],
  screening: [],
  webhooks: [],
};

export interface QueueConnection {
  connection: RedisClient;
  /** REDIS_PREFIX: every BullMQ key of this deployment (or test run) starts with it. */
  prefix: string;
}

/**
 * BullMQ's key prefix. On a Redis Cluster it is a hash tag (`{tradehub:bull}`), as BullMQ documents: its
 * Lua scripts touch several keys of a queue at once, which must share a slot.
 */
export function bullPrefix(redisPrefix: string, cluster = false): string {
  return cluster ? `{${redisPrefix}:bull}` : `${redisPrefix}:bull`;
}

/** bullPrefix for a connection: hash-tagged when it is a Cluster client. */
export function bullPrefixFor(connection: RedisClient, redisPrefix: string): string {
  return bullPrefix(redisPrefix, connection.isCluster);
}

/** A typed producer for one queue: `add` only accepts that queue's job names with their payload types. */
export class TypedQueue<Q extends QueueName> {
  readonly queue: Queue;

  constructor(
    readonly name: Q,
    { connection, prefix }: QueueConnection,
  ) {
    this.queue = new Queue(name, {
      connection,
      prefix: bullPrefixFor(connection, prefix),
      defaultJobOptions: DEFAULT_JOB_OPTIONS[name],
    });
  }

  add<N extends JobName<Q>>(jobName: N, data: JobPayload<Q, N>, opts?: JobsOptions) {
    // The job's worker continues the caller's trace (nothing is added while tracing is off).
    return this.queue.add(jobName, withJobTraceContext(data), opts);
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
