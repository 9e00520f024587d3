import { createHash, randomBytes } from 'node:crypto';
import { slotPrefix, type RedisClient } from '@tradehub/db/queues';

/** A session unused this long ends (each use renews it, up to its absolute lifetime). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** No session lives longer than this from its creation, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** The session cookie's maxAge: the absolute lifetime (the server ends idle sessions on its own). */
export const SESSION_TTL_SECONDS = SESSION_ABSOLUTE_SECONDS;

/** The shared demo workspace: anyone can open one, so its sessions are short and few. */
export const DEMO_SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const DEMO_SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
/** At most this many demo sessions exist; opening one more ends the oldest of the same client address first. */
export const DEMO_SESSION_CAP = 1_000;

export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
  demoIdleSeconds: number;
  demoAbsoluteSeconds: number;
  demoCap: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleSeconds: SESSION_IDLE_SECONDS,
  absoluteSeconds: SESSION_ABSOLUTE_SECONDS,
  demoIdleSeconds: DEMO_SESSION_IDLE_SECONDS,
  demoAbsoluteSeconds: DEMO_SESSION_ABSOLUTE_SECONDS,
  demoCap: DEMO_SESSION_CAP,
};

export interface SessionData {
  userId: string;
  createdAt: string;
  /** The absolute end of the session (createdAt + the absolute lifetime). */
  expiresAt: string;
  /** A demo session: indexed in the capped demo set, not in the user's index. */
  demo?: true;
  /** The organisation this session works in (the user menu's switcher); else the person's last choice. */
  organisationId?: string;
}

/** A session as the store resolves it: its data and the hash that names it (socket rooms, revocation). */
export interface ResolvedSession extends SessionData {
  tokenHash: string;
}

/** The name of a session everywhere but the cookie: a leaked Redis dump or log cannot be replayed. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');

// Adds a demo session and trims the demo set in one step, so concurrent entries (from any gateway) cannot
// overshoot the cap: the sessions past their absolute lifetime end, then while the set is over the cap the
// oldest other session of the same client address ends, or, when that address has none, the oldest of all.
// So one address opening demo after demo ends its own sessions, not everyone else's.
// KEYS: the new session, the demo set (hash → creation ms), the client's own set, the hash → client map.
// ARGV: its hash, its data, its idle TTL, now (ms), the creation time before which demo sessions are past
// their absolute lifetime (ms), the session key prefix, the cap, the sets' TTL, the client address, the
// per-client set key prefix. Ended sessions' keys are derived from the prefixes rather than passed: on a
// Redis Cluster every key of the store shares one hash tag (`{<prefix>:sessions}`), so they are in the
// script's slot too.
const CREATE_DEMO_SESSION = `
local hash = ARGV[1]
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[4], hash)
redis.call('ZADD', KEYS[3], ARGV[4], hash)
redis.call('HSET', KEYS[4], hash, ARGV[9])
local ended = {}
local function finish(victim)
  redis.call('DEL', ARGV[6] .. victim)
  redis.call('ZREM', KEYS[2], victim)
  local client = redis.call('HGET', KEYS[4], victim)
  if client then
    redis.call('ZREM', ARGV[10] .. client, victim)
    redis.call('HDEL', KEYS[4], victim)
  end
  ended[#ended + 1] = victim
end
for _, victim in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[5])) do finish(victim) end
local excess = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[7])
while excess > 0 do
  local victim = false
  for _, candidate in ipairs(redis.call('ZRANGE', KEYS[3], 0, 1)) do
    if candidate ~= hash then victim = candidate break end
  end
  if victim and not redis.call('ZSCORE', KEYS[2], victim) then
    -- Ended some other way already: only its entry in the client's set was left.
    redis.call('ZREM', KEYS[3], victim)
  else
    if not victim then
      for _, candidate in ipairs(redis.call('ZRANGE', KEYS[2], 0, 1)) do
        if candidate ~= hash then victim = candidate break end
      end
    end
    finish(victim)
    excess = excess - 1
  end
end
redis.call('EXPIRE', KEYS[2], ARGV[8])
redis.call('EXPIRE', KEYS[3], ARGV[8])
redis.call('EXPIRE', KEYS[4], ARGV[8])
return ended
`;

/**
 * Server-side sessions in Redis: the cookie holds a random token, RedisClient holds its hash, so a leaked
 * Redis dump cannot be replayed as cookies. A session ends after its idle lifetime without use, and at
 * its absolute lifetime whatever the use. Each user's session hashes are indexed (the index outlives every
 * session in it), so signing out everywhere (or everywhere else) is one call. Demo sessions are indexed in
 * one capped set instead, by creation time.
 */
