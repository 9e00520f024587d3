import { createHash } from 'node:crypto';
import { newLinkGrantId, passwordResetToken } from '@tradehub/db/domain';
import { slotPrefix, type RedisClient } from '@tradehub/db/queues';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export interface PasswordResetGrant {
  userId: string;
  /** The address the link was mailed to: the link stops working if the account's address changes. */
  email: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A reset link's token: derived from SESSION_SECRET and the grant id, by the gateway and by the mail's worker. */
export { passwordResetToken };

/** Where a token's grant lives (tests shorten its TTL to see an expired link refused). */
export const passwordResetKey = (prefix: string, token: string) =>
  `${prefix}:password-reset:${hashToken(token)}`;

/**
 * 'Forgot password?' tokens, kept in Redis rather than PostgreSQL: the key's TTL is the link's one-hour
 * lifetime (nothing to sweep), GETDEL makes a token single-use atomically across every gateway, and sessions
 * (which a reset ends) live there too. The mail holds the token; Redis holds only its sha256, and the mail
 * job only the grant id the token is derived from with SESSION_SECRET (db domain auth/link-tokens.ts), so
 * neither a Redis dump nor a queued or failed job can be turned into working links. Each user's outstanding
 * tokens are indexed, so a completed reset also ends the other links of that account.
 */
export class PasswordResetTokens {
  /** REDIS_PREFIX, hash-tagged on a cluster: a link's key and its user's index change in one MULTI. */
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    redisPrefix: string,
    private readonly secret: string,
    private readonly ttlSeconds = PASSWORD_RESET_TTL_SECONDS,
  ) {
    this.prefix = slotPrefix(redisPrefix, 'password-resets', redis.isCluster);
  }

  private userKey(userId: string) {
    return `${this.prefix}:password-reset-user:${userId}`;
  }

  /** A new link for `grant.userId`: returns its grant id (for the mail job); only the token's hash is stored. */
  async issue(grant: PasswordResetGrant): Promise<string> {
    const grantId = newLinkGrantId();
    const key = passwordResetKey(this.prefix, passwordResetToken(this.secret, grantId));
    await this.redis
      .multi()
      .set(key, JSON.stringify(grant), 'EX', this.ttlSeconds)
      .sadd(this.userKey(grant.userId), key)
      .expire(this.userKey(grant.userId), this.ttlSeconds)
      .exec();
    return grantId;
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
