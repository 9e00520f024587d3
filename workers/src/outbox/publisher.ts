// Publishes one outbox row to Redis: a BullMQ job (job id `outbox-<row id>`, so publishing a row again is a
// no-op while BullMQ keeps the job) or a socket.io event through the Redis emitter. Every publish either
// resolves once Redis has accepted it or rejects: the relay marks a row published only after that.
import { Emitter } from '@socket.io/redis-emitter';
import type { OutboxJobPayload, OutboxSocketPayload } from '@tradehub/db';
import { withJobTraceContext } from '@tradehub/db/telemetry';
import { Queue, type DefaultJobOptions, type JobsOptions } from 'bullmq';
import type { RedisClient } from '@tradehub/db/queues';
import type { Cluster } from 'ioredis';
import { createShardedPublish } from '../realtime/sharded-emitter.js';

export interface OutboxPublisher {
  addJob(rowId: string, job: OutboxJobPayload): Promise<void>;
  pushSocket(push: OutboxSocketPayload): Promise<void>;
  close(): Promise<void>;
}

export interface RedisOutboxPublisherOptions {
  /**
   * A connection that fails fast while Redis is away (no offline queue): a publish must reject rather than
   * wait, so the relay does not hold its batch transaction open for the length of an outage.
   */
  redis: RedisClient;
  /** BullMQ's key prefix (bullPrefix(REDIS_PREFIX)). */
  bullPrefix: string;
  /** The socket.io Redis adapter's key (socketIoRedisKey(REDIS_PREFIX)). */
  socketKey: string;
  /** Each queue's default retries, backoff and retention (DEFAULT_JOB_OPTIONS). */
  defaultJobOptions: Partial<Record<string, DefaultJobOptions>>;
  /** The longest one publish may take before it counts as failed (default 5 s). */
  timeoutMs?: number;
}

/** The BullMQ job id of an outbox row's job. */
export function outboxJobId(rowId: string): string {
  return `outbox-${rowId}`;
}

class RedisUnavailableError extends Error {
  constructor(status: string) {
    super(`Redis is not connected (${status})`);
    this.name = 'RedisUnavailableError';
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Emits one socket event to rooms; resolves once Redis has accepted the PUBLISH, rejects otherwise. */
export type SocketPublish = (
  rooms: readonly string[],
  event: string,
  args: readonly unknown[],
) => Promise<void>;

/**
 * A socket.io Redis emitter whose emits can be awaited: the emitter does not return the PUBLISH it sends, so
 * it is given a client that hands that promise back. On a Redis Cluster, the sharded publish (SPUBLISH to
 * the channel the gateways' sharded adapter listens on), which is a promise of its own.
 */
export function createSocketPublish(redis: RedisClient, socketKey: string, timeoutMs = 5_000): SocketPublish {
  if (redis.isCluster) {
    const publish = createShardedPublish(redis as Cluster, socketKey);
    return async (rooms, event, args) => {
      if (redis.status !== 'ready') throw new RedisUnavailableError(redis.status);
      await withTimeout(publish(rooms, event, args), timeoutMs, 'publishing the event');
    };
  }
  let lastPublish: Promise<unknown> | undefined;
  const emitter = new Emitter(
    {
      publish: (channel: string, message: string | Buffer) => {
        lastPublish = redis.publish(channel, message);
        return lastPublish;
      },
    },
    { key: socketKey },
  );
  return async (rooms, event, args) => {
    if (redis.status !== 'ready') throw new RedisUnavailableError(redis.status);
    lastPublish = undefined;
    emitter.to([...rooms]).emit(event, ...args);
    // Taken before any await: the emit above sent it synchronously.
    const sent = lastPublish as Promise<unknown> | undefined;
    if (sent) await withTimeout(sent, timeoutMs, 'publishing the event');
  };
}

export function createRedisOutboxPublisher({
  redis,
  bullPrefix,
  socketKey,
  defaultJobOptions,
  timeoutMs = 5_000,
}: RedisOutboxPublisherOptions): OutboxPublisher {
  const queues = new Map<string, Queue>();
  const queue = (name: string): Queue => {
    let found = queues.get(name);
    if (!found) {
      found = new Queue(name, {
        connection: redis,
        prefix: bullPrefix,
        defaultJobOptions: defaultJobOptions[name] ?? {},
      });
      // Connection errors surface as rejected publishes; the queue's own error event needs a listener.
      found.on('error', () => {});
      queues.set(name, found);
    }
    return found;
  };
  const publish = createSocketPublish(redis, socketKey, timeoutMs);
  const ready = () => {
    if (redis.status !== 'ready') throw new RedisUnavailableError(redis.status);
  };

  return {
    async addJob(rowId, job) {
      ready();
      const options: JobsOptions = { ...(job.options as JobsOptions | undefined), jobId: outboxJobId(rowId) };
      // The active span is the relay's publish of this row: the worker's span continues the trace from it.
      const data = withJobTraceContext(job.data);
      await withTimeout(queue(job.queue).add(job.name, data, options), timeoutMs, 'adding the job');
    },
    async pushSocket(push) {
      await publish(push.rooms, push.event, push.args);
    },
    async close() {
      await Promise.all([...queues.values()].map((each) => each.close()));
    },
  };
}
