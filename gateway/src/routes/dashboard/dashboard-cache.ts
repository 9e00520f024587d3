import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * How long a computed dashboard is served from Redis. The figures are at most this many seconds behind the
 * database (a payment, supplier or exposure change, a new FX bar) — invisible on a risk dashboard whose
 * rates move once a minute in the charts and whose trends span hours to months — and it turns a burst of
 * dashboard loads into one computation per organisation and range every few seconds, on every gateway.
 */
export const DASHBOARD_CACHE_SECONDS = 5;

export function dashboardCacheKey(redisPrefix: string, organisationId: string, range: string): string {
  return `${redisPrefix}:dashboard:${organisationId}:${range}`;
}

export interface DashboardCacheOptions {
  redis: Redis;
  redisPrefix: string;
  ttlSeconds: number;
  logger: FastifyBaseLogger;
}

/**
 * The serialized dashboard per organisation and range: from Redis when fresh, otherwise computed once per
 * gateway process however many requests wait for it (single flight), then stored for `ttlSeconds`.
 * Redis trouble never fails the request: the dashboard is computed instead.
 */
export function createDashboardCache({ redis, redisPrefix, ttlSeconds, logger }: DashboardCacheOptions) {
  const inFlight = new Map<string, Promise<string>>();

  async function computeAndStore(key: string, compute: () => Promise<string>): Promise<string> {
    const json = await compute();
    if (ttlSeconds > 0) {
      await redis.set(key, json, 'EX', ttlSeconds).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not cache the dashboard');
      });
    }
    return json;
  }

  return {
    async get(organisationId: string, range: string, compute: () => Promise<string>): Promise<string> {
      const key = dashboardCacheKey(redisPrefix, organisationId, range);
      if (ttlSeconds > 0) {
        const cached = await redis.get(key).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not read the cached dashboard');
          return null;
        });
        if (cached !== null) return cached;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = computeAndStore(key, compute).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
