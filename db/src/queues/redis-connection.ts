import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import { redisClusterNodes } from '../config/runtime-config.js';

/** A single Redis or a Redis Cluster: everything TradeHub does with Redis works on either. */
export type RedisClient = Redis | Cluster;

/** Whether `url` names a Redis Cluster (`redis+cluster://h1:p1,h2:p2`, from REDIS_CLUSTER_NODES). */
export function isRedisClusterUrl(url: string): boolean {
  return redisClusterNodes(url) !== undefined;
}

/**
 * An ioredis client for `url`: a Redis, or a Cluster for a `redis+cluster://` URL (REDIS_CLUSTER_NODES).
 * `redisOptions` apply to every node's connection; `clusterOptions` to the cluster (e.g. sharded subscribers).
 */
export function createRedisClient(
  url: string,
  redisOptions: RedisOptions = {},
  clusterOptions: Omit<ClusterOptions, 'redisOptions'> = {},
): RedisClient {
  const nodes = redisClusterNodes(url);
  if (!nodes) return new Redis(url, redisOptions);
  return new Cluster(nodes, {
    ...clusterOptions,
    // A cluster client must reach every master; a node that moved a slot answers MOVED and the client follows.
    enableOfflineQueue: redisOptions.enableOfflineQueue ?? true,
    redisOptions,
  });
}

/**
 * An ioredis connection for BullMQ and our own keys. BullMQ workers block on Redis and require
 * `maxRetriesPerRequest: null`; producers (the gateway) should instead fail fast so an HTTP request
 * gets an error rather than hanging while Redis is away.
 */
export function createRedisConnection(url: string, role: 'worker' | 'producer'): RedisClient {
  return createRedisClient(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectionName: `tradehub-${role}`,
    lazyConnect: false,
  });
}

/**
 * The keys of one area that a Lua script or a MULTI touches together must live in one hash slot of a
 * Redis Cluster: there, `{prefix:area}` (a hash tag) starts them all, so they share a slot. On a single
 * Redis the prefix stays as it always was (keys written by earlier versions keep their names).
 */
export function slotPrefix(redisPrefix: string, area: string, cluster: boolean): string {
  return cluster ? `{${redisPrefix}:${area}}` : redisPrefix;
}
