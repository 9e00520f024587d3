import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionData {
  userId: string;
  createdAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions in Redis: the cookie holds a random token, Redis holds its hash, so a leaked
 * Redis dump cannot be replayed as cookies. Each user's session hashes are indexed, so signing out
 * everywhere (or everywhere else) is one call.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private sessionKey(tokenHash: string) {
    return `${this.prefix}:session:${tokenHash}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}:user-sessions:${userId}`;
  }

  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const data: SessionData = { userId, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(this.sessionKey(tokenHash), JSON.stringify(data), 'EX', SESSION_TTL_SECONDS)
      .sadd(this.userKey(userId), tokenHash)
      .expire(this.userKey(userId), SESSION_TTL_SECONDS)
      .exec();
    return token;
  }

  /** The session for a cookie's token, its lifetime renewed (sliding expiry); null when unknown or ended. */
  async get(token: string): Promise<SessionData | null> {
    const key = this.sessionKey(hashToken(token));
    const [[, raw] = [null, null]] =
      (await this.redis.multi().get(key).expire(key, SESSION_TTL_SECONDS).exec()) ?? [];
    if (typeof raw !== 'string') return null;
    return JSON.parse(raw) as SessionData;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const raw = await this.redis.get(this.sessionKey(tokenHash));
    const multi = this.redis.multi().del(this.sessionKey(tokenHash));
    if (raw) multi.srem(this.userKey((JSON.parse(raw) as SessionData).userId), tokenHash);
    await multi.exec();
  }

  /** Ends every session of a user, except the one whose token is given. */
  async revokeAllForUser(userId: string, exceptToken?: string): Promise<number> {
    const keep = exceptToken ? hashToken(exceptToken) : undefined;
    const hashes = (await this.redis.smembers(this.userKey(userId))).filter(
      (tokenHash) => tokenHash !== keep,
    );
    if (hashes.length === 0) return 0;
    await this.redis
      .multi()
      .del(...hashes.map((tokenHash) => this.sessionKey(tokenHash)))
      .srem(this.userKey(userId), ...hashes)
      .exec();
    return hashes.length;
  }
}
