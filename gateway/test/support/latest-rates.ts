import { fxLatestKey } from '@tradehub/db/domain';
import { fxSnapshot } from '../../../infra/test-support/fx-snapshot.js';
import type { TestGateway } from './test-gateway.js';

/**
 * Stores a simulated snapshot of `rates` as the latest the feed published (what quotes, exposures and the
 * dashboard read), and returns it.
 */
export async function setLatestRates(
  gateway: Pick<TestGateway, 'redis' | 'config'>,
  rates: Record<string, number>,
) {
  const snapshot = fxSnapshot(rates);
  await gateway.redis.set(fxLatestKey(gateway.config.redisPrefix), JSON.stringify(snapshot));
  return snapshot;
}
