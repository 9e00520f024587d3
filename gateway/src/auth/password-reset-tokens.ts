import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export interface PasswordResetGrant {
  userId: string;
  /** The address the link was mailed to: the link stops working if the account's address changes. */
  email: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One mail per request: the job id (and Message-ID) names the user and a piece of the token's hash. */
export const passwordResetJobId = (userId: string, token: string) =>
  `reset-password-${userId}-${hashToken(token).slice(0, 16)}`;

/** Where a token's grant lives (tests shorten its TTL to see an expired link refused). */
export const passwordResetKey = (prefix: string, token: string) =>
  `${prefix}:password-reset:${hashToken(token)}`;

/**
 * 'Forgot password?' tokens, kept in Redis rather than PostgreSQL: the key's TTL is the link's one-hour
 * lifetime (nothing to sweep), GETDEL makes a token single-use atomically across every gateway, and sessions
 * (which a reset ends) live there too. The mail holds the token; Redis holds only its sha256, so a Redis
 * dump cannot be turned into working links. Each user's outstanding tokens are indexed, so a completed reset
 * also ends the other links of that account.
 */
export class PasswordResetTokens {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = PASSWORD_RESET_TTL_SECONDS,
  ) {}

  private userKey(userId: string) {
    return `${this.prefix}:password-reset-user:${userId}`;
  }

  /** A new link secret for `userId` (32 random bytes, base64url); only its hash is stored. */
  async issue(grant: PasswordResetGrant): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const key = passwordResetKey(this.prefix, token);
    await this.redis
      .multi()
      .set(key, JSON.stringify(grant), 'EX', this.ttlSeconds)
      .sadd(this.userKey(grant.userId), key)
      .expire(this.userKey(grant.userId), this.ttlSeconds)
      .exec();
    return token;
  }

  /** The grant of a token, deleted as it is read (a second use finds nothing); null when unknown or expired. */
  async consume(token: string): Promise<PasswordResetGrant | null> {
    if (token === '') return null;
    const raw = await this.redis.getdel(passwordResetKey(this.prefix, token));
    if (raw === null) return null;
    try {
      const grant = JSON.parse(raw) as Partial<PasswordResetGrant>;
      if (typeof grant.userId !== 'string' || typeof grant.email !== 'string') return null;
      return { userId: grant.userId, email: grant.email };
    } catch {
      return null;
    }
  }

  /** Ends every outstanding link of a user (after a completed reset). */
  async revokeAllForUser(userId: string): Promise<void> {
    const keys = await this.redis.smembers(this.userKey(userId));
    await this.redis.del(this.userKey(userId), ...keys);
  }
}
