import type { RedisClient } from '@tradehub/db/queues';

// Compare-and-set: only the holder may extend or delete the lock, so a process that stalled past the
// TTL (and was replaced) cannot extend or delete its successor's lock.
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A single-holder lease in Redis: `SET key holder NX PX ttl`. The holder renews it well within the TTL;
 * if the holder dies, the key expires and another process's next `tryAcquire` takes it.
 */
export class LeaderLock {
  constructor(
    private readonly redis: RedisClient,
    readonly key: string,
    /** Unique per process (and per runtime within a process). */
    readonly holder: string,
    readonly ttlMs: number,
  ) {}

  async tryAcquire(): Promise<boolean> {
    return (await this.redis.set(this.key, this.holder, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  /** Extends the lease; false when it is no longer ours (expired, or taken over). */
  async renew(): Promise<boolean> {
    return Number(await this.redis.eval(RENEW_SCRIPT, 1, this.key, this.holder, this.ttlMs)) === 1;
  }

  async release(): Promise<boolean> {
    return Number(await this.redis.eval(RELEASE_SCRIPT, 1, this.key, this.holder)) === 1;
  }

  /** Who holds the lease now (null: nobody). */
  currentHolder(): Promise<string | null> {
    return this.redis.get(this.key);
  }

  /**
   * Runs `work` (longer than a tick, e.g. the history backfill) while renewing the lease every third of
   * its TTL. `lost` tells whether the lease was lost meanwhile.
   */
  async whileHeld<T>(work: () => Promise<T>): Promise<{ result: T; lost: boolean }> {
    let lost = false;
    const timer = setInterval(
      () => {
        this.renew().then(
          (held) => (lost ||= !held),
          () => {},
        );
      },
      Math.max(100, Math.floor(this.ttlMs / 3)),
    );
    try {
      return { result: await work(), lost };
    } finally {
      clearInterval(timer);
    }
  }
}

/** ≈ max(3 ticks, 3 s): a stalled or killed leader is replaced within a few seconds. */
export function leaderTtlMs(tickMs: number): number {
  return Math.max(3 * tickMs, 3000);
}
