import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '@tradehub/db/queues';
import { dashboardCacheKey, dashboardCacheVersionKey } from '@tradehub/db/domain';

export { dashboardCacheKey };

/**
 * How long a computed dashboard is served from Redis. A change announced through the outbox (a payment,
 * supplier or exposure change, a risk snapshot) drops the organisation's copies at once, before its
 * `dashboard:changed` goes out; what changes without one (a new FX bar) is at most this many seconds behind —
 * invisible on a risk dashboard whose rates move once a minute in the charts and whose trends span hours to
 * months. It turns a burst of dashboard loads into one computation per organisation and range every few
 * seconds, on every gateway.
 */
export const DASHBOARD_CACHE_SECONDS = 5;

/**
 * Stores a copy only if the organisation's version is still the one its computation started from: a
 * computation overtaken by a change (the workers bumped the version meanwhile) must not be served.
 * KEYS: the copy, the version. ARGV: the version read before computing, the value, the seconds to keep it.
 */
const STORE_IF_CURRENT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

export interface DashboardCacheOptions {
  redis: RedisClient;
  redisPrefix: string;
  ttlSeconds: number;
  logger: FastifyBaseLogger;
}

/**
 * The serialized dashboard per organisation and range: from Redis when fresh, otherwise computed once per
 * gateway process however many requests wait for it (single flight), then stored for `ttlSeconds`.
 * A copy is fresh while the organisation's dashboard version (bumped by the workers when an input changes,
 * db/src/domain/risk/dashboard-cache-keys.ts) is the one it was computed at; it is stored as
 * `<version>:<json>`. Redis trouble never fails the request: the dashboard is computed instead.
 */
export function createDashboardCache({ redis, redisPrefix, ttlSeconds, logger }: DashboardCacheOptions) {
  const inFlight = new Map<string, Promise<string>>();

  /** The cached copy if it is still current, and the version a new computation starts from. */
  async function read(key: string, versionKey: string): Promise<{ json: string | null; version: string }> {
    // One MGET (the two keys share the organisation's hash tag, so one Cluster slot). Not a pipeline: ioredis
    // builds a Pipeline by copying every script defined on the connection (BullMQ's dozens), which took a
    // sixth of the gateway's CPU under bench:api's dashboard load.
    const [stored, storedVersion] = await redis.mget(key, versionKey);
    const cached = stored ?? null;
    const version = storedVersion ?? '0';
    const separator = cached?.indexOf(':') ?? -1;
    const current = cached !== null && separator > 0 && cached.slice(0, separator) === version;
    return { json: current ? cached.slice(separator + 1) : null, version };
  }

  async function computeAndStore(
    key: string,
    versionKey: string,
    version: string | null,
    compute: () => Promise<string>,
  ): Promise<string> {
    const json = await compute();
    if (ttlSeconds > 0 && version !== null) {
      await redis
        .eval(STORE_IF_CURRENT, 2, key, versionKey, version, `${version}:${json}`, ttlSeconds)
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'could not cache the dashboard');
        });
    }
    return json;
  }

  return {
    async get(organisationId: string, range: string, compute: () => Promise<string>): Promise<string> {
      const key = dashboardCacheKey(redisPrefix, organisationId, range);
      const versionKey = dashboardCacheVersionKey(redisPrefix, organisationId);
      // null: caching is off, or Redis could not say which version is current (then nothing is stored).
      let version: string | null = null;
      if (ttlSeconds > 0) {
        const found = await read(key, versionKey).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not read the cached dashboard');
          return null;
        });
        if (found && found.json !== null) return found.json;
        version = found?.version ?? null;
      }
      // Keyed by version too: a request made after a change does not join a computation begun before it.
      const flight = `${key}@${version ?? ''}`;
      let pending = inFlight.get(flight);
      if (!pending) {
        pending = computeAndStore(key, versionKey, version, compute).finally(() => inFlight.delete(flight));
        inFlight.set(flight, pending);
      }
      return pending;
    },
  };
}
