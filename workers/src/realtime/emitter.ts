import { Emitter } from '@socket.io/redis-emitter';
import { socketIoRedisKey, type ServerToClientEvents } from '@tradehub/contract';
import type { RedisClient } from '@tradehub/db/queues';
import type { Cluster } from 'ioredis';
import { createShardedEmitter } from './sharded-emitter.js';

/** What the workers push through: `to(room or rooms).emit(event, …args)`, fire and forget. */
export interface RealtimeEmitter {
  to(room: string | readonly string[]): {
    emit<E extends keyof ServerToClientEvents>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ): unknown;
  };
}

/**
 * Pushes events to browsers from a worker: through Redis to whichever gateway instance each socket is
 * connected to (the gateways' @socket.io/redis-adapter listens on the same key). On a Redis Cluster the
 * gateways run the sharded adapter (SSUBSCRIBE), and this the matching sharded emitter (SPUBLISH).
 */
export function createRealtimeEmitter(
  redis: RedisClient,
  redisPrefix: string,
  onError: (error: unknown) => void = () => undefined,
): RealtimeEmitter {
  const key = socketIoRedisKey(redisPrefix);
  if (redis.isCluster) return createShardedEmitter(redis as Cluster, key, onError);
  const emitter = new Emitter<ServerToClientEvents>(redis, { key });
  return {
    to: (room) => emitter.to(typeof room === 'string' ? room : [...room]),
  };
}
