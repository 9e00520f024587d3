import type { RedisClient } from '@tradehub/db/queues';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  AUTH_RATE_LIMIT_ACTIONS,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_INVITE_RATE_LIMITS,
  type AuthRateLimitAction,
  type AuthRateLimitSettings,
  type InviteRateLimits as InviteRateLimitSettings,
  type RateLimitWindow,
} from '@tradehub/db/config';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, QUOTA_ERROR_CODES, type ApiErrorCode } from '@tradehub/contract';
import { AppError } from '../errors/app-error.js';

/** 429 with Retry-After: the auth catalogue's 'Too many attempts' unless another code and message are given. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ApiErrorCode = AUTH_ERROR_CODES.rateLimited,
    message: string = AUTH_MESSAGES.tooManyAttempts,
    params?: Record<string, string | number>,
  ) {
    super(429, code, message, undefined, params);
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

  constructor(redis: RedisClient, prefix: string, limits: AuthRateLimitSettings = DEFAULT_AUTH_RATE_LIMITS) {
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

/**
 * Team invitations, per organisation and per person inviting (INVITE_RATE_LIMITS): each is an e-mail in
 * TradeHub's name to an address of the inviter's choosing. Redis-backed like the auth limits, so they hold
 * across every gateway instance; a refused invitation is given back.
 */
export class InviteRateLimits {
  private readonly organisation: RateLimiterRedis;
  private readonly person: RateLimiterRedis;

  constructor(
    redis: RedisClient,
    prefix: string,
    private readonly limits: InviteRateLimitSettings = DEFAULT_INVITE_RATE_LIMITS,
  ) {
    const make = (scope: string, { points, seconds }: RateLimitWindow) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:rl:invite:${scope}`,
        points,
        duration: seconds,
      });
    this.organisation = make('organisation', limits.perOrganisation);
    this.person = make('person', limits.perPerson);
  }

  /**
   * Runs `send` (the invitation's transaction) if the organisation and the person have room, counting it;
   * 429 with Retry-After when either is used up. A refusal by `send` gives both back.
   */
  async consume<T>(organisationId: string, userId: string, send: () => Promise<T>): Promise<T> {
    const taken: [RateLimiterRedis, string][] = [];
    try {
      for (const [limiter, key] of [
        [this.organisation, organisationId],
        [this.person, userId],
      ] as const) {
        await limiter.consume(key);
        taken.push([limiter, key]);
      }
    } catch (error) {
      await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
      if (error instanceof RateLimiterRes) throw this.refusal(taken.length === 0, error);
      throw error;
    }
    try {
      return await send();
    } catch (error) {
      await Promise.all(taken.map(([limiter, key]) => limiter.reward(key).catch(() => undefined)));
      throw error;
    }
  }

  private refusal(byOrganisation: boolean, result: RateLimiterRes): RateLimitedError {
    const retryAfterSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    const window = byOrganisation ? this.limits.perOrganisation : this.limits.perPerson;
    const per = windowText(window.seconds);
    const message = byOrganisation
      ? `Your organisation has sent ${window.points} invitations ${per}, the most allowed. ${wait}`
      : `You have sent ${window.points} invitations ${per}, the most one person may. ${wait}`;
    return new RateLimitedError(retryAfterSeconds, QUOTA_ERROR_CODES.invites, message, {
      limit: window.points,
      windowSeconds: window.seconds,
      scope: byOrganisation ? 'organisation' : 'person',
      retryAfterSeconds,
    });
  }
}

/** 'within an hour', 'within 15 minutes', 'within a day', …: how the messages name a window. */
function windowText(seconds: number): string {
  const units: [number, string, string][] = [
    [86_400, 'a day', 'days'],
    [3_600, 'an hour', 'hours'],
    [60, 'a minute', 'minutes'],
    [1, 'a second', 'seconds'],
  ];
  const [size, one, many] = units.find(([unit]) => seconds % unit === 0)!;
  const count = seconds / size;
  return `within ${count === 1 ? one : `${count} ${many}`}`;
}