export class SessionStore {
  readonly lifetimes: SessionLifetimes;
  /** REDIS_PREFIX, hash-tagged on a cluster: the MULTIs and the demo script span several of these keys. */
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisClient,
    redisPrefix: string,
    lifetimes: Partial<SessionLifetimes> = {},
  ) {
    this.prefix = slotPrefix(redisPrefix, 'sessions', redis.isCluster);
    this.lifetimes = { ...DEFAULT_SESSION_LIFETIMES, ...lifetimes };
  }

  private sessionKey(tokenHash: string) {
    return `${this.prefix}:session:${tokenHash}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}:user-sessions:${userId}`;
  }

  private get demoKey() {
    return `${this.prefix}:demo-sessions`;
  }

  /** The demo sessions one client address opened (hash → creation ms). */
  private demoClientKey(clientAddress: string) {
    return `${this.prefix}:demo-sessions-of:${clientAddress}`;
  }

  /** Which client address opened each demo session (hash → address). */
  private get demoClientsKey() {
    return `${this.prefix}:demo-session-clients`;
  }

  /**
   * A new session of `userId`, working in `organisationId` when given (where the person's sign-in put them:
   * the session keeps it, so a switch on another device does not move this one).
   */
  async create(userId: string, organisationId?: string): Promise<string> {
    const { idleSeconds, absoluteSeconds } = this.lifetimes;
    const { token, tokenHash, data } = newSession(
      userId,
      absoluteSeconds,
      organisationId ? { organisationId } : {},
    );
    // Sessions that ended on their own (idle) leave their hash behind: drop those while we are here.
    const indexed = await this.redis.smembers(this.userKey(userId));
    const multi = this.redis.multi();
    if (indexed.length > 0) {
      const exists = await Promise.all(indexed.map((hash) => this.redis.exists(this.sessionKey(hash))));
      const stale = indexed.filter((_, index) => exists[index] === 0);
      if (stale.length > 0) multi.srem(this.userKey(userId), ...stale);
    }
    // The index expires with the newest session's absolute end: no session in it can outlive it.
    await multi
      .set(this.sessionKey(tokenHash), JSON.stringify(data), 'EX', idleSeconds)
      .sadd(this.userKey(userId), tokenHash)
      .expire(this.userKey(userId), absoluteSeconds)
      .exec();
    return token;
  }

  /**
   * A session of the shared demo workspace for a visitor at `clientAddress` (the address the rate limits
   * count); the demo sessions past their absolute lifetime end, and beyond the cap this address's oldest
   * (else the oldest of all): their hashes are returned, so their sockets can be disconnected.
   */
  async createDemo(userId: string, clientAddress: string): Promise<{ token: string; ended: string[] }> {
    const { demoIdleSeconds, demoAbsoluteSeconds, demoCap } = this.lifetimes;
    const { token, tokenHash, data } = newSession(userId, demoAbsoluteSeconds, { demo: true });
    const now = Date.parse(data.createdAt);
    const ended = await this.redis.eval(
      CREATE_DEMO_SESSION,
      4,
      this.sessionKey(tokenHash),
      this.demoKey,
      this.demoClientKey(clientAddress),
      this.demoClientsKey,
      tokenHash,
      JSON.stringify(data),
      demoIdleSeconds,
      now,
      now - demoAbsoluteSeconds * 1000,
      this.sessionKey(''),
      demoCap,
      demoAbsoluteSeconds,
      clientAddress,
      this.demoClientKey(''),
    );
    return { token, ended: Array.isArray(ended) ? ended.map(String) : [] };
  }

  /**
   * The session for a cookie's token, its idle lifetime renewed (never past its absolute end); null when
   * unknown, ended, or past its absolute lifetime.
   */
  async get(token: string, now = Date.now()): Promise<ResolvedSession | null> {
    const tokenHash = hashSessionToken(token);
    const key = this.sessionKey(tokenHash);
    const raw = await this.redis.getex(key, 'EX', this.lifetimes.idleSeconds);
    if (typeof raw !== 'string') return null;
    const data = parseSession(raw);
    if (!data) {
      await this.redis.del(key);
      return null;
    }
    const idleSeconds = data.demo ? this.lifetimes.demoIdleSeconds : this.lifetimes.idleSeconds;
    const absoluteSeconds = data.demo ? this.lifetimes.demoAbsoluteSeconds : this.lifetimes.absoluteSeconds;
    // Sessions made before expiresAt was stored end at createdAt + the absolute lifetime.
    const end = Date.parse(data.expiresAt ?? '') || Date.parse(data.createdAt) + absoluteSeconds * 1000;
    const remaining = Math.floor((end - now) / 1000);
    if (!(remaining > 0)) {
      await this.revokeHash(tokenHash, data);
      return null;
    }
    if (remaining < idleSeconds || data.demo) await this.redis.expire(key, Math.min(idleSeconds, remaining));
    return { ...data, expiresAt: new Date(end).toISOString(), tokenHash };
  }

  /**
   * This session works in `organisationId` from now on (its lifetimes unchanged). False when the session
   * has ended meanwhile.
   */
  async setOrganisation(token: string, organisationId: string): Promise<boolean> {
    const key = this.sessionKey(hashSessionToken(token));
    const raw = await this.redis.get(key);
    const data = raw ? parseSession(raw) : null;
    if (!data) return false;
    // XX: never recreate a session that ended between the read and the write; KEEPTTL: same lifetime.
    const written = await this.redis.set(key, JSON.stringify({ ...data, organisationId }), 'KEEPTTL', 'XX');
    return written === 'OK';
  }

  /** Ends one session; returns what it was (null when it had already ended). */
  async revoke(token: string): Promise<ResolvedSession | null> {
    const tokenHash = hashSessionToken(token);
    const raw = await this.redis.get(this.sessionKey(tokenHash));
    const data = raw ? parseSession(raw) : null;
    await this.revokeHash(tokenHash, data);
    return data && { ...data, tokenHash };
  }

  private async revokeHash(tokenHash: string, data: SessionData | null) {
    const client = data?.demo ? await this.redis.hget(this.demoClientsKey, tokenHash) : null;
    const multi = this.redis.multi().del(this.sessionKey(tokenHash));
    if (data?.demo) {
      multi.zrem(this.demoKey, tokenHash).hdel(this.demoClientsKey, tokenHash);
      if (client !== null) multi.zrem(this.demoClientKey(client), tokenHash);
    } else if (data) multi.srem(this.userKey(data.userId), tokenHash);
    await multi.exec();
  }

  /** Ends every session of a user, except the one whose token is given; returns the ended sessions' hashes. */
  async revokeAllForUser(userId: string, exceptToken?: string): Promise<string[]> {
    const keep = exceptToken ? hashSessionToken(exceptToken) : undefined;
    const hashes = (await this.redis.smembers(this.userKey(userId))).filter(
      (tokenHash) => tokenHash !== keep,
    );
    if (hashes.length === 0) return [];
    await this.redis
      .multi()
      .del(...hashes.map((tokenHash) => this.sessionKey(tokenHash)))
      .srem(this.userKey(userId), ...hashes)
      .exec();
    return hashes;
  }
}

function parseSession(raw: string): SessionData | null {
  try {
    const data = JSON.parse(raw) as Partial<SessionData> | null;
    if (!data || typeof data.userId !== 'string' || typeof data.createdAt !== 'string') return null;
    return data as SessionData;
  } catch {
    return null;
  }
}

/** A fresh random token, the hash it is stored under, and the session's data ending `absoluteSeconds` from now. */
function newSession(
  userId: string,
  absoluteSeconds: number,
  extra: Pick<SessionData, 'organisationId' | 'demo'>,
): { token: string; tokenHash: string; data: SessionData } {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  return {
    token,
    tokenHash: hashSessionToken(token),
    data: {
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + absoluteSeconds * 1000).toISOString(),
      ...extra,
    },
  };
}
