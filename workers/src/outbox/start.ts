// The relay as a workers process runs it: its own fail-fast Redis connection, the queues' default options,
// the socket.io adapter's key, all from the deployment's settings.
import { socketIoRedisKey } from '@tradehub/contract';
import { bullPrefixFor, createRedisConnection, DEFAULT_JOB_OPTIONS } from '@tradehub/db/queues';
import { createDashboardChanges } from './dashboard-changes.js';
import { createRedisOutboxPublisher, createSocketPublish } from './publisher.js';
import { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './relay.js';
import { withDashboardChanges } from './with-dashboard-changes.js';

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
  const socketKey = socketIoRedisKey(redisPrefix);
  // Every push about a dashboard input is followed by the organisation's throttled `dashboard:changed`.
  const publisher = withDashboardChanges(
    createRedisOutboxPublisher({
      redis,
      bullPrefix: bullPrefixFor(redis, redisPrefix),
      socketKey,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    }),
    createDashboardChanges({
      redis,
      redisPrefix,
      publish: createSocketPublish(redis, socketKey),
      logger: options.logger,
    }),
  );
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
