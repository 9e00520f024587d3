// The `ai` queue as the assistant's route uses it: where questions are queued, and the events stream a
// request waits on for the worker's answer. Opened by the app (app.ts), not by the route plugin, so the
// routes can be registered without Redis (the OpenAPI document, openapi/offline-document.ts).
import { QueueEvents } from 'bullmq';
import { bullPrefixFor, createRedisConnection, TypedQueue, type RedisClient } from '@tradehub/db/queues';

export interface AiJobs {
  queue: TypedQueue<'ai'>;
  events: QueueEvents;
  close(): Promise<void>;
}

export function openAiJobs({
  redis,
  redisUrl,
  redisPrefix,
}: {
  redis: RedisClient;
  redisUrl: string;
  redisPrefix: string;
}): AiJobs {
  const queue = new TypedQueue('ai', { connection: redis, prefix: redisPrefix });
  // QueueEvents reads a Redis stream with blocking calls: it needs a connection of its own.
  const events = new QueueEvents('ai', {
    connection: createRedisConnection(redisUrl, 'worker'),
    prefix: bullPrefixFor(redis, redisPrefix),
  });
  return {
    queue,
    events,
    async close() {
      await events.close();
      await queue.close();
    },
  };
}
