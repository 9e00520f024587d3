// What every API key call costs besides its answer (issue 27): a per-key rate limit (Redis-backed, so it
// holds across gateway instances; 429 with Retry-After past it) and an audit row under the key's name.
//
// Audit granularity: every write (POST, PUT, PATCH, DELETE) is one row `api_key.write` with its route,
// path and status, besides whatever the command itself audits; reads are one row `api_key.read` per key,
// route and hour (the first call of the hour, with its status), so a system polling a list every few
// seconds leaves 24 rows a day per list instead of tens of thousands, and the log still says which keys
// read what, and when.
import type { RedisClient } from '@tradehub/db/queues';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { EntityManager } from '@tradehub/db';
import { recordApiKeyCall } from '@tradehub/db/domain';
import type { RateLimitWindow } from '@tradehub/db/config';
import { RateLimitedError } from './rate-limits.js';
import type { Viewer } from './viewer.js';

/** Calls per key: 600 a minute (10 a second on average) unless the app is built with another limit. */
export const DEFAULT_API_KEY_RATE_LIMIT: RateLimitWindow = { points: 600, seconds: 60 };
export const API_KEY_RATE_LIMITED = 'api_key_rate_limited';

const HOUR_MS = 3_600_000;

export class ApiKeyCalls {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    private readonly limit: RateLimitWindow = DEFAULT_API_KEY_RATE_LIMIT,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:api-key`,
      points: limit.points,
      duration: limit.seconds,
    });
  }

  /** Counts one call of the key; 429 with Retry-After when its limit is used up. */
  async consume(keyId: string): Promise<void> {
    try {
      await this.limiter.consume(keyId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new RateLimitedError(
        retryAfterSeconds,
        API_KEY_RATE_LIMITED,
        `This API key made ${this.limit.points} calls within ${this.limit.seconds} seconds, the most allowed. Try again in ${retryAfterSeconds} s.`,
        { limit: this.limit.points, windowSeconds: this.limit.seconds, retryAfterSeconds },
      );
    }
  }

  /** Writes the call's audit row (a read only when it is the key's first of the hour on that route). */
  async audit(
    em: EntityManager,
    viewer: Viewer & { apiKey: NonNullable<Viewer['apiKey']> },
    call: { method: string; route: string; path: string; statusCode: number },
    now = new Date(),
  ): Promise<void> {
    const write = call.method !== 'GET' && call.method !== 'HEAD';
    if (!write) {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      const first = await this.redis.set(
        `${this.prefix}:api-key-read-audit:${viewer.apiKey.id}:${call.method} ${call.route}:${hour}`,
        '1',
        'EX',
        HOUR_MS / 1000 + 60,
        'NX',
      );
      if (first !== 'OK') return;
    }
    await recordApiKeyCall(em, {
      organisationId: viewer.organisationId,
      userId: viewer.userId,
      apiKeyId: viewer.apiKey.id,
      ...call,
    });
  }
}
