// The relay as a workers process runs it: its own fail-fast Redis connection, the queues' default options,
// the socket.io adapter's key, all from the deployment's settings.
import { socketIoRedisKey } from '@tradehub/contract';
import { bullPrefix, createRedisConnection, DEFAULT_JOB_OPTIONS } from '@tradehub/db/queues';
import { createRedisOutboxPublisher } from './publisher.js';
import { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './relay.js';

export interface WorkersOutboxRelayOptions extends Omit<OutboxRelayOptions, 'publisher' | 'databaseUrl'> {
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX. */
  redisPrefix: string;
}

export interface RunningOutboxRelay {
  relay: OutboxRelay;
  close(): Promise<void>;
}

export async function startWorkersOutboxRelay({
  databaseUrl,
  redisUrl,
  redisPrefix,
  ...options
}: WorkersOutboxRelayOptions): Promise<RunningOutboxRelay> {
  // A producer connection fails at once while Redis is away (no offline queue): the relay then keeps
  // the rows and retries, instead of holding its batch transaction open until Redis returns.
  const redis = createRedisConnection(redisUrl, 'producer');
  redis.on('error', () => {});
  const publisher = createRedisOutboxPublisher({
    redis,
    bullPrefix: bullPrefix(redisPrefix),
    socketKey: socketIoRedisKey(redisPrefix),
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  const relay = await startOutboxRelay({ ...options, databaseUrl, publisher });
  return {
    relay,
    async close() {
      await relay.close();
      await publisher.close();
      redis.disconnect();
    },
  };
}
