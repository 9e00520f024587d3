import { fxLatestKey } from '@tradehub/db/domain';
import type { RedisClient } from '@tradehub/db/queues';
import type { FxSnapshot } from '@tradehub/contract';

/** The workers' FX feed keeps its newest tick under fxLatestKey (workers/src/fx). */
export async function readLatestSnapshot(
  redis: RedisClient,
  redisPrefix: string,
): Promise<FxSnapshot | null> {
  const raw = await redis.get(fxLatestKey(redisPrefix));
  return raw ? (JSON.parse(raw) as FxSnapshot) : null;
}
