import type { Redis } from 'ioredis';
import type { FxSnapshot } from '../../contract/index.js';

/** The workers' FX feed keeps its newest tick here (workers/src/fx). */
export const fxLatestKey = (redisPrefix: string) => `${redisPrefix}:fx:latest`;

export async function readLatestSnapshot(redis: Redis, redisPrefix: string): Promise<FxSnapshot | null> {
  const raw = await redis.get(fxLatestKey(redisPrefix));
  return raw ? (JSON.parse(raw) as FxSnapshot) : null;
}
