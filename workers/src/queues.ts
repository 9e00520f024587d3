// Every queue of TradeHub, its job names with their typed payloads, and its default retry, backoff and
// retention, declared in one place (DESIGN.md convention 1). The gateway imports this module as a
// producer (`@tradehub/workers/queues`); the workers import it as consumers.
import { Queue, type DefaultJobOptions, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';

/** Payloads keyed by queue, then by job name. A queue appears here once it has a processor. */
export interface JobPayloads {
  email: {
    /**
     * The link that verifies a new account's e-mail address (built by the worker, signed). With `email`, the
     * address to verify is that one (an e-mail change: the user's pendingEmail), and the mail goes there.
     */
    'verify-email': { userId: string; email?: string };
    /** An admin approved or rejected an account. */
    'account-decision': { userId: string; decision: 'approved' | 'rejected' };
    /**
     * Invites someone to join an organisation (job id `team-invite-<inviteId>`). The token travels here
     * only to build the link (the database keeps its hash): such jobs are removed as soon as they finish.
     */
    'team-invite': { inviteId: string; token: string };
    /**
     * 'Forgot password?': the link that sets a new password (job id `reset-password-<userId>-<n>`). As with
     * invites, the token travels here only to build the link (Redis keeps its hash), so such jobs are removed
     * as soon as they finish (PASSWORD_RESET_JOB_OPTIONS). Skipped when `email` is no longer the account's.
     */
    'reset-password': { userId: string; email: string; token: string };
  };
  ai: {
    /**
     * Answers one question of the AI assistant (job id `ai-<questionId>`). The gateway waits for the job;
     * the reply is also pushed to the person's room. `quota` says which daily counter to give the question
     * back to when no answer comes (null for premium organisations, which are not counted).
     */
    'answer-question': {
      questionId: string;
      quota: { subject: string; day: string } | null;
      /** Pushed to `user:<id>` unless the conversation is the shared demo user's. */
      pushToUser: boolean;
    };
  };
  reports: {
    /**
     * Builds a report's PDF and XLSX. The job id is `report-<reportId>` (then `…-retry-<n>` per retry), so
     * one request never queues two jobs, and the processor skips a report that is already completed.
     */
    'build-risk-report': { reportId: string };
  };
  risk: {
    /**
     * Computes the organisation's headline risk metrics and stores a RiskMetricsSnapshot. Job id from
     * riskSnapshotJobId (one per organisation and minute), so a burst of requests queues one job.
     */
    'snapshot-risk-metrics': { organisationId: string };
    /** Hourly: queues 'snapshot-risk-metrics' for every organisation. */
    'snapshot-all-organisations': Record<string, never>;
  };
  maintenance: {
    /** Deletes FX minute bars older than the history the charts can show (90 days) plus a margin. */
    'prune-fx-history': { retainDays: number };
    /** Deletes demo visitors' AI conversations older than `retainDays` (members keep theirs). */
    'prune-demo-chats': { retainDays: number };
    /**
     * Daily: marks documents past their expiry as expired and sends verified suppliers whose required
     * document expired back to pending review, with an alert. Idempotent.
     */
    'expire-documents': Record<string, never>;
  };
  payments: {
    /**
     * Settles an approved payment on the sandbox rail (pending → completed or failed). Job id
     * `settle-<paymentId>`; the processor claims the payment and records the outcome with conditional
     * updates, and asks the rail with the payment's idempotency key, so a job that runs twice (or again
     * after its worker died) never pays twice and settles once.
     */
    'settle-payment': { paymentId: string };
  };
  sanctions: {
    /**
     * Re-imports the OFAC and UN lists from SANCTIONS_OFAC_SOURCE / SANCTIONS_UN_SOURCE (each list only when
     * its setting is set; skipped when neither is), then re-screens every supplier.
     */
    'reimport-sanctions-lists': Record<string, never>;
  };
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = Extract<keyof JobPayloads[Q], string>;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/** The queues DESIGN.md names; those without a processor yet are declared so their names are reserved. */
export const QUEUE_NAMES = [
  'email',
  'ai',
  'reports',
  'fx',
  'risk',
  'payments',
  'maintenance',
  'sanctions',
] as const;

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
