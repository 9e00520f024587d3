import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  AUTH_RATE_LIMIT_ACTIONS,
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimitAction,
  type AuthRateLimitSettings,
  type RateLimitWindow,
} from '@tradehub/db/config';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_ERROR_CODES.rateLimited, AUTH_MESSAGES.tooManyAttempts);
  }
}

/**
 * Per IP (a machine trying many accounts) and per account (many machines trying one account), with the
 * limits of AUTH_RATE_LIMITS (db/src/config/auth-rate-limits.ts holds the defaults). Redis-backed, so the
 * limits hold across every gateway instance.
 */
export class AuthRateLimits {
  private readonly limiters: Record<
    AuthRateLimitAction,
    { ip: RateLimiterRedis; account: RateLimiterRedis | null }
  >;

  constructor(redis: Redis, prefix: string, limits: AuthRateLimitSettings = DEFAULT_AUTH_RATE_LIMITS) {
    const make = (action: AuthRateLimitAction, scope: string, { points, seconds }: RateLimitWindow) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:rl:${action}:${scope}`,
        points,
        duration: seconds,
      });
    this.limiters = Object.fromEntries(
      AUTH_RATE_LIMIT_ACTIONS.map((action) => {
        const { perIp, perAccount } = limits[action];
        return [
          action,
          {
            ip: make(action, 'ip', perIp),
            account: perAccount ? make(action, 'account', perAccount) : null,
          },
        ];
      }),
    ) as AuthRateLimits['limiters'];
  }

  /**
   * Counts one attempt; throws RateLimitedError (429) when either limit is used up. `account` (the e-mail
   * address) is counted only by actions limited per account.
   */
  async consume(action: AuthRateLimitAction, ip: string, account?: string): Promise<void> {
    const { ip: byIp, account: byAccount } = this.limiters[action];
    try {
      await Promise.all([
        byIp.consume(ip),
        byAccount && account !== undefined
          ? byAccount.consume(account.trim().toLowerCase())
          : Promise.resolve(),
      ]);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** A successful sign-in clears that account's failures. */
  async reset(action: AuthRateLimitAction, account: string): Promise<void> {
    await this.limiters[action].account?.delete(account.trim().toLowerCase());
  }
}
