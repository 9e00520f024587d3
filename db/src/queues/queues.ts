// Every queue's default retry, backoff and retention, its schedules, and the typed BullMQ producer (DESIGN.md
// convention 1). Queue names and job payload types are in the contract (@tradehub/contract). The gateway
// imports this module as a producer (`@tradehub/db/queues`); the workers import it as consumers.
import type { JobName, JobPayload, JobPayloads, QueueName } from '@tradehub/contract';
import { Queue, type DefaultJobOptions, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

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
  // The official sites are sometimes slow or down: retry over about an hour; tomorrow's run follows anyway.
  sanctions: {
    attempts: 4,
    backoff: { type: 'exponential', delay: 5 * 60_000 },
    removeOnComplete: keepForADay,
    removeOnFail: keepFailuresForAWeek,
  },
};

/** Per-job options of an invite mail: its payload holds a sign-in secret, so it is not kept once done. */
export const TEAM_INVITE_JOB_OPTIONS: JobsOptions = {
  removeOnComplete: true,
  removeOnFail: { age: 24 * 60 * 60 },
};

/** Per-job options of a password reset mail: its payload holds the reset secret, so it is not kept once done. */
export const PASSWORD_RESET_JOB_OPTIONS: JobsOptions = TEAM_INVITE_JOB_OPTIONS;

/** Scheduled jobs (BullMQ job schedulers are idempotent: however many workers start, one schedule exists). */
export const JOB_SCHEDULES: {
  [Q in QueueName]: { id: string; name: JobName<Q>; pattern: string; data: JobPayloads[Q][JobName<Q>] }[];
} = {
  email: [],
  ai: [],
  reports: [],
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
};

export interface QueueConnection {
  connection: Redis;
  /** REDIS_PREFIX: every BullMQ key of this deployment (or test run) starts with it. */
  prefix: string;
}

export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
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
      prefix: bullPrefix(prefix),
      defaultJobOptions: DEFAULT_JOB_OPTIONS[name],
    });
  }

  add<N extends JobName<Q>>(jobName: N, data: JobPayload<Q, N>, opts?: JobsOptions) {
    return this.queue.add(jobName, data, opts);
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
