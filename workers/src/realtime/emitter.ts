import { Emitter } from '@socket.io/redis-emitter';
import { socketIoRedisKey, type ServerToClientEvents } from '@tradehub/contract';
import type { Redis } from 'ioredis';

export type RealtimeEmitter = Emitter<ServerToClientEvents>;

/**
 * Pushes events to browsers from a worker: through Redis to whichever gateway instance each socket is
 * connected to (the gateways' @socket.io/redis-adapter listens on the same key).
 */
export function createRealtimeEmitter(redis: Redis, redisPrefix: string): RealtimeEmitter {
  return new Emitter<ServerToClientEvents>(redis, { key: socketIoRedisKey(redisPrefix) });
}
