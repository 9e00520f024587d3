import type { FxSnapshot } from '@tradehub/contract';
import type { RedisClient } from '../../queues/redis-connection.js';
import { fxLatestKey } from './redis-keys.js';

/**
 * The FX feed's newest tick, which the workers keep under fxLatestKey (workers/src/fx/feed.ts); null before
 * the first tick. One reader for every route that prices at live rates (fx, dashboard, payments, batches,
 * bills, FX trades).
 */
export async function readLatestSnapshot(
  redis: RedisClient,
  redisPrefix: string,
): Promise<FxSnapshot | null> {
  const raw = await redis.get(fxLatestKey(redisPrefix));
  return raw ? (JSON.parse(raw) as FxSnapshot) : null;
}
