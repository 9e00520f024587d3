import { Redis } from 'ioredis';

/**
 * An ioredis connection for BullMQ and our own keys. BullMQ workers block on Redis and require
 * `maxRetriesPerRequest: null`; producers (the gateway) should instead fail fast so an HTTP request
 * gets an error rather than hanging while Redis is away.
 */
export function createRedisConnection(url: string, role: 'worker' | 'producer'): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectionName: `tradehub-${role}`,
    lazyConnect: false,
  });
}
