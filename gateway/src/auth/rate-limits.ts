import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../contract/index.js';
import { AppError } from '../errors/app-error.js';

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_ERROR_CODES.rateLimited, AUTH_MESSAGES.tooManyAttempts);
  }
}

type Action = 'sign-in' | 'sign-up' | 'resend-verification';

// Per IP (a machine trying many accounts) and per account (many machines trying one account).
const LIMITS: Record<Action, { perIp: [points: number, seconds: number]; perAccount: [number, number] }> = {
  'sign-in': { perIp: [30, 15 * 60], perAccount: [10, 15 * 60] },
  'sign-up': { perIp: [10, 60 * 60], perAccount: [5, 60 * 60] },
  'resend-verification': { perIp: [10, 60 * 60], perAccount: [3, 15 * 60] },
};

/** Redis-backed, so the limits hold across every gateway instance. */
export class AuthRateLimits {
  private readonly limiters: Record<Action, { ip: RateLimiterRedis; account: RateLimiterRedis }>;

  constructor(redis: Redis, prefix: string) {
    const make = (action: Action, scope: string, [points, duration]: [number, number]) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:rl:${action}:${scope}`,
        points,
        duration,
      });
    this.limiters = Object.fromEntries(
      (Object.keys(LIMITS) as Action[]).map((action) => [
        action,
        {
          ip: make(action, 'ip', LIMITS[action].perIp),
          account: make(action, 'account', LIMITS[action].perAccount),
        },
      ]),
    ) as AuthRateLimits['limiters'];
  }

  /** Counts one attempt; throws RateLimitedError (429) when either limit is used up. */
  async consume(action: Action, ip: string, account: string): Promise<void> {
    const { ip: byIp, account: byAccount } = this.limiters[action];
    try {
      await Promise.all([byIp.consume(ip), byAccount.consume(account.trim().toLowerCase())]);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** A successful sign-in clears that account's failures. */
  async reset(action: Action, account: string): Promise<void> {
    await this.limiters[action].account.delete(account.trim().toLowerCase());
  }
}
